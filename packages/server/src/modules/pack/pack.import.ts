import { type Db, nowIso } from "../../db/database";
import * as repo from "./pack.repo";

// The pack module's side of imports from other apps (issue 23, LighterPack): a gear list's
// categories and items join the owner's inventory, and the list becomes a trip whose
// "General" activity holds every item. Things the owner has already (same names) are reused.

export type ImportedGear = { line: number; name: string; category: string; description: string };

const GENERAL = "General";

export async function addImportedList(
  trx: Db,
  userId: number,
  list: { name: string; day: string; gear: ImportedGear[] },
) {
  const added = {
    categories: [] as number[],
    items: [] as number[],
    trips: [] as number[],
    activities: [] as number[],
    tripItems: [] as number[],
  };
  const categories = new Map(
    (await repo.listNamed(trx, "pack_categories", userId)).map((c) => [c.name.toLowerCase(), c.id]),
  );
  const items = new Map((await repo.liveItems(trx, userId)).map((i) => [i.name.toLowerCase(), i.id]));
  let trip = (await repo.listTrips(trx, userId)).find((t) => t.name.toLowerCase() === list.name.toLowerCase());
  if (!trip) {
    trip = await repo.insertTrip(
      trx,
      userId,
      { name: list.name, date_start: list.day, date_end: list.day, show_packed: false },
      nowIso(),
    );
    added.trips.push(trip.id);
  }
  let general = await repo.findActivityNamed(trx, trip.id, GENERAL);
  if (!general) {
    general = await repo.insertActivity(trx, trip, GENERAL, nowIso());
    added.activities.push(general.id);
  }
  const onTrip = new Set(await repo.itemIdsOfActivity(trx, general.id));
  const toAdd: number[] = [];
  let skipped = 0;
  for (const gear of list.gear) {
    let categoryId: number | null = null;
    if (gear.category) {
      categoryId = categories.get(gear.category.toLowerCase()) ?? null;
      if (categoryId === null) {
        categoryId = (await repo.insertNamed(trx, "pack_categories", userId, gear.category.slice(0, 100))).id;
        categories.set(gear.category.toLowerCase(), categoryId);
        added.categories.push(categoryId);
      }
    }
    let itemId = items.get(gear.name.toLowerCase());
    if (itemId === undefined) {
      const fields = {
        name: gear.name,
        brand_name: gear.description.slice(0, 100),
        size: "",
        color: "",
        category_id: categoryId,
      };
      itemId = (await repo.insertItem(trx, userId, fields, nowIso())).id;
      items.set(gear.name.toLowerCase(), itemId);
      added.items.push(itemId);
    }
    if (onTrip.has(itemId)) skipped++;
    else {
      onTrip.add(itemId);
      toAdd.push(itemId);
    }
  }
  if (toAdd.length > 0) added.tripItems.push(...(await repo.insertTripItems(trx, general, toAdd, nowIso())));
  return { added, trip, skipped };
}
