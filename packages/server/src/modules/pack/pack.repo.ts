import { sql } from "kysely";
import type { Db } from "../../db/database";

export const findTrip = (db: Db, userId: number, id: number) =>
  db.selectFrom("pack_trips").selectAll().where("user_id", "=", userId).where("id", "=", id).executeTakeFirst();
export type TripRow = NonNullable<Awaited<ReturnType<typeof findTrip>>>;

export const findItem = (db: Db, userId: number, id: number) =>
  db.selectFrom("pack_items").selectAll().where("user_id", "=", userId).where("id", "=", id).executeTakeFirst();
export type ItemRow = NonNullable<Awaited<ReturnType<typeof findItem>>>;

export const findActivity = (db: Db, userId: number, id: number) =>
  db.selectFrom("pack_activities").selectAll().where("user_id", "=", userId).where("id", "=", id).executeTakeFirst();
export type ActivityRow = NonNullable<Awaited<ReturnType<typeof findActivity>>>;

export const findTripItem = (db: Db, userId: number, id: number) =>
  db.selectFrom("pack_trip_items").selectAll().where("user_id", "=", userId).where("id", "=", id).executeTakeFirst();
export type TripItemRow = NonNullable<Awaited<ReturnType<typeof findTripItem>>>;

export const listNamed = (db: Db, table: "pack_categories" | "pack_inventories", userId: number) =>
  db.selectFrom(table).selectAll().where("user_id", "=", userId).orderBy("name").orderBy("id").execute();

export const findNamed = (db: Db, table: "pack_categories" | "pack_inventories", userId: number, name: string) =>
  db
    .selectFrom(table)
    .selectAll()
    .where("user_id", "=", userId)
    .where(sql<string>`lower(name)`, "=", name.toLowerCase())
    .executeTakeFirst();

export const activitiesOf = (db: Db, tripId: number) =>
  db.selectFrom("pack_activities").selectAll().where("trip_id", "=", tripId).orderBy("id").execute();

export const tripItemsOf = (db: Db, tripId: number) =>
  db
    .selectFrom("pack_trip_items")
    .selectAll()
    .where("trip_id", "=", tripId)
    .where("is_deleted", "=", false)
    .orderBy("id")
    .execute();

/** The owner's items with these ids (deleted ones too: past trips still show them). */
export const itemsByIds = (db: Db, userId: number, ids: number[]) =>
  ids.length === 0
    ? Promise.resolve([] as ItemRow[])
    : db.selectFrom("pack_items").selectAll().where("user_id", "=", userId).where("id", "in", ids).execute();
