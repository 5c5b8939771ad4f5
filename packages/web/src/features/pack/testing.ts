import type { Activity, PackItem, Trip, TripItem, TripStats } from "@homebase/contracts";
import { ok, type Routes, signedInApi } from "../../test/fakeApi";
import { CATEGORIES_PATH, INVENTORIES_PATH, ITEMS_PATH, type Named, TRIP_ITEMS_PATH, TRIPS_PATH } from "./api";

// Test support only (imported by *.test.tsx): Pack objects as the API answers them, and a fake
// API that answers them as set up. It applies no Pack rule; tests say what the server answers.

const ORIGIN = "http://localhost";
const NO_PHOTO = {
  photo: null,
  photo_width: null,
  photo_height: null,
  thumbnail: null,
  thumbnail_width: null,
  thumbnail_height: null,
};

export const named = (kind: "category" | "inventory", id: number, name: string): Named => ({
  id,
  name,
  url: `${ORIGIN}/pack/api/${kind}/${id}/`,
});

export const packItem = (id: number, name: string, fields: Partial<PackItem> = {}): PackItem => ({
  id,
  url: `${ORIGIN}${ITEMS_PATH}${id}/`,
  name,
  brand_name: "",
  size: "",
  color: "",
  category: null,
  inventory: null,
  is_auto_add: false,
  ...NO_PHOTO,
  ...fields,
});

export const trip = (id: number, name: string, fields: Partial<Trip> = {}): Trip => ({
  id,
  url: `${ORIGIN}${TRIPS_PATH}${id}/`,
  name,
  date_start: "2026-12-01",
  date_end: "2026-12-05",
  show_packed: false,
  ...NO_PHOTO,
  ...fields,
});

export const activity = (id: number, name: string): Activity => ({
  id,
  name,
  url: `${ORIGIN}/pack/api/activity/${id}/`,
});

export const tripItem = (id: number, on: Activity, item: PackItem, is_packed = false): TripItem => ({
  id,
  url: `${ORIGIN}${TRIP_ITEMS_PATH}${id}/`,
  is_packed,
  is_deleted: false,
  time_updated: "2026-11-20T12:00:00.000Z",
  activity_id: on.id,
  item,
});

export const stats = (fields: Partial<TripStats> = {}): TripStats => ({
  activities: 0,
  activities_with_items: 0,
  unpacked_activities: 0,
  packed_activities: 0,
  trip_items: 0,
  packed_items: 0,
  unique_items: 0,
  packed_unique_items: 0,
  ...fields,
});

/** The API paths (no origin) below one trip. */
export const tripPaths = (id: number) => {
  const base = `${TRIPS_PATH}${id}/`;
  return {
    trip: base,
    items: `${base}items/`,
    activities: `${base}activities/`,
    stats: `${base}stats/`,
    suggestions: `${base}activities/suggestions/`,
  };
};

/** One trip's page as the server answers it. */
export interface TripPage {
  trip: Trip;
  activities: Activity[];
  items: TripItem[];
  stats: TripStats;
  suggestions?: string[];
}

/** The GET routes of one trip's page. */
export function tripRoutes({ trip, activities, items, stats, suggestions = [] }: TripPage): Routes {
  const paths = tripPaths(trip.id);
  return {
    [`GET ${paths.trip}`]: ok(trip),
    [`GET ${paths.activities}`]: ok(activities),
    [`GET ${paths.items}`]: ok(items),
    [`GET ${paths.stats}`]: ok(stats),
    [`GET ${paths.suggestions}`]: ok(suggestions),
  };
}

export interface PackApiOptions {
  trips?: Trip[];
  /** The inventory items, in the server's order (by name). */
  items?: PackItem[];
  categories?: Named[];
  inventories?: Named[];
  /** A trip whose page is opened. */
  page?: TripPage;
  /** Answers for anything else, e.g. what a change answers. */
  routes?: Routes;
}

export function packApi({
  trips = [],
  items = [],
  categories = [],
  inventories = [],
  page,
  routes = {},
}: PackApiOptions = {}) {
  return signedInApi({
    [`GET ${TRIPS_PATH}`]: ok(trips),
    [`GET ${ITEMS_PATH}`]: ok(items),
    [`GET ${CATEGORIES_PATH}`]: ok(categories),
    [`GET ${INVENTORIES_PATH}`]: ok(inventories),
    ...(page ? tripRoutes(page) : {}),
    ...routes,
  });
}
