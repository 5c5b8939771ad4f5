import {
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

/** Stored integers back to the units the API speaks. */
export function toFillUp(row: EntryRow): FillUp {
  return {
    id: row.id,
    date: row.date,
    mileage: Number(row.mileage_tenths) / 10,
    gallons: row.gallons_milli / 1000,
    total_paid: row.total_cents / 100,
    is_full: row.is_full,
    missed_previous: row.is_missed_previous,
  };
}

export function vehicleDto(request: FastifyRequest, vehicle: VehicleRow, rows: EntryRow[]): Vehicle {
  const fillUps = rows.map(toFillUp);
  const stats = fillUpStats(fillUps);
  const path = vehiclePath(vehicle.slug);
  const entries: FuelEntry[] = rows
    .map((row, i) => {
      const fillUp = fillUps[i] as FillUp;
      const hasPosition = row.latitude !== null && row.longitude !== null;
      return {
        id: row.id,
        url: absoluteUrl(request, `${path}entries/${row.id}/`),
        date: row.date,
        mileage: fillUp.mileage,
        gallons: fillUp.gallons,
        price_per_gallon: row.price_milli / 1000,
        total_paid: fillUp.total_paid,
        is_full: row.is_full,
        missed_previous: row.is_missed_previous,
        location: row.location,
        has_position: hasPosition,
        position: hasPosition ? { latitude: row.latitude as number, longitude: row.longitude as number } : null,
        notes: row.notes,
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
