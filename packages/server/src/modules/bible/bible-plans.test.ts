import { addDays } from "@homebase/contracts";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { ApiClient } from "../../test-support/api-client";
import { freezeDateAt, restoreClock } from "../../test-support/clock";
import { rowCount } from "../../test-support/row-count";
import { createTestContext, type TestContext } from "../../test-support/test-app";

const PLANS = "/bible/api/plan/";
// 13:00 in Chicago on Wednesday 2026-03-11.
const TODAY = "2026-03-11";
const NOON = "2026-03-11T18:00:00Z";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext(); // owners default to America/Chicago
});
afterAll(() => ctx.close());
afterEach(restoreClock);

const entriesOf = (planId: number) =>
  ctx.db
    .selectFrom("bible_schedule_entries")
    .select(["book", "chapter", "planned_date", "is_completed"])
    .where("plan_id", "=", planId)
    .orderBy("planned_date")
    .orderBy("sequence")
    .execute();

async function ruthPlan(client: ApiClient, startOffset = -2) {
  // Ruth has 4 chapters: one a day from start_date.
  const response = await client.post(PLANS, {
    kind: "custom",
    start_date: addDays(TODAY, startOffset),
    books: [{ book: "RUT" }],
    days: 4,
  });
  expect(response.status).toBe(201);
  return response.body;
}

describe("books", () => {
  it("lists the 66 books in canonical order", async () => {
    const { client } = await ctx.signedIn();
    const response = await client.get("/bible/api/books/");
    expect(response.status).toBe(200);
    expect(response.body).toHaveLength(66);
    expect(response.body[0]).toEqual({ id: "GEN", name: "Genesis", testament: "OT", chapters: 50 });
    expect(response.body[39]).toEqual({ id: "MAT", name: "Matthew", testament: "NT", chapters: 28 });
    expect(response.body[65]).toEqual({ id: "REV", name: "Revelation", testament: "NT", chapters: 22 });
  });

  it("answers 401 without a token", async () => {
    expect((await ctx.anonymous.get("/bible/api/books/")).status).toBe(401);
  });
});

describe("starting plans", () => {
  it("starts Bible in a Year with all 1,189 chapters over 365 days", async () => {
    freezeDateAt(NOON);
    const { user, client } = await ctx.signedIn();
    const response = await client.post(PLANS, { kind: "year", start_date: addDays(TODAY, -2) });
    expect(response.status).toBe(201);
    const plan = response.body;
    expect(plan).toMatchObject({
      url: `http://localhost:80/bible/api/plan/${plan.id}/`,
      catch_up_url: `http://localhost:80/bible/api/plan/${plan.id}/catch-up/`,
      kind: "year",
      name: "Bible in a Year",
      start_date: "2026-03-09",
      days: 365,
      weekdays: [],
      is_paused: false,
      chapters_total: 1189,
      chapters_done: 0,
      percent: 0,
      expected_finish_date: addDays("2026-03-09", 364),
      streak_days: 0,
    });
    expect(plan.time_created).toBe("2026-03-11T18:00:00.000Z");
    const entries = await entriesOf(plan.id);
    expect(entries).toHaveLength(1189);
    expect(await rowCount(ctx.db, "bible_schedule_entries", { column: "user_id", value: user.id })).toBe(1189);
    expect(entries[0]).toMatchObject({ book: "GEN", chapter: 1, planned_date: "2026-03-09", is_completed: false });
    expect(entries.at(-1)).toMatchObject({ book: "REV", chapter: 22, planned_date: addDays("2026-03-09", 364) });
    expect(new Set(entries.map((entry) => entry.planned_date)).size).toBe(365);
    // The first two days are overdue.
    const overdue = entries.filter((entry) => entry.planned_date < TODAY).length;
    expect(overdue).toBeGreaterThan(1);
    expect(plan.overdue_count).toBe(overdue);
  });

  it.each([
    ["nt90", "New Testament in 90 Days", 260, 90],
    ["psalms-proverbs", "Psalms and Proverbs in a Month", 181, 30],
  ])("starts %s", async (kind, name, chapters, days) => {
    freezeDateAt(NOON);
    const { client } = await ctx.signedIn();
    const plan = (await client.post(PLANS, { kind, start_date: TODAY, books: [{ book: "GEN" }], days: 3 })).body;
    // Built-in kinds ignore books and days.
    expect(plan).toMatchObject({ kind, name, days, chapters_total: chapters, overdue_count: 0 });
    expect(plan.expected_finish_date).toBe(addDays(TODAY, days - 1));
  });

  it("starts a custom plan on chosen weekdays, named after its books", async () => {
    const { client } = await ctx.signedIn();
    const response = await client.post(PLANS, {
      kind: "custom",
      start_date: TODAY,
      books: [{ book: "ROM" }, { book: "JHN", from_chapter: 1, to_chapter: 3 }],
      days: 6,
      weekdays: [5, 1, 3],
    });
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({
      name: "Romans, John 1–3",
      kind: "custom",
      days: 6,
      weekdays: [1, 3, 5],
      chapters_total: 19,
    });
    const entries = await entriesOf(response.body.id);
    const dates = [...new Set(entries.map((entry) => entry.planned_date))];
    // Wed 11, Fri 13, Mon 16, Wed 18, Fri 20, Mon 23 March.
    expect(dates).toEqual(["2026-03-11", "2026-03-13", "2026-03-16", "2026-03-18", "2026-03-20", "2026-03-23"]);
    expect(entries.map((entry) => `${entry.book} ${entry.chapter}`).slice(14)).toEqual([
      "ROM 15",
      "ROM 16",
      "JHN 1",
      "JHN 2",
      "JHN 3",
    ]);
    expect(response.body.expected_finish_date).toBe("2026-03-23");
  });

  it("keeps a given name", async () => {
    const { client } = await ctx.signedIn();
    const plan = (await client.post(PLANS, { kind: "nt90", start_date: TODAY, name: "  Lent reading " })).body;
    expect(plan.name).toBe("Lent reading");
  });

  it.each([
    [{ kind: "weekly", start_date: TODAY }, { kind: ["Choose a plan."] }],
    [{ kind: "year", start_date: "2026-02-30" }, { start_date: ["Use a date as yyyy-mm-dd."] }],
    [{ kind: "year" }, { start_date: ["Enter a date."] }],
    [
      { kind: "custom", start_date: TODAY },
      { books: ["Choose at least one book."], days: ["Enter a number of days."] },
    ],
    [{ kind: "custom", start_date: TODAY, books: [], days: 3 }, { books: ["Choose at least one book."] }],
    [{ kind: "custom", start_date: TODAY, books: [{ book: "XYZ" }], days: 3 }, { "books.0.book": ["Choose a book."] }],
    [
      { kind: "custom", start_date: TODAY, books: [{ book: "JUD", to_chapter: 2 }], days: 3 },
      { "books.0.to_chapter": ["Jude has 1 chapter."] },
    ],
    [
      { kind: "custom", start_date: TODAY, books: [{ book: "ROM", from_chapter: 5, to_chapter: 2 }], days: 3 },
      { "books.0.to_chapter": ["End at or after the first chapter."] },
    ],
    [
      { kind: "custom", start_date: TODAY, books: [{ book: "ROM" }, { book: "ROM", from_chapter: 16 }], days: 3 },
      { "books.1": ["Repeats chapters chosen above."] },
    ],
    [{ kind: "custom", start_date: TODAY, books: [{ book: "ROM" }], days: 0 }, { days: ["Use at least 1 day."] }],
    [{ kind: "custom", start_date: TODAY, books: [{ book: "ROM" }], days: 3651 }, { days: ["Use at most 3650 days."] }],
    [{ kind: "year", start_date: TODAY, weekdays: [7] }, { "weekdays.0": ["Use 0 (Sunday) to 6."] }],
    [{ kind: "year", start_date: TODAY, weekdays: [1, 1] }, { weekdays: ["Choose each weekday once."] }],
    [{ kind: "year", start_date: TODAY, name: " " }, { name: ["This field may not be blank."] }],
  ])("rejects %j with field errors and writes nothing", async (body, fields) => {
    const { user, client } = await ctx.signedIn();
    const response = await client.post(PLANS, body);
    expect(response.status).toBe(400);
    expect(response.body.fields).toEqual(fields);
    expect(await rowCount(ctx.db, "bible_plans", { column: "user_id", value: user.id })).toBe(0);
    expect(await rowCount(ctx.db, "bible_schedule_entries", { column: "user_id", value: user.id })).toBe(0);
  });

  it("answers 401 without a token", async () => {
    expect((await ctx.anonymous.get(PLANS)).status).toBe(401);
    expect((await ctx.anonymous.post(PLANS, { kind: "year", start_date: TODAY })).status).toBe(401);
  });
});

describe("listing, pausing and deleting plans", () => {
  it("lists the owner's plans, newest first, with progress", async () => {
    const { client } = await ctx.signedIn();
    const other = await ctx.signedIn();
    await other.client.post(PLANS, { kind: "nt90", start_date: TODAY });
    const first = (await client.post(PLANS, { kind: "psalms-proverbs", start_date: TODAY })).body;
    const second = (await client.post(PLANS, { kind: "nt90", start_date: TODAY })).body;
    const list = (await client.get(PLANS)).body;
    expect(list.map((plan: { id: number }) => plan.id)).toEqual([second.id, first.id]);
    expect(list[1]).toEqual(first);
  });

  it("renames, pauses and resumes", async () => {
    const { client } = await ctx.signedIn();
    const plan = (await client.post(PLANS, { kind: "nt90", start_date: TODAY })).body;
    const paused = await client.patch(plan.url, { is_paused: true, name: "Gospels first" });
    expect(paused.status).toBe(200);
    expect(paused.body).toMatchObject({ is_paused: true, name: "Gospels first", chapters_total: 260 });
    expect((await client.patch(plan.url, { is_paused: false })).body.is_paused).toBe(false);
    expect((await client.patch(plan.url, {})).body.name).toBe("Gospels first");
  });

  it.each([
    [{ name: "" }, { name: ["This field may not be blank."] }],
    [{ is_paused: "yes" }, { is_paused: ["Choose yes or no."] }],
  ])("rejects the change %j and keeps the plan", async (body, fields) => {
    const { client } = await ctx.signedIn();
    const plan = (await client.post(PLANS, { kind: "nt90", start_date: TODAY })).body;
    const response = await client.patch(plan.url, body);
    expect(response.status).toBe(400);
    expect(response.body.fields).toEqual(fields);
    expect((await client.get(PLANS)).body[0]).toMatchObject({ name: plan.name, is_paused: false });
  });

  it("deletes a plan with its schedule", async () => {
    const { user, client } = await ctx.signedIn();
    const plan = (await client.post(PLANS, { kind: "nt90", start_date: TODAY })).body;
    expect((await client.delete(plan.url)).status).toBe(204);
    expect(await rowCount(ctx.db, "bible_plans", { column: "user_id", value: user.id })).toBe(0);
    expect(await rowCount(ctx.db, "bible_schedule_entries", { column: "plan_id", value: plan.id })).toBe(0);
    expect((await client.delete(plan.url)).status).toBe(404);
  });

  it("answers 404 for another owner's plan and leaves it alone", async () => {
    const owner = await ctx.signedIn();
    const { client } = await ctx.signedIn();
    const plan = (await owner.client.post(PLANS, { kind: "nt90", start_date: addDays(TODAY, -5) })).body;
    expect((await client.patch(plan.url, { is_paused: true })).status).toBe(404);
    expect((await client.delete(plan.url)).status).toBe(404);
    expect((await client.post(plan.catch_up_url)).status).toBe(404);
    expect((await owner.client.get(PLANS)).body[0]).toMatchObject({ is_paused: false, start_date: plan.start_date });
    expect(await rowCount(ctx.db, "bible_schedule_entries", { column: "plan_id", value: plan.id })).toBe(260);
  });

  it("answers 401 without a token", async () => {
    const { client } = await ctx.signedIn();
    const plan = (await client.post(PLANS, { kind: "nt90", start_date: TODAY })).body;
    expect((await ctx.anonymous.patch(plan.url, { is_paused: true })).status).toBe(401);
    expect((await ctx.anonymous.delete(plan.url)).status).toBe(401);
    expect((await ctx.anonymous.post(plan.catch_up_url)).status).toBe(401);
  });
});

describe("progress", () => {
  it("counts done chapters, percent, streak and the finish date", async () => {
    freezeDateAt(NOON);
    const { client } = await ctx.signedIn();
    const plan = await ruthPlan(client);
    const schedule = (await client.get("/bible/api/schedule/")).body;
    expect(schedule.map((entry: { chapter: { name: string } }) => entry.chapter.name)).toEqual([
      "Ruth 1",
      "Ruth 2",
      "Ruth 3",
    ]);
    await client.patch(schedule[0].url, { is_completed: true });
    await client.patch(schedule[1].url, { is_completed: true });
    let progress = (await client.get(PLANS)).body[0];
    // Today's reading is still open: the streak counts up to yesterday.
    expect(progress).toMatchObject({ chapters_done: 2, percent: 50, streak_days: 2, overdue_count: 0 });
    expect(progress.expected_finish_date).toBe(addDays(TODAY, 1));

    await client.patch(schedule[2].url, { is_completed: true });
    expect((await client.get(PLANS)).body[0]).toMatchObject({ chapters_done: 3, percent: 75, streak_days: 3 });

    // A missed day breaks the streak.
    await client.patch(schedule[0].url, { is_completed: false });
    progress = (await client.get(PLANS)).body[0];
    expect(progress).toMatchObject({ streak_days: 2, overdue_count: 1 });

    // Reading ahead: once everything is done the finish date is the day of the last completion.
    await client.patch(schedule[0].url, { is_completed: true });
    const entries = await ctx.db
      .selectFrom("bible_schedule_entries")
      .select("id")
      .where("plan_id", "=", plan.id)
      .where("book", "=", "RUT")
      .where("chapter", "=", 4)
      .executeTakeFirstOrThrow();
    await client.patch(`/bible/api/schedule/${entries.id}/`, { is_completed: true });
    expect((await client.get(PLANS)).body[0]).toMatchObject({
      chapters_done: 4,
      percent: 100,
      expected_finish_date: TODAY,
    });
  });
});

describe("catch-up", () => {
  it("moves the open readings so the oldest overdue one falls on today", async () => {
    freezeDateAt(NOON);
    const { client } = await ctx.signedIn();
    const plan = await ruthPlan(client, -3); // Ruth 1–4 on Mar 8–11
    const schedule = (await client.get("/bible/api/schedule/")).body;
    await client.patch(schedule[0].url, { is_completed: true }); // Ruth 1 done, Ruth 2 and 3 overdue
    expect((await client.get(PLANS)).body[0].overdue_count).toBe(2);

    const response = await client.post(plan.catch_up_url);
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ id: plan.id, overdue_count: 0, expected_finish_date: "2026-03-13" });
    expect((await entriesOf(plan.id)).map((entry) => [entry.chapter, entry.planned_date])).toEqual([
      [1, "2026-03-08"],
      [2, "2026-03-11"],
      [3, "2026-03-12"],
      [4, "2026-03-13"],
    ]);

    const again = await client.post(plan.catch_up_url);
    expect(again.status).toBe(409);
    expect(again.body.detail).toBe("Nothing in this plan is overdue.");
  });

  it("keeps the plan's reading days", async () => {
    freezeDateAt(NOON); // Wednesday
    const { client } = await ctx.signedIn();
    // Mon/Thu plan from Mon 2 March: Ruth 1 on Mar 2, 2 on Mar 5, 3 on Mar 9, 4 on Mar 12.
    const plan = (
      await client.post(PLANS, {
        kind: "custom",
        start_date: "2026-03-02",
        books: [{ book: "RUT" }],
        days: 4,
        weekdays: [1, 4],
      })
    ).body;
    expect((await entriesOf(plan.id)).map((entry) => entry.planned_date)).toEqual([
      "2026-03-02",
      "2026-03-05",
      "2026-03-09",
      "2026-03-12",
    ]);
    expect((await client.post(plan.catch_up_url)).status).toBe(200);
    // Today (Wednesday) is no reading day: the oldest moves to Thursday, the rest follow on Mon/Thu.
    expect((await entriesOf(plan.id)).map((entry) => entry.planned_date)).toEqual([
      "2026-03-12",
      "2026-03-16",
      "2026-03-19",
      "2026-03-23",
    ]);
  });

  it("answers 409 when nothing is overdue and changes nothing", async () => {
    freezeDateAt(NOON);
    const { client } = await ctx.signedIn();
    const plan = await ruthPlan(client, 0);
    const before = await entriesOf(plan.id);
    expect((await client.post(plan.catch_up_url)).status).toBe(409);
    expect(await entriesOf(plan.id)).toEqual(before);
  });
});
