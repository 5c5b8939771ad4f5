import type { Db } from "../../db/database";

// Photos and posters kept in the database (table media), used with PostgreSQL so that every
// instance serves what any of them stored.

export async function insertMedia(db: Db, name: string, data: Buffer, createdAt: string): Promise<void> {
  await db
    .insertInto("media")
    .values({ name, data, created_at: createdAt })
    .onConflict((oc) => oc.column("name").doNothing())
    .execute();
}

export async function findMedia(db: Db, name: string): Promise<Buffer | undefined> {
  const row = await db.selectFrom("media").select("data").where("name", "=", name).executeTakeFirst();
  return row ? Buffer.from(row.data) : undefined;
}

export async function deleteMedia(db: Db, names: string[]): Promise<void> {
  if (names.length > 0) await db.deleteFrom("media").where("name", "in", names).execute();
}

export async function mediaNames(db: Db): Promise<string[]> {
  return (await db.selectFrom("media").select("name").orderBy("name").execute()).map((row) => row.name);
}
