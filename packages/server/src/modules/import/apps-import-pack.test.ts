import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rowCount } from "../../test-support/row-count";
import { createTestContext, type TestContext } from "../../test-support/test-app";
import { fixture, postImport } from "./apps-import-test-support";

// LighterPack's list CSV through the import flow (issue 23): categories, items, a trip.

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const LIST = () => fixture("JMT 2025.csv");

describe("POST /api/import/lighterpack/", () => {
  it("previews the list without writing anything", async () => {
    const { client, user } = await ctx.signedIn();
    const response = await postImport(client, "lighterpack", LIST(), { dryRun: true, name: "JMT 2025.csv" });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      counts: { categories: 4, items: 5, trips: 1, items_on_the_trip: 5, items_on_the_trip_skipped: 0 },
      matched: ["JMT 2025 (trip), General activity"],
      unmatched: ["Weights, quantities, prices and worn/consumable marks: Homebase's items do not keep them."],
      problems: [],
    });
    expect(await rowCount(ctx.db, "pack_items", { column: "user_id", value: user.id })).toBe(0);
    expect(await rowCount(ctx.db, "pack_trips", { column: "user_id", value: user.id })).toBe(0);
  });

  it("adds categories and items, a trip whose General activity holds them; again adds nothing; undo", async () => {
    const { client, user } = await ctx.signedIn();
    const response = await postImport(client, "lighterpack", LIST(), { name: "JMT 2025.csv" });
    expect(response.status).toBe(201);
    const items = (await client.get("/pack/api/item/")).body as { name: string; brand_name: string }[];
    expect(items.map((i) => i.name).sort()).toEqual(["Fuel canister", "Rain jacket", "Sleeping bag", "Stakes", "Tent"]);
    expect(items.find((i) => i.name === "Tent")?.brand_name).toBe('Copper Spur UL2, "long" version');
    const trips = (await client.get("/pack/api/trip/")).body as { name: string; url: string }[];
    expect(trips.map((t) => t.name)).toEqual(["JMT 2025"]);
    const activities = (await client.get(`${trips[0]?.url}activities/`)).body as { name: string }[];
    expect(activities.map((a) => a.name)).toEqual(["General"]);
    expect(await rowCount(ctx.db, "pack_trip_items", { column: "user_id", value: user.id })).toBe(5);

    const again = await postImport(client, "lighterpack", LIST(), { name: "JMT 2025.csv" });
    expect(again.status).toBe(200);
    expect(again.body.counts).toMatchObject({ items: 0, trips: 0, items_on_the_trip: 0, items_on_the_trip_skipped: 5 });

    expect((await client.delete(response.body.url)).status).toBe(204);
    for (const table of ["pack_items", "pack_trips", "pack_categories", "pack_trip_items"] as const) {
      expect(await rowCount(ctx.db, table, { column: "user_id", value: user.id }), table).toBe(0);
    }
  });

  it("refuses Undo with 409, removing nothing, while an imported item is on another trip", async () => {
    const { client, user } = await ctx.signedIn();
    const response = await postImport(client, "lighterpack", LIST(), { name: "JMT 2025.csv" });
    const other = await client.post("/pack/api/trip/", {
      name: "Weekend",
      date_start: "2025-09-01",
      date_end: "2025-09-02",
    });
    const camp = await client.post(`/pack/api/trip/${other.body.id}/activities/`, { name: "Camp" });
    const tent = await ctx.db
      .selectFrom("pack_items")
      .select("id")
      .where("user_id", "=", user.id)
      .where("name", "=", "Tent")
      .executeTakeFirstOrThrow();
    await ctx.db
      .insertInto("pack_trip_items")
      .values({
        user_id: user.id,
        trip_id: other.body.id,
        activity_id: camp.body.id,
        item_id: tent.id,
        is_packed: false,
        time_updated: "2025-08-01T00:00:00Z",
      })
      .execute();
    const undo = await client.delete(response.body.url);
    expect(undo.status).toBe(409);
    expect(undo.body.detail).toMatch(/now used elsewhere .* Nothing was removed\.$/);
    expect(await rowCount(ctx.db, "pack_items", { column: "user_id", value: user.id })).toBe(5);
    expect(await rowCount(ctx.db, "pack_trips", { column: "user_id", value: user.id })).toBe(2);
  });

  it("answers 400 naming the line of an item without a name and writes nothing; 401 without a token", async () => {
    const { client, user } = await ctx.signedIn();
    const response = await postImport(client, "lighterpack", "Item Name,Category\nTent,Shelter\n,Sleep\n");
    expect(response.status).toBe(400);
    expect(response.body.fields.file).toEqual(["Line 3: The item has no name."]);
    const wrong = await postImport(client, "lighterpack", "Date,Odometer\n1,2\n");
    expect(wrong.body.fields.file).toEqual(["Line 1: No Item Name column in the header: is this LighterPack's CSV?"]);
    expect(await rowCount(ctx.db, "pack_items", { column: "user_id", value: user.id })).toBe(0);
    expect((await postImport(ctx.anonymous, "lighterpack", LIST())).status).toBe(401);
  });
});
