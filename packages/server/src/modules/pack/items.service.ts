import { PACK_PHOTO, PACK_THUMBNAIL } from "@homebase/contracts";
import type { Db } from "../../db/database";
import { nowIso } from "../../db/database";
import { type FieldErrors, invalid, orNotFound } from "../../http/errors";
import { removeImages, storeImage } from "../media/images";
import type { MediaStore } from "../media/media.store";
import * as repo from "./pack.repo";
import { addToUpcomingTrips, ownTrip, packNames } from "./pack.service";

// The inventory (spec §2): categories, inventories, items, and the photos of items and trips.

type Refs = { category_id?: number | null; inventory_id?: number | null };

/** The owner's category or inventory with this name (any letter case); made when there is none. */
export async function findOrCreateNamed(db: Db, table: repo.NamedTable, userId: number, name: string) {
  const existing = await repo.findNamed(db, table, userId, name);
  if (existing) return { row: existing, created: false };
  return { row: await repo.insertNamed(db, table, userId, name), created: true };
}

/** An item still in the owner's inventory: a deleted one answers 404 like a missing one. */
export async function liveItem(db: Db, userId: number, id: number): Promise<repo.ItemRow> {
  const row = await repo.findItem(db, userId, id);
  return orNotFound(row && !row.is_deleted ? row : undefined, "Item");
}

/** A category or inventory given must be one of the owner's. */
function checkRefs(names: Awaited<ReturnType<typeof packNames>>, refs: Refs) {
  const errors: FieldErrors = {};
  if (refs.category_id != null && !names.categories.has(refs.category_id))
    errors.category_id = ["Choose one from the list."];
  if (refs.inventory_id != null && !names.inventories.has(refs.inventory_id))
    errors.inventory_id = ["Choose one from the list."];
  if (Object.keys(errors).length > 0) throw invalid(errors);
}

/** Returns the new item with the owner's names, which its answer shows. */
export async function createItem(db: Db, userId: number, fields: repo.ItemFields) {
  const names = await packNames(db, userId);
  checkRefs(names, fields);
  return { row: await repo.insertItem(db, userId, fields, nowIso()), names };
}

export async function updateItem(db: Db, userId: number, id: number, changes: repo.ItemChanges): Promise<void> {
  const row = await liveItem(db, userId, id);
  checkRefs(await packNames(db, userId), changes);
  if (Object.keys(changes).length > 0) await repo.updateItem(db, row.id, changes);
}

/** Soft delete: the item leaves the inventory, past trips keep it in their lists. */
export async function deleteItem(db: Db, userId: number, id: number): Promise<void> {
  const row = await liveItem(db, userId, id);
  await repo.updateItem(db, row.id, { is_deleted: true, is_auto_add: false });
}

/** Turning Auto Add on also puts the item on every upcoming trip. */
export async function setAutoAdd(db: Db, userId: number, id: number, on: boolean, today: string): Promise<void> {
  const row = await liveItem(db, userId, id);
  await repo.updateItem(db, row.id, { is_auto_add: on });
  if (on) await addToUpcomingTrips(db, row, today);
}

type WithPhoto = { id: number; photo: string | null; thumbnail: string | null };
const NO_PHOTO = {
  photo: null,
  photo_width: null,
  photo_height: null,
  thumbnail: null,
  thumbnail_width: null,
  thumbnail_height: null,
};

/**
 * Replaces the photo of an item or a trip with the uploaded one (old files removed). The caller
 * loaded the row for its owner first (liveItem, ownTrip), so a 404 comes before a bad upload.
 */
export async function replacePhoto(
  db: Db,
  media: MediaStore,
  table: "pack_items" | "pack_trips",
  current: WithPhoto,
  file: Buffer,
) {
  const stored = await storeImage(media, file, PACK_PHOTO, PACK_THUMBNAIL);
  await repo.setPhoto(db, table, current.id, stored);
  await removeImages(media, [current.photo, current.thumbnail]);
}

export async function removeItemPhoto(db: Db, media: MediaStore, userId: number, id: number): Promise<void> {
  const row = await liveItem(db, userId, id);
  await repo.setPhoto(db, "pack_items", row.id, NO_PHOTO);
  await removeImages(media, [row.photo, row.thumbnail]);
}

export async function removeTripPhoto(db: Db, media: MediaStore, userId: number, id: number): Promise<void> {
  const row = await ownTrip(db, userId, id);
  await repo.setPhoto(db, "pack_trips", row.id, NO_PHOTO);
  await removeImages(media, [row.photo, row.thumbnail]);
}
