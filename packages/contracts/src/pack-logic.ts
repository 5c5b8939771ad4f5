// Trip packing rules (spec §3 Trip stats, §4 Trips, §5 item search), free of zod so the trip
// page can use them cheaply and the server computes stats the same way.

export type PackableItem = {
  name: string;
  brand_name: string;
  size: string;
  color: string;
  category: { name: string } | null;
};
export type PackedTripItem = { activity_id: number; item_id: number; is_packed: boolean };

export interface TripStats {
  activities: number;
  activities_with_items: number;
  unpacked_activities: number;
  packed_activities: number;
  trip_items: number;
  packed_items: number;
  unique_items: number;
  packed_unique_items: number;
}

/**
 * Spec §3 trip stats. An item under two activities is one unique item, packed once it is packed
 * under every activity it appears in.
 */
export function tripStats(activityIds: readonly number[], items: readonly PackedTripItem[]): TripStats {
  const byActivity = new Map<number, PackedTripItem[]>();
  for (const item of items) byActivity.set(item.activity_id, [...(byActivity.get(item.activity_id) ?? []), item]);
  const unique = new Map<number, boolean>();
  for (const item of items) unique.set(item.item_id, (unique.get(item.item_id) ?? true) && item.is_packed);
  let packedActivities = 0;
  let unpackedActivities = 0;
  for (const id of activityIds) {
    const list = byActivity.get(id) ?? [];
    if (list.length === 0) continue;
    if (list.every((item) => item.is_packed)) packedActivities++;
    else unpackedActivities++;
  }
  return {
    activities: activityIds.length,
    activities_with_items: packedActivities + unpackedActivities,
    unpacked_activities: unpackedActivities,
    packed_activities: packedActivities,
    trip_items: items.length,
    packed_items: items.filter((item) => item.is_packed).length,
    unique_items: unique.size,
    packed_unique_items: [...unique.values()].filter(Boolean).length,
  };
}

/** Spec §5: the search matches name, brand, size, colour and category name, ignoring case. */
export function itemMatches(item: PackableItem, query: string): boolean {
  const needle = query.trim().toLowerCase();
  if (needle === "") return true;
  return [item.name, item.brand_name, item.size, item.color, item.category?.name ?? ""].some((field) =>
    field.toLowerCase().includes(needle),
  );
}

/** Spec §4: an activity (or category) shows when packed ones are shown, it is empty, or something is left to pack. */
export function isGroupVisible(showPacked: boolean, items: readonly { is_packed: boolean }[]): boolean {
  return showPacked || items.length === 0 || items.some((item) => !item.is_packed);
}

/** Spec §9 photo sizes: item photos in lists fit within 100 × 140. */
export const PACK_THUMBNAIL = { width: 100, height: 140 } as const;
/** The stored photo fits within this box (re-encoded, so a 12-megapixel phone photo stays small). */
export const PACK_PHOTO = { width: 1600, height: 1600 } as const;
export const PACK_PHOTO_MAX_BYTES = 10 * 1024 * 1024;
/** Spec §9 debounces. */
export const PACK_DEBOUNCE_MS = { trip: 125, lists: 100 } as const;
