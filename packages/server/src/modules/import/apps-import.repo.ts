import { sql } from "kysely";
import type { Db } from "../../db/database";

// SQL of imports from other apps: the record of each import and the journal of rows it added.
// Undo deletes journalled rows generically by table, always within the owner's rows.

export function insertImport(
  db: Db,
  values: { user_id: number; source: string; file_name: string; counts: string; created_at: string },
) {
  return db.insertInto("data_imports").values(values).returning("id").executeTakeFirstOrThrow();
}

export async function insertJournal(db: Db, userId: number, importId: number, table: string, ids: number[]) {
  const CHUNK = 500;
  for (let i = 0; i < ids.length; i += CHUNK) {
    const rows = ids
      .slice(i, i + CHUNK)
      .map((row_id) => ({ user_id: userId, import_id: importId, table_name: table, row_id }));
    await db.insertInto("data_import_rows").values(rows).execute();
  }
}

export function listImports(db: Db, userId: number) {
  return db
    .selectFrom("data_imports")
    .selectAll()
    .where("user_id", "=", userId)
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .execute();
}

export function findImport(db: Db, userId: number, id: number) {
  return db
    .selectFrom("data_imports")
    .selectAll()
    .where("user_id", "=", userId)
    .where("id", "=", id)
    .executeTakeFirst();
}

export function journalOf(db: Db, importId: number) {
  return db
    .selectFrom("data_import_rows")
    .select(["table_name", "row_id"])
    .where("import_id", "=", importId)
    .orderBy("id", "desc")
    .execute();
}

export async function deleteOwnedRows(db: Db, table: string, userId: number, ids: number[]) {
  const CHUNK = 500;
  for (let i = 0; i < ids.length; i += CHUNK) {
    const chunk = ids.slice(i, i + CHUNK);
    await sql`delete from ${sql.table(table)} where user_id = ${userId} and id in (${sql.join(chunk)})`.execute(db);
  }
}

export async function deleteImport(db: Db, id: number) {
  await db.deleteFrom("data_imports").where("id", "=", id).execute();
}
