import { sql } from "kysely";
import type { Db } from "../../db/database";
import { nowIso } from "../../db/database";
import * as repo from "./pack.repo";

export const GENERAL = "General";

export async function packNames(db: Db, userId: number) {
  const [categories, inventories] = await Promise.all([
    repo.listNamed(db, "pack_categories", userId),
    repo.listNamed(db, "pack_inventories", userId),
  ]);
  return {
    categories: new Map(categories.map((row) => [row.id, row.name])),
    inventories: new Map(inventories.map((row) => [row.id, row.name])),
  };
}

/** Adds items to an activity, skipping those already there; returns the new rows' ids. */
export async function addItemsToActivity(db: Db, activity: repo.ActivityRow, itemIds: number[]): Promise<number[]> {
  const present = new Set(
    (await db.selectFrom("pack_trip_items").select("item_id").where("activity_id", "=", activity.id).execute()).map(
      (row) => row.item_id,
    ),
  );
  const fresh = [...new Set(itemIds)].filter((id) => !present.has(id));
  if (fresh.length === 0) return [];
  const rows = await db
    .insertInto("pack_trip_items")
    .values(
      fresh.map((item_id) => ({
        user_id: activity.user_id,
        trip_id: activity.trip_id,
        activity_id: activity.id,
        item_id,
        time_updated: nowIso(),
      })),
    )
    .returning("id")
    .execute();
  return rows.map((row) => row.id);
}

async function generalActivity(db: Db, trip: repo.TripRow): Promise<repo.ActivityRow> {
  const existing = await db
    .selectFrom("pack_activities")
    .selectAll()
    .where("trip_id", "=", trip.id)
    .where("name", "=", GENERAL)
    .executeTakeFirst();
  if (existing) return existing;
  return db
    .insertInto("pack_activities")
    .values({ user_id: trip.user_id, trip_id: trip.id, name: GENERAL, created_at: nowIso() })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** A new trip starts with "General", holding every auto-add item (issue 10). */
export async function createTrip(
  db: Db,
  userId: number,
  fields: { name: string; date_start: string; date_end: string },
): Promise<repo.TripRow> {
  return db.transaction().execute(async (trx) => {
    const trip = await trx
      .insertInto("pack_trips")
      .values({ ...fields, user_id: userId, created_at: nowIso() })
      .returningAll()
      .executeTakeFirstOrThrow();
    const general = await generalActivity(trx, trip);
    const autoAdd = await trx
      .selectFrom("pack_items")
      .select("id")
      .where("user_id", "=", userId)
      .where("is_auto_add", "=", true)
      .where("is_deleted", "=", false)
      .execute();
    await addItemsToActivity(
      trx,
      general,
      autoAdd.map((row) => row.id),
    );
    return trip;
  });
}

/** Copies a trip's activities and items into a new trip, nothing packed. */
export async function copyTrip(
  db: Db,
  source: repo.TripRow,
  fields: { name: string; date_start: string; date_end: string },
): Promise<repo.TripRow> {
  const trip = await createTrip(db, source.user_id, fields);
  await db.transaction().execute(async (trx) => {
    const items = await repo.tripItemsOf(trx, source.id);
    for (const activity of await repo.activitiesOf(trx, source.id)) {
      const target =
        activity.name === GENERAL
          ? await generalActivity(trx, trip)
          : await trx
              .insertInto("pack_activities")
              .values({ user_id: trip.user_id, trip_id: trip.id, name: activity.name, created_at: nowIso() })
              .returningAll()
              .executeTakeFirstOrThrow();
      const live = await liveItemIds(
        trx,
        source.user_id,
        items.filter((row) => row.activity_id === activity.id).map((row) => row.item_id),
      );
      await addItemsToActivity(trx, target, live);
    }
  });
  return trip;
}

/** Of these item ids, those still in the inventory (not deleted). */
async function liveItemIds(db: Db, userId: number, ids: number[]): Promise<number[]> {
  return (await repo.itemsByIds(db, userId, ids)).filter((item) => !item.is_deleted).map((item) => item.id);
}

/** Items used with an activity of the same name on the most recent earlier trip. */
export async function previousActivityItems(db: Db, activity: repo.ActivityRow) {
  const trip = await db
    .selectFrom("pack_trips")
    .selectAll()
    .where("id", "=", activity.trip_id)
    .executeTakeFirstOrThrow();
  const earlier = await db
    .selectFrom("pack_activities")
    .innerJoin("pack_trips", "pack_trips.id", "pack_activities.trip_id")
    .select(["pack_activities.id", "pack_trips.id as trip_id", "pack_trips.name as trip_name"])
    .where("pack_activities.user_id", "=", activity.user_id)
    .where("pack_trips.id", "!=", trip.id)
    .where("pack_trips.date_start", "<=", trip.date_start)
    .where(sql<string>`lower(pack_activities.name)`, "=", activity.name.toLowerCase())
    .orderBy("pack_trips.date_start", "desc")
    .orderBy("pack_trips.id", "desc")
    .execute();
  const present = new Set(
    (await db.selectFrom("pack_trip_items").select("item_id").where("activity_id", "=", activity.id).execute()).map(
      (row) => row.item_id,
    ),
  );
  for (const candidate of earlier) {
    const used = await db
      .selectFrom("pack_trip_items")
      .select("item_id")
      .where("activity_id", "=", candidate.id)
      .where("is_deleted", "=", false)
      .orderBy("id")
      .execute();
    const ids = (
      await liveItemIds(
        db,
        activity.user_id,
        used.map((row) => row.item_id),
      )
    ).filter((id) => !present.has(id));
    if (used.length > 0) return { trip: { id: candidate.trip_id, name: candidate.trip_name }, item_ids: ids };
  }
  return { trip: null, item_ids: [] };
}

/** Auto Add: the item joins every upcoming trip (not yet over) under General. */
export async function addToUpcomingTrips(db: Db, item: repo.ItemRow, today: string): Promise<void> {
  const trips = await db
    .selectFrom("pack_trips")
    .selectAll()
    .where("user_id", "=", item.user_id)
    .where("date_end", ">=", today)
    .execute();
  for (const trip of trips) {
    const inTrip = await db
      .selectFrom("pack_trip_items")
      .select("id")
      .where("trip_id", "=", trip.id)
      .where("item_id", "=", item.id)
      .executeTakeFirst();
    if (!inTrip) await addItemsToActivity(db, await generalActivity(db, trip), [item.id]);
  }
}
