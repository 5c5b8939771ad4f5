import type { Locator, Page } from "playwright-core";
import { apiClient, ownerToken } from "./api";

// The Fuel module's API and screens as a spec sees them (issue 12). Numbers are in the
// vehicle's units; the spec checks the app's arithmetic against figures written out here.

export const VEHICLES_API = "/fuel/api/vehicles/";

export type FuelEntry = {
  id: number;
  date: string;
  mileage: number;
  gallons: number;
  price_per_gallon: number;
  total_paid: number;
  is_full: boolean;
  location: string;
  miles: number | null;
  miles_per_gallon: number | null;
};
export type Vehicle = {
  slug: string;
  url: string;
  entries_url: string;
  name: string;
  is_default: boolean;
  entries: FuelEntry[];
};

const pathOf = (url: string) => new URL(url).pathname;

export async function fuelApi() {
  const client = apiClient(await ownerToken());
  const vehicles = async () => (await client.get<Vehicle[]>(VEHICLES_API)).body;
  const named = async (name: string) => {
    const found = (await vehicles()).find((vehicle) => vehicle.name === name);
    if (!found) throw new Error(`No vehicle named ${name}`);
    return found;
  };
  return {
    vehicles,
    named,
    /** Only this spec creates vehicles, so removing them all starts it from "no vehicle". */
    deleteAll: async () => {
      for (const vehicle of await vehicles()) {
        const { status } = await client.delete(pathOf(vehicle.url));
        if (status !== 204) throw new Error(`DELETE ${vehicle.url} failed: ${status}`);
      }
    },
    /** A vehicle with fill-ups to picture, made through the API if the walk-through left none. */
    ensureHistory: async (name: string, today: string) => {
      const existing = (await vehicles()).find((vehicle) => vehicle.name === name);
      if (existing && existing.entries.length > 0) return existing;
      const created = existing ?? (await client.post<Vehicle>(VEHICLES_API, { name })).body;
      const fillUps = [
        { date: isoDaysBefore(today, 20), mileage: 1000, gallons: 10, price_per_gallon: 3 },
        { date: isoDaysBefore(today, 10), mileage: 1150, gallons: 4, price_per_gallon: 3.1, is_full: false },
        { date: today, mileage: 1400, gallons: 6, price_per_gallon: 3.05 },
      ];
      for (const body of fillUps) await client.post(pathOf(created.entries_url), body);
      return named(name);
    },
  };
}

/** Today's date (yyyy-mm-dd) in a time zone, as the owner's "today" is worked out. */
export function todayIn(timeZone: string): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" }).format(
    new Date(),
  );
}

export function isoDaysBefore(isoDate: string, days: number): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() - days);
  return date.toISOString().slice(0, 10);
}

/** A CSV for setInputFiles, picked as a person picks a file (held in memory: nothing left on disk). */
export function csvFile(name: string, lines: string[]): { name: string; mimeType: string; buffer: Buffer } {
  return { name, mimeType: "text/csv", buffer: Buffer.from(`${lines.join("\n")}\n`) };
}

/** The add/edit fill-up form's controls, by the labels a person reads. */
export function entryForm(page: Page) {
  return {
    odometer: page.getByRole("textbox", { name: "Odometer" }),
    gallons: page.getByRole("textbox", { name: "Gallons" }),
    price: page.getByRole("textbox", { name: "Price per gallon" }),
    total: page.getByRole("textbox", { name: "Total paid" }),
    preview: page.getByRole("status", { name: "Amount preview" }),
    full: page.getByRole("switch", { name: "Filled to full" }),
    location: page.getByRole("combobox", { name: "Location" }),
    save: page.getByRole("button", { name: "Save", exact: true }),
  };
}

/** A vehicle's card on the select page. */
export function vehicleCard(page: Page, name: string): Locator {
  return page.getByRole("region", { name, exact: true });
}

/** The star marking the default vehicle (an image; other cards have a button instead). */
export function defaultStar(card: Locator): Locator {
  return card.getByRole("img", { name: "Default vehicle" });
}

/** The fill-ups table's body row that shows this odometer reading, e.g. "1,400". */
export function entryRow(page: Page, mileage: string): Locator {
  return page
    .getByRole("table", { name: /^Fill-ups of / })
    .getByRole("row")
    .filter({ has: page.getByRole("cell", { name: mileage, exact: true }) });
}

/** The texts of a row's cells, left to right. */
export function cellTexts(row: Locator): Promise<string[]> {
  return row.getByRole("cell").allInnerTexts();
}
