import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { ApiClient } from "../../test-support/api-client";
import { freezeDateAt, restoreClock } from "../../test-support/clock";
import { rowCount } from "../../test-support/row-count";
import { createTestContext, type TestContext } from "../../test-support/test-app";

const BASE = "/tracker/api/water";
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext(); // owners default to America/Chicago
});
afterAll(() => ctx.close());
afterEach(restoreClock);

const countRows = (table: "water_entries" | "water_daily_targets", userId: number) =>
  rowCount(ctx.db, table, { column: "user_id", value: userId });

describe("daily target", () => {
  it("follows the spec's create-if-empty flow and then updates", async () => {
    const { client } = await ctx.signedIn();
    expect((await client.get(`${BASE}/daily-target/`)).body).toEqual([]);

    const created = await client.post(`${BASE}/daily-target/`, { target_ml: 0 });
    expect(created.status).toBe(201);
    expect(created.body).toEqual({
      id: expect.any(Number),
      url: `http://localhost:80${BASE}/daily-target/${created.body.id}/`,
      target_ml: 0,
    });

    const patched = await client.patch(created.body.url, { target_ml: 2000 });
    expect(patched.status).toBe(200);
    expect(patched.body.target_ml).toBe(2000);
    expect((await client.get(`${BASE}/daily-target/`)).body).toEqual([patched.body]);
    expect((await client.get(created.body.url)).body).toEqual(patched.body);
  });

  it("never makes two targets, even when two tabs create at once", async () => {
    const { user, client } = await ctx.signedIn();
    const responses = await Promise.all(
      Array.from({ length: 5 }, () => client.post(`${BASE}/daily-target/`, { target_ml: 0 })),
    );
    expect(responses.filter((r) => r.status === 201)).toHaveLength(1);
    expect(responses.filter((r) => r.status === 200)).toHaveLength(4);
    expect(new Set(responses.map((r) => r.body.id)).size).toBe(1);
    expect(await countRows("water_daily_targets", user.id)).toBe(1);
  });

  it.each([
    [{ target_ml: -1 }, "Use 0 or more."],
    [{ target_ml: 1.5 }, "Use a whole number of millilitres."],
    [{ target_ml: "lots" }, "Enter a number."],
    [{}, "This field is required."],
    [{ target_ml: 20_001 }, "Use at most 20,000 ml."],
  ])("rejects %j with a field error and changes nothing", async (payload, message) => {
    const { client } = await ctx.signedIn();
    const target = (await client.post(`${BASE}/daily-target/`, { target_ml: 1500 })).body;
    const response = await client.patch(target.url, payload);
    expect(response.status).toBe(400);
    expect(response.body.fields).toEqual({ target_ml: [message] });
    expect((await client.get(target.url)).body.target_ml).toBe(1500);
  });

  it("hides another owner's target behind a 404", async () => {
    const owner = await ctx.signedIn();
    const stranger = await ctx.signedIn();
    const target = (await owner.client.post(`${BASE}/daily-target/`, { target_ml: 1000 })).body;
    expect((await stranger.client.get(target.url)).status).toBe(404);
    expect((await stranger.client.patch(target.url, { target_ml: 1 })).status).toBe(404);
    expect((await owner.client.get(target.url)).body.target_ml).toBe(1000);
  });

  it("answers 401 without a token", async () => {
    expect((await ctx.anonymous.get(`${BASE}/daily-target/`)).status).toBe(401);
    expect((await ctx.anonymous.post(`${BASE}/daily-target/`, { target_ml: 0 })).status).toBe(401);
    expect((await ctx.anonymous.patch(`${BASE}/daily-target/1/`, { target_ml: 0 })).status).toBe(401);
  });
});

describe("entries", () => {
  const add = (client: ApiClient, amount: number) => client.post(`${BASE}/tracker/`, { amount });

  it("adds, lists today's newest first, and deletes", async () => {
    const { client } = await ctx.signedIn();
    const first = await add(client, 236);
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ amount: 236, url: `http://localhost:80${BASE}/tracker/${first.body.id}/` });
    const second = (await add(client, 591)).body;

    expect((await client.get(`${BASE}/tracker/`)).body.map((e: { id: number }) => e.id)).toEqual([
      second.id,
      first.body.id,
    ]);
    expect((await client.delete(second.url)).status).toBe(204);
    expect((await client.get(`${BASE}/tracker/`)).body).toEqual([first.body]);
    expect((await client.delete(second.url)).status).toBe(404);
  });

  it.each([
    [{ amount: 0 }, "Use at least 1 ml."],
    [{ amount: 5001 }, "Use at most 5,000 ml."],
    [{ amount: 8.5 }, "Use a whole number of millilitres."],
    [{ amount: "8oz" }, "Enter a number."],
    [{}, "This field is required."],
  ])("rejects %j with a field error and writes nothing", async (payload, message) => {
    const { user, client } = await ctx.signedIn();
    const response = await client.post(`${BASE}/tracker/`, payload);
    expect(response.status).toBe(400);
    expect(response.body.fields).toEqual({ amount: [message] });
    expect(await countRows("water_entries", user.id)).toBe(0);
  });

  it("hides another owner's entry behind a 404 and keeps it", async () => {
    const owner = await ctx.signedIn();
    const stranger = await ctx.signedIn();
    const entry = (await add(owner.client, 946)).body;
    expect((await stranger.client.delete(entry.url)).status).toBe(404);
    expect((await stranger.client.get(`${BASE}/tracker/`)).body).toEqual([]);
    expect((await owner.client.get(`${BASE}/tracker/`)).body).toEqual([entry]);
  });

  it("answers 404 for an id that is not a number", async () => {
    const { client } = await ctx.signedIn();
    expect((await client.delete(`${BASE}/tracker/abc/`)).status).toBe(404);
  });

  it("answers 401 without a token", async () => {
    expect((await ctx.anonymous.get(`${BASE}/tracker/`)).status).toBe(401);
    expect((await ctx.anonymous.post(`${BASE}/tracker/`, { amount: 236 })).status).toBe(401);
    expect((await ctx.anonymous.delete(`${BASE}/tracker/1/`)).status).toBe(401);
  });

  it("starts a new day at the owner's midnight, not UTC's", async () => {
    const { client } = await ctx.signedIn();
    freezeDateAt("2026-11-22T05:30:00Z"); // 23:30 on the 21st in Chicago
    const late = (await add(client, 236)).body;
    expect(late.date_created).toBe("2026-11-21");
    freezeDateAt("2026-11-22T06:30:00Z"); // 00:30 on the 22nd in Chicago
    const early = (await add(client, 591)).body;
    expect(early.date_created).toBe("2026-11-22");
    expect((await client.get(`${BASE}/tracker/`)).body).toEqual([early]);
  });
});

describe("summary and streak", () => {
  it("has 30 days oldest first, empty days at 0, and the target in force each day", async () => {
    const { client } = await ctx.signedIn();
    freezeDateAt("2026-11-10T18:00:00Z");
    const target = (await client.post(`${BASE}/daily-target/`, { target_ml: 0 })).body;
    await client.patch(target.url, { target_ml: 2000 });
    await client.post(`${BASE}/tracker/`, { amount: 2000 });
    freezeDateAt("2026-11-15T18:00:00Z");
    await client.patch(target.url, { target_ml: 2500 });
    await client.post(`${BASE}/tracker/`, { amount: 1000 });
    await client.post(`${BASE}/tracker/`, { amount: 1500 });
    freezeDateAt("2026-11-22T18:00:00Z");

    const days = (await client.get(`${BASE}/summary/`)).body;
    expect(days).toHaveLength(30);
    expect(days[0]).toEqual({ date_created: "2026-10-24", target_ml: 0, amount: 0 });
    expect(days.at(-1)).toEqual({ date_created: "2026-11-22", target_ml: 2500, amount: 0 });
    const byDate = Object.fromEntries(days.map((d: { date_created: string }) => [d.date_created, d]));
    expect(byDate["2026-11-10"]).toEqual({ date_created: "2026-11-10", target_ml: 2000, amount: 2000 });
    expect(byDate["2026-11-14"]).toEqual({ date_created: "2026-11-14", target_ml: 2000, amount: 0 });
    expect(byDate["2026-11-15"]).toEqual({ date_created: "2026-11-15", target_ml: 2500, amount: 2500 });
  });

  it("counts the current streak, today included once met", async () => {
    const { client } = await ctx.signedIn();
    freezeDateAt("2026-11-19T18:00:00Z");
    const target = (await client.post(`${BASE}/daily-target/`, { target_ml: 1000 })).body;
    expect(target.target_ml).toBe(1000);
    await client.post(`${BASE}/tracker/`, { amount: 1000 });
    freezeDateAt("2026-11-20T18:00:00Z");
    await client.post(`${BASE}/tracker/`, { amount: 1200 });
    freezeDateAt("2026-11-21T18:00:00Z");
    await client.post(`${BASE}/tracker/`, { amount: 999 });
    await client.post(`${BASE}/tracker/`, { amount: 1 });
    freezeDateAt("2026-11-22T18:00:00Z");
    expect((await client.get(`${BASE}/streak/`)).body).toEqual({ current: 3, today_met: false });
    await client.post(`${BASE}/tracker/`, { amount: 1000 });
    expect((await client.get(`${BASE}/streak/`)).body).toEqual({ current: 4, today_met: true });
  });

  it("answers 401 without a token", async () => {
    expect((await ctx.anonymous.get(`${BASE}/summary/`)).status).toBe(401);
    expect((await ctx.anonymous.get(`${BASE}/streak/`)).status).toBe(401);
  });
});
