import { sql } from "kysely";
import { isPostgresDb } from "../../backup/schema";
import type { Db } from "../../db/database";

// SQL of the import (issue 18 §5). Like a restore it writes rows of every module's tables, not
// business operations, so it works on tables generically; the service bumps the owner's data
// versions afterwards so that whatever instances derived from their data is rebuilt.

export async function countOwnerRows(db: Db, table: string, userId: number): Promise<number> {
  const result = await sql<{ n: number | string }>`
    select count(*) as n from ${sql.table(table)} where user_id = ${userId}`.execute(db);
  return Number(result.rows[0]?.n ?? 0);
}

/**
 * `n` new ids of a table, for rows inserted with them. PostgreSQL takes them from the table's
 * sequence, so they are never handed out twice; SQLite has one writer, and this runs inside the
 * import's transaction, so it counts on from the largest id the table has ever used.
 */
export async function reserveIds(db: Db, table: string, n: number): Promise<number[]> {
  if (isPostgresDb(db)) {
    const result = await sql<{ id: string | number | null }>`
      select nextval(pg_get_serial_sequence(${table}, 'id')) as id from generate_series(1, ${n})`.execute(db);
    return result.rows.map(({ id }) => {
      if (id === null) throw new Error(`${table}.id is not numbered by a sequence.`);
      return Number(id);
    });
  }
  const largest = await sql<{ top: number | null }>`
    select max(top) as top from (
      select max(id) as top from ${sql.table(table)}
      union all select seq from sqlite_sequence where name = ${table}
    ) as used`.execute(db);
  const first = Number(largest.rows[0]?.top ?? 0) + 1;
  return Array.from({ length: n }, (_, i) => first + i);
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
