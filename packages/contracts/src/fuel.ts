import { z } from "zod";
import { isIsoDate } from "./dates";
import { requiredText } from "./fields";
import { DISTANCE_UNITS, FUEL_IMPORT_MAX_BYTES, VOLUME_UNITS } from "./fuel-constants";
import { numberText } from "./number-text";

const positiveOptional = (label: string, max: number) =>
  z
    .number({ error: `Enter ${label} as a number.` })
    .gt(0, `${label[0]?.toUpperCase()}${label.slice(1)} must be more than 0.`)
    .max(max, `Use at most ${numberText(max)}.`)
    .nullish();

export const positionSchema = z.object({
  latitude: z
    .number({ error: "Enter a latitude." })
    .min(-90, "Latitude must be between -90 and 90.")
    .max(90, "Latitude must be between -90 and 90."),
  longitude: z
    .number({ error: "Enter a longitude." })
    .min(-180, "Longitude must be between -180 and 180.")
    .max(180, "Longitude must be between -180 and 180."),
});

const entryFields = {
  date: z
    .string({ error: (iss) => (iss.input === undefined ? "This field is required." : "Enter a date.") })
    .refine(isIsoDate, "Use a date as yyyy-mm-dd."),
  mileage: z
    .number({
      error: (iss) => (iss.input === undefined ? "This field is required." : "Enter the odometer as a number."),
    })
    .min(0, "The odometer cannot be negative.")
    .max(10_000_000, "Use at most 10,000,000."),
  gallons: positiveOptional("gallons", 10_000),
  price_per_gallon: positiveOptional("price", 1_000),
  total_paid: positiveOptional("total", 100_000),
  is_full: z.boolean({ error: "Choose yes or no." }),
  missed_previous: z.boolean({ error: "Choose yes or no." }),
  location: z.string().trim().max(200, "Use at most 200 characters."),
  position: positionSchema.nullish(),
  notes: z.string().max(2000, "Use at most 2000 characters."),
};

export const fuelEntryWriteSchema = z.object({
  ...entryFields,
  is_full: entryFields.is_full.default(true),
  missed_previous: entryFields.missed_previous.default(false),
  location: entryFields.location.default(""),
  notes: entryFields.notes.default(""),
});
export type FuelEntryWrite = z.input<typeof fuelEntryWriteSchema>;
/** Built from the fields without defaults: zod would otherwise fill absent keys in a PATCH. */
export const fuelEntryPatchSchema = z.object(entryFields).partial().strict();

export const fuelEntrySchema = z.object({
  id: z.number(),
  url: z.string(),
  date: z.string(),
  mileage: z.number(),
  gallons: z.number(),
  price_per_gallon: z.number(),
  total_paid: z.number(),
  is_full: z.boolean(),
  missed_previous: z.boolean(),
  location: z.string(),
  has_position: z.boolean(),
  position: positionSchema.nullable(),
  notes: z.string(),
  /** Distance since the previous fill-up by date; null for the first. */
  miles: z.number().nullable(),
  /** Only on a full fill-up closing a chain (see fuel-math). */
  miles_per_gallon: z.number().nullable(),
});
export type FuelEntry = z.infer<typeof fuelEntrySchema>;

export const vehicleSummarySchema = z.object({
  fill_ups: z.number(),
  total_paid: z.number(),
  total_gallons: z.number(),
  total_miles: z.number(),
  average_mpg: z.number().nullable(),
  cost_per_mile: z.number().nullable(),
  last_fill_up_date: z.string().nullable(),
});

export const vehicleSchema = z.object({
  id: z.number(),
  slug: z.string(),
  url: z.string(),
  entries_url: z.string(),
  name: z.string(),
  is_default: z.boolean(),
  distance_unit: z.enum(DISTANCE_UNITS),
  volume_unit: z.enum(VOLUME_UNITS),
  /** Newest first. */
  entries: z.array(fuelEntrySchema),
  last_entry: fuelEntrySchema.nullable(),
  summary: vehicleSummarySchema,
});
export type Vehicle = z.infer<typeof vehicleSchema>;

export const vehicleCreateSchema = z.object({
  name: requiredText(100),
  distance_unit: z.enum(DISTANCE_UNITS, { error: "Choose mi or km." }).default("mi"),
  volume_unit: z.enum(VOLUME_UNITS, { error: "Choose gal or l." }).default("gal"),
});
export const vehiclePatchSchema = z
  .object({
    name: requiredText(100),
    /** Only `true`: making one vehicle the default clears the others. */
    is_default: z.literal(true, { error: "Set another vehicle as the default instead." }),
    distance_unit: z.enum(DISTANCE_UNITS, { error: "Choose mi or km." }),
    volume_unit: z.enum(VOLUME_UNITS, { error: "Choose gal or l." }),
  })
  .partial()
  .strict();

export const fuelImportSchema = z.object({
  csv: z
    .string({ error: "Choose a CSV file." })
    .min(1, "The file is empty.")
    .max(FUEL_IMPORT_MAX_BYTES, "The file is larger than 5 MB."),
});
export const fuelImportResultSchema = z.object({ imported: z.number() });
