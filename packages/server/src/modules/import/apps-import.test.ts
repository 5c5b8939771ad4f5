import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ApiClient } from "../../test-support/api-client";
import { rowCount } from "../../test-support/row-count";
import { createTestContext, type TestContext } from "../../test-support/test-app";
import { fixture, postImport } from "./apps-import-test-support";

// The common import flow (issue 23) through its fuel sources: preview, atomic run, second run
// adds nothing, record, undo, and the 401/404/400 cases of every endpoint.

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const VEHICLES = "/fuel/api/vehicles/";
const entryCount = (vehicleId: number) => rowCount(ctx.db, "fuel_entries", { column: "vehicle_id", value: vehicleId });

async function vehicle(client: ApiClient, name = "Civic", units: object = {}) {
  return (await client.post(VEHICLES, { name, ...units })).body as { id: number; slug: string; url: string };
}

describe("POST /api/import/fuelly/", () => {
  it("previews a Fuelly export without writing anything", async () => {
    const { client } = await ctx.signedIn();
    const civic = await vehicle(client);
    const response = await postImport(client, "fuelly", fixture("fuelly.csv"), { dryRun: true });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      id: null,
      url: null,
      source: "fuelly",
      dry_run: true,
      counts: { fill_ups: 4, fill_ups_skipped: 0 },
      matched: ["Civic (vehicle)"],
      unmatched: [],
      problems: [],
    });
    expect(await entryCount(civic.id)).toBe(0);
    expect(await rowCount(ctx.db, "data_imports")).toBe(0);
  });

  it("imports dates with a time, flags and quoted notes; a second import adds nothing", async () => {
    const { client } = await ctx.signedIn();
    const civic = await vehicle(client);
    const first = await postImport(client, "fuelly", fixture("fuelly.csv"));
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ dry_run: false, counts: { fill_ups: 4, fill_ups_skipped: 0 }, problems: [] });
    expect(first.body.url).toBe(`http://localhost:80/api/import/${first.body.id}/`);
    const { body } = await client.get(civic.url);
    expect(body.entries.map((e: { date: string }) => e.date)).toEqual([
      "2022-02-12",
      "2022-02-03",
      "2022-01-29",
      "2022-01-15",
    ]);
    expect(body.entries[3]).toMatchObject({
      mileage: 12000,
      gallons: 10.2,
      price_per_gallon: 3.299,
      notes: 'first fill, "full" tank',
      location: "Shell",
    });
    expect(body.entries[1]).toMatchObject({ is_full: false, notes: "half tank" });
    const average = body.summary;

    const again = await postImport(client, "fuelly", fixture("fuelly.csv"));
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ id: null, counts: { fill_ups: 0, fill_ups_skipped: 4 } });
    expect(await entryCount(civic.id)).toBe(4);
    expect((await client.get(civic.url)).body.summary).toEqual(average);

    const list = await client.get("/api/import/");
    expect(list.status).toBe(200);
    expect(list.body).toEqual([
      {
        id: first.body.id,
        url: first.body.url,
        source: "fuelly",
        file_name: "fuelly.csv",
        counts: { fill_ups: 4, fill_ups_skipped: 0 },
        created_at: expect.any(String),
      },
    ]);
  });

  it("imports into the vehicle named in the form, in that vehicle's units", async () => {
    const { client } = await ctx.signedIn();
    await vehicle(client, "First");
    const metric = await vehicle(client, "Golf", { distance_unit: "km", volume_unit: "l" });
    const response = await postImport(client, "fuelly", fixture("fuelly.csv"), { fields: { vehicle: metric.slug } });
    expect(response.status).toBe(201);
    expect(response.body.matched).toEqual(["Golf (vehicle)"]);
    const oldest = (await client.get(metric.url)).body.entries.at(-1);
    // 12,000 mi and 10.2 gal at $3.299/gal, the total unchanged.
    expect(oldest).toMatchObject({ mileage: 19312.1, gallons: 38.611, price_per_gallon: 0.872, total_paid: 33.65 });
  });

  it("writes nothing when a line is wrong, names every such line, and previews them", async () => {
    const { client } = await ctx.signedIn();
    const civic = await vehicle(client);
    const bad = [
      "Date,Odometer,Gallons,Price",
      "2025-12-01,500,10,3.00",
      "soon,600,10,3.00",
      "2025-12-10,800,lots,3.10",
      "2025-12-20,700,10,3.00",
    ].join("\n");
    const preview = await postImport(client, "fuelly", bad, { dryRun: true });
    expect(preview.status).toBe(200);
    expect(preview.body.problems).toEqual([
      { line: 3, message: '"soon" is not a date (use yyyy-mm-dd or m/d/yyyy).' },
      { line: 4, message: '"lots" in volume is not a number.' },
    ]);
    const run = await postImport(client, "fuelly", bad);
    expect(run.status).toBe(400);
    expect(run.body.detail).toBe(
      'Nothing was imported. Line 3: "soon" is not a date (use yyyy-mm-dd or m/d/yyyy). Line 4: "lots" in volume is not a number.',
    );
    expect(run.body.fields.file).toHaveLength(2);
    const backwards = await postImport(
      client,
      "fuelly",
      "Date,Odometer,Gallons,Price\n2025-12-01,500,10,3\n2025-12-20,400,10,3\n",
    );
    expect(backwards.status).toBe(400);
    expect(backwards.body.fields.file).toEqual([
      "Line 3: The odometer reads 500 on Dec 1, 2025, before this fill-up, so it cannot be 400 here.",
    ]);
    expect(await entryCount(civic.id)).toBe(0);
    expect(await rowCount(ctx.db, "data_imports", { column: "user_id", value: civic.id })).toBe(0);
  });

  it("answers 400 with field errors for no file, an unknown source, a header without dates, and no vehicle", async () => {
    const { client, user } = await ctx.signedIn();
    const noVehicle = await postImport(client, "fuelly", fixture("fuelly.csv"));
    expect(noVehicle.status).toBe(400);
    expect(noVehicle.body.fields.vehicle).toEqual([
      "Add a vehicle in Fuel first: fill-ups are imported into a vehicle.",
    ]);
    const civic = await vehicle(client);
    expect((await postImport(client, "fuelly", null)).body.fields).toEqual({
      file: ["Choose the file exported from the app."],
    });
    const unknown = await postImport(client, "myspace", fixture("fuelly.csv"));
    expect(unknown.status).toBe(400);
    expect(Object.keys(unknown.body.fields)).toEqual(["source"]);
    const noDates = await postImport(client, "fuelly", "when,odometer\n1,2\n");
    expect(noDates.status).toBe(400);
    expect(noDates.body.fields.file).toEqual(["Line 1: No date column in the header."]);
    const binary = await postImport(client, "fuelly", Buffer.from([0x25, 0x50, 0x44, 0x46, 0, 1, 2]));
    expect(binary.body.fields.file).toEqual(["This is not a CSV file (it is not text)."]);
    expect(await entryCount(civic.id)).toBe(0);
    expect(await rowCount(ctx.db, "data_imports", { column: "user_id", value: user.id })).toBe(0);
  });

  it("answers 401 without a token and 404 for another owner's vehicle", async () => {
    const owner = await ctx.signedIn();
    const stranger = await ctx.signedIn();
    const civic = await vehicle(owner.client);
    expect((await postImport(ctx.anonymous, "fuelly", fixture("fuelly.csv"))).status).toBe(401);
    const theirs = await postImport(stranger.client, "fuelly", fixture("fuelly.csv"), {
      fields: { vehicle: civic.slug },
    });
    expect(theirs.status).toBe(404);
    expect(await entryCount(civic.id)).toBe(0);
  });
});

describe("DELETE /api/import/<id>/ (undo)", () => {
  it("removes exactly what the import added, keeping the owner's own fill-ups", async () => {
    const { client } = await ctx.signedIn();
    const civic = await vehicle(client);
    await client.post(`${civic.url}entries/`, { date: "2022-03-01", mileage: 13000, gallons: 9, price_per_gallon: 3 });
    const imported = await postImport(client, "fuelly", fixture("fuelly.csv"));
    expect(await entryCount(civic.id)).toBe(5);
    const undo = await client.delete(imported.body.url);
    expect(undo.status).toBe(204);
    expect((await client.get(civic.url)).body.entries.map((e: { mileage: number }) => e.mileage)).toEqual([13000]);
    expect((await client.get("/api/import/")).body).toEqual([]);
    expect(await rowCount(ctx.db, "data_import_rows", { column: "import_id", value: imported.body.id })).toBe(0);
    expect((await client.delete(imported.body.url)).status).toBe(404);
    // Undone, the file imports again in full.
    expect((await postImport(client, "fuelly", fixture("fuelly.csv"))).body.counts.fill_ups).toBe(4);
  });

  it("answers 401 without a token and 404 for another owner's import, removing nothing", async () => {
    const owner = await ctx.signedIn();
    const stranger = await ctx.signedIn();
    const civic = await vehicle(owner.client);
    const imported = await postImport(owner.client, "fuelly", fixture("fuelly.csv"));
    expect((await ctx.anonymous.delete(imported.body.url)).status).toBe(401);
    expect((await ctx.anonymous.get("/api/import/")).status).toBe(401);
    expect((await stranger.client.delete(imported.body.url)).status).toBe(404);
    expect((await stranger.client.get("/api/import/")).body).toEqual([]);
    expect(await entryCount(civic.id)).toBe(4);
  });

  it("answers 400 for an id that is not a number", async () => {
    const { client } = await ctx.signedIn();
    const response = await client.delete("/api/import/latest/");
    expect(response.status).toBe(400);
    expect(Object.keys(response.body.fields)).toEqual(["id"]);
  });
});

describe("POST /api/import/spritmonitor/ and /lubelogger/", () => {
  it("reads Spritmonitor's ;-separated German export: decimal commas, fueling types, km and litres", async () => {
    const { client } = await ctx.signedIn();
    const golf = await vehicle(client, "Golf", { distance_unit: "km", volume_unit: "l" });
    const response = await postImport(client, "spritmonitor", fixture("spritmonitor.csv"));
    expect(response.status).toBe(201);
    expect(response.body.counts).toEqual({ fill_ups: 4, fill_ups_skipped: 0 });
    expect(response.body.unmatched).toEqual(["Line 5: marked as an invalid fueling in Spritmonitor, left out."]);
    const entries = (await client.get(golf.url)).body.entries;
    expect(entries.map((e: { date: string }) => e.date)).toEqual([
      "2021-04-12",
      "2021-03-20",
      "2021-03-09",
      "2021-02-23",
    ]);
    expect(entries[3]).toMatchObject({
      mileage: 40210,
      gallons: 42.5,
      total_paid: 61.58,
      missed_previous: true,
      notes: "Erste Tankung; voll",
      location: "Aral",
    });
    expect(entries[2]).toMatchObject({ gallons: 40.1, total_paid: 58.9, is_full: true });
    expect(entries[1]).toMatchObject({ is_full: false });
  });

  it("converts Spritmonitor's km and litres for a vehicle kept in miles and gallons", async () => {
    const { client } = await ctx.signedIn();
    const civic = await vehicle(client);
    await postImport(client, "spritmonitor", fixture("spritmonitor.csv"));
    const oldest = (await client.get(civic.url)).body.entries.at(-1);
    expect(oldest).toMatchObject({ mileage: 24985.3, gallons: 11.227, total_paid: 61.58 });
  });

  it("reads LubeLogger's fuel export with its FuelConsumed column and extra fields", async () => {
    const { client } = await ctx.signedIn();
    const truck = await vehicle(client, "Truck");
    const response = await postImport(client, "lubelogger", fixture("lubelogger.csv"));
    expect(response.status).toBe(201);
    expect(response.body.counts).toEqual({ fill_ups: 4, fill_ups_skipped: 0 });
    const entries = (await client.get(truck.url)).body.entries;
    expect(entries.at(-1)).toMatchObject({ date: "2024-01-05", mileage: 45210, gallons: 11.2, total_paid: 39.87 });
    expect(entries[2]).toMatchObject({ notes: "Highway trip, windy", location: "roadtrip" });
    expect(entries[1]).toMatchObject({ is_full: false, gallons: 4.2 });
    expect((await postImport(client, "lubelogger", fixture("lubelogger.csv"))).body.counts.fill_ups).toBe(0);
  });
});
