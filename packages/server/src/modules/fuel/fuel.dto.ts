import {
  centsToAmount,
  compareIsoDates,
  type FillUp,
  type FuelEntry,
  fillUpStats,
  type Vehicle,
  vehicleSummary,
} from "@homebase/contracts";
import type { FastifyRequest } from "fastify";
import { absoluteUrl } from "../../http/urls";
import type { EntryRow, VehicleRow } from "./fuel.repo";

export const vehiclePath = (slug: string) => `/fuel/api/vehicles/${encodeURIComponent(slug)}/`;

/** The one conversion of stored integers back to the units the API speaks. */
export function storedEntry(row: EntryRow) {
  return {
    date: row.date,
    mileage: Number(row.mileage_tenths) / 10,
    gallons: row.gallons_milli / 1000,
    price_per_gallon: row.price_milli / 1000,
    total_paid: centsToAmount(row.total_cents),
    is_full: row.is_full,
    missed_previous: row.is_missed_previous,
    location: row.location,
    position:
      row.latitude !== null && row.longitude !== null ? { latitude: row.latitude, longitude: row.longitude } : null,
    notes: row.notes,
  };
}

export const toFillUp = (row: EntryRow): FillUp => ({ id: row.id, ...storedEntry(row) });

export function vehicleDto(request: FastifyRequest, vehicle: VehicleRow, rows: EntryRow[]): Vehicle {
  const fillUps = rows.map(toFillUp);
  const stats = fillUpStats(fillUps);
  const path = vehiclePath(vehicle.slug);
  const entries: FuelEntry[] = rows
    .map((row) => {
      const values = storedEntry(row);
      return {
        id: row.id,
        url: absoluteUrl(request, `${path}entries/${row.id}/`),
        ...values,
        has_position: values.position !== null,
        miles: stats.get(row.id)?.miles ?? null,
        miles_per_gallon: stats.get(row.id)?.miles_per_gallon ?? null,
      };
    })
    // Newest first, the order the vehicle page lists them in.
    .sort((a, b) => compareIsoDates(b.date, a.date) || b.mileage - a.mileage || b.id - a.id);
  return {
    id: vehicle.id,
    slug: vehicle.slug,
    url: absoluteUrl(request, path),
    entries_url: absoluteUrl(request, `${path}entries/`),
    name: vehicle.name,
    is_default: vehicle.is_default,
    distance_unit: vehicle.distance_unit as Vehicle["distance_unit"],
    volume_unit: vehicle.volume_unit as Vehicle["volume_unit"],
    entries,
    last_entry: entries[0] ?? null,
    summary: vehicleSummary(fillUps),
  };
}

/** One entry as its vehicle lists it, since its miles and MPG come from the neighbouring fill-ups. */
export function entryDto(request: FastifyRequest, vehicle: VehicleRow, rows: EntryRow[], id: number): FuelEntry {
  // The service loaded the entry from these rows, so it is always among them.
  return vehicleDto(request, vehicle, rows).entries.find((entry) => entry.id === id) as FuelEntry;
}
