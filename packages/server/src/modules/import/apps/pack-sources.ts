import type { Db } from "../../../db/database";
import { addImportedList } from "../../pack/pack.import";
import { readLighterPack } from "./lighterpack";
import { type SourceImporter, type SourceInput, type SourceOutcome, startOutcome, todayOf } from "./source";

// Pack sources: a gear list into the inventory and a trip named after it (dated today: a
// LighterPack list has no dates; the owner changes them on the trip).

async function write(trx: Db, userId: number, input: SourceInput): Promise<SourceOutcome> {
  const file = readLighterPack(input.bytes, input.fileName ?? "");
  const outcome = startOutcome(file);
  if (file.problems.length > 0) return outcome;
  const day = todayOf(input);
  const { added, trip, skipped } = await addImportedList(trx, userId, { name: file.listName, day, gear: file.gear });
  outcome.counts = {
    categories: added.categories.length,
    items: added.items.length,
    trips: added.trips.length,
    items_on_the_trip: added.tripItems.length,
    items_on_the_trip_skipped: skipped,
  };
  outcome.matched = [`${trip.name} (trip), General activity`];
  outcome.added = [
    { table: "pack_categories", ids: added.categories },
    { table: "pack_items", ids: added.items },
    { table: "pack_trips", ids: added.trips },
    { table: "pack_activities", ids: added.activities },
    { table: "pack_trip_items", ids: added.tripItems },
  ];
  return outcome;
}

export const packSources = { lighterpack: { write } satisfies SourceImporter };
