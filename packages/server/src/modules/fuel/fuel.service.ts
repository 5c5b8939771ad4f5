import {
  type fuelEntryPatchSchema,
  fuelEntryWriteSchema,
  slugify,
  uniqueSlug,
  type vehicleCreateSchema,
  type vehiclePatchSchema,
} from "@homebase/contracts";
import type { Insertable } from "kysely";
import type { z } from "zod";
import { bumpDataVersion } from "../../db/data-versions";
import { type Db, nowIso } from "../../db/database";
import { takenSlugs } from "../../db/slugs";
import type { FuelEntriesTable } from "../../db/types";
import { orNotFound } from "../../http/errors";
import { storedEntry, toFillUp } from "./fuel.dto";
import * as repo from "./fuel.repo";
import { type EntryValues, entryColumns } from "./fuel.validation";

const IMPORT_CHUNK = 500;

/**
 * Every fuel write runs here, in one transaction with a bump of the owner's fuel version: the
 * cached list answers (http/cached-json.ts) of every instance see the change on their next read.
 */
function write<T>(db: Db, userId: number, change: (trx: Db) => Promise<T>): Promise<T> {
  return db.transaction().execute(async (trx) => {
    const value = await change(trx);
    await bumpDataVersion(trx, userId, "fuel");
    return value;
  });
}

export async function listVehicles(db: Db, userId: number) {
  const vehicles = await repo.listVehicles(db, userId);
  const rows = await repo.entriesOfVehicle(
    db,
    vehicles.map((v) => v.id),
  );
  return vehicles.map((vehicle) => ({ vehicle, rows: rows.filter((row) => row.vehicle_id === vehicle.id) }));
}

export async function getVehicle(db: Db, userId: number, slug: string) {
  const vehicle = orNotFound(await repo.findVehicle(db, userId, slug), "Vehicle");
  return { vehicle, rows: await repo.entriesOfVehicle(db, [vehicle.id]) };
}

/** An entry is loaded with its vehicle's rows: its miles and MPG depend on the neighbouring fill-ups. */
export async function getEntry(db: Db, userId: number, slug: string, id: number) {
  const { vehicle, rows } = await getVehicle(db, userId, slug);
  const row = orNotFound(
    rows.find((r) => r.id === id),
    "Fuel entry",
  );
  return { vehicle, rows, row };
}

/** The slug is made once from the first name and kept on rename, so links stay valid. */
export async function createVehicle(db: Db, userId: number, input: z.output<typeof vehicleCreateSchema>) {
  const base = slugify(input.name, "vehicle");
  const slug = uniqueSlug(base, await takenSlugs(db, "fuel_vehicles", userId, base));
  const isFirst = (await repo.listVehicles(db, userId)).length === 0;
  return write(db, userId, (trx) =>
    repo.insertVehicle(trx, {
      user_id: userId,
      slug,
      name: input.name,
      is_default: isFirst,
      distance_unit: input.distance_unit,
      volume_unit: input.volume_unit,
      created_at: nowIso(),
    }),
  );
}

export async function patchVehicle(db: Db, userId: number, slug: string, patch: z.output<typeof vehiclePatchSchema>) {
  const vehicle = orNotFound(await repo.findVehicle(db, userId, slug), "Vehicle");
  const { is_default, ...fields } = patch;
  await write(db, userId, async (trx) => {
    if (Object.keys(fields).length > 0) await repo.updateVehicle(trx, vehicle.id, fields);
    if (is_default) await repo.setDefaultVehicle(trx, userId, vehicle.id);
  });
  return getVehicle(db, userId, slug);
}

/** Deletes a vehicle with its entries; when it was the default, the oldest one left takes over. */
export async function deleteVehicle(db: Db, userId: number, slug: string) {
  const vehicle = orNotFound(await repo.findVehicle(db, userId, slug), "Vehicle");
  await write(db, userId, async (trx) => {
    await repo.deleteVehicle(trx, vehicle.id);
    const [next] = await repo.listVehicles(trx, userId);
    if (vehicle.is_default && next) await repo.setDefaultVehicle(trx, userId, next.id);
  });
}

const readings = (rows: repo.EntryRow[]) => rows.map(toFillUp);

export async function addEntry(db: Db, userId: number, slug: string, values: EntryValues) {
  const { vehicle, rows } = await getVehicle(db, userId, slug);
  const columns = entryColumns(values, readings(rows));
  const [row] = await write(db, userId, (trx) =>
    repo.insertEntries(trx, [{ ...columns, user_id: userId, vehicle_id: vehicle.id, created_at: nowIso() }]),
  );
  return (row as { id: number }).id;
}

/**
 * A change of one amount keeps the one the owner is least likely to have meant to change:
 * new gallons or price recompute the total; a new total recomputes the price.
 */
function mergeAmounts(stored: EntryValues, patch: z.output<typeof fuelEntryPatchSchema>): Partial<EntryValues> {
  const keys = (["gallons", "price_per_gallon", "total_paid"] as const).filter((k) => patch[k] !== undefined);
  if (keys.length !== 1) return {};
  if (keys[0] === "total_paid") return { gallons: stored.gallons, price_per_gallon: null };
  return keys[0] === "gallons"
    ? { price_per_gallon: stored.price_per_gallon, total_paid: null }
    : { gallons: stored.gallons, total_paid: null };
}

export async function patchEntry(
  db: Db,
  userId: number,
  slug: string,
  id: number,
  patch: z.output<typeof fuelEntryPatchSchema>,
) {
  const { rows, row } = await getEntry(db, userId, slug, id);
  const stored = storedEntry(row);
  const merged: EntryValues = { ...stored, ...patch, ...mergeAmounts(stored, patch) };
  for (const key of ["gallons", "price_per_gallon", "total_paid"] as const) {
    if (patch[key] !== undefined) merged[key] = patch[key];
  }
  const columns = entryColumns(merged, readings(rows), id);
  await write(db, userId, (trx) => repo.updateEntry(trx, id, columns));
}

export async function deleteEntry(db: Db, userId: number, slug: string, id: number) {
  await getEntry(db, userId, slug, id);
  await write(db, userId, (trx) => repo.deleteEntry(trx, id));
}

/** A fill-up read from another app's export, already in the vehicle's units (modules/import/apps). */
export type ImportedFillUp = EntryValues & { line: number };

/**
 * Adds an import's fill-ups to a vehicle inside the import's transaction. A fill-up the vehicle
 * already has (same day, same odometer) is skipped, so importing a file again adds nothing and
 * the average MPG stays right; every other line is checked like a typed entry, odometer order
 * included, and a line that fails is reported with its number.
 */
export async function addImportedFillUps(trx: Db, userId: number, vehicleId: number, fills: ImportedFillUp[]) {
  const known: { date: string; mileage: number }[] = readings(await repo.entriesOfVehicle(trx, [vehicleId]));
  const seen = new Set(known.map((r) => `${r.date}|${Math.round(r.mileage * 10)}`));
  const problems: { line: number; message: string }[] = [];
  const values: Insertable<FuelEntriesTable>[] = [];
  let skipped = 0;
  for (const { line, ...fill } of fills) {
    const key = `${fill.date}|${Math.round(fill.mileage * 10)}`;
    if (seen.has(key)) {
      skipped++;
      continue;
    }
    const checked = fuelEntryWriteSchema.safeParse(fill);
    if (!checked.success) {
      problems.push({ line, message: checked.error.issues[0]?.message ?? "Invalid values." });
      continue;
    }
    try {
      values.push({
        ...entryColumns(checked.data, known),
        user_id: userId,
        vehicle_id: vehicleId,
        created_at: nowIso(),
      });
      known.push({ date: checked.data.date, mileage: checked.data.mileage });
      seen.add(key);
    } catch (error) {
      const fields = (error as { fields?: Record<string, string[]> }).fields ?? {};
      problems.push({ line, message: Object.values(fields).flat()[0] ?? "Invalid values." });
    }
  }
  const ids: number[] = [];
  if (problems.length === 0) {
    for (let i = 0; i < values.length; i += IMPORT_CHUNK) {
      for (const row of await repo.insertEntries(trx, values.slice(i, i + IMPORT_CHUNK))) ids.push(row.id);
    }
    if (ids.length > 0) await bumpDataVersion(trx, userId, "fuel");
  }
  return { ids, accepted: values.length, skipped, problems };
}

/** Whether the owner has a vehicle (Home's getting-started list). */
export function hasVehicle(db: Db, userId: number): Promise<boolean> {
  return repo.hasVehicle(db, userId);
}
