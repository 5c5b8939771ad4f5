import type { Db } from "../db/database";
import type { Database } from "../db/types";

/** Rows in a table, optionally only those whose `column` equals `value`: for "nothing was written" checks. */
export async function rowCount<T extends keyof Database>(
  db: Db,
  table: T,
  where?: { column: keyof Database[T] & string; value: number },
): Promise<number> {
  // The table and column are checked by the signature; Kysely cannot follow a generic table name.
  // biome-ignore lint/suspicious/noExplicitAny: see above
  let query = (db as any).selectFrom(table).select((eb: any) => eb.fn.countAll().as("n"));
  if (where) query = query.where(where.column, "=", where.value);
  const row = (await query.executeTakeFirstOrThrow()) as { n: number | string };
  return Number(row.n);
}
