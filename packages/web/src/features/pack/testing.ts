import { type Activity, type PackItem, type Trip, type TripItem, tripStats } from "@homebase/contracts";
import { type FakeRequest, signedInModuleApi } from "../../test/fakeApi";
import type { Named } from "./api";

// Test support only (imported by *.test.tsx): an in-memory Pack API behind the fake fetch,
// following the server's rules (packages/server/src/modules/pack) closely enough for screens.

const ORIGIN = "http://localhost";
type Reply = { status: number; body?: unknown };
type Route = Reply | ((request: FakeRequest) => Reply | Promise<Reply>);

export interface ItemSeed {
  name: string;
  brand_name?: string;
  size?: string;
  color?: string;
  category?: string;
  inventory?: string;
  is_auto_add?: boolean;
}

export interface TripSeed {
  name: string;
  date_start?: string;
  date_end?: string;
  show_packed?: boolean;
  /** Activity name → item names on it, with "*" after a name marking it packed. */
  activities?: Record<string, string[]>;
}

export interface PackApiOptions {
  items?: ItemSeed[];
  trips?: TripSeed[];
  /** Answers for "previous/" of an activity by its name. */
  previous?: Record<string, { trip: { id: number; name: string } | null; itemNames: string[] }>;
  suggestions?: string[];
  routes?: Record<string, Route>;
  /** Answers a request before the in-memory API does (e.g. to make one call fail); undefined passes it on. */
  intercept?: (request: FakeRequest) => Reply | Promise<Reply> | undefined;
}

const notFound: Reply = { status: 404, body: { detail: "Not found.", code: "not_found" } };
const noPhoto = {
  photo: null,
  photo_width: null,
  photo_height: null,
  thumbnail: null,
  thumbnail_width: null,
  thumbnail_height: null,
};

export function packApi({
  items = [],
  trips = [],
  previous = {},
  suggestions = [],
  routes = {},
  intercept,
}: PackApiOptions = {}) {
  let nextId = 1;
  const categories: Named[] = [];
  const inventories: Named[] = [];
  const named = (list: Named[], kind: string, name: string | undefined) => {
    if (!name) return null;
    let found = list.find((n) => n.name.toLowerCase() === name.toLowerCase());
    if (!found) {
      const id = nextId++;
      found = { id, name, url: `${ORIGIN}/pack/api/${kind}/${id}/` };
      list.push(found);
    }
    return found;
  };
  const ref = (n: Named | null) => (n ? { id: n.id, name: n.name } : null);

  const inventory: (PackItem & { is_deleted?: boolean })[] = [];
  const makeItem = (seed: ItemSeed): PackItem => {
    const id = nextId++;
    const item: PackItem = {
      id,
      url: `${ORIGIN}/pack/api/item/${id}/`,
      name: seed.name,
      brand_name: seed.brand_name ?? "",
      size: seed.size ?? "",
      color: seed.color ?? "",
      category: ref(named(categories, "category", seed.category)),
      inventory: ref(named(inventories, "inventory", seed.inventory)),
      is_auto_add: seed.is_auto_add ?? false,
      ...noPhoto,
    };
    inventory.push(item);
    return item;
  };
  items.forEach(makeItem);

  const tripList: Trip[] = [];
  const activities: (Activity & { trip_id: number })[] = [];
  const tripItems: (TripItem & { trip_id: number })[] = [];
  const addTripItem = (tripId: number, activityId: number, item: PackItem, packed = false) => {
    const id = nextId++;
    const row = {
      id,
      trip_id: tripId,
      url: `${ORIGIN}/pack/api/trip-item/${id}/`,
      is_packed: packed,
      is_deleted: false,
      time_updated: "2026-11-20T12:00:00.000Z",
      activity_id: activityId,
      item,
    };
    tripItems.push(row);
    return row;
  };
  const addActivity = (tripId: number, name: string) => {
    const id = nextId++;
    const activity = { id, trip_id: tripId, name, url: `${ORIGIN}/pack/api/activity/${id}/` };
    activities.push(activity);
    return activity;
  };
  const makeTrip = (seed: TripSeed) => {
    const id = nextId++;
    const trip: Trip = {
      id,
      url: `${ORIGIN}/pack/api/trip/${id}/`,
      name: seed.name,
      date_start: seed.date_start ?? "2026-12-01",
      date_end: seed.date_end ?? "2026-12-05",
      show_packed: seed.show_packed ?? false,
      ...noPhoto,
    };
    tripList.push(trip);
    return trip;
  };
  for (const seed of trips) {
    const { id } = makeTrip(seed);
    for (const [activityName, names] of Object.entries(seed.activities ?? { General: [] })) {
      const activity = addActivity(id, activityName);
      for (const entry of names) {
        const name = entry.replace(/\*$/, "");
        const item = inventory.find((i) => i.name === name) ?? makeItem({ name });
        addTripItem(id, activity.id, item, entry.endsWith("*"));
      }
    }
  }

  const strip = <T extends { trip_id: number }>({ trip_id: _trip, ...rest }: T) => rest;
  const itemByName = (name: string) => inventory.find((i) => i.name === name);

  const handle = (request: FakeRequest): Reply => {
    const body = (request.body ?? {}) as Record<string, unknown>;
    const { method, path } = request;
    if (method === "GET" && path === "/pack/api/trip/") return { status: 200, body: tripList };
    if (method === "POST" && path === "/pack/api/trip/") {
      const trip = makeTrip(body as unknown as TripSeed);
      addActivity(trip.id, "General");
      return { status: 201, body: trip };
    }
    if (method === "GET" && path.startsWith("/pack/api/item/") && !/\d/.test(path.split("?")[0] ?? "")) {
      const inv = new URLSearchParams(path.split("?")[1]).get("inventory");
      const list = inventory.filter((i) => !i.is_deleted && (!inv || i.inventory?.id === Number(inv)));
      return { status: 200, body: [...list].sort((a, b) => a.name.localeCompare(b.name)) };
    }
    if (method === "POST" && path === "/pack/api/item/") {
      const category = categories.find((c) => c.id === body.category_id) ?? null;
      const inv = inventories.find((c) => c.id === body.inventory_id) ?? null;
      const item = makeItem({ ...(body as unknown as ItemSeed), category: category?.name, inventory: inv?.name });
      return { status: 201, body: item };
    }
    for (const [kind, list] of [
      ["category", categories],
      ["inventory", inventories],
    ] as const) {
      if (path !== `/pack/api/${kind}/`) continue;
      if (method === "GET") return { status: 200, body: list };
      const existing = list.find((n) => n.name.toLowerCase() === String(body.name).toLowerCase());
      return existing ? { status: 200, body: existing } : { status: 201, body: named(list, kind, String(body.name)) };
    }
    if (method === "POST" && path === "/pack/api/trip-item/") {
      const activity = activities.find((a) => a.id === body.activity_id);
      const item = inventory.find((i) => i.id === body.item_id);
      if (!activity || !item) return notFound;
      if (tripItems.some((t) => t.activity_id === activity.id && t.item.id === item.id)) {
        return {
          status: 400,
          body: {
            detail: "Invalid input.",
            code: "invalid",
            fields: { item_id: ["This item is already on this activity."] },
          },
        };
      }
      return { status: 201, body: strip(addTripItem(activity.trip_id, activity.id, item)) };
    }

    const trip = path.match(/^\/pack\/api\/trip\/(\d+)\/(.*)$/);
    if (trip) {
      const found = tripList.find((t) => t.id === Number(trip[1]));
      if (!found) return notFound;
      const rest = trip[2];
      const own = activities.filter((a) => a.trip_id === found.id);
      const ownItems = tripItems.filter((t) => t.trip_id === found.id);
      if (rest === "" && method === "GET") return { status: 200, body: found };
      if (rest === "" && method === "PATCH") return { status: 200, body: Object.assign(found, body) };
      if (rest === "items/") return { status: 200, body: ownItems.map(strip) };
      if (rest === "activities/" && method === "GET") return { status: 200, body: own.map(strip) };
      if (rest === "activities/" && method === "POST") {
        if (own.some((a) => a.name.toLowerCase() === String(body.name).toLowerCase())) {
          return {
            status: 400,
            body: {
              detail: "Invalid input.",
              code: "invalid",
              fields: { name: ["This trip already has this activity."] },
            },
          };
        }
        return { status: 201, body: strip(addActivity(found.id, String(body.name))) };
      }
      if (rest === "activities/suggestions/") return { status: 200, body: suggestions };
      if (rest === "stats/") {
        const stats = tripStats(
          own.map((a) => a.id),
          ownItems.map((t) => ({ ...t, item_id: t.item.id })),
        );
        return { status: 200, body: stats };
      }
      return notFound;
    }

    const activity = path.match(/^\/pack\/api\/activity\/(\d+)\/(.*)$/);
    if (activity) {
      const found = activities.find((a) => a.id === Number(activity[1]));
      if (!found) return notFound;
      if (activity[2] === "previous/") {
        const answer = previous[found.name];
        const ids = (answer?.itemNames ?? []).map((name) => itemByName(name)?.id ?? 0);
        return { status: 200, body: { trip: answer?.trip ?? null, item_ids: ids } };
      }
      if (activity[2] === "add-items/") {
        const added = (body.item_ids as number[]).map((id) => {
          const item = inventory.find((i) => i.id === id);
          if (!item) throw new Error(`no item ${id}`);
          return strip(addTripItem(found.trip_id, found.id, item));
        });
        return { status: 201, body: added };
      }
      if (activity[2] === "" && method === "DELETE") {
        activities.splice(activities.indexOf(found), 1);
        return { status: 204 };
      }
      return notFound;
    }

    const tripItem = path.match(/^\/pack\/api\/trip-item\/(\d+)\/$/);
    if (tripItem) {
      const found = tripItems.find((t) => t.id === Number(tripItem[1]));
      if (!found) return notFound;
      if (method === "PATCH") {
        found.is_packed = Boolean(body.is_packed);
        found.time_updated = "2026-11-21T12:00:00.000Z";
        return { status: 200, body: strip(found) };
      }
      if (method === "DELETE") {
        tripItems.splice(tripItems.indexOf(found), 1);
        return { status: 204 };
      }
    }

    const item = path.match(/^\/pack\/api\/item\/(\d+)\/(.*)$/);
    if (item) {
      const found = inventory.find((i) => i.id === Number(item[1]) && !i.is_deleted);
      if (!found) return notFound;
      if (item[2] === "" && method === "PATCH") {
        if ("name" in body && !String(body.name).trim()) {
          return {
            status: 400,
            body: { detail: "Invalid input.", code: "invalid", fields: { name: ["Enter a name."] } },
          };
        }
        return { status: 200, body: Object.assign(found, body) };
      }
      if (item[2] === "" && method === "DELETE") {
        found.is_deleted = true;
        return { status: 204 };
      }
      if (item[2] === "auto-add/")
        return { status: 200, body: Object.assign(found, { is_auto_add: body.is_auto_add }) };
    }
    return notFound;
  };

  const api = signedInModuleApi((request) => intercept?.(request) ?? handle(request), routes);
  return {
    ...api,
    item: (name: string) => itemByName(name),
    trip: (name: string) => tripList.find((t) => t.name === name),
    tripItem: (name: string) => tripItems.find((t) => t.item.name === name),
  };
}
