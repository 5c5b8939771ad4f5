import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { ApiClient, ApiResponse } from "../../test-support/api-client";
import { freezeDateAt, restoreClock } from "../../test-support/clock";
import { rowCount } from "../../test-support/row-count";
import { createTestContext, type TestContext } from "../../test-support/test-app";
import { ABANDONED_AFTER_MS, requestHash } from "./idempotency.hook";
import { claimKey, findKey } from "./idempotency.repo";

// Issue 22: the offline queue's writes carry an Idempotency-Key; a repeat answers the first
// result and writes nothing.

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext(); // owners default to America/Chicago
});
afterAll(() => ctx.close());
afterEach(restoreClock);

type Method = "POST" | "PATCH";
type Write = { method: Method; url: string; body: object; rows: () => Promise<number> };

const send = (client: ApiClient, write: Pick<Write, "method" | "url" | "body">, key?: string) =>
  client.request(write.method, write.url, write.body, undefined, key ? { "idempotency-key": key } : {});

let keySequence = 0;
const newKey = () => `test-key-${process.pid}-${++keySequence}`;

/** One case per write the phone's offline queue sends, each set up for a fresh owner. */
const WRITES: [string, (client: ApiClient, userId: number) => Promise<Write>][] = [
  [
    "water add",
    async (_client, userId) => ({
      method: "POST",
      url: "/tracker/api/water/tracker/",
      body: { amount: 236 },
      rows: () => rowCount(ctx.db, "water_entries", { column: "user_id", value: userId }),
    }),
  ],
  [
    "task quick add",
    async (_client, userId) => ({
      method: "POST",
      url: "/task/api/task/quick/",
      body: { text: "Buy stamps tomorrow" },
      rows: () => rowCount(ctx.db, "tasks", { column: "user_id", value: userId }),
    }),
  ],
  [
    "task create",
    async (_client, userId) => ({
      method: "POST",
      url: "/task/api/task/",
      body: { name: "Call the garage" },
      rows: () => rowCount(ctx.db, "tasks", { column: "user_id", value: userId }),
    }),
  ],
  [
    "task done (a repeating task: every completion is a row)",
    async (client, userId) => {
      const task = (await client.post("/task/api/task/quick/", { text: "Water plants every day" })).body;
      return {
        method: "PATCH",
        url: task.url,
        body: { is_completed: true },
        rows: () => rowCount(ctx.db, "task_completions", { column: "user_id", value: userId }),
      };
    },
  ],
  [
    "fuel fill-up",
    async (client) => {
      const vehicle = (await client.post("/fuel/api/vehicles/", { name: "Civic" })).body;
      return {
        method: "POST",
        url: vehicle.entries_url,
        body: { date: "2026-03-11", mileage: 1000, gallons: 10, price_per_gallon: 3 },
        rows: () => rowCount(ctx.db, "fuel_entries", { column: "vehicle_id", value: vehicle.id }),
      };
    },
  ],
  [
    "reading tick",
    async (client, userId) => {
      await client.post("/bible/api/plan/", {
        kind: "custom",
        start_date: "2026-03-10",
        books: [{ book: "ROM" }],
        days: 16,
      });
      const [reading] = (await client.get("/bible/api/schedule/")).body;
      return {
        method: "PATCH",
        url: reading.url,
        body: { is_completed: true },
        // Ticked readings are what a repeat must not add to.
        rows: async () =>
          Number(
            (
              await ctx.db
                .selectFrom("bible_schedule_entries")
                .select((eb) => eb.fn.countAll().as("n"))
                .where("user_id", "=", userId)
                .where("is_completed", "=", true)
                .executeTakeFirstOrThrow()
            ).n,
          ),
      };
    },
  ],
];

describe.each(WRITES)("%s with an Idempotency-Key", (_name, setUp) => {
  it("writes once; a repeat answers the first result and writes nothing", async () => {
    freezeDateAt("2026-03-11T18:00:00Z");
    const { user, client } = await ctx.signedIn();
    const write = await setUp(client, user.id);
    const before = await write.rows();
    const key = newKey();

    const first = await send(client, write, key);
    expect(first.status).toBeLessThan(300);
    expect(await write.rows()).toBe(before + 1);

    freezeDateAt("2026-03-11T18:05:00Z"); // a replay that ran again would show the later time
    const repeat = await send(client, write, key);
    expect(repeat.status).toBe(first.status);
    expect(repeat.body).toEqual(first.body);
    expect(repeat.headers["idempotent-replayed"]).toBe("true");
    expect(await write.rows()).toBe(before + 1);
  });

  it("runs once when two requests with one key arrive together", async () => {
    const { user, client } = await ctx.signedIn();
    const write = await setUp(client, user.id);
    const before = await write.rows();
    const key = newKey();
    const answers = await Promise.all([send(client, write, key), send(client, write, key)]);
    // The loser either waits out the winner's answer (a replay) or is told to try again (409).
    const statuses = answers.map((answer: ApiResponse) => answer.status).sort();
    expect(statuses[0]).toBeLessThan(300);
    expect([statuses[0], 409]).toContain(statuses[1]);
    expect(await write.rows()).toBe(before + 1);
  });

  it("answers 401 without a token and keeps nothing", async () => {
    const { user, client } = await ctx.signedIn();
    const write = await setUp(client, user.id);
    const before = await write.rows();
    const key = newKey();
    expect((await send(ctx.anonymous, write, key)).status).toBe(401);
    expect(await write.rows()).toBe(before);
    expect(await findKey(ctx.db, user.id, key)).toBeUndefined();
  });
});

describe("Idempotency-Key rules", () => {
  const water = { method: "POST" as const, url: "/tracker/api/water/tracker/", body: { amount: 236 } };
  const waterRows = (userId: number) => rowCount(ctx.db, "water_entries", { column: "user_id", value: userId });

  it("refuses the same key with another body (422) and writes nothing", async () => {
    const { user, client } = await ctx.signedIn();
    const key = newKey();
    await send(client, water, key);
    const other = await send(client, { ...water, body: { amount: 500 } }, key);
    expect(other.status).toBe(422);
    expect(other.body).toEqual({
      code: "idempotency_key_reused",
      detail: "This Idempotency-Key was already used for a different request. Send a new key with a new request.",
    });
    expect(await waterRows(user.id)).toBe(1);
  });

  it("keeps keys per owner: another owner's key of the same name is theirs alone", async () => {
    const owner = await ctx.signedIn();
    const stranger = await ctx.signedIn();
    const key = newKey();
    const mine = await send(owner.client, water, key);
    const theirs = await send(stranger.client, water, key);
    expect(theirs.status).toBe(201);
    expect(theirs.body.id).not.toBe(mine.body.id);
    expect(await waterRows(stranger.user.id)).toBe(1);
  });

  it("answers 404 for another owner's object and frees the key for a corrected retry", async () => {
    const owner = await ctx.signedIn();
    const stranger = await ctx.signedIn();
    const task = (await owner.client.post("/task/api/task/", { name: "Mine" })).body;
    const key = newKey();
    expect(
      (await send(stranger.client, { method: "PATCH", url: task.url, body: { is_completed: true } }, key)).status,
    ).toBe(404);
    expect((await owner.client.get(task.url)).body.is_completed).toBe(false);
    expect(await findKey(ctx.db, stranger.user.id, key)).toBeUndefined();
  });

  it.each([
    ["a key with spaces", "not a key"],
    ["an over-long key", "k".repeat(201)],
  ])("rejects %s with a field error and writes nothing", async (_name, key) => {
    const { user, client } = await ctx.signedIn();
    const response = await send(client, water, key);
    expect(response.status).toBe(400);
    expect(response.body.fields).toEqual({
      "Idempotency-Key": ["Use 1 to 200 letters, digits, '-', '_', '.' or ':'."],
    });
    expect(await waterRows(user.id)).toBe(0);
  });

  it("answers bad input with 400 and keeps no answer, so the corrected entry can reuse the key", async () => {
    const { user, client } = await ctx.signedIn();
    const key = newKey();
    const refused = await send(client, { ...water, body: { amount: 0 } }, key);
    expect(refused.status).toBe(400);
    expect(refused.body.fields).toEqual({ amount: ["Use at least 1 ml."] });
    expect(await waterRows(user.id)).toBe(0);
    const refusedInHandler = await send(
      client,
      {
        method: "POST",
        url: "/fuel/api/vehicles/no-such-car/entries/",
        body: { date: "2026-03-11", mileage: 1, gallons: 1, price_per_gallon: 1 },
      },
      key,
    );
    expect(refusedInHandler.status).toBe(404);
    expect(await findKey(ctx.db, user.id, key)).toBeUndefined();
  });

  it("tells a repeat that arrives while the first still runs to try again (409); a claim left by a dead process expires", async () => {
    const { user, client } = await ctx.signedIn();
    const key = newKey();
    freezeDateAt("2026-03-11T18:00:00Z");
    // A claim with no answer yet is what a request still running leaves behind.
    await claimKey(ctx.db, {
      user_id: user.id,
      idempotency_key: key,
      request_hash: requestHash(water.method, water.url, water.body),
      created_at: new Date().toISOString(),
    });
    const waiting = await send(client, water, key);
    expect(waiting.status).toBe(409);
    expect(waiting.body.code).toBe("idempotency_in_progress");
    expect(await waterRows(user.id)).toBe(0);

    freezeDateAt(new Date(Date.parse("2026-03-11T18:00:00Z") + ABANDONED_AFTER_MS + 1000).toISOString());
    expect((await send(client, water, key)).status).toBe(201);
    expect((await send(client, water, key)).headers["idempotent-replayed"]).toBe("true");
    expect(await waterRows(user.id)).toBe(1);
  });

  it("leaves reads alone", async () => {
    const { client } = await ctx.signedIn();
    const key = newKey();
    const read = await client.request("GET", "/tracker/api/water/tracker/", undefined, undefined, {
      "idempotency-key": key,
    });
    expect(read.status).toBe(200);
    expect(read.headers["idempotent-replayed"]).toBeUndefined();
  });
});
