import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { ApiClient } from "../../test-support/api-client";
import { freezeDateAt, restoreClock } from "../../test-support/clock";
import { rowCount } from "../../test-support/row-count";
import { createTestContext, type TestContext } from "../../test-support/test-app";

const MEMORY = "/bible/api/memory/";
// 13:00 in Chicago on Wednesday 2026-03-11.
const noonOn = (date: string) => `${date}T18:00:00Z`;

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext(); // owners default to America/Chicago
});
afterAll(() => ctx.close());
afterEach(restoreClock);

const add = (client: ApiClient, body: object) => client.post(MEMORY, body).then((response) => response.body);

describe("memory items", () => {
  it("creates an item with defaults and keeps line breaks in the notes", async () => {
    freezeDateAt(noonOn("2026-03-11"));
    const { client } = await ctx.signedIn();
    const notes = "And we know that for those who love God\nall things work together for good.";
    const response = await client.post(MEMORY, { name: " Romans 8:28 ", notes });
    expect(response.status).toBe(201);
    expect(response.body).toEqual({
      id: response.body.id,
      url: `http://localhost:80/bible/api/memory/${response.body.id}/`,
      review_url: `http://localhost:80/bible/api/memory/${response.body.id}/review/`,
      name: "Romans 8:28",
      notes,
      planned_date: null,
      is_priority: false,
      is_completed: false,
      time_completed: null,
      is_past_due: false,
      review_stage: 0,
      next_review_date: null,
      is_review_due: false,
    });
  });

  it("lists unmemorized items by planned date, then memorized ones", async () => {
    freezeDateAt(noonOn("2026-03-11"));
    const { client } = await ctx.signedIn();
    const other = await ctx.signedIn();
    await add(other.client, { name: "Someone else's" });
    await add(client, { name: "Undated" });
    const late = await add(client, { name: "Late", planned_date: "2026-04-01", is_priority: true });
    const past = await add(client, { name: "Past", planned_date: "2026-03-01" });
    const learned = await add(client, { name: "Learned", planned_date: "2026-01-01" });
    await client.patch(learned.url, { is_completed: true });
    const list = (await client.get(MEMORY)).body;
    expect(list.map((item: { name: string }) => item.name)).toEqual(["Past", "Late", "Undated", "Learned"]);
    expect(list[0]).toMatchObject({ id: past.id, is_past_due: true });
    expect(list[1]).toMatchObject({ id: late.id, is_past_due: false, is_priority: true });
    // A memorized item is never past due.
    expect(list[3]).toMatchObject({ is_completed: true, is_past_due: false });
  });

  it("edits the fields", async () => {
    const { client } = await ctx.signedIn();
    const item = await add(client, { name: "John 3:16" });
    const response = await client.patch(item.url, {
      name: "John 3:16-17",
      notes: "For God so loved the world,\nthat he gave his only Son",
      planned_date: "2026-05-01",
      is_priority: true,
    });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      name: "John 3:16-17",
      notes: "For God so loved the world,\nthat he gave his only Son",
      planned_date: "2026-05-01",
      is_priority: true,
      is_completed: false,
    });
    expect((await client.patch(item.url, { planned_date: null })).body.planned_date).toBeNull();
  });

  it("deletes an item", async () => {
    const { user, client } = await ctx.signedIn();
    const item = await add(client, { name: "Psalm 23:1" });
    expect((await client.delete(item.url)).status).toBe(204);
    expect(await rowCount(ctx.db, "bible_memory_items", { column: "user_id", value: user.id })).toBe(0);
    expect((await client.delete(item.url)).status).toBe(404);
  });

  it.each([
    [{}, { name: ["This field is required."] }],
    [{ name: "  " }, { name: ["This field may not be blank."] }],
    [{ name: "x".repeat(201) }, { name: ["Use at most 200 characters."] }],
    [{ name: "Ps 1", planned_date: "03/11/2026" }, { planned_date: ["Use a date as yyyy-mm-dd."] }],
    [{ name: "Ps 1", is_priority: "yes" }, { is_priority: ["Choose yes or no."] }],
  ])("rejects %j with field errors and writes nothing", async (body, fields) => {
    const { user, client } = await ctx.signedIn();
    const response = await client.post(MEMORY, body);
    expect(response.status).toBe(400);
    expect(response.body.fields).toEqual(fields);
    expect(await rowCount(ctx.db, "bible_memory_items", { column: "user_id", value: user.id })).toBe(0);
  });

  it.each([
    [{ name: "" }, { name: ["This field may not be blank."] }],
    [{ is_completed: "no" }, { is_completed: ["Choose yes or no."] }],
    [{ review_stage: 6 }, { non_field_errors: [expect.stringContaining("review_stage")] }],
  ])("rejects the change %j and keeps the item", async (body, fields) => {
    const { client } = await ctx.signedIn();
    const item = await add(client, { name: "Ps 1" });
    const response = await client.patch(item.url, body);
    expect(response.status).toBe(400);
    expect(response.body.fields).toEqual(fields);
    expect((await client.get(MEMORY)).body).toEqual([item]);
  });

  it("answers 404 for another owner's item and leaves it alone", async () => {
    freezeDateAt(noonOn("2026-03-11"));
    const owner = await ctx.signedIn();
    const item = await add(owner.client, { name: "Ps 1" });
    await owner.client.patch(item.url, { is_completed: true });
    const { client } = await ctx.signedIn();
    expect((await client.patch(item.url, { name: "Mine" })).status).toBe(404);
    expect((await client.post(item.review_url, { remembered: true })).status).toBe(404);
    expect((await client.delete(item.url)).status).toBe(404);
    expect((await owner.client.get(MEMORY)).body).toEqual([
      expect.objectContaining({ name: "Ps 1", review_stage: 0, next_review_date: "2026-03-12" }),
    ]);
  });

  it("answers 401 without a token", async () => {
    const { client } = await ctx.signedIn();
    const item = await add(client, { name: "Ps 1" });
    expect((await ctx.anonymous.get(MEMORY)).status).toBe(401);
    expect((await ctx.anonymous.post(MEMORY, { name: "Ps 2" })).status).toBe(401);
    expect((await ctx.anonymous.patch(item.url, { name: "Ps 2" })).status).toBe(401);
    expect((await ctx.anonymous.delete(item.url)).status).toBe(401);
    expect((await ctx.anonymous.post(item.review_url, { remembered: true })).status).toBe(401);
  });
});

describe("memorizing and reviewing", () => {
  it("schedules reviews after 1, 3, 7, 14, 30 and 90 days; forgetting restarts", async () => {
    freezeDateAt(noonOn("2026-03-11"));
    const { client } = await ctx.signedIn();
    const item = await add(client, { name: "Philippians 4:6", planned_date: "2026-03-01" });
    const memorized = (await client.patch(item.url, { is_completed: true })).body;
    expect(memorized).toMatchObject({
      is_completed: true,
      time_completed: "2026-03-11T18:00:00.000Z",
      is_past_due: false,
      review_stage: 0,
      next_review_date: "2026-03-12",
      is_review_due: false,
    });

    freezeDateAt(noonOn("2026-03-12"));
    expect((await client.get(MEMORY)).body[0].is_review_due).toBe(true);
    const steps: [string, number, string][] = [
      ["2026-03-12", 1, "2026-03-15"],
      ["2026-03-15", 2, "2026-03-22"],
      ["2026-03-22", 3, "2026-04-05"],
      ["2026-04-05", 4, "2026-05-05"],
      ["2026-05-05", 5, "2026-08-03"],
      ["2026-08-03", 6, "2026-11-01"],
      ["2026-11-01", 6, "2027-01-30"],
    ];
    for (const [today, stage, next] of steps) {
      freezeDateAt(noonOn(today));
      const response = await client.post(item.review_url, { remembered: true });
      expect(response.status).toBe(200);
      expect(response.body).toMatchObject({ review_stage: stage, next_review_date: next, is_review_due: false });
    }

    freezeDateAt(noonOn("2027-01-30"));
    const forgot = (await client.post(item.review_url, { remembered: false })).body;
    expect(forgot).toMatchObject({ review_stage: 0, next_review_date: "2027-01-31", is_completed: true });
  });

  it("un-marking clears the review state", async () => {
    freezeDateAt(noonOn("2026-03-11"));
    const { client } = await ctx.signedIn();
    const item = await add(client, { name: "Ps 1", planned_date: "2026-03-01" });
    await client.patch(item.url, { is_completed: true });
    await client.post(item.review_url, { remembered: true });
    const cleared = (await client.patch(item.url, { is_completed: false })).body;
    expect(cleared).toMatchObject({
      is_completed: false,
      time_completed: null,
      review_stage: 0,
      next_review_date: null,
      is_review_due: false,
      is_past_due: true,
    });
  });

  it("answers 409 when reviewing an item not memorized", async () => {
    const { client } = await ctx.signedIn();
    const item = await add(client, { name: "Ps 1" });
    const response = await client.post(item.review_url, { remembered: true });
    expect(response.status).toBe(409);
    expect((await client.get(MEMORY)).body[0]).toMatchObject({ review_stage: 0, next_review_date: null });
  });

  it("rejects a review without an answer and changes nothing", async () => {
    freezeDateAt(noonOn("2026-03-11"));
    const { client } = await ctx.signedIn();
    const item = await add(client, { name: "Ps 1" });
    await client.patch(item.url, { is_completed: true });
    const response = await client.post(item.review_url, {});
    expect(response.status).toBe(400);
    expect(response.body.fields).toEqual({ remembered: ["Choose yes or no."] });
    expect((await client.get(MEMORY)).body[0]).toMatchObject({ review_stage: 0, next_review_date: "2026-03-12" });
  });
});
