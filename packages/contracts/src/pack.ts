import { z } from "zod";
import { isIsoDate } from "./dates";
import { requiredText } from "./fields";

// Pack API payloads (spec §3 Trip, Trip item, Activity, Packing category, Inventories, Item; §7 Pack).

const isoDate = z.string({ error: "Enter a date." }).refine(isIsoDate, "Use a date as yyyy-mm-dd.");
const pickId = z.number({ error: "Choose one from the list." }).int().positive("Choose one from the list.");
const text = (max: number) => z.string({ error: "Enter text." }).trim().max(max, `Use at most ${max} characters.`);
const named = z.object({ id: z.number(), name: z.string() });

export const photoFields = {
  photo: z.string().nullable(),
  photo_width: z.number().nullable(),
  photo_height: z.number().nullable(),
  thumbnail: z.string().nullable(),
  thumbnail_width: z.number().nullable(),
  thumbnail_height: z.number().nullable(),
};

export const tripSchema = z.object({
  id: z.number(),
  url: z.string(),
  name: z.string(),
  date_start: z.string(),
  date_end: z.string(),
  show_packed: z.boolean(),
  ...photoFields,
});
export type Trip = z.infer<typeof tripSchema>;

const tripFields = { name: requiredText(200), date_start: isoDate, date_end: isoDate, show_packed: z.boolean() };
const endNotBeforeStart = (trip: { date_start?: string; date_end?: string }) =>
  !trip.date_start || !trip.date_end || trip.date_end >= trip.date_start;
const endMessage = { message: "End on or after the start date.", path: ["date_end"] };
export const tripCreateSchema = z
  .object({ name: tripFields.name, date_start: tripFields.date_start, date_end: tripFields.date_end })
  .strict()
  .refine(endNotBeforeStart, endMessage);
export const tripPatchSchema = z.object(tripFields).partial().strict();
/** Copying a trip starts a new one with its activities and items, nothing packed. */
export const tripCopySchema = tripCreateSchema;

export const tripStatsSchema = z.object({
  activities: z.number(),
  activities_with_items: z.number(),
  unpacked_activities: z.number(),
  packed_activities: z.number(),
  trip_items: z.number(),
  packed_items: z.number(),
  unique_items: z.number(),
  packed_unique_items: z.number(),
});

export const activitySchema = z.object({ id: z.number(), url: z.string(), name: z.string() });
export type Activity = z.infer<typeof activitySchema>;
export const activityCreateSchema = z.object({ name: requiredText(100) }).strict();
/** Items used with an activity of the same name on the most recent earlier trip (issue 10). */
export const activityPreviousSchema = z.object({
  trip: named.nullable(),
  item_ids: z.array(z.number()),
});
export const activityAddItemsSchema = z
  .object({ item_ids: z.array(pickId).min(1, "Choose at least one item.").max(500) })
  .strict();

export const packCategorySchema = z.object({ id: z.number(), url: z.string(), name: z.string() });
export const inventorySchema = packCategorySchema;
export const namedCreateSchema = z.object({ name: requiredText(100) }).strict();

export const itemSchema = z.object({
  id: z.number(),
  url: z.string(),
  name: z.string(),
  brand_name: z.string(),
  size: z.string(),
  color: z.string(),
  category: named.nullable(),
  inventory: named.nullable(),
  is_auto_add: z.boolean(),
  ...photoFields,
});
export type PackItem = z.infer<typeof itemSchema>;
const itemFields = {
  name: requiredText(200),
  brand_name: text(100),
  size: text(50),
  color: text(50),
  category_id: pickId.nullable(),
  inventory_id: pickId.nullable(),
};
export const itemCreateSchema = z
  .object({
    name: itemFields.name,
    brand_name: itemFields.brand_name.default(""),
    size: itemFields.size.default(""),
    color: itemFields.color.default(""),
    category_id: itemFields.category_id.default(null),
    inventory_id: itemFields.inventory_id.default(null),
  })
  .strict();
export const itemPatchSchema = z.object(itemFields).partial().strict();
export const autoAddSchema = z.object({ is_auto_add: z.boolean({ error: "Choose yes or no." }) }).strict();

export const tripItemSchema = z.object({
  id: z.number(),
  url: z.string(),
  is_packed: z.boolean(),
  is_deleted: z.boolean(),
  time_updated: z.string(),
  activity_id: z.number(),
  item: itemSchema,
});
export type TripItem = z.infer<typeof tripItemSchema>;
export const tripItemCreateSchema = z.object({ activity_id: pickId, item_id: pickId }).strict();
export const tripItemPatchSchema = z.object({ is_packed: z.boolean({ error: "Choose yes or no." }) }).strict();
