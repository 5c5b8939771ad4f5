import type { Db } from "../../db/database";
import { nowIso } from "../../db/database";
import { type FieldErrors, invalid, orNotFound } from "../../http/errors";
import { removeImages } from "../media/images";
import type { MediaStore } from "../media/media.store";
import * as repo from "./pack.repo";

// Trips, their activities and the items on them (spec §2 Trip packing); the inventory is items.service.ts.

const GENERAL = "General";

type NewTrip = { name: string; date_start: string; date_end: string };

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

export async function ownTrip(db: Db, userId: number, id: number): Promise<repo.TripRow> {
  return orNotFound(await repo.findTrip(db, userId, id), "Trip");
}

async function ownActivity(db: Db, userId: number, id: number): Promise<repo.ActivityRow> {
  return orNotFound(await repo.findActivity(db, userId, id), "Activity");
}

/** Upcoming and current trips first (soonest first), then past trips (latest first). */
export async function tripsInOrder(db: Db, userId: number, today: string): Promise<repo.TripRow[]> {
  const rows = await repo.listTrips(db, userId);
  const upcoming = rows.filter((t) => t.date_end >= today).sort((a, b) => a.date_start.localeCompare(b.date_start));
  const past = rows.filter((t) => t.date_end < today).sort((a, b) => b.date_start.localeCompare(a.date_start));
  return [...upcoming, ...past];
}

/** Adds items to an activity, skipping those already there; returns the new rows' ids. */
async function addItemsToActivity(db: Db, activity: repo.ActivityRow, itemIds: number[]): Promise<number[]> {
  const present = new Set(await repo.itemIdsOfActivity(db, activity.id));
  const fresh = [...new Set(itemIds)].filter((id) => !present.has(id));
  if (fresh.length === 0) return [];
  return repo.insertTripItems(db, activity, fresh, nowIso());
}

async function generalActivity(db: Db, trip: repo.TripRow): Promise<repo.ActivityRow> {
  const existing = await repo.findActivityNamed(db, trip.id, GENERAL);
  return existing ?? (await repo.insertActivity(db, trip, GENERAL, nowIso()));
}

/** A new trip starts with "General", holding every auto-add item (issue 10). */
export async function createTrip(db: Db, userId: number, fields: NewTrip): Promise<repo.TripRow> {
  return db.transaction().execute(async (trx) => {
    const trip = await repo.insertTrip(trx, userId, fields, nowIso());
    const general = await generalActivity(trx, trip);
    await addItemsToActivity(trx, general, await repo.autoAddItemIds(trx, userId));
    return trip;
  });
}

/** Copies the owner's trip's activities and items into a new trip, nothing packed. */
export async function copyTrip(db: Db, userId: number, sourceId: number, fields: NewTrip): Promise<repo.TripRow> {
  const source = await ownTrip(db, userId, sourceId);
  const trip = await createTrip(db, source.user_id, fields);
  await db.transaction().execute(async (trx) => {
    const items = await repo.tripItemsOf(trx, source.id);
    for (const activity of await repo.activitiesOf(trx, source.id)) {
      const target =
        activity.name === GENERAL
          ? await generalActivity(trx, trip)
          : await repo.insertActivity(trx, trip, activity.name, nowIso());
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

/** Changes the owner's trip; a date left out keeps its value, and the end stays on or after the start. */
export async function updateTrip(db: Db, userId: number, id: number, changes: repo.TripChanges) {
  const current = await ownTrip(db, userId, id);
  const start = changes.date_start ?? current.date_start;
  const end = changes.date_end ?? current.date_end;
  if (end < start) throw invalid({ date_end: ["End on or after the start date."] });
  if (Object.keys(changes).length > 0) await repo.updateTrip(db, current.id, changes);
  return ownTrip(db, userId, current.id);
}

export async function deleteTrip(db: Db, media: MediaStore, userId: number, id: number): Promise<void> {
  const current = await ownTrip(db, userId, id);
  await repo.deleteTrip(db, current.id);
  await removeImages(media, [current.photo, current.thumbnail]);
}

/** A new activity on the owner's trip; a name the trip has already (any letter case) answers 400. */
export async function addActivity(db: Db, userId: number, tripId: number, name: string) {
  const trip = await ownTrip(db, userId, tripId);
  const clash = (await repo.activitiesOf(db, trip.id)).some((a) => a.name.toLowerCase() === name.toLowerCase());
  if (clash) throw invalid({ name: ["This trip already has this activity."] });
  return repo.insertActivity(db, trip, name, nowIso());
}

/** Names the owner used on other trips, not yet on this one, the most used first. */
export async function activitySuggestions(db: Db, userId: number, tripId: number): Promise<string[]> {
  const trip = await ownTrip(db, userId, tripId);
  const here = new Set((await repo.activitiesOf(db, trip.id)).map((a) => a.name.toLowerCase()));
  const used = await repo.activityNamesByUse(db, trip.user_id);
  return used.map((row) => row.name).filter((name) => !here.has(name.toLowerCase()));
}

export async function deleteActivity(db: Db, userId: number, id: number): Promise<void> {
  const activity = await ownActivity(db, userId, id);
  await repo.deleteActivity(db, activity.id);
}

/** Of these item ids, those still in the inventory (not deleted). */
async function liveItemIds(db: Db, userId: number, ids: number[]): Promise<number[]> {
  return (await repo.itemsByIds(db, userId, ids)).filter((item) => !item.is_deleted).map((item) => item.id);
}

/** Items used with an activity of the same name on the most recent earlier trip. */
export async function previousActivityItems(db: Db, userId: number, activityId: number) {
  const activity = await ownActivity(db, userId, activityId);
  const trip = await repo.tripById(db, activity.trip_id);
  const earlier = await repo.earlierActivitiesNamed(db, activity.user_id, trip, activity.name);
  const present = new Set(await repo.itemIdsOfActivity(db, activity.id));
  for (const candidate of earlier) {
    const used = await repo.liveItemIdsOfActivity(db, candidate.id);
    const ids = (await liveItemIds(db, activity.user_id, used)).filter((id) => !present.has(id));
    if (used.length > 0) return { trip: { id: candidate.trip_id, name: candidate.trip_name }, item_ids: ids };
  }
  return { trip: null, item_ids: [] };
}

/**
 * Puts the owner's items under their activity (those already there are skipped); every id must be
 * an item still in the inventory. Returns the items and the trip items made.
 */
export async function addItemsToOwnActivity(db: Db, userId: number, activityId: number, itemIds: number[]) {
  const activity = await ownActivity(db, userId, activityId);
  const items = (await repo.itemsByIds(db, userId, itemIds)).filter((item) => !item.is_deleted);
  if (items.length !== new Set(itemIds).size) throw invalid({ item_ids: ["Choose items from the list."] });
  const ids = await addItemsToActivity(
    db,
    activity,
    items.map((item) => item.id),
  );
  return { items, tripItems: ids.length ? await repo.tripItemsByIds(db, ids) : [] };
}

/** Auto Add: the item joins every upcoming trip (not yet over) under General. */
export async function addToUpcomingTrips(db: Db, item: repo.ItemRow, today: string): Promise<void> {
  for (const trip of await repo.tripsEndingFrom(db, item.user_id, today)) {
    if (!(await repo.tripHasItem(db, trip.id, item.id))) {
      await addItemsToActivity(db, await generalActivity(db, trip), [item.id]);
    }
  }
}

/** One item under one of the owner's activities; either not the owner's (or deleted) answers 400. */
export async function addTripItem(db: Db, userId: number, activityId: number, itemId: number) {
  const activity = await repo.findActivity(db, userId, activityId);
  const item = await repo.findItem(db, userId, itemId);
  const errors: FieldErrors = {};
  if (!activity) errors.activity_id = ["Choose one from the list."];
  if (!item || item.is_deleted) errors.item_id = ["Choose one from the list."];
  if (Object.keys(errors).length > 0 || !activity || !item) throw invalid(errors);
  const [id] = await addItemsToActivity(db, activity, [item.id]);
  if (id === undefined) throw invalid({ item_id: ["This item is already on this activity."] });
  return { tripItem: orNotFound(await repo.findTripItem(db, userId, id)), item };
}

export async function setPacked(db: Db, userId: number, id: number, isPacked: boolean) {
  const row = orNotFound(await repo.findTripItem(db, userId, id), "Trip item");
  await repo.setPacked(db, row.id, isPacked, nowIso());
  const item = orNotFound(await repo.findItem(db, userId, row.item_id));
  return { tripItem: orNotFound(await repo.findTripItem(db, userId, row.id)), item };
}

export async function deleteTripItem(db: Db, userId: number, id: number): Promise<void> {
  const row = orNotFound(await repo.findTripItem(db, userId, id), "Trip item");
  await repo.deleteTripItem(db, row.id);
}
