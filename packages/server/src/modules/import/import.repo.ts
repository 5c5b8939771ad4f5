import { sql } from "kysely";
import type { Db } from "../../db/database";

// SQL of the import (issue 18 §5). Like a restore it writes rows of every module's tables, not
// business operations, so it works on tables generically; the service bumps the owner's data
// versions afterwards so that whatever instances derived from their data is rebuilt.

export async function countOwnerRows(db: Db, table: string, userId: number): Promise<number> {
  const result = await sql<{ n: number | string }>`
    select count(*) as n from ${sql.table(table)} where user_id = ${userId}`.execute(db);
  return Number(result.rows[0]?.n ?? 0);
}

/** Inserts one row; answers its new id when the table numbers its rows. */
export async function insertRow(
  db: Db,
  table: string,
  row: Record<string, unknown>,
  returnsId: boolean,
): Promise<number | undefined> {
  const columns = Object.keys(row);
  const values = sql.join(columns.map((column) => sql`${row[column]}`));
  const names = sql.join(columns.map((column) => sql.ref(column)));
  const insert = sql`insert into ${sql.table(table)} (${names}) values (${values})`;
  if (!returnsId) {
    await insert.execute(db);
    return undefined;
  }
  const result = await sql<{ id: number }>`${insert} returning id`.execute(db);
  return Number(result.rows[0]?.id);
}

export async function deleteOwnerSettings(db: Db, userId: number): Promise<void> {
  await db.deleteFrom("owner_settings").where("user_id", "=", userId).execute();
}

/** The shared TV catalogue: a show or episode this instance already has, by its TVmaze id. */
export async function findShowId(db: Db, tvmazeId: number): Promise<number | undefined> {
  const row = await db.selectFrom("tv_shows").select("id").where("tvmaze_id", "=", tvmazeId).executeTakeFirst();
  return row?.id;
}

export async function findEpisodeId(db: Db, showId: number, tvmazeId: number): Promise<number | undefined> {
  const row = await db
    .selectFrom("tv_episodes")
    .select("id")
    .where("tv_show_id", "=", showId)
    .where("tvmaze_id", "=", tvmazeId)
    .executeTakeFirst();
  return row?.id;
}

export async function setColumn(db: Db, table: string, id: number, column: string, value: unknown): Promise<void> {
  await sql`update ${sql.table(table)} set ${sql.ref(column)} = ${value} where id = ${id}`.execute(db);
}
