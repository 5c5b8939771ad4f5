import { amountToCents, completeFuelAmounts, formatShortDay, type fuelEntryWriteSchema } from "@homebase/contracts";
import type { Insertable } from "kysely";
import type { z } from "zod";
import type { FuelEntriesTable } from "../../db/types";
import { type FieldErrors, invalid } from "../../http/errors";

export type EntryValues = z.output<typeof fuelEntryWriteSchema>;
type Reading = { id?: number; date: string; mileage: number };

const fmt = (n: number) => n.toLocaleString("en-US", { maximumFractionDigits: 1 });

/**
 * The odometer may not go backwards by date: no earlier fill-up may read more, and no later
 * one less. Same-day fill-ups are ordered by their readings, so they never conflict. The message
 * names the nearest conflicting reading (issue 25): the latest one before, else the earliest after.
 */
export function odometerProblem(others: Reading[], entry: Reading): string | undefined {
  let before: Reading | undefined;
  let after: Reading | undefined;
  for (const other of others) {
    if (other.id !== undefined && other.id === entry.id) continue;
    if (other.date < entry.date && other.mileage > entry.mileage) {
      if (!before || other.date > before.date || (other.date === before.date && other.mileage > before.mileage)) {
        before = other;
      }
    }
    if (other.date > entry.date && other.mileage < entry.mileage) {
      if (!after || other.date < after.date || (other.date === after.date && other.mileage < after.mileage)) {
        after = other;
      }
    }
  }
  const nearest = before ?? after;
  if (!nearest) return undefined;
  return `The odometer reads ${fmt(nearest.mileage)} on ${formatShortDay(nearest.date)}, ${before ? "before" : "after"} this fill-up, so it cannot be ${fmt(entry.mileage)} here.`;
}

/** Checks one entry against the vehicle's other readings and returns its stored columns. */
export function entryColumns(
  values: EntryValues,
  others: Reading[],
  id?: number,
): Omit<Insertable<FuelEntriesTable>, "user_id" | "vehicle_id" | "created_at"> {
  const fields: FieldErrors = {};
  const amounts = completeFuelAmounts(values);
  if (!amounts.ok) fields[amounts.field] = [amounts.message];
  const odometer = odometerProblem(others, { id, date: values.date, mileage: values.mileage });
  if (odometer) fields.mileage = [odometer];
  if (!amounts.ok || odometer) throw invalid(fields);
  return {
    date: values.date,
    mileage_tenths: Math.round(values.mileage * 10),
    gallons_milli: Math.round(amounts.value.gallons * 1000),
    price_milli: Math.round(amounts.value.price_per_gallon * 1000),
    total_cents: amountToCents(amounts.value.total_paid),
    is_full: values.is_full,
    is_missed_previous: values.missed_previous,
    location: values.location,
    latitude: values.position?.latitude ?? null,
    longitude: values.position?.longitude ?? null,
    notes: values.notes,
  };
}
