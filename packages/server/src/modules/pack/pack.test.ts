import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { ApiClient } from "../../test-support/api-client";
import { freezeDateAt, restoreClock } from "../../test-support/clock";
import { rowCount } from "../../test-support/row-count";
import { createTestContext, type TestContext } from "../../test-support/test-app";

const TRIPS = "/pack/api/trip/";
const ITEMS = "/pack/api/item/";
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());
afterEach(restoreClock);

const names = (list: { name: string }[]) => list.map((x) => x.name);

async function tripWithItems(client: ApiClient, name = "Yosemite") {
  const trip = (await client.post(TRIPS, { name, date_start: "2026-12-10", date_end: "2026-12-14" })).body;
  const clothes = (await client.post("/pack/api/category/", { name: "Clothes" })).body;
  const boots = (
    await client.post(ITEMS, {
      name: "Boots",
      brand_name: "Merrell",
      size: "10",
      color: "Brown",
      category_id: clothes.id,
    })
  ).body;
  const socks = (await client.post(ITEMS, { name: "Wool socks", category_id: clothes.id })).body;
  const hiking = (await client.post(`${trip.url}activities/`, { name: "Hiking" })).body;
  const general = (await client.get(`${trip.url}activities/`)).body.find((a: { name: string }) => a.name === "General");
  return { trip, clothes, boots, socks, hiking, general };
}

describe("trips", () => {
  it("creates a trip with a General activity, lists upcoming first, edits and deletes", async () => {
    freezeDateAt("2026-11-22T18:00:00Z");
    const { client } = await ctx.signedIn();
    const past = (await client.post(TRIPS, { name: "Lake 2025", date_start: "2025-07-01", date_end: "2025-07-03" }))
      .body;
    const later = (await client.post(TRIPS, { name: "Spring", date_start: "2027-03-01", date_end: "2027-03-05" })).body;
    const soon = (await client.post(TRIPS, { name: "Thanksgiving", date_start: "2026-11-26", date_end: "2026-11-29" }))
      .body;
    expect(soon).toMatchObject({ name: "Thanksgiving", show_packed: false, photo: null });
    expect(names((await client.get(TRIPS)).body)).toEqual(["Thanksgiving", "Spring", "Lake 2025"]);
    expect(names((await client.get(`${soon.url}activities/`)).body)).toEqual(["General"]);
    expect((await client.patch(soon.url, { name: "Family", show_packed: true })).body).toMatchObject({
      name: "Family",
      show_packed: true,
    });
    expect((await client.delete(later.url)).status).toBe(204);
    expect((await client.get(later.url)).status).toBe(404);
    expect(past.id).toBeGreaterThan(0);
  });

  it.each([
    [{ name: "" }, "name", "This field may not be blank."],
    [{ date_start: "soon" }, "date_start", "Use a date as yyyy-mm-dd."],
    [{ date_end: "2026-12-01" }, "date_end", "End on or after the start date."],
  ])("POST %j answers 400 and writes nothing", async (override, field, message) => {
    const { user, client } = await ctx.signedIn();
    const response = await client.post(TRIPS, {
      name: "Trip",
      date_start: "2026-12-10",
      date_end: "2026-12-14",
      ...override,
    });
    expect(response.status).toBe(400);
    expect(response.body.fields[field]).toEqual([message]);
    expect(await rowCount(ctx.db, "pack_trips", { column: "user_id", value: user.id })).toBe(0);
  });

  it("refuses a PATCH ending before the start and changes nothing", async () => {
    const { client } = await ctx.signedIn();
    const trip = (await client.post(TRIPS, { name: "Trip", date_start: "2026-12-10", date_end: "2026-12-14" })).body;
    const response = await client.patch(trip.url, { name: "Renamed", date_end: "2026-12-01" });
    expect([response.status, response.body.fields]).toEqual([400, { date_end: ["End on or after the start date."] }]);
    expect((await client.get(trip.url)).body.name).toBe("Trip");
  });
});

describe("packing a trip", () => {
  it("adds items under activities, packs them and counts stats (an item under two activities counts once)", async () => {
    const { client } = await ctx.signedIn();
    const { trip, boots, socks, hiking, general } = await tripWithItems(client);
    const bootsHiking = (await client.post("/pack/api/trip-item/", { activity_id: hiking.id, item_id: boots.id })).body;
    const bootsGeneral = (await client.post("/pack/api/trip-item/", { activity_id: general.id, item_id: boots.id }))
      .body;
    await client.post("/pack/api/trip-item/", { activity_id: hiking.id, item_id: socks.id });
    expect(bootsHiking).toMatchObject({
      is_packed: false,
      activity_id: hiking.id,
      item: { name: "Boots", brand_name: "Merrell", category: { name: "Clothes" } },
    });

    const packed = await client.patch(bootsHiking.url, { is_packed: true });
    expect(packed.body.is_packed).toBe(true);
    expect((await client.get(`${trip.url}stats/`)).body).toEqual({
      activities: 2,
      activities_with_items: 2,
      unpacked_activities: 2,
      packed_activities: 0,
      trip_items: 3,
      packed_items: 1,
      unique_items: 2,
      packed_unique_items: 0,
    });
    await client.patch(bootsGeneral.url, { is_packed: true });
    const stats = (await client.get(`${trip.url}stats/`)).body;
    expect(stats).toMatchObject({
      packed_activities: 1,
      unpacked_activities: 1,
      packed_unique_items: 1,
      packed_items: 2,
    });
    expect(names((await client.get(`${trip.url}categories/`)).body)).toEqual(["Clothes"]);
    expect((await client.get(`${trip.url}items/`)).body).toHaveLength(3);

    const duplicate = await client.post("/pack/api/trip-item/", { activity_id: hiking.id, item_id: boots.id });
    expect([duplicate.status, duplicate.body.fields]).toEqual([
      400,
      { item_id: ["This item is already on this activity."] },
    ]);
    expect((await client.delete(bootsGeneral.url)).status).toBe(204);
    expect((await client.get(`${trip.url}items/`)).body).toHaveLength(2);
    expect((await client.delete(hiking.url)).status).toBe(204);
    expect((await client.get(`${trip.url}items/`)).body).toEqual([]);
  });

  it("offers the items used with the same activity on the most recent earlier trip, added in one call", async () => {
    const { client } = await ctx.signedIn();
    const { boots, socks, hiking } = await tripWithItems(client, "Yosemite 2024");
    await client.post("/pack/api/trip-item/", { activity_id: hiking.id, item_id: boots.id });
    await client.post("/pack/api/trip-item/", { activity_id: hiking.id, item_id: socks.id });
    const next = (await client.post(TRIPS, { name: "Zion", date_start: "2027-04-01", date_end: "2027-04-05" })).body;
    expect((await client.get(`${next.url}activities/suggestions/`)).body).toEqual(["Hiking"]);
    const hikingAgain = (await client.post(`${next.url}activities/`, { name: "hiking" })).body;
    const previous = (await client.get(`${hikingAgain.url}previous/`)).body;
    expect(previous.trip.name).toBe("Yosemite 2024");
    expect(previous.item_ids.sort()).toEqual([boots.id, socks.id].sort());
    const added = await client.post(`${hikingAgain.url}add-items/`, { item_ids: previous.item_ids });
    expect(added.status).toBe(201);
    expect(added.body.map((ti: { item: { name: string } }) => ti.item.name).sort()).toEqual(["Boots", "Wool socks"]);
    expect((await client.get(`${hikingAgain.url}previous/`)).body.item_ids).toEqual([]);
    const dup = await client.post(`${next.url}activities/`, { name: "HIKING" });
    expect(dup.body.fields).toEqual({ name: ["This trip already has this activity."] });
  });

  it("copies a trip: activities and items, nothing packed", async () => {
    const { client } = await ctx.signedIn();
    const { trip, boots, hiking } = await tripWithItems(client);
    const tripItem = (await client.post("/pack/api/trip-item/", { activity_id: hiking.id, item_id: boots.id })).body;
    await client.patch(tripItem.url, { is_packed: true });
    const copy = await client.post(`${trip.url}copy/`, {
      name: "Yosemite again",
      date_start: "2027-06-01",
      date_end: "2027-06-03",
    });
    expect(copy.status).toBe(201);
    expect(names((await client.get(`${copy.body.url}activities/`)).body)).toEqual(["General", "Hiking"]);
    const items = (await client.get(`${copy.body.url}items/`)).body;
    expect(items.map((ti: { item: { name: string }; is_packed: boolean }) => [ti.item.name, ti.is_packed])).toEqual([
      ["Boots", false],
    ]);
  });

  it("auto-add items join new trips and upcoming ones under General", async () => {
    freezeDateAt("2026-11-22T18:00:00Z");
    const { client } = await ctx.signedIn();
    const upcoming = (await client.post(TRIPS, { name: "Soon", date_start: "2026-12-01", date_end: "2026-12-02" }))
      .body;
    const past = (await client.post(TRIPS, { name: "Old", date_start: "2026-01-01", date_end: "2026-01-02" })).body;
    const charger = (await client.post(ITEMS, { name: "Phone charger" })).body;
    expect((await client.post(`${charger.url}auto-add/`, { is_auto_add: true })).body.is_auto_add).toBe(true);
    expect(
      (await client.get(`${upcoming.url}items/`)).body.map((ti: { item: { name: string } }) => ti.item.name),
    ).toEqual(["Phone charger"]);
    expect((await client.get(`${past.url}items/`)).body).toEqual([]);
    const fresh = (await client.post(TRIPS, { name: "New", date_start: "2027-01-01", date_end: "2027-01-02" })).body;
    expect((await client.get(`${fresh.url}items/`)).body).toHaveLength(1);
  });
});

describe("items", () => {
  it("creates, edits, lists by name, filters by inventory and soft-deletes (past trips keep it)", async () => {
    const { client } = await ctx.signedIn();
    const { trip, boots, hiking } = await tripWithItems(client);
    await client.post("/pack/api/trip-item/", { activity_id: hiking.id, item_id: boots.id });
    const closet = (await client.post("/pack/api/inventory/", { name: "Closet" })).body;
    expect((await client.post("/pack/api/inventory/", { name: "closet" })).body.id).toBe(closet.id);
    expect((await client.patch(boots.url, { inventory_id: closet.id, color: "Black" })).body).toMatchObject({
      color: "Black",
      inventory: { name: "Closet" },
    });
    expect(names((await client.get(`${ITEMS}?inventory=${closet.id}`)).body)).toEqual(["Boots"]);
    await client.post(ITEMS, { name: "Axe" });
    expect(names((await client.get(ITEMS)).body)).toEqual(["Axe", "Boots", "Wool socks"]); // by name
    expect((await client.delete(boots.url)).status).toBe(204);
    expect(names((await client.get(ITEMS)).body)).toEqual(["Axe", "Wool socks"]);
    expect((await client.get(boots.url)).status).toBe(404);
    expect((await client.get(`${trip.url}items/`)).body[0].item.name).toBe("Boots");
    const gone = await client.post("/pack/api/trip-item/", { activity_id: hiking.id, item_id: boots.id });
    expect(gone.body.fields).toEqual({ item_id: ["Choose one from the list."] });
  });

  it.each([
    [{ name: " " }, "name", "This field may not be blank."],
    [{ name: "Hat", size: "x".repeat(51) }, "size", "Use at most 50 characters."],
    [{ name: "Hat", category_id: 999_999 }, "category_id", "Choose one from the list."],
  ])("POST %j answers 400 and writes nothing", async (body, field, message) => {
    const { user, client } = await ctx.signedIn();
    const response = await client.post(ITEMS, body);
    expect(response.status).toBe(400);
    expect(response.body.fields[field]).toEqual([message]);
    expect(await rowCount(ctx.db, "pack_items", { column: "user_id", value: user.id })).toBe(0);
  });
});

describe("owner scoping and authentication", () => {
  it("answers 404 for another owner's trip, activity, item and trip item", async () => {
    const owner = await ctx.signedIn();
    const { trip, boots, hiking } = await tripWithItems(owner.client);
    const tripItem = (await owner.client.post("/pack/api/trip-item/", { activity_id: hiking.id, item_id: boots.id }))
      .body;
    const { client } = await ctx.signedIn();
    for (const url of [
      trip.url,
      `${trip.url}items/`,
      `${trip.url}stats/`,
      `${trip.url}activities/`,
      `${trip.url}categories/`,
      boots.url,
      `${hiking.url}previous/`,
    ]) {
      expect((await client.get(url)).status, url).toBe(404);
    }
    expect((await client.patch(trip.url, { name: "Mine" })).status).toBe(404);
    expect((await client.patch(boots.url, { name: "Mine" })).status).toBe(404);
    expect((await client.patch(tripItem.url, { is_packed: true })).status).toBe(404);
    expect(
      (await client.post(`${trip.url}copy/`, { name: "Mine", date_start: "2027-01-01", date_end: "2027-01-02" }))
        .status,
    ).toBe(404);
    for (const url of [tripItem.url, hiking.url, boots.url, trip.url])
      expect((await client.delete(url)).status, url).toBe(404);
    const theirs = await client.post("/pack/api/trip-item/", { activity_id: hiking.id, item_id: boots.id });
    expect(theirs.body.fields).toEqual({
      activity_id: ["Choose one from the list."],
      item_id: ["Choose one from the list."],
    });
    expect((await owner.client.get(`${trip.url}items/`)).body).toHaveLength(1);
  });

  it("answers 401 without a token", async () => {
    for (const [method, url] of [
      ["GET", TRIPS],
      ["POST", TRIPS],
      ["GET", `${TRIPS}1/`],
      ["PATCH", `${TRIPS}1/`],
      ["DELETE", `${TRIPS}1/`],
      ["POST", `${TRIPS}1/copy/`],
      ["GET", `${TRIPS}1/items/`],
      ["GET", `${TRIPS}1/stats/`],
      ["GET", `${TRIPS}1/categories/`],
      ["GET", `${TRIPS}1/activities/`],
      ["POST", `${TRIPS}1/activities/`],
      ["GET", `${TRIPS}1/activities/suggestions/`],
      ["POST", `${TRIPS}1/photo/`],
      ["DELETE", "/pack/api/activity/1/"],
      ["GET", "/pack/api/activity/1/previous/"],
      ["POST", "/pack/api/activity/1/add-items/"],
      ["GET", ITEMS],
      ["POST", ITEMS],
      ["PATCH", `${ITEMS}1/`],
      ["DELETE", `${ITEMS}1/`],
      ["POST", `${ITEMS}1/auto-add/`],
      ["POST", `${ITEMS}1/photo/`],
      ["POST", "/pack/api/trip-item/"],
      ["PATCH", "/pack/api/trip-item/1/"],
      ["DELETE", "/pack/api/trip-item/1/"],
      ["GET", "/pack/api/category/"],
      ["POST", "/pack/api/inventory/"],
    ] as const) {
      const body = method === "GET" || method === "DELETE" ? undefined : {};
      expect((await ctx.anonymous.request(method, url, body)).status, `${method} ${url}`).toBe(401);
    }
  });
});
