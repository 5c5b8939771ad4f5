import { PostgresAdapter, sql } from "kysely";
import type { Db } from "../db/database";

// The tables a backup holds, read from the database itself rather than from a hand-kept list,
// so a module's new table is backed up the day its migration lands.

/** Portable column types: what a value is in the backup's JSON, whatever the dialect stored. */
export type ColumnType = "integer" | "real" | "boolean" | "text" | "binary";
export type Column = { name: string; type: ColumnType };
export type TableSchema = {
  name: string;
  columns: Column[];
  /** Primary key columns, in key order: the backup pages through a table by them. */
  primaryKey: string[];
  /** Tables this one's foreign keys point at (itself excluded). */
  references: string[];
  /** Columns that point back at this same table (a category's parent): restored in a second step. */
  selfReferences: string[];
  /** Each foreign key column and the table it points at (an import renumbers them). */
  foreignKeys: { column: string; target: string }[];
};

/**
 * Not backed up: Kysely's migration bookkeeping (the manifest's schema version stands for it),
 * per-deployment runtime state (job leases, login throttling, the record of past backups, the
 * answers kept for idempotent retries, imports from other apps still running), the instance's own key (calendar feed addresses are
 * derived from it, so a backup holds none), and
 * `media`, whose photos travel as files under media/ whichever dialect keeps them.
 */
export const SKIPPED_TABLES = new Set([
  "kysely_migration",
  "kysely_migration_lock",
  "job_leases",
  "login_failures",
  "backup_runs",
  "instance_secrets",
  "idempotency_keys",
  "import_jobs",
  "media",
]);

/** Runtime state a restore target may already hold and still count as empty. */
export const RUNTIME_TABLES = new Set([
  "kysely_migration",
  "kysely_migration_lock",
  "job_leases",
  "login_failures",
  "backup_runs",
  "instance_secrets",
  "idempotency_keys",
  "import_jobs",
]);

export const isPostgresDb = (db: Db) => db.getExecutor().adapter instanceof PostgresAdapter;

export function portableType(declared: string): ColumnType {
  const type = declared.toLowerCase();
  if (type.includes("bool")) return "boolean";
  if (type.includes("int")) return "integer";
  if (type.includes("double") || type.includes("real") || type.includes("float") || type.includes("numeric")) {
    return "real";
  }
  if (type.includes("blob") || type.includes("bytea")) return "binary";
  return "text";
}

type RawColumn = { table_name: string; name: string; type: string; pk: number };
type RawForeignKey = { table_name: string; column_name: string; target: string };

async function sqliteSchema(db: Db): Promise<{ columns: RawColumn[]; foreignKeys: RawForeignKey[] }> {
  const columns = await sql<RawColumn>`
    select m.name as table_name, c.name as name, c.type as type, c.pk as pk
    from sqlite_master m join pragma_table_info(m.name) c
    where m.type = 'table' and m.name not like 'sqlite_%'
    order by m.name, c.cid`.execute(db);
  const foreignKeys = await sql<RawForeignKey>`
    select m.name as table_name, f."from" as column_name, f."table" as target
    from sqlite_master m join pragma_foreign_key_list(m.name) f
    where m.type = 'table' and m.name not like 'sqlite_%'`.execute(db);
  return { columns: columns.rows, foreignKeys: foreignKeys.rows };
}

async function postgresSchema(db: Db): Promise<{ columns: RawColumn[]; foreignKeys: RawForeignKey[] }> {
  const columns = await sql<Omit<RawColumn, "pk">>`
    select c.table_name, c.column_name as name, c.data_type as type
    from information_schema.columns c
    join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
    where c.table_schema = current_schema() and t.table_type = 'BASE TABLE'
    order by c.table_name, c.ordinal_position`.execute(db);
  const keys = await sql<{ table_name: string; name: string; position: number }>`
    select cl.relname as table_name, a.attname as name, k.position
    from pg_index i
    join pg_class cl on cl.oid = i.indrelid
    cross join lateral unnest(i.indkey::int2[]) with ordinality as k(attnum, position)
    join pg_attribute a on a.attrelid = i.indrelid and a.attnum = k.attnum
    where i.indisprimary and cl.relnamespace = current_schema()::regnamespace`.execute(db);
  const position = new Map(keys.rows.map((key) => [`${key.table_name}.${key.name}`, Number(key.position)]));
  const foreignKeys = await sql<RawForeignKey>`
    select cl.relname as table_name, a.attname as column_name, target.relname as target
    from pg_constraint k
    join pg_class cl on cl.oid = k.conrelid
    join pg_class target on target.oid = k.confrelid
    join pg_attribute a on a.attrelid = k.conrelid and a.attnum = k.conkey[1]
    where k.contype = 'f' and k.connamespace = current_schema()::regnamespace`.execute(db);
  return {
    columns: columns.rows.map((column) => ({
      ...column,
      pk: position.get(`${column.table_name}.${column.name}`) ?? 0,
    })),
    foreignKeys: foreignKeys.rows,
  };
}

/** Every table a backup holds, ordered so that a table comes after the tables it references. */
export async function backedUpTables(db: Db): Promise<TableSchema[]> {
  const raw = isPostgresDb(db) ? await postgresSchema(db) : await sqliteSchema(db);
  const tables = new Map<string, TableSchema>();
  const keyOrder = new Map<string, { name: string; position: number }[]>();
  for (const column of raw.columns) {
    if (SKIPPED_TABLES.has(column.table_name)) continue;
    let table = tables.get(column.table_name);
    if (!table) {
      table = {
        name: column.table_name,
        columns: [],
        primaryKey: [],
        references: [],
        selfReferences: [],
        foreignKeys: [],
      };
      tables.set(table.name, table);
      keyOrder.set(table.name, []);
    }
    table.columns.push({ name: column.name, type: portableType(column.type) });
    if (Number(column.pk) > 0) keyOrder.get(table.name)?.push({ name: column.name, position: Number(column.pk) });
  }
  for (const [name, keys] of keyOrder) {
    const table = tables.get(name) as TableSchema;
    table.primaryKey = keys.sort((a, b) => a.position - b.position).map((key) => key.name);
    if (table.primaryKey.length === 0) throw new Error(`Table ${name} has no primary key; it cannot be backed up.`);
  }
  for (const key of raw.foreignKeys) {
    const table = tables.get(key.table_name);
    if (!table) continue;
    table.foreignKeys.push({ column: key.column_name, target: key.target });
    if (key.target === key.table_name) table.selfReferences.push(key.column_name);
    else if (!table.references.includes(key.target)) table.references.push(key.target);
  }
  return inDependencyOrder([...tables.values()]);
}

function inDependencyOrder(tables: TableSchema[]): TableSchema[] {
  const byName = new Map(tables.map((table) => [table.name, table]));
  const ordered: TableSchema[] = [];
  const state = new Map<string, "visiting" | "done">();
  const visit = (table: TableSchema, path: string[]) => {
    if (state.get(table.name) === "done") return;
    if (state.get(table.name) === "visiting") {
      throw new Error(`Foreign keys form a cycle (${[...path, table.name].join(" -> ")}); no restore order exists.`);
    }
    state.set(table.name, "visiting");
    for (const target of table.references) {
      const referenced = byName.get(target);
      if (referenced) visit(referenced, [...path, table.name]);
    }
    state.set(table.name, "done");
    ordered.push(table);
  };
  for (const table of [...tables].sort((a, b) => a.name.localeCompare(b.name))) visit(table, []);
  return ordered;
}

/** Every table in the database, Kysely's own included. */
export async function tableNames(db: Db): Promise<string[]> {
  const result = isPostgresDb(db)
    ? await sql<{ name: string }>`select table_name as name from information_schema.tables
        where table_schema = current_schema() and table_type = 'BASE TABLE'`.execute(db)
    : await sql<{
        name: string;
      }>`select name from sqlite_master where type = 'table' and name not like 'sqlite_%'`.execute(db);
  return result.rows.map((row) => row.name).sort();
}

/**
 * A table's own indexes (not those behind a primary key or unique constraint), each with the
 * statement that creates it: a restore drops them, loads the rows, then builds each index once,
 * rather than updating it at every one of a million inserts.
 */
export async function secondaryIndexes(db: Db, table: string): Promise<{ name: string; create: string }[]> {
  const result = isPostgresDb(db)
    ? await sql<{ name: string; create: string }>`
        select i.indexname as name, i.indexdef as "create" from pg_indexes i
        where i.schemaname = current_schema() and i.tablename = ${table}
          and not exists (select 1 from pg_constraint c where c.conname = i.indexname
            and c.connamespace = current_schema()::regnamespace)`.execute(db)
    : await sql<{ name: string; create: string }>`
        select name, sql as "create" from sqlite_master
        where type = 'index' and tbl_name = ${table} and sql is not null`.execute(db);
  return result.rows;
}

/**
 * PostgreSQL only: a table's foreign keys with their definitions. Checked row by row they made a
 * 1,000,000-row restore several times slower; a restore drops them while it loads the table and
 * adds them back after, which checks every row at once (and still refuses a dangling one).
 */
export async function foreignKeyConstraints(db: Db, table: string): Promise<{ name: string; definition: string }[]> {
  if (!isPostgresDb(db)) return [];
  const result = await sql<{ name: string; definition: string }>`
    select conname as name, pg_get_constraintdef(oid) as definition from pg_constraint
    where contype = 'f' and conrelid = (quote_ident(${table}))::regclass`.execute(db);
  return result.rows;
}
