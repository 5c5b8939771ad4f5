import { type CreateTableBuilder, type Kysely, PostgresAdapter, sql } from "kysely";

// Helpers that let one migration file run on both SQLite and PostgreSQL.

// biome-ignore lint/suspicious/noExplicitAny: migrations are written against an untyped schema on purpose
export type MigrationDb = Kysely<any>;

export function isPostgres(db: MigrationDb): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

/** Adds the integer primary key `id` in each dialect's auto-increment form. */
export function withId<T extends string>(db: MigrationDb, table: CreateTableBuilder<T, never>) {
  return isPostgres(db)
    ? table.addColumn("id", "serial", (col) => col.primaryKey())
    : table.addColumn("id", "integer", (col) => col.primaryKey().autoIncrement());
}

/** Adds `user_id`, owned rows disappear with their owner. */
export function withOwner<T extends string, C extends string>(table: CreateTableBuilder<T, C>) {
  return table.addColumn("user_id", "integer", (col) => col.notNull().references("users.id").onDelete("cascade"));
}

export { sql };
