import { type RawBuilder, sql } from "kysely";
import { backedUpTables, type TableSchema } from "../../backup/schema";
import type { Db } from "../../db/database";

// Which rows of each table belong to one owner. Most tables say so in user_id; the others
// are reached through a row that does. Tables listed in NOT_EXPORTED hold secrets or state of
// the running app, not the owner's data.

/**
 * Sign-in tokens and calendar feed secrets are secrets; data versions are cache bookkeeping. The
 * record of imports from other apps names the rows each added by id, which an import of the
 * export renumbers: Undo there would remove the wrong rows, so the record stays with this
 * instance (backups keep it).
 */
export const NOT_EXPORTED = new Set([
  "auth_tokens",
  "calendar_feeds",
  "data_versions",
  "data_imports",
  "data_import_rows",
  // Imports from other apps still running: the uploaded file, and the state of the work.
  "import_jobs",
  // TVmaze's answers to id lookups: a cache shared by every owner, asked again when missing.
  "tv_external_ids",
]);

const THROUGH_PARENT: Record<string, (userId: number) => RawBuilder<unknown>> = {
  users: (userId) => sql`id = ${userId}`,
  // Checked row by row through the primary key: an IN (subquery) was built anew for every page.
  money_transaction_tags: (userId) =>
    sql`exists (select 1 from money_transactions t where t.id = transaction_id and t.user_id = ${userId})`,
  money_rule_tags: (userId) => sql`exists (select 1 from money_rules r where r.id = rule_id and r.user_id = ${userId})`,
  // The TV catalogue is shared by every owner: an owner's part is the shows they track.
  tv_shows: (userId) => sql`id in (select tv_show_id from tv_tracked_shows where user_id = ${userId})`,
  tv_episodes: (userId) => sql`tv_show_id in (select tv_show_id from tv_tracked_shows where user_id = ${userId})`,
};

/** Columns never exported: a password hash is of no use outside this instance, and a risk. */
export const HIDDEN_COLUMNS: Record<string, string[]> = { users: ["password_hash"] };

export type ExportedTable = { table: TableSchema; filter: RawBuilder<unknown> };

/** Every table with the condition that selects one owner's rows; throws on a table it cannot place. */
export async function ownerTables(db: Db, userId: number): Promise<ExportedTable[]> {
  const tables: ExportedTable[] = [];
  for (const table of await backedUpTables(db)) {
    if (NOT_EXPORTED.has(table.name)) continue;
    const hidden = HIDDEN_COLUMNS[table.name] ?? [];
    const shown = { ...table, columns: table.columns.filter((column) => !hidden.includes(column.name)) };
    const through = THROUGH_PARENT[table.name];
    if (through) tables.push({ table: shown, filter: through(userId) });
    else if (table.columns.some((column) => column.name === "user_id")) {
      // "+ 0" keeps the planner on the primary key the pages follow: with an index on user_id
      // SQLite read and sorted all of the owner's rows for each page (1M transactions: 95 s, now 30 s).
      tables.push({ table: shown, filter: sql`user_id + 0 = ${userId}` });
    } else {
      throw new Error(`The export does not know whose rows ${table.name} holds (modules/export/export.repo.ts).`);
    }
  }
  return tables;
}
