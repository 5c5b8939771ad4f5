import { createHash } from "node:crypto";
import { once } from "node:events";
import fs from "node:fs";
import path from "node:path";
import { type RawBuilder, sql } from "kysely";
import type { Config } from "../config";
import { createDatabase, type Db, nowIso } from "../db/database";
import { MEDIA_NAME } from "../modules/media/images";
import { mediaDir } from "../modules/media/media.store";
import { APP_VERSION, BACKUP_FORMAT, MANIFEST_FILE, type Manifest, schemaVersion } from "./manifest";
import { backedUpTables, type ColumnType, isPostgresDb, type TableSchema } from "./schema";

// `npm run cli -- backup FILE` and the scheduled backup: every table as JSON Lines (one JSON
// array of column values per row, column names in the manifest) plus the photos, packed into
// one .tar.gz. It reads from one snapshot while the app keeps serving: a read transaction on
// its own connection (SQLite WAL lets writers go on beside it; PostgreSQL REPEATABLE READ).

/** Rows read per query: keeps memory flat on a 1,000,000-row table. */
const PAGE_ROWS = 5_000;

/** What a long step reports: the CLI draws it on a terminal. */
export type Progress = (step: string, done: number, total: number) => void;
export type BackupResult = { file: string; bytes: number; rows: number; media: number; manifest: Manifest };

/** FILE as given when it already ends in .tar.gz (or .tgz), else with .tar.gz added. */
export function backupFileName(file: string): string {
  return /\.(tar\.gz|tgz)$/i.test(file) ? file : `${file}.tar.gz`;
}

export async function createBackup(options: {
  database: Config["database"];
  dataDir: string;
  file: string;
  onProgress?: Progress;
}): Promise<BackupResult> {
  const target = path.resolve(backupFileName(options.file));
  if (fs.existsSync(target)) throw new Error(`${target} already exists; choose another name.`);
  if (options.database.dialect === "sqlite" && !fs.existsSync(options.database.file)) {
    throw new Error(`There is no database at ${options.database.file} (check DATA_DIR).`);
  }
  fs.mkdirSync(path.dirname(target), { recursive: true });
  // Work beside the target (same file system, so the final rename is atomic), never in it:
  // a backup cut short leaves no file that looks complete.
  const work = fs.mkdtempSync(path.join(path.dirname(target), ".homebase-backup-"));
  const partial = `${target}.partial`;
  // Its own connection: a long read transaction must not hold the app's SQLite connection.
  const db = createDatabase(options.database);
  try {
    const manifest = await dumpSnapshot(db, options.dataDir, work, options.onProgress);
    fs.writeFileSync(path.join(work, MANIFEST_FILE), `${JSON.stringify(manifest, null, 1)}\n`);
    options.onProgress?.("compressing", 0, 1);
    const files = [MANIFEST_FILE, ...manifest.tables.map((t) => t.file), ...manifest.media.map((m) => m.file)];
    // tar loads with the first backup, not at start (issue 29: memory every instance keeps).
    const tar = await import("tar");
    await tar.c({ gzip: true, file: partial, cwd: work, portable: true, noDirRecurse: true }, files);
    fs.renameSync(partial, target);
    options.onProgress?.("compressing", 1, 1);
    const rows = manifest.tables.reduce((sum, table) => sum + table.rows, 0);
    return { file: target, bytes: fs.statSync(target).size, rows, media: manifest.media.length, manifest };
  } finally {
    await db.destroy();
    fs.rmSync(work, { recursive: true, force: true });
    fs.rmSync(partial, { force: true });
  }
}

async function dumpSnapshot(db: Db, dataDir: string, work: string, onProgress?: Progress): Promise<Manifest> {
  fs.mkdirSync(path.join(work, "tables"));
  fs.mkdirSync(path.join(work, "media"));
  const postgres = isPostgresDb(db);
  let begin = db.transaction();
  if (postgres) begin = begin.setIsolationLevel("repeatable read").setAccessMode("read only");
  return begin.execute(async (trx) => {
    const version = await schemaVersion(trx);
    if (!version) throw new Error("The database has no schema yet (never migrated): there is nothing to back up.");
    const schemas = await backedUpTables(trx);
    const tables: Manifest["tables"] = [];
    for (const table of schemas) {
      const file = `tables/${table.name}.jsonl`;
      const total = await countRows(trx, table.name);
      const written = await writeTable(trx, table, path.join(work, file), (done) =>
        onProgress?.(table.name, done, total),
      );
      tables.push({
        name: table.name,
        columns: table.columns,
        primary_key: table.primaryKey,
        self_references: table.selfReferences,
        file,
        ...written,
      });
    }
    const media = postgres
      ? await copyDatabaseMedia(trx, work, onProgress)
      : await copyDiskMedia(dataDir, work, onProgress);
    return {
      format: BACKUP_FORMAT,
      format_version: 1,
      app_version: APP_VERSION,
      schema_version: version,
      source_dialect: postgres ? "postgres" : "sqlite",
      created_at: nowIso(),
      tables,
      media,
    } satisfies Manifest;
  });
}

async function countRows(db: Db, table: string): Promise<number> {
  const result = await sql<{ n: number | string }>`select count(*) as n from ${sql.table(table)}`.execute(db);
  return Number(result.rows[0]?.n ?? 0);
}

/** A value as the backup's JSON holds it: booleans as true/false (SQLite's 0/1 too), bytes as base64. */
function toPortable(value: unknown, type: ColumnType): unknown {
  if (value === null || value === undefined) return null;
  if (type === "boolean") return value === true || value === 1 || value === "1";
  if (type === "binary") return Buffer.from(value as Uint8Array).toString("base64");
  return value;
}

/** One page of rows after the last primary key seen (keyset paging: every page costs the same). */
async function selectPage(db: Db, table: TableSchema, after: unknown[] | undefined, filter?: RawBuilder<unknown>) {
  const key = sql.join(table.primaryKey.map((column) => sql.ref(column)));
  const columns = sql.join(table.columns.map((column) => sql.ref(column.name)));
  const conditions = [...(after ? [sql`(${key}) > (${sql.join(after)})`] : []), ...(filter ? [filter] : [])];
  const where = conditions.length > 0 ? sql`where ${sql.join(conditions, sql` and `)}` : sql``;
  const result = await sql<Record<string, unknown>>`
    select ${columns} from ${sql.table(table.name)} ${where} order by ${key} limit ${PAGE_ROWS}`.execute(db);
  return result.rows;
}

/**
 * A table's rows in primary key order, a page at a time, each as its portable values; `filter`
 * (a condition on the table's columns) keeps only some, e.g. one owner's for an export.
 */
export async function* portablePages(
  db: Db,
  table: TableSchema,
  filter?: RawBuilder<unknown>,
): AsyncGenerator<unknown[][]> {
  let after: unknown[] | undefined;
  for (;;) {
    const page = await selectPage(db, table, after, filter);
    if (page.length > 0)
      yield page.map((row) => table.columns.map((column) => toPortable(row[column.name], column.type)));
    if (page.length < PAGE_ROWS) return;
    const last = page[page.length - 1] as Record<string, unknown>;
    after = table.primaryKey.map((column) => last[column]);
  }
}

/** Writes a table as JSON Lines, hashing as it goes; answers its row count, size and checksum. */
async function writeTable(db: Db, table: TableSchema, file: string, onRows: (done: number) => void) {
  const out = fs.createWriteStream(file);
  const hash = createHash("sha256");
  let bytes = 0;
  let rows = 0;
  try {
    for await (const page of portablePages(db, table)) {
      let text = "";
      for (const row of page) text += `${JSON.stringify(row)}\n`;
      const chunk = Buffer.from(text);
      hash.update(chunk);
      bytes += chunk.length;
      rows += page.length;
      if (!out.write(chunk)) await once(out, "drain");
      onRows(rows);
    }
  } finally {
    out.end();
    await once(out, "close");
  }
  return { rows, bytes, sha256: hash.digest("hex") };
}

function mediaEntry(name: string, data: Buffer) {
  return { name, file: `media/${name}`, bytes: data.length, sha256: createHash("sha256").update(data).digest("hex") };
}

/** SQLite keeps photos as files under DATA_DIR/media. */
async function copyDiskMedia(dataDir: string, work: string, onProgress?: Progress): Promise<Manifest["media"]> {
  const dir = mediaDir(dataDir);
  const names = (await fs.promises.readdir(dir).catch(() => [] as string[])).filter((n) => MEDIA_NAME.test(n)).sort();
  const media: Manifest["media"] = [];
  for (const name of names) {
    // A photo deleted since the snapshot began is simply not in this backup.
    const data = await fs.promises.readFile(path.join(dir, name)).catch(() => undefined);
    if (!data) continue;
    await fs.promises.writeFile(path.join(work, "media", name), data);
    media.push(mediaEntry(name, data));
    onProgress?.("media", media.length, names.length);
  }
  return media;
}

/** PostgreSQL keeps photos in the media table: read in the same snapshot, a few at a time. */
async function copyDatabaseMedia(db: Db, work: string, onProgress?: Progress): Promise<Manifest["media"]> {
  const total = await countRows(db, "media");
  const media: Manifest["media"] = [];
  let after = "";
  for (;;) {
    const page = await db
      .selectFrom("media")
      .select(["name", "data"])
      .where("name", ">", after)
      .orderBy("name")
      .limit(50)
      .execute();
    for (const row of page) {
      if (!MEDIA_NAME.test(row.name)) continue;
      const data = Buffer.from(row.data);
      await fs.promises.writeFile(path.join(work, "media", row.name), data);
      media.push(mediaEntry(row.name, data));
    }
    onProgress?.("media", media.length, total);
    if (page.length < 50) break;
    after = (page[page.length - 1] as { name: string }).name;
  }
  return media;
}
