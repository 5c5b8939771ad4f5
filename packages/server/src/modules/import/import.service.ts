import { randomBytes } from "node:crypto";
import type { ImportResult } from "@homebase/contracts";
import { strFromU8, unzipSync } from "fflate";
import { backedUpTables, isPostgresDb, type TableSchema } from "../../backup/schema";
import { bumpDataVersion } from "../../db/data-versions";
import type { Db } from "../../db/database";
import { conflict, HttpError, invalid } from "../../http/errors";
import { moduleOf, ROWS_FOLDER } from "../export/export.service";
import { DatabaseMediaStore, type MediaStore } from "../media/media.store";
import * as repo from "./import.repo";

// POST /api/import/homebase/ (issue 18 §5): an export ZIP (GET /api/export/) into the signed-in
// owner's EMPTY account, on this instance or another. Every row gets a new id and every
// reference follows it; photos are stored again under new names (two accounts never share a
// photo file); the TV catalogue is shared, so a show this instance has is reused. One
// transaction: any problem writes nothing. A dry run does all of it and rolls back.

/** Rows of the owner's that do not make an account non-empty: created with the account. */
const ACCOUNT_TABLES = new Set(["users", "owner_settings", "auth_tokens", "data_versions"]);
const PHOTO_NAME = /^([a-f0-9]{32})(-thumb)?\.webp$/;
/** Posters are the catalogue's, re-fetched by the TV refresh; they are not in an export. */
const TV_POSTER_COLUMNS = ["poster", "poster_thumb"];

class RollBack extends Error {}

type Parsed = { tables: Map<string, Record<string, unknown>[]>; photos: Map<string, Uint8Array> };

function readExport(zip: Buffer): Parsed {
  const data = new Uint8Array(zip.buffer, zip.byteOffset, zip.byteLength);
  let files: Record<string, Uint8Array>;
  try {
    // The file names first (nothing inflated), to read only what the import needs: an export
    // of format 2 keeps the rows in rows/; its <module>.json files (the API's shapes, the
    // largest part) and CSVs are for people.
    const names: string[] = [];
    unzipSync(data, { filter: (file) => names.push(file.name) < 0 });
    const hasRows = names.some((name) => name.startsWith(ROWS_FOLDER));
    files = unzipSync(data, {
      filter: ({ name }) => name.startsWith("photos/") || (hasRows ? ROWS_FILE.test(name) : MODULE_FILE.test(name)),
    });
  } catch (error) {
    throw invalid({ file: [`This file is not a ZIP archive (${(error as Error).message}).`] });
  }
  const tables = new Map<string, Record<string, unknown>[]>();
  const photos = new Map<string, Uint8Array>();
  for (const [name, content] of Object.entries(files)) {
    if (name.startsWith("photos/")) photos.set(name.slice("photos/".length), content);
    const rowsFile = ROWS_FILE.exec(name);
    if (rowsFile) tables.set(rowsFile[1] as string, jsonLines(name, strFromU8(content)));
    else if (MODULE_FILE.test(name)) {
      // Format 1 (the first release): <module>.json was {"module", "tables": {"<table>": [rows]}}.
      for (const [table, rows] of Object.entries(parseJson(name, strFromU8(content)).tables ?? {})) {
        if (!Array.isArray(rows)) throw invalid({ file: [`${name}: ${table} is not a list of rows.`] });
        tables.set(table, rows as Record<string, unknown>[]);
      }
    }
  }
  if (tables.size === 0)
    throw invalid({ file: ["This ZIP holds no Homebase data (no rows/ folder or <module>.json)."] });
  return { tables, photos };
}

const ROWS_FILE = /^rows\/([a-z0-9_]+)\.jsonl$/;
const MODULE_FILE = /^[a-z]+\.json$/;

function parseJson(name: string, text: string): { tables?: Record<string, unknown> } {
  try {
    return JSON.parse(text);
  } catch (error) {
    throw invalid({ file: [`${name} is not valid JSON (${(error as Error).message}).`] });
  }
}

/** One row per line; a line that is not a JSON object is refused with its number. */
function jsonLines(name: string, text: string): Record<string, unknown>[] {
  const rows: Record<string, unknown>[] = [];
  for (const [i, line] of text.split("\n").entries()) {
    if (line.trim() === "") continue;
    let row: unknown;
    try {
      row = JSON.parse(line);
    } catch (error) {
      throw invalid({ file: [`${name} line ${i + 1} is not valid JSON (${(error as Error).message}).`] });
    }
    if (typeof row !== "object" || row === null || Array.isArray(row)) {
      throw invalid({ file: [`${name} line ${i + 1} is not a row (a JSON object).`] });
    }
    rows.push(row as Record<string, unknown>);
  }
  return rows;
}

async function checks(db: Db, userId: number, parsed: Parsed, schemas: Map<string, TableSchema>) {
  const problems: string[] = [];
  const filled: string[] = [];
  for (const schema of schemas.values()) {
    if (ACCOUNT_TABLES.has(schema.name) || !schema.columns.some((c) => c.name === "user_id")) continue;
    const n = await repo.countOwnerRows(db, schema.name, userId);
    if (n > 0) filled.push(`${schema.name}: ${n} row${n === 1 ? "" : "s"}`);
  }
  for (const [table, rows] of parsed.tables) {
    const schema = schemas.get(table);
    if (!schema) {
      problems.push(`${table} is not a table this Homebase knows (was the file exported by a newer version?).`);
      continue;
    }
    const known = new Set(schema.columns.map((column) => column.name));
    const unknown = new Set(rows.flatMap((row) => Object.keys(row).filter((key) => !known.has(key))));
    if (unknown.size > 0) problems.push(`${table}: unknown column ${[...unknown].join(", ")}.`);
  }
  return { problems, filled };
}

export async function importOwnerData(
  db: Db,
  media: MediaStore,
  userId: number,
  zip: Buffer,
  dryRun: boolean,
): Promise<ImportResult> {
  const parsed = readExport(zip);
  const schemas = new Map((await backedUpTables(db)).map((table) => [table.name, table]));
  const { problems, filled } = await checks(db, userId, parsed, schemas);
  const emptyProblem =
    filled.length > 0
      ? `Your account already holds data (${filled.slice(0, 4).join(", ")}); import only into an empty account.`
      : undefined;
  if (!dryRun && emptyProblem) throw conflict(`${emptyProblem} Nothing was imported.`);
  if (emptyProblem) problems.unshift(emptyProblem);

  const counts: Record<string, Record<string, number>> = {};
  if (emptyProblem) {
    // A trial insert into an account that has rows would collide with them (a vehicle's slug)
    // and stop at the first table: the preview counts what the file holds instead.
    for (const [table, rows] of parsed.tables) {
      if (table === "users" || !schemas.has(table)) continue;
      const module = counts[moduleOf(table)] ?? {};
      module[table] = rows.length;
      counts[moduleOf(table)] = module;
    }
    return { dry_run: dryRun, counts, problems };
  }
  const written: string[] = [];
  try {
    await db.transaction().execute(async (trx) => {
      const photos = await writeRows(trx, userId, parsed, schemas, counts, problems);
      if (problems.length > 0 || dryRun) throw new RollBack();
      // Photos last, so that a problem found in the rows stores none; with PostgreSQL they go
      // in with the rows' transaction, with SQLite they are files removed again on failure.
      const store = isPostgresDb(trx) ? new DatabaseMediaStore(trx) : media;
      for (const [name, data] of photos) {
        await store.put(name, Buffer.from(data));
        written.push(name);
      }
      await bumpDataVersion(trx, userId, "money");
      await bumpDataVersion(trx, userId, "fuel");
    });
  } catch (error) {
    if (!isPostgresDb(db)) await media.remove(written);
    if (error instanceof HttpError) throw error;
    // A row the database refused (a constraint the checks above do not know about).
    if (!(error instanceof RollBack)) problems.push(`The data could not be imported: ${(error as Error).message}`);
  }
  if (!dryRun && problems.length > 0) {
    throw invalid({ file: problems }, "The file cannot be imported; nothing was imported.");
  }
  return { dry_run: dryRun, counts, problems };
}

/** Inserts the rows table by table (the schema's order: referenced tables first); answers the photos to store. */
async function writeRows(
  db: Db,
  userId: number,
  parsed: Parsed,
  schemas: Map<string, TableSchema>,
  counts: ImportResult["counts"],
  problems: string[],
): Promise<Map<string, Uint8Array>> {
  const newIds = new Map<string, Map<unknown, number>>();
  const photoBases = new Map<string, string>();
  const photos = new Map<string, Uint8Array>();
  const renamePhoto = (name: unknown): string | null => {
    const match = typeof name === "string" ? PHOTO_NAME.exec(name) : null;
    const data = match ? parsed.photos.get(name as string) : undefined;
    if (!match || !data) return null; // not in the file: the row is kept without its photo
    const base = photoBases.get(match[1] as string) ?? randomBytes(16).toString("hex");
    photoBases.set(match[1] as string, base);
    const renamed = `${base}${match[2] ?? ""}.webp`;
    photos.set(renamed, data);
    return renamed;
  };

  for (const schema of schemas.values()) {
    const rows = parsed.tables.get(schema.name);
    if (!rows || schema.name === "users") continue;
    const ids = new Map<unknown, number>();
    newIds.set(schema.name, ids);
    const numbered = schema.primaryKey.length === 1 && schema.primaryKey[0] === "id";
    const known = new Set(schema.columns.map((column) => column.name));
    const references = new Map(schema.foreignKeys.map((key) => [key.column, key.target]));
    const later: { id: number; column: string; old: unknown }[] = [];
    if (schema.name === "owner_settings") await repo.deleteOwnerSettings(db, userId);

    for (const source of rows) {
      const row: Record<string, unknown> = {};
      let missing = false;
      for (const [column, value] of Object.entries(source)) {
        if (!known.has(column) || (numbered && column === "id")) continue;
        const target = references.get(column);
        if (column === "user_id") row[column] = userId;
        else if (target === schema.name && value !== null) {
          row[column] = null; // its own table: set once every row of it exists
        } else if (target && value !== null) {
          const mapped = newIds.get(target)?.get(value);
          if (mapped === undefined) {
            problems.push(
              `${schema.name}${source.id === undefined ? "" : ` ${source.id}`}: ${column} ${value} is not in the file.`,
            );
            missing = true;
          }
          row[column] = mapped ?? null;
        } else if (column === "photo" || column === "thumbnail") row[column] = renamePhoto(value);
        else if (schema.name === "task_completions" && column === "checklist_done" && typeof value === "string") {
          row[column] = renumberList(value, newIds.get("task_checklist_items"));
        } else if (TV_POSTER_COLUMNS.includes(column)) row[column] = null;
        else row[column] = value;
      }
      if (missing) continue; // reported; the import will not be committed
      const existing = await sharedCatalogueId(db, schema.name, row);
      const id = existing ?? (await repo.insertRow(db, schema.name, row, numbered));
      if (numbered && id !== undefined) ids.set(source.id, id);
      if (id !== undefined) {
        for (const column of schema.selfReferences) {
          if (source[column] !== null && source[column] !== undefined) later.push({ id, column, old: source[column] });
        }
      }
      const module = counts[moduleOf(schema.name)] ?? {};
      module[schema.name] = (module[schema.name] ?? 0) + 1;
      counts[moduleOf(schema.name)] = module;
    }
    for (const { id, column, old } of later) {
      const mapped = ids.get(old);
      if (mapped === undefined) problems.push(`${schema.name} ${id}: ${column} ${old} is not in the file.`);
      else await repo.setColumn(db, schema.name, id, column, mapped);
    }
  }
  return photos;
}

/** "3,7" (ids of ticked checklist steps, kept as text by tasks' migration 0015) with the new ids. */
function renumberList(list: string, ids: Map<unknown, number> | undefined): string {
  if (list === "") return list;
  return list
    .split(",")
    .map((id) => ids?.get(Number(id)))
    .filter((id) => id !== undefined)
    .join(",");
}

/** A TV show or episode this instance already has is the owner's too; the catalogue is shared. */
async function sharedCatalogueId(db: Db, table: string, row: Record<string, unknown>): Promise<number | undefined> {
  if (table === "tv_shows") return repo.findShowId(db, row.tvmaze_id as number);
  if (table === "tv_episodes") return repo.findEpisodeId(db, row.tv_show_id as number, row.tvmaze_id as number);
  return undefined;
}
