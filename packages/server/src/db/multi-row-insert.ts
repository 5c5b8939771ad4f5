import { CompiledQuery } from "kysely";
import type { Db } from "./database";

// Many rows in one INSERT, for the restore and the import of an export. The text is written once
// per shape and reused: building it through Kysely's query tree for every batch of 10,000 values
// cost most of a 1,000,000-row restore. Values go to the driver as they are, so the caller gives
// each dialect its own (SQLite takes 0/1 for booleans).

/** Parameters per INSERT: under SQLite's limit of 32,766 and PostgreSQL's 65,535. */
export const PARAMETERS_PER_INSERT = 10_000;

/** Rows per INSERT for a table of `columns` columns. */
export const rowsPerInsert = (columns: number) => Math.max(1, Math.floor(PARAMETERS_PER_INSERT / columns));

const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** Inserts `rows` (values in `columns` order); `texts` keeps the statements of one caller. */
export async function insertRows(
  db: Db,
  postgres: boolean,
  table: string,
  columns: readonly string[],
  rows: unknown[][],
  texts: Map<string, string>,
): Promise<void> {
  if (rows.length === 0) return;
  const key = `${table}(${columns.join(",")})x${rows.length}`;
  let text = texts.get(key);
  if (!text) {
    const width = columns.length;
    const tuple = (row: number) =>
      `(${columns.map((_, i) => (postgres ? `$${row * width + i + 1}` : "?")).join(", ")})`;
    const tuples = Array.from({ length: rows.length }, (_, row) => tuple(row)).join(", ");
    text = `insert into ${quote(table)} (${columns.map(quote).join(", ")}) values ${tuples}`;
    texts.set(key, text);
  }
  await db.executeQuery(CompiledQuery.raw(text, rows.flat()));
}
