import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ApiClient } from "../../test-support/api-client";
import { rowCount } from "../../test-support/row-count";
import { createTestContext, type TestContext } from "../../test-support/test-app";

const VEHICLES = "/fuel/api/vehicles/";
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const entryCount = (vehicleId: number) => rowCount(ctx.db, "fuel_entries", { column: "vehicle_id", value: vehicleId });

async function vehicleWithEntries(client: ApiClient, name = "Civic") {
  const vehicle = (await client.post(VEHICLES, { name })).body;
  const add = (body: object) => client.post(vehicle.entries_url, body);
  await add({ date: "2026-01-01", mileage: 1000, gallons: 10, price_per_gallon: 3 });
  await add({ date: "2026-01-05", mileage: 1150, gallons: 4, total_paid: 12, is_full: false });
  await add({ date: "2026-01-09", mileage: 1400, price_per_gallon: 3.5, total_paid: 21 });
  return vehicle;
}

describe("vehicles", () => {
  it("creates with a unique slug, the first as default, and lists with entries and summary", async () => {
    const { client } = await ctx.signedIn();
    const first = await client.post(VEHICLES, { name: "Honda Civic" });
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({
      slug: "honda-civic",
      name: "Honda Civic",
      is_default: true,
      distance_unit: "mi",
      volume_unit: "gal",
      url: "http://localhost:80/fuel/api/vehicles/honda-civic/",
      entries: [],
      last_entry: null,
    });
    const second = (await client.post(VEHICLES, { name: "Honda  Civic!", volume_unit: "l", distance_unit: "km" })).body;
    expect(second).toMatchObject({ slug: "honda-civic-2", is_default: false, volume_unit: "l", distance_unit: "km" });
    expect((await client.get(VEHICLES)).body.map((v: { slug: string }) => v.slug)).toEqual([
      "honda-civic",
      "honda-civic-2",
    ]);
  });

  it("computes miles, MPG across a partial fill-up, and the summary", async () => {
    const { client } = await ctx.signedIn();
    const vehicle = await vehicleWithEntries(client);
    const { body } = await client.get(vehicle.url);
    expect(body.entries.map((e: { date: string }) => e.date)).toEqual(["2026-01-09", "2026-01-05", "2026-01-01"]);
    expect(body.entries[0]).toMatchObject({
      mileage: 1400,
      gallons: 6,
      price_per_gallon: 3.5,
      total_paid: 21,
      miles: 250,
      miles_per_gallon: 40, // 400 miles over 4 + 6 gallons
      has_position: false,
      position: null,
    });
    expect(body.entries[1]).toMatchObject({ price_per_gallon: 3, miles: 150, miles_per_gallon: null, is_full: false });
    expect(body.entries[2]).toMatchObject({ total_paid: 30, miles: null, miles_per_gallon: null });
    expect(body.last_entry).toEqual(body.entries[0]);
    expect(body.summary).toEqual({
      fill_ups: 3,
      total_paid: 63,
      total_gallons: 20,
      total_miles: 400,
      average_mpg: 40,
      cost_per_mile: 0.0825,
      last_fill_up_date: "2026-01-09",
    });
  });

  it("renames keeping the slug, moves the default, and hands it on when the default is deleted", async () => {
    const { client } = await ctx.signedIn();
    const car = await vehicleWithEntries(client, "Car");
    const van = (await client.post(VEHICLES, { name: "Van" })).body;
    const truck = (await client.post(VEHICLES, { name: "Truck" })).body;
    const renamed = await client.patch(car.url, { name: "Old car" });
    expect(renamed.body).toMatchObject({ name: "Old car", slug: "car", is_default: true });

    await client.patch(truck.url, { is_default: true });
    const defaults = (await client.get(VEHICLES)).body.filter((v: { is_default: boolean }) => v.is_default);
    expect(defaults.map((v: { slug: string }) => v.slug)).toEqual(["truck"]);

    expect((await client.delete(truck.url)).status).toBe(204);
    const left = (await client.get(VEHICLES)).body;
    expect(left.map((v: { slug: string; is_default: boolean }) => [v.slug, v.is_default])).toEqual([
      ["car", true],
      ["van", false],
    ]);
    expect((await client.delete(car.url)).status).toBe(204);
    expect(await entryCount(car.id)).toBe(0);
    expect((await client.get(van.url)).body.is_default).toBe(true);
  });

  it.each([
    [{ name: "" }, "name", "This field may not be blank."],
    [{ name: "x".repeat(101) }, "name", "Use at most 100 characters."],
    [{ name: "Bus", volume_unit: "barrel" }, "volume_unit", "Choose gal or l."],
  ])("rejects %j with a field error and creates nothing", async (payload, field, message) => {
    const { client } = await ctx.signedIn();
    const response = await client.post(VEHICLES, payload);
    expect(response.status).toBe(400);
    expect(response.body.fields).toEqual({ [field]: [message] });
    expect((await client.get(VEHICLES)).body).toEqual([]);
  });

  it("hides another owner's vehicles behind 404s", async () => {
    const owner = await ctx.signedIn();
    const stranger = await ctx.signedIn();
    const vehicle = await vehicleWithEntries(owner.client);
    const entry = (await owner.client.get(vehicle.url)).body.entries[0];
    expect((await stranger.client.get(VEHICLES)).body).toEqual([]);
    expect((await stranger.client.get(vehicle.url)).status).toBe(404);
    expect((await stranger.client.patch(vehicle.url, { name: "Mine" })).status).toBe(404);
    expect((await stranger.client.delete(vehicle.url)).status).toBe(404);
    expect((await stranger.client.get(entry.url)).status).toBe(404);
    expect((await stranger.client.patch(entry.url, { notes: "x" })).status).toBe(404);
    expect((await stranger.client.delete(entry.url)).status).toBe(404);
    expect(
      (
        await stranger.client.post(vehicle.entries_url, {
          date: "2026-02-01",
          mileage: 2000,
          gallons: 1,
          total_paid: 3,
        })
      ).status,
    ).toBe(404);
    expect(await entryCount(vehicle.id)).toBe(3);
  });

  it("answers 401 without a token", async () => {
    expect((await ctx.anonymous.get(VEHICLES)).status).toBe(401);
    expect((await ctx.anonymous.post(VEHICLES, { name: "Car" })).status).toBe(401);
    expect((await ctx.anonymous.get(`${VEHICLES}car/entries/`)).status).toBe(401);
  });
});

describe("entries", () => {
  it("edits an entry, recomputing the total when gallons change and the price when the total does", async () => {
    const { client } = await ctx.signedIn();
    const vehicle = await vehicleWithEntries(client);
    const entry = (await client.get(vehicle.url)).body.entries[0];
    const gallonsChanged = await client.patch(entry.url, { gallons: 7 });
    expect(gallonsChanged.status).toBe(200);
    expect(gallonsChanged.body).toMatchObject({
      gallons: 7,
      price_per_gallon: 3.5,
      total_paid: 24.5,
      miles_per_gallon: 36.364,
    });
    const totalChanged = await client.patch(entry.url, {
      total_paid: 28,
      location: "Austin, TX",
      position: { latitude: 30.27, longitude: -97.74 },
    });
    expect(totalChanged.body).toMatchObject({
      gallons: 7,
      price_per_gallon: 4,
      total_paid: 28,
      location: "Austin, TX",
      has_position: true,
      position: { latitude: 30.27, longitude: -97.74 },
      is_full: true,
    });
    expect((await client.get(entry.url)).body).toEqual(totalChanged.body);
    expect((await client.delete(entry.url)).status).toBe(204);
    expect((await client.get(entry.url)).status).toBe(404);
  });

  it.each([
    [
      { date: "2026-02-01", mileage: 2000, gallons: 10 },
      "price_per_gallon",
      "Enter any two of gallons, price per gallon and total paid.",
    ],
    [
      { date: "2026-02-01", mileage: 2000, gallons: 10, price_per_gallon: 3, total_paid: 50 },
      "total_paid",
      "10 gallons at $3 is $30.00, not $50.00.",
    ],
    [{ date: "2026-02-30", mileage: 2000, gallons: 1, total_paid: 3 }, "date", "Use a date as yyyy-mm-dd."],
    [{ date: "2026-02-01", gallons: 1, total_paid: 3 }, "mileage", "This field is required."],
    [{ date: "2026-02-01", mileage: -5, gallons: 1, total_paid: 3 }, "mileage", "The odometer cannot be negative."],
    [{ date: "2026-02-01", mileage: 2000, gallons: 0, total_paid: 3 }, "gallons", "Gallons must be more than 0."],
    [
      { date: "2026-02-01", mileage: 2000, gallons: 1, total_paid: 3, position: { latitude: 91, longitude: 0 } },
      "position.latitude",
      "Latitude must be between -90 and 90.",
    ],
  ])("rejects %j with a field error and writes nothing", async (payload, field, message) => {
    const { client } = await ctx.signedIn();
    const vehicle = await vehicleWithEntries(client);
    const response = await client.post(vehicle.entries_url, payload);
    expect(response.status).toBe(400);
    expect(response.body.fields).toEqual({ [field]: [message] });
    expect(await entryCount(vehicle.id)).toBe(3);
  });

  it("refuses an odometer that goes backwards against earlier or later fill-ups", async () => {
    const { client } = await ctx.signedIn();
    const vehicle = await vehicleWithEntries(client);
    const earlier = await client.post(vehicle.entries_url, {
      date: "2026-01-20",
      mileage: 1300,
      gallons: 1,
      total_paid: 3,
    });
    expect(earlier.status).toBe(400);
    expect(earlier.body.fields.mileage[0]).toBe(
      "The odometer reads 1,400 on Jan 9, 2026, before this fill-up, so it cannot be 1,300 here.",
    );
    const later = await client.post(vehicle.entries_url, {
      date: "2026-01-03",
      mileage: 1200,
      gallons: 1,
      total_paid: 3,
    });
    expect(later.body.fields.mileage[0]).toBe(
      "The odometer reads 1,150 on Jan 5, 2026, after this fill-up, so it cannot be 1,200 here.",
    );
    // Issue 25: the nearest conflicting reading is named, the latest before or the earliest after.
    const nearestBefore = await client.post(vehicle.entries_url, {
      date: "2026-01-20",
      mileage: 1100,
      gallons: 1,
      total_paid: 3,
    });
    expect(nearestBefore.body.fields.mileage[0]).toBe(
      "The odometer reads 1,400 on Jan 9, 2026, before this fill-up, so it cannot be 1,100 here.",
    );
    const nearestAfter = await client.post(vehicle.entries_url, {
      date: "2025-12-20",
      mileage: 1500,
      gallons: 1,
      total_paid: 3,
    });
    expect(nearestAfter.body.fields.mileage[0]).toBe(
      "The odometer reads 1,000 on Jan 1, 2026, after this fill-up, so it cannot be 1,500 here.",
    );
    const entry = (await client.get(vehicle.url)).body.entries[1];
    expect((await client.patch(entry.url, { mileage: 1500 })).status).toBe(400);
    expect(await entryCount(vehicle.id)).toBe(3);
    // A fill-up slotted in between, in order, is fine and splits the partial's miles.
    const between = await client.post(vehicle.entries_url, {
      date: "2026-01-07",
      mileage: 1300,
      gallons: 5,
      total_paid: 15,
    });
    expect(between.status).toBe(201);
    expect(between.body.miles).toBe(150);
  });
});

describe("import", () => {
  const csv = [
    "Date,Odometer,Gallons,Price,Total,Partial,Missed,Location,Notes",
    "2025-12-01,500,10,3.00,,0,0,Austin,",
    "2025-12-10,800,10,3.10,,0,0,Waco,",
  ].join("\n");

  it("imports a fill-up history into a vehicle", async () => {
    const { client } = await ctx.signedIn();
    const vehicle = await vehicleWithEntries(client);
    const response = await client.post(`${vehicle.url}import/`, { csv });
    expect(response.status).toBe(201);
    expect(response.body).toEqual({ imported: 2 });
    const { body } = await client.get(vehicle.url);
    expect(body.entries).toHaveLength(5);
    expect(body.entries.at(-1)).toMatchObject({ date: "2025-12-01", location: "Austin", total_paid: 30 });
    expect(body.entries.at(-2)).toMatchObject({ miles: 300, miles_per_gallon: 30 });
  });

  it("imports nothing when any line is wrong, and names the line", async () => {
    const { client } = await ctx.signedIn();
    const vehicle = await vehicleWithEntries(client);
    const bad = `${csv}\n2025-12-20,700,10,3.00,,0,0,,`;
    const response = await client.post(`${vehicle.url}import/`, { csv: bad });
    expect(response.status).toBe(400);
    expect(response.body.detail).toBe(
      "Line 4: The odometer reads 800 on Dec 10, 2025, before this fill-up, so it cannot be 700 here.",
    );
    expect(response.body.fields).toEqual({ csv: [response.body.detail] });
    expect(await entryCount(vehicle.id)).toBe(3);
    const unparsable = await client.post(`${vehicle.url}import/`, { csv: "Date,Odometer\nsoon,1" });
    expect(unparsable.body.detail).toBe('Line 2: "soon" is not a date (use yyyy-mm-dd or m/d/yyyy).');
  });

  it("refuses a CSV over 5 MB with a field error, even though JSON escaping made the body larger", async () => {
    const { client } = await ctx.signedIn();
    const vehicle = await vehicleWithEntries(client);
    const huge = `${csv}\n${'"a",'.repeat(1_400_000)}`;
    const response = await client.post(`${vehicle.url}import/`, { csv: huge });
    expect(response.status).toBe(400);
    expect(response.body.fields).toEqual({ csv: ["The file is larger than 5 MB."] });
    expect(await entryCount(vehicle.id)).toBe(3);
  });

  it("answers 404 for another owner's vehicle and 401 without a token", async () => {
    const owner = await ctx.signedIn();
    const stranger = await ctx.signedIn();
    const vehicle = await vehicleWithEntries(owner.client);
    expect((await stranger.client.post(`${vehicle.url}import/`, { csv })).status).toBe(404);
    expect((await ctx.anonymous.post(`${vehicle.url}import/`, { csv })).status).toBe(401);
    expect(await entryCount(vehicle.id)).toBe(3);
  });
});
