import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import readline from "node:readline";
import { sql } from "kysely";
import { Migrator } from "kysely/migration";
import type { Config } from "../config";
import { DATA_SCOPES } from "../db/data-versions";
import { createDatabase, type Db } from "../db/database";
import { migrateToLatest } from "../db/migrate";
import { migrations } from "../db/migrations/index";
import { insertRows, rowsPerInsert } from "../db/multi-row-insert";
import { mediaDir } from "../modules/media/media.store";
import { BackupRefused, unpackBackup } from "./archive";
import type { Progress } from "./backup";
import type { Manifest } from "./manifest";
import {
  backedUpTables,
  type ColumnType,
  foreignKeyConstraints,
  isPostgresDb,
  RUNTIME_TABLES,
  secondaryIndexes,
  tableNames,
} from "./schema";

// `npm run cli -- restore FILE`: a verified backup into an EMPTY database of either dialect.
// Order: check the file in full, check the target is empty, bring the empty schema to the
// backup's version, insert every row in ONE transaction (a crash or kill -9 leaves no row),
// then migrate forward to this build's schema.

export type RestoreResult = { rows: number; media: number; schemaVersion: string; migrated: string[] };
type TableEntry = Manifest["tables"][number];

export async function restoreBackup(options: {
  database: Config["database"];
  dataDir: string;
  file: string;
  onProgress?: Progress;
}): Promise<RestoreResult> {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), "homebase-restore-"));
  try {
    const manifest = await unpackBackup(path.resolve(options.file), work);
    const db = createDatabase(options.database);
    try {
      await refuseUnlessEmpty(db);
      // A restore is one large transaction: a 128 MB page cache (default 2 MB) keeps the pages
      // being filled in memory rather than spilling them to the WAL midway (1M rows: 16 → 13.5 s).
      if (!isPostgresDb(db)) await sql`pragma cache_size = -131072`.execute(db);
      await migrateTo(db, manifest.schema_version);
      await checkColumns(db, manifest);
      const written = await restoreDiskMedia(db, manifest, work, options.dataDir);
      try {
        await db.transaction().execute(async (trx) => {
          for (const table of manifest.tables) await loadTable(trx, table, work, options.onProgress);
          if (isPostgresDb(trx)) await loadDatabaseMedia(trx, manifest, work, options.onProgress);
          await bumpVersions(trx, manifest);
          if (isPostgresDb(trx)) await resetSequences(trx);
        });
      } catch (error) {
        for (const file of written) fs.rmSync(file, { force: true });
        throw error;
      }
      const migrated = await migrateToLatest(db);
      await startMissingVersions(db);
      const rows = manifest.tables.reduce((sum, table) => sum + table.rows, 0);
      return { rows, media: manifest.media.length, schemaVersion: manifest.schema_version, migrated };
    } finally {
      await db.destroy();
    }
  } finally {
    fs.rmSync(work, { recursive: true, force: true });
  }
}

async function refuseUnlessEmpty(db: Db): Promise<void> {
  const filled: string[] = [];
  for (const table of await tableNames(db)) {
    if (RUNTIME_TABLES.has(table)) continue;
    const result = await sql<{ n: number | string }>`select count(*) as n from ${sql.table(table)}`.execute(db);
    const n = Number(result.rows[0]?.n ?? 0);
    if (n > 0) filled.push(`${table}: ${n} row${n === 1 ? "" : "s"}`);
  }
  if (filled.length > 0) {
    throw new BackupRefused(
      `The target database is not empty (${filled.slice(0, 5).join(", ")}${filled.length > 5 ? ", …" : ""}). ` +
        "Restore only into an empty database: a new PostgreSQL database, or a DATA_DIR without homebase.sqlite. Nothing was changed.",
    );
  }
}

/** The empty target's schema, up or down, to exactly the backup's, so its rows fit as they are. */
async function migrateTo(db: Db, version: string): Promise<void> {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
  const { error } = await migrator.migrateTo(version);
  if (error) throw new Error(`Could not bring the empty database to schema ${version}: ${String(error)}`);
}

async function checkColumns(db: Db, manifest: Manifest): Promise<void> {
  const target = new Map((await backedUpTables(db)).map((table) => [table.name, table]));
  for (const table of manifest.tables) {
    const columns = new Set(target.get(table.name)?.columns.map((column) => column.name));
    const missing = table.columns.find((column) => !columns.has(column.name));
    if (!target.has(table.name) || missing) {
      throw new BackupRefused(
        `The backup's table ${table.name}${missing ? ` (column ${missing.name})` : ""} does not exist at schema ${manifest.schema_version}; the backup is not consistent.`,
      );
    }
  }
}

function fromPortable(value: unknown, type: ColumnType, postgres: boolean): unknown {
  if (value === null) return null;
  if (type === "binary") return Buffer.from(value as string, "base64");
  if (type === "boolean" && !postgres) return value ? 1 : 0;
  return value;
}

/**
 * Inserts a table's rows in batches. A column pointing at its own table (a category's parent) is
 * inserted empty and filled in once every row of the table exists, whatever their order.
 */
async function loadTable(db: Db, table: TableEntry, work: string, onProgress?: Progress): Promise<void> {
  const postgres = isPostgresDb(db);
  const names = table.columns.map((column) => column.name);
  const selfColumns = table.self_references.map((name) => names.indexOf(name));
  const keyColumns = table.primary_key.map((name) => names.indexOf(name));
  const laterUpdates: { key: unknown[]; values: unknown[] }[] = [];
  const batchRows = rowsPerInsert(names.length);
  const texts = new Map<string, string>();
  const insert = async (rows: unknown[][]) => {
    try {
      await insertRows(db, postgres, table.name, names, rows, texts);
    } catch (error) {
      // E.g. SQLite keeps a string longer than its varchar(n), which PostgreSQL refuses: say where.
      throw new Error(`${table.name}, rows ${line - rows.length + 1}-${line}: ${(error as Error).message}`);
    }
  };

  // Dropped and built again inside the restore's transaction: a failure brings them back too.
  const indexes = await secondaryIndexes(db, table.name);
  for (const index of indexes) await sql`drop index ${sql.ref(index.name)}`.execute(db);
  const foreignKeys = await foreignKeyConstraints(db, table.name);
  for (const key of foreignKeys) {
    await sql`alter table ${sql.table(table.name)} drop constraint ${sql.ref(key.name)}`.execute(db);
  }

  let batch: unknown[][] = [];
  let line = 0;
  const lines = readline.createInterface({
    input: fs.createReadStream(path.join(work, table.file)),
    crlfDelay: Infinity,
  });
  for await (const text of lines) {
    line++;
    const values = JSON.parse(text) as unknown[];
    if (!Array.isArray(values) || values.length !== names.length) {
      throw new BackupRefused(`${table.file} line ${line}: expected ${names.length} values.`);
    }
    const row = values.map((value, i) =>
      fromPortable(value, (table.columns[i] as { type: ColumnType }).type, postgres),
    );
    if (selfColumns.some((i) => row[i] !== null)) {
      laterUpdates.push({ key: keyColumns.map((i) => row[i]), values: selfColumns.map((i) => row[i]) });
      for (const i of selfColumns) row[i] = null;
    }
    batch.push(row);
    if (batch.length === batchRows) {
      await insert(batch);
      batch = [];
      onProgress?.(table.name, line, table.rows);
    }
  }
  if (batch.length > 0) await insert(batch);
  if (line !== table.rows) {
    throw new BackupRefused(`${table.file} holds ${line} rows where the manifest says ${table.rows}.`);
  }
  for (const update of laterUpdates) {
    const set = sql.join(table.self_references.map((column, i) => sql`${sql.ref(column)} = ${update.values[i]}`));
    const where = sql.join(
      table.primary_key.map((column, i) => sql`${sql.ref(column)} = ${update.key[i]}`),
      sql` and `,
    );
    await sql`update ${sql.table(table.name)} set ${set} where ${where}`.execute(db);
  }
  for (const index of indexes) await sql.raw(index.create).execute(db);
  for (const key of foreignKeys) {
    await sql`alter table ${sql.table(table.name)} add constraint ${sql.ref(key.name)} ${sql.raw(key.definition)}`.execute(
      db,
    );
  }
  onProgress?.(table.name, line, table.rows);
}

/** SQLite keeps photos as files: written before the rows' transaction, removed again if it fails. */
async function restoreDiskMedia(db: Db, manifest: Manifest, work: string, dataDir: string): Promise<string[]> {
  if (isPostgresDb(db) || manifest.media.length === 0) return [];
  const dir = mediaDir(dataDir);
  fs.mkdirSync(dir, { recursive: true });
  const written: string[] = [];
  for (const entry of manifest.media) {
    const target = path.join(dir, entry.name);
    if (fs.existsSync(target)) continue;
    fs.copyFileSync(path.join(work, entry.file), target);
    written.push(target);
  }
  return written;
}

async function loadDatabaseMedia(db: Db, manifest: Manifest, work: string, onProgress?: Progress): Promise<void> {
  let done = 0;
  for (const entry of manifest.media) {
    const data = await fs.promises.readFile(path.join(work, entry.file));
    await db.insertInto("media").values({ name: entry.name, data, created_at: manifest.created_at }).execute();
    onProgress?.("media", ++done, manifest.media.length);
  }
}

/**
 * Whatever an instance derived from an owner's data and cached is tagged with these counters
 * (data_versions; money_ledger_versions before schema 0014). Moving each one past the backup's
 * value means no cached answer outlives the restore.
 */
async function bumpVersions(db: Db, manifest: Manifest): Promise<void> {
  for (const table of ["data_versions", "money_ledger_versions"]) {
    if (manifest.tables.some((t) => t.name === table)) {
      await sql`update ${sql.table(table)} set version = version + 1`.execute(db);
    }
  }
}

/**
 * An owner with no counter for a scope (nothing written to it since the scope came in, or a
 * backup from before it) is at version 0, as an instance's answer kept from before the restore
 * may be: each such counter starts at 1 instead. On the final schema, so backups of any age.
 */
async function startMissingVersions(db: Db): Promise<void> {
  for (const scope of DATA_SCOPES) {
    await db
      .insertInto("data_versions")
      .columns(["user_id", "scope", "version"])
      .expression(
        // The where clause keeps SQLite from reading the upsert's ON as a join's.
        db
          .selectFrom("users")
          .select((eb) => ["id", eb.val(scope).as("scope"), eb.lit(1).as("version")])
          .where("id", ">", 0),
      )
      .onConflict((oc) => oc.columns(["user_id", "scope"]).doNothing())
      .execute();
  }
}

/** Rows came with their ids; each serial's next value must start past the largest one. */
async function resetSequences(db: Db): Promise<void> {
  const serials = await sql<{ table_name: string; column_name: string }>`
    select table_name, column_name from information_schema.columns
    where table_schema = current_schema() and column_default like 'nextval(%'`.execute(db);
  for (const { table_name, column_name } of serials.rows) {
    await sql`select setval(pg_get_serial_sequence(${table_name}, ${column_name}),
      coalesce((select max(${sql.ref(column_name)}) from ${sql.table(table_name)}), 0) + 1, false)`.execute(db);
  }
}
