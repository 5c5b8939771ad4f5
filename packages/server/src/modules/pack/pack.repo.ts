import { type Insertable, sql, type Updateable } from "kysely";
import type { Db } from "../../db/database";
import type { PackItemsTable, PackTripsTable } from "../../db/types";
import type { StoredImage } from "../media/images";

export type NamedTable = "pack_categories" | "pack_inventories";
type TripFields = Omit<Insertable<PackTripsTable>, "user_id" | "created_at">;
export type TripChanges = Updateable<PackTripsTable>;
export type ItemFields = Omit<Insertable<PackItemsTable>, "user_id" | "created_at">;
export type ItemChanges = Updateable<PackItemsTable>;
/** A stored photo, or every column null when there is none. */
type PhotoColumns = StoredImage | { [K in keyof StoredImage]: null };

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

export const listNamed = (db: Db, table: NamedTable, userId: number) =>
  db.selectFrom(table).selectAll().where("user_id", "=", userId).orderBy("name").orderBy("id").execute();

export const findNamed = (db: Db, table: NamedTable, userId: number, name: string) =>
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

/**
 * The owner's items on a trip (deleted ones too: past trips still show them), found by a
 * subquery rather than by the trip's item ids: a list of 120 bound ids cost more to build and
 * run than the rows themselves.
 */
export const itemsOnTrip = (db: Db, userId: number, tripId: number) =>
  db
    .selectFrom("pack_items")
    .selectAll()
    .where("user_id", "=", userId)
    .where("id", "in", (eb) =>
      eb.selectFrom("pack_trip_items").select("item_id").where("trip_id", "=", tripId).where("is_deleted", "=", false),
    )
    .execute();

/** The owner's items with these ids (deleted ones too: past trips still show them). */
export const itemsByIds = (db: Db, userId: number, ids: number[]) =>
  ids.length === 0
    ? Promise.resolve([] as ItemRow[])
    : db.selectFrom("pack_items").selectAll().where("user_id", "=", userId).where("id", "in", ids).execute();

export const insertNamed = (db: Db, table: NamedTable, userId: number, name: string) =>
  db.insertInto(table).values({ user_id: userId, name }).returningAll().executeTakeFirstOrThrow();

// Trips

export const listTrips = (db: Db, userId: number) =>
  db.selectFrom("pack_trips").selectAll().where("user_id", "=", userId).execute();

/** A trip by id alone: for a trip reached through a row the owner was already checked on. */
export const tripById = (db: Db, id: number) =>
  db.selectFrom("pack_trips").selectAll().where("id", "=", id).executeTakeFirstOrThrow();

/** The owner's trips not over by `today`. */
export const tripsEndingFrom = (db: Db, userId: number, today: string) =>
  db.selectFrom("pack_trips").selectAll().where("user_id", "=", userId).where("date_end", ">=", today).execute();

export const insertTrip = (db: Db, userId: number, fields: TripFields, createdAt: string) =>
  db
    .insertInto("pack_trips")
    .values({ ...fields, user_id: userId, created_at: createdAt })
    .returningAll()
    .executeTakeFirstOrThrow();

export async function updateTrip(db: Db, id: number, changes: TripChanges): Promise<void> {
  await db.updateTable("pack_trips").set(changes).where("id", "=", id).execute();
}

/** Its activities and trip items go with it (foreign keys cascade). */
export async function deleteTrip(db: Db, id: number): Promise<void> {
  await db.deleteFrom("pack_trips").where("id", "=", id).execute();
}

/** The categories of the items on the trip, by name. */
export const categoriesOfTrip = (db: Db, tripId: number) =>
  db
    .selectFrom("pack_categories")
    .selectAll()
    .where("id", "in", (eb) =>
      eb
        .selectFrom("pack_trip_items")
        .innerJoin("pack_items", "pack_items.id", "pack_trip_items.item_id")
        .select("pack_items.category_id")
        .where("pack_trip_items.trip_id", "=", tripId)
        .where("pack_items.category_id", "is not", null)
        .$narrowType<{ category_id: number }>(),
    )
    .orderBy("name")
    .execute();

// Activities

export const findActivityNamed = (db: Db, tripId: number, name: string) =>
  db
    .selectFrom("pack_activities")
    .selectAll()
    .where("trip_id", "=", tripId)
    .where("name", "=", name)
    .executeTakeFirst();

export const insertActivity = (db: Db, trip: { id: number; user_id: number }, name: string, createdAt: string) =>
  db
    .insertInto("pack_activities")
    .values({ user_id: trip.user_id, trip_id: trip.id, name, created_at: createdAt })
    .returningAll()
    .executeTakeFirstOrThrow();

/** Its trip items go with it (foreign keys cascade). */
export async function deleteActivity(db: Db, id: number): Promise<void> {
  await db.deleteFrom("pack_activities").where("id", "=", id).execute();
}

/** Every activity name the owner used (any letter case counts once), the most used first. */
export const activityNamesByUse = (db: Db, userId: number) =>
  db
    .selectFrom("pack_activities")
    .select(sql<string>`min(name)`.as("name"))
    .where("user_id", "=", userId)
    .groupBy(sql`lower(name)`)
    .orderBy(sql`count(*)`, "desc")
    .execute();

/** The owner's activities with this name (any letter case) on other trips starting no later, latest first. */
export const earlierActivitiesNamed = (
  db: Db,
  userId: number,
  trip: { id: number; date_start: string },
  name: string,
) =>
  db
    .selectFrom("pack_activities")
    .innerJoin("pack_trips", "pack_trips.id", "pack_activities.trip_id")
    .select(["pack_activities.id", "pack_trips.id as trip_id", "pack_trips.name as trip_name"])
    .where("pack_activities.user_id", "=", userId)
    .where("pack_trips.id", "!=", trip.id)
    .where("pack_trips.date_start", "<=", trip.date_start)
    .where(sql<string>`lower(pack_activities.name)`, "=", name.toLowerCase())
    .orderBy("pack_trips.date_start", "desc")
    .orderBy("pack_trips.id", "desc")
    .execute();

// Items

/** The owner's items still in the inventory (optionally one inventory's), by name. */
export function liveItems(db: Db, userId: number, inventoryId?: number) {
  let query = db.selectFrom("pack_items").selectAll().where("user_id", "=", userId).where("is_deleted", "=", false);
  if (inventoryId !== undefined) query = query.where("inventory_id", "=", inventoryId);
  return query.orderBy("name").orderBy("id").execute();
}

export const autoAddItemIds = async (db: Db, userId: number) =>
  (
    await db
      .selectFrom("pack_items")
      .select("id")
      .where("user_id", "=", userId)
      .where("is_auto_add", "=", true)
      .where("is_deleted", "=", false)
      .execute()
  ).map((row) => row.id);

export const insertItem = (db: Db, userId: number, fields: ItemFields, createdAt: string) =>
  db
    .insertInto("pack_items")
    .values({ ...fields, user_id: userId, created_at: createdAt })
    .returningAll()
    .executeTakeFirstOrThrow();

export async function updateItem(db: Db, id: number, changes: ItemChanges): Promise<void> {
  await db.updateTable("pack_items").set(changes).where("id", "=", id).execute();
}

export async function setPhoto(db: Db, table: "pack_items" | "pack_trips", id: number, photo: PhotoColumns) {
  await db.updateTable(table).set(photo).where("id", "=", id).execute();
}

// Trip items

export const tripItemsByIds = (db: Db, ids: number[]) =>
  db.selectFrom("pack_trip_items").selectAll().where("id", "in", ids).orderBy("id").execute();

/** Ids of every item under the activity. */
export const itemIdsOfActivity = async (db: Db, activityId: number) =>
  (await db.selectFrom("pack_trip_items").select("item_id").where("activity_id", "=", activityId).execute()).map(
    (row) => row.item_id,
  );

/** Ids of the items under the activity not removed from it, in the order they were added. */
export const liveItemIdsOfActivity = async (db: Db, activityId: number) =>
  (
    await db
      .selectFrom("pack_trip_items")
      .select("item_id")
      .where("activity_id", "=", activityId)
      .where("is_deleted", "=", false)
      .orderBy("id")
      .execute()
  ).map((row) => row.item_id);

export const tripHasItem = async (db: Db, tripId: number, itemId: number) =>
  (await db
    .selectFrom("pack_trip_items")
    .select("id")
    .where("trip_id", "=", tripId)
    .where("item_id", "=", itemId)
    .executeTakeFirst()) !== undefined;

/** Puts the items under the activity; returns the new rows' ids. */
export const insertTripItems = async (db: Db, activity: ActivityRow, itemIds: number[], time: string) =>
  (
    await db
      .insertInto("pack_trip_items")
      .values(
        itemIds.map((item_id) => ({
          user_id: activity.user_id,
          trip_id: activity.trip_id,
          activity_id: activity.id,
          item_id,
          time_updated: time,
        })),
      )
      .returning("id")
      .execute()
  ).map((row) => row.id);

export async function setPacked(db: Db, id: number, isPacked: boolean, time: string): Promise<void> {
  await db
    .updateTable("pack_trip_items")
    .set({ is_packed: isPacked, time_updated: time })
    .where("id", "=", id)
    .execute();
}

export async function deleteTripItem(db: Db, id: number): Promise<void> {
  await db.deleteFrom("pack_trip_items").where("id", "=", id).execute();
}
