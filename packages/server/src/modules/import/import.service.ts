import { randomBytes } from "node:crypto";
import type { ImportResult } from "@homebase/contracts";
import { backedUpTables, isPostgresDb, type TableSchema } from "../../backup/schema";
import { bumpDataVersion, DATA_SCOPES } from "../../db/data-versions";
import type { Db } from "../../db/database";
import { insertRows, rowsPerInsert } from "../../db/multi-row-insert";
import { conflict, HttpError, invalid } from "../../http/errors";
import { moduleOf } from "../export/export.service";
import { DatabaseMediaStore, type MediaStore } from "../media/media.store";
import { type ExportFile, type Row, readExportFile } from "./export-file";
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

/** Problems the file's own shape shows: tables this Homebase does not have. */
function unknownTables(file: ExportFile, schemas: Map<string, TableSchema>): string[] {
  return [...file.tables]
    .filter((table) => !schemas.has(table))
    .map((table) => `${table} is not a table this Homebase knows (was the file exported by a newer version?).`);
}

/** Tables of the owner's that already hold rows, as "table: n rows". */
async function filledTables(db: Db, userId: number, schemas: Map<string, TableSchema>): Promise<string[]> {
  const filled: string[] = [];
  for (const schema of schemas.values()) {
    if (ACCOUNT_TABLES.has(schema.name) || !schema.columns.some((c) => c.name === "user_id")) continue;
    const n = await repo.countOwnerRows(db, schema.name, userId);
    if (n > 0) filled.push(`${schema.name}: ${n} row${n === 1 ? "" : "s"}`);
  }
  return filled;
}

/** Notes, once per table, the columns of a row that the table does not have. */
class UnknownColumns {
  readonly #seen = new Map<string, Set<string>>();
  check(table: TableSchema, known: Set<string>, row: Row) {
    for (const key of Object.keys(row)) {
      if (known.has(key)) continue;
      const seen = this.#seen.get(table.name) ?? new Set();
      seen.add(key);
      this.#seen.set(table.name, seen);
    }
  }
  problems(): string[] {
    return [...this.#seen].map(([table, columns]) => `${table}: unknown column ${[...columns].join(", ")}.`);
  }
}

function countRow(counts: ImportResult["counts"], table: string) {
  const module = counts[moduleOf(table)] ?? {};
  module[table] = (module[table] ?? 0) + 1;
  counts[moduleOf(table)] = module;
}

export async function importOwnerData(
  db: Db,
  media: MediaStore,
  userId: number,
  zip: Buffer,
  dryRun: boolean,
): Promise<ImportResult> {
  const file = readExportFile(zip);
  const schemas = new Map((await backedUpTables(db)).map((table) => [table.name, table]));
  const problems = unknownTables(file, schemas);
  const filled = await filledTables(db, userId, schemas);
  const emptyProblem =
    filled.length > 0
      ? `Your account already holds data (${filled.slice(0, 4).join(", ")}); import only into an empty account.`
      : undefined;
  if (!dryRun && emptyProblem) throw conflict(`${emptyProblem} Nothing was imported.`);
  if (emptyProblem) problems.unshift(emptyProblem);

  const counts: ImportResult["counts"] = {};
  const unknown = new UnknownColumns();
  if (emptyProblem) {
    // A trial insert into an account that has rows would collide with them (a vehicle's slug)
    // and stop at the first table: the preview counts what the file holds instead.
    for (const schema of schemas.values()) {
      if (schema.name === "users" || !file.tables.has(schema.name)) continue;
      const known = new Set(schema.columns.map((column) => column.name));
      for await (const row of file.rows(schema.name)) {
        unknown.check(schema, known, row);
        countRow(counts, schema.name);
      }
    }
    problems.push(...unknown.problems());
    return { dry_run: dryRun, counts, problems };
  }
  const written: string[] = [];
  try {
    await db.transaction().execute(async (trx) => {
      const photos = await writeRows(trx, userId, file, schemas, counts, problems, unknown);
      problems.push(...unknown.problems());
      if (problems.length > 0 || dryRun) throw new RollBack();
      // Photos last, so that a problem found in the rows stores none; with PostgreSQL they go
      // in with the rows' transaction, with SQLite they are files removed again on failure.
      const store = isPostgresDb(trx) ? new DatabaseMediaStore(trx) : media;
      for (const [name, data] of photos) {
        await store.put(name, Buffer.from(data));
        written.push(name);
      }
      // Everything an instance keeps from this owner's data is built again.
      for (const scope of DATA_SCOPES) await bumpDataVersion(trx, userId, scope);
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
  file: ExportFile,
  schemas: Map<string, TableSchema>,
  counts: ImportResult["counts"],
  problems: string[],
  unknown: UnknownColumns,
): Promise<Map<string, Uint8Array>> {
  const newIds = new Map<string, Map<unknown, number>>();
  const photoBases = new Map<string, string>();
  const photos = new Map<string, Uint8Array>();
  const renamePhoto = (name: unknown): string | null => {
    const match = typeof name === "string" ? PHOTO_NAME.exec(name) : null;
    const data = match ? file.photos.get(name as string) : undefined;
    if (!match || !data) return null; // not in the file: the row is kept without its photo
    const base = photoBases.get(match[1] as string) ?? randomBytes(16).toString("hex");
    photoBases.set(match[1] as string, base);
    const renamed = `${base}${match[2] ?? ""}.webp`;
    photos.set(renamed, data);
    return renamed;
  };

  for (const schema of schemas.values()) {
    if (!file.tables.has(schema.name) || schema.name === "users") continue;
    const ids = new Map<unknown, number>();
    newIds.set(schema.name, ids);
    const numbered = schema.primaryKey.length === 1 && schema.primaryKey[0] === "id";
    const known = new Set(schema.columns.map((column) => column.name));
    const references = new Map(schema.foreignKeys.map((key) => [key.column, key.target]));
    const later: { id: number; column: string; old: unknown }[] = [];
    if (schema.name === "owner_settings") await repo.deleteOwnerSettings(db, userId);
    const batch = new RowBatch(db, schema.name, numbered, (source, id) => {
      if (numbered) ids.set(source.id, id);
      for (const column of schema.selfReferences) {
        if (source[column] !== null && source[column] !== undefined) later.push({ id, column, old: source[column] });
      }
    });

    for await (const source of file.rows(schema.name)) {
      unknown.check(schema, known, source);
      const row: Row = {};
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
      countRow(counts, schema.name);
      const existing = await sharedCatalogueId(db, schema.name, row);
      if (existing !== undefined) ids.set(source.id, existing);
      else await batch.add(source, row);
    }
    await batch.flush();
    for (const { id, column, old } of later) {
      const mapped = ids.get(old);
      if (mapped === undefined) problems.push(`${schema.name} ${id}: ${column} ${old} is not in the file.`);
      else await repo.setColumn(db, schema.name, id, column, mapped);
    }
  }
  return photos;
}

/**
 * Rows of one table written many to an INSERT (one INSERT a row made a 1,000,000-transaction
 * import take minutes). Numbered tables get their new ids reserved first, so that each source
 * row's new id is known without relying on the order of a RETURNING; `inserted` hears each.
 */
class RowBatch {
  readonly #postgres: boolean;
  readonly #texts = new Map<string, string>();
  #sources: Row[] = [];
  #rows: Row[] = [];
  #columns = "";

  constructor(
    readonly db: Db,
    readonly table: string,
    readonly numbered: boolean,
    readonly inserted: (source: Row, id: number) => void,
  ) {
    this.#postgres = isPostgresDb(db);
  }

  async add(source: Row, row: Row) {
    const columns = Object.keys(row).join(",");
    // Rows of one export share their columns; a row that differs starts a new INSERT.
    if (columns !== this.#columns || this.#rows.length >= rowsPerInsert(Object.keys(row).length + 1)) {
      await this.flush();
      this.#columns = columns;
    }
    this.#sources.push(source);
    this.#rows.push(row);
  }

  async flush() {
    if (this.#rows.length === 0) return;
    const columns = Object.keys(this.#rows[0] as Row);
    const ids = this.numbered ? await repo.reserveIds(this.db, this.table, this.#rows.length) : [];
    const values = this.#rows.map((row, i) => {
      const list = columns.map((column) => {
        const value = row[column];
        return typeof value === "boolean" && !this.#postgres ? Number(value) : value;
      });
      return this.numbered ? [ids[i], ...list] : list;
    });
    const names = this.numbered ? ["id", ...columns] : columns;
    await insertRows(this.db, this.#postgres, this.table, names, values, this.#texts);
    this.#sources.forEach((source, i) => {
      this.inserted(source, ids[i] as number);
    });
    this.#sources = [];
    this.#rows = [];
  }
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
