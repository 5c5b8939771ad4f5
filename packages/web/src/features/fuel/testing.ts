import type { FuelEntry, Vehicle } from "@homebase/contracts";
import { ok, type Routes, signedInApi } from "../../test/fakeApi";
import { VEHICLES_PATH } from "./api";

// Test support only (imported by *.test.tsx): fuel objects as the API answers them, and a fake
// API that answers them as set up. It computes nothing (no miles, MPG, totals or default
// vehicle); tests say what the server answers.

const ORIGIN = "http://localhost";

/** A full fill-up of 10 gallons at $3, the first of its vehicle (no miles, no MPG). */
export const fillUp = (slug: string, id: number, fields: Partial<FuelEntry> = {}): FuelEntry => ({
  id,
  url: `${ORIGIN}${VEHICLES_PATH}${slug}/entries/${id}/`,
  date: "2026-01-01",
  mileage: 1000,
  gallons: 10,
  price_per_gallon: 3,
  total_paid: 30,
  is_full: true,
  missed_previous: false,
  location: "",
  has_position: false,
  position: null,
  notes: "",
  miles: null,
  miles_per_gallon: null,
  ...fields,
});

export const NO_SUMMARY: Vehicle["summary"] = {
  fill_ups: 0,
  total_paid: 0,
  total_gallons: 0,
  total_miles: 0,
  average_mpg: null,
  cost_per_mile: null,
  last_fill_up_date: null,
};

/** A vehicle in miles and gallons, not the default, without fill-ups. */
export const vehicle = (id: number, slug: string, name: string, fields: Partial<Vehicle> = {}): Vehicle => ({
  id,
  slug,
  url: `${ORIGIN}${VEHICLES_PATH}${slug}/`,
  entries_url: `${ORIGIN}${VEHICLES_PATH}${slug}/entries/`,
  name,
  is_default: false,
  distance_unit: "mi",
  volume_unit: "gal",
  entries: [],
  last_entry: null,
  summary: NO_SUMMARY,
  ...fields,
});

/**
 * Issue 12's walk-through as the server answers it, newest first: full, partial, full; 40.0 MPG
 * at the last (400 miles on 10 gallons since the first full tank).
 */
export const THREE_FILL_UPS: FuelEntry[] = [
  fillUp("civic", 3, {
    date: "2026-01-14",
    mileage: 1400,
    gallons: 6,
    price_per_gallon: 3.259,
    total_paid: 19.55,
    location: "Costco",
    has_position: true,
    position: { latitude: 30.2672, longitude: -97.7431 },
    miles: 250,
    miles_per_gallon: 40,
  }),
  fillUp("civic", 2, {
    date: "2026-01-09",
    mileage: 1150,
    gallons: 4,
    price_per_gallon: 3.1,
    total_paid: 12.4,
    is_full: false,
    location: "Shell",
    miles: 150,
  }),
  fillUp("civic", 1, { date: "2026-01-05", mileage: 1000 }),
];

/** The default vehicle, with THREE_FILL_UPS and the server's summary of them. */
export const CIVIC = vehicle(1, "civic", "Civic", {
  is_default: true,
  entries: THREE_FILL_UPS,
  last_entry: THREE_FILL_UPS[0]!,
  summary: {
    fill_ups: 3,
    total_paid: 61.95,
    total_gallons: 20,
    total_miles: 400,
    average_mpg: 40,
    cost_per_mile: 0.0799,
    last_fill_up_date: "2026-01-14",
  },
});

export const pathOf = (object: { url: string }) => new URL(object.url).pathname;

export interface FuelApiOptions {
  /** The vehicles, with their fill-ups and summaries, as the server lists them. */
  vehicles?: Vehicle[];
  /** Answers for anything else, e.g. what a change answers. */
  routes?: Routes;
}

export function fuelApi({ vehicles = [], routes = {} }: FuelApiOptions = {}) {
  return signedInApi({ [`GET ${VEHICLES_PATH}`]: ok(vehicles), ...routes });
}
