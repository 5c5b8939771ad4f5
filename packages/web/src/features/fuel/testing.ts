import {
  completeFuelAmounts,
  type FillUp,
  type FuelEntry,
  fillUpStats,
  parseFuelCsv,
  type Vehicle,
  vehicleSummary,
} from "@homebase/contracts";
import { type FakeRequest, signedInModuleApi } from "../../test/fakeApi";
import { VEHICLES_PATH } from "./api";

// Test support only (imported by *.test.tsx): an in-memory fuel API behind the fake fetch.
// Miles, MPG and summaries come from the same contracts code the server uses, so screens are
// tested against the figures the real API would send.

const ORIGIN = "http://localhost";
type Reply = { status: number; body?: unknown };
type Route = Reply | ((request: FakeRequest) => Reply | Promise<Reply>);

export interface EntrySeed {
  date: string;
  mileage: number;
  gallons: number;
  price_per_gallon: number;
  is_full?: boolean;
  missed_previous?: boolean;
  location?: string;
  position?: { latitude: number; longitude: number } | null;
  notes?: string;
}

export interface VehicleSeed {
  name: string;
  slug?: string;
  is_default?: boolean;
  distance_unit?: Vehicle["distance_unit"];
  volume_unit?: Vehicle["volume_unit"];
  entries?: EntrySeed[];
}

type StoredEntry = Omit<FuelEntry, "url" | "has_position" | "miles" | "miles_per_gallon">;
type StoredVehicle = Omit<Vehicle, "url" | "entries_url" | "entries" | "last_entry" | "summary"> & {
  entries: StoredEntry[];
};

const slugOf = (name: string) => name.toLowerCase().replace(/[^a-z0-9]+/g, "-");
const invalid = (field: string, message: string): Reply => ({
  status: 400,
  body: { detail: message, code: "invalid", fields: { [field]: [message] } },
});

export interface FuelApiOptions {
  vehicles?: VehicleSeed[];
  /** Replace any route, e.g. to make one call fail. */
  routes?: Record<string, Route>;
}

export function fuelApi({ vehicles = [], routes = {} }: FuelApiOptions = {}) {
  let nextId = 1;
  const stored = (seed: EntrySeed): StoredEntry => ({
    id: nextId++,
    is_full: true,
    missed_previous: false,
    location: "",
    position: null,
    notes: "",
    ...seed,
    total_paid: Math.round(seed.gallons * seed.price_per_gallon * 100) / 100,
  });
  // Like the server: exactly one default, the first vehicle unless a seed names another.
  const namedDefault = vehicles.some((seed) => seed.is_default);
  let list: StoredVehicle[] = vehicles.map((seed, index) => ({
    id: index + 1,
    slug: seed.slug ?? slugOf(seed.name),
    name: seed.name,
    is_default: seed.is_default ?? (!namedDefault && index === 0),
    distance_unit: seed.distance_unit ?? "mi",
    volume_unit: seed.volume_unit ?? "gal",
    entries: (seed.entries ?? []).map(stored),
  }));

  const dto = (vehicle: StoredVehicle): Vehicle => {
    const path = `${VEHICLES_PATH}${vehicle.slug}/`;
    const fillUps: FillUp[] = vehicle.entries.map((e) => ({ ...e }));
    const stats = fillUpStats(fillUps);
    const entries = vehicle.entries
      .map((e) => ({
        ...e,
        url: `${ORIGIN}${path}entries/${e.id}/`,
        has_position: e.position !== null,
        miles: stats.get(e.id)?.miles ?? null,
        miles_per_gallon: stats.get(e.id)?.miles_per_gallon ?? null,
      }))
      .sort((a, b) => b.date.localeCompare(a.date) || b.mileage - a.mileage);
    return {
      ...vehicle,
      url: `${ORIGIN}${path}`,
      entries_url: `${ORIGIN}${path}entries/`,
      entries,
      last_entry: entries[0] ?? null,
      summary: vehicleSummary(fillUps),
    };
  };

  /** Applies a POST or PATCH body to an entry the way the server does, or says what is wrong. */
  const write = (base: Partial<StoredEntry>, body: Record<string, unknown>): StoredEntry | Reply => {
    const merged = { ...base, ...body } as Record<string, unknown>;
    const amounts = completeFuelAmounts({
      gallons: merged.gallons as number | null,
      price_per_gallon: merged.price_per_gallon as number | null,
      total_paid: merged.total_paid as number | null,
    });
    if (!amounts.ok) return invalid(amounts.field, amounts.message);
    return {
      id: (base.id as number) ?? nextId++,
      is_full: true,
      missed_previous: false,
      location: "",
      position: null,
      notes: "",
      ...(merged as Partial<StoredEntry>),
      ...amounts.value,
    } as StoredEntry;
  };

  const handle = (request: FakeRequest): Reply => {
    const body = (request.body ?? {}) as Record<string, unknown>;
    if (request.path === VEHICLES_PATH) {
      if (request.method === "GET") return { status: 200, body: list.map(dto) };
      const created: StoredVehicle = {
        id: list.length + 1,
        slug: slugOf(String(body.name)),
        name: String(body.name),
        is_default: list.length === 0,
        distance_unit: (body.distance_unit as Vehicle["distance_unit"]) ?? "mi",
        volume_unit: (body.volume_unit as Vehicle["volume_unit"]) ?? "gal",
        entries: [],
      };
      list = [...list, created];
      return { status: 201, body: dto(created) };
    }
    const match = request.path.match(/^\/fuel\/api\/vehicles\/([^/]+)\/(.*)$/);
    const vehicle = match && list.find((v) => v.slug === match[1]);
    if (!match || !vehicle) return { status: 404, body: { detail: "Not found.", code: "not_found" } };
    const rest = match[2] ?? "";
    const key = `${request.method} ${rest}`;
    if (key === "GET ") return { status: 200, body: dto(vehicle) };
    if (key === "PATCH ") {
      const { is_default, ...changes } = body;
      list = list.map((v) => ({ ...v, is_default: is_default ? v.id === vehicle.id : v.is_default }));
      const changed = Object.assign(list.find((v) => v.id === vehicle.id) as StoredVehicle, changes);
      return { status: 200, body: dto(changed) };
    }
    if (key === "DELETE ") {
      list = list.filter((v) => v.id !== vehicle.id);
      if (vehicle.is_default && list[0]) list[0].is_default = true;
      return { status: 204 };
    }
    if (key === "POST entries/") {
      const entry = write({}, body);
      if ("status" in entry) return entry;
      vehicle.entries.push(entry);
      return { status: 201, body: dto(vehicle).entries.find((e) => e.id === entry.id) };
    }
    if (key === "POST import/") {
      const parsed = parseFuelCsv(String(body.csv));
      if (!parsed.ok) return invalid("csv", `Line ${parsed.line}: ${parsed.message}`);
      for (const seed of parsed.entries) {
        const entry = write({}, seed as Record<string, unknown>);
        if (!("status" in entry)) vehicle.entries.push(entry);
      }
      return { status: 201, body: { imported: parsed.entries.length } };
    }
    const entryMatch = rest.match(/^entries\/(\d+)\/$/);
    const index = entryMatch ? vehicle.entries.findIndex((e) => e.id === Number(entryMatch[1])) : -1;
    const entry = vehicle.entries[index];
    if (!entry) return { status: 404, body: { detail: "Not found.", code: "not_found" } };
    if (request.method === "DELETE") {
      vehicle.entries.splice(index, 1);
      return { status: 204 };
    }
    const changed = write(entry, body);
    if ("status" in changed) return changed;
    vehicle.entries[index] = changed;
    return { status: 200, body: dto(vehicle).entries.find((e) => e.id === entry.id) };
  };

  const api = signedInModuleApi(handle, routes);
  return {
    ...api,
    vehicle: (slug: string) => {
      const found = list.find((v) => v.slug === slug);
      return found ? dto(found) : undefined;
    },
  };
}

/** The fill-ups of issue 12's walk-through: full, partial, full; 40.0 MPG at the last. */
export const THREE_FILL_UPS: EntrySeed[] = [
  { date: "2026-01-05", mileage: 1000, gallons: 10, price_per_gallon: 3 },
  { date: "2026-01-09", mileage: 1150, gallons: 4, price_per_gallon: 3.1, is_full: false, location: "Shell" },
  {
    date: "2026-01-14",
    mileage: 1400,
    gallons: 6,
    price_per_gallon: 3.259,
    location: "Costco",
    position: { latitude: 30.2672, longitude: -97.7431 },
  },
];
