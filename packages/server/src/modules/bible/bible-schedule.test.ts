import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { ApiClient } from "../../test-support/api-client";
import { freezeDateAt, restoreClock } from "../../test-support/clock";
import { createTestContext, type TestContext } from "../../test-support/test-app";

const PLANS = "/bible/api/plan/";
const SCHEDULE = "/bible/api/schedule/";
const SETTINGS = "/auth/users/me/settings/";
// 13:00 in Chicago on Wednesday 2026-03-11; 23:30 the same evening is already the 12th in UTC.
const NOON = "2026-03-11T18:00:00Z";
const LATE_EVENING = "2026-03-12T04:30:00Z";
const NEXT_MORNING = "2026-03-12T14:00:00Z";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext(); // owners default to America/Chicago
});
afterAll(() => ctx.close());
afterEach(restoreClock);

type Entry = { url: string; planned_date: string; is_past_due: boolean; chapter: { name: string } };
const names = (entries: Entry[]) => entries.map((entry) => entry.chapter.name);

const customPlan = (client: ApiClient, books: object[], days: number, start_date = "2026-03-10") =>
  client.post(PLANS, { kind: "custom", start_date, books, days }).then((response) => response.body);

/** Romans over 16 days and Genesis 1–2 over 2 days, both from yesterday. */
async function twoPlans(client: ApiClient) {
  const romans = await customPlan(client, [{ book: "ROM" }], 16);
  const genesis = await customPlan(client, [{ book: "GEN", to_chapter: 2 }], 2);
  return { romans, genesis };
}

describe("the reading schedule", () => {
  it("lists readings due by today, by planned date then canonical order", async () => {
    freezeDateAt(NOON);
    const { client } = await ctx.signedIn();
    const { romans } = await twoPlans(client);
    const response = await client.get(SCHEDULE);
    expect(response.status).toBe(200);
    expect(names(response.body)).toEqual(["Genesis 1", "Romans 1", "Genesis 2", "Romans 2"]);
    expect(response.body[1]).toEqual({
      id: response.body[1].id,
      url: `http://localhost:80/bible/api/schedule/${response.body[1].id}/`,
      planned_date: "2026-03-10",
      is_completed: false,
      time_completed: null,
      is_past_due: true,
      plan: { id: romans.id, name: "Romans" },
      chapter: {
        name: "Romans 1",
        book: "ROM",
        number: 1,
        passage_url: "https://www.biblegateway.com/passage/?search=Romans%201&version=ESV",
      },
    });
    expect(response.body[2].is_past_due).toBe(false);
  });

  it("offers the next reading day's readings to read ahead; ticked today, the plan counts them done", async () => {
    freezeDateAt(NOON);
    const { client } = await ctx.signedIn();
    const { romans } = await twoPlans(client);
    const ahead = await client.get(`${SCHEDULE}ahead/`);
    expect(ahead.status).toBe(200);
    // Romans 3 is tomorrow's; Genesis has nothing after today.
    expect(names(ahead.body)).toEqual(["Romans 3"]);
    expect(ahead.body[0]).toMatchObject({ planned_date: "2026-03-12", is_past_due: false, is_completed: false });
    const done = await client.patch(ahead.body[0].url, { is_completed: true });
    expect(done.body).toMatchObject({ is_completed: true });
    expect(names((await client.get(`${SCHEDULE}ahead/`)).body)).toEqual(["Romans 4"]);
    expect(names((await client.get(SCHEDULE)).body)).toContain("Romans 3");
    const plan = (await client.get(PLANS)).body.find((p: { id: number }) => p.id === romans.id);
    expect(plan.chapters_done).toBe(1);
    expect((await (await ctx.signedIn()).client.get(`${SCHEDULE}ahead/`)).body).toEqual([]);
  });

  it("names Psalms chapters in the singular", async () => {
    freezeDateAt(NOON);
    const { client } = await ctx.signedIn();
    await customPlan(client, [{ book: "PSA", from_chapter: 23, to_chapter: 23 }], 1, "2026-03-11");
    const [entry] = (await client.get(SCHEDULE)).body;
    expect(entry.chapter).toMatchObject({ name: "Psalm 23", book: "PSA", number: 23 });
    expect(entry.chapter.passage_url).toContain("search=Psalm%2023&");
  });

  it("keeps readings completed today (owner's day) and drops them the next day", async () => {
    freezeDateAt(NOON);
    const { client } = await ctx.signedIn();
    await twoPlans(client);
    const [genesis1, romans1] = (await client.get(SCHEDULE)).body;
    const done = await client.patch(romans1.url, { is_completed: true });
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({
      is_completed: true,
      is_past_due: true,
      time_completed: "2026-03-11T18:00:00.000Z",
    });
    expect(names((await client.get(SCHEDULE)).body)).toEqual(["Genesis 1", "Romans 1", "Genesis 2", "Romans 2"]);

    // Still the 11th in Chicago although UTC has moved on.
    freezeDateAt(LATE_EVENING);
    expect(names((await client.get(SCHEDULE)).body)).toContain("Romans 1");

    freezeDateAt(NEXT_MORNING);
    expect(names((await client.get(SCHEDULE)).body)).toEqual(["Genesis 1", "Genesis 2", "Romans 2", "Romans 3"]);
    const undone = await client.patch(romans1.url, { is_completed: false });
    expect(undone.body).toMatchObject({ is_completed: false, time_completed: null, is_past_due: true });
    expect(names((await client.get(SCHEDULE)).body)).toEqual([
      "Genesis 1",
      "Romans 1",
      "Genesis 2",
      "Romans 2",
      "Romans 3",
    ]);
    expect(genesis1.is_completed).toBe(false);
  });

  it("hides the readings of paused plans", async () => {
    freezeDateAt(NOON);
    const { client } = await ctx.signedIn();
    const { romans } = await twoPlans(client);
    await client.patch(romans.url, { is_paused: true });
    expect(names((await client.get(SCHEDULE)).body)).toEqual(["Genesis 1", "Genesis 2"]);
    await client.patch(romans.url, { is_paused: false });
    expect((await client.get(SCHEDULE)).body).toHaveLength(4);
  });

  it("links chapters with the owner's passage template", async () => {
    freezeDateAt(NOON);
    const { client } = await ctx.signedIn();
    await twoPlans(client);
    const saved = await client.patch(SETTINGS, {
      bible_url_template: "https://bible.example.org/read/{passage}?v=NIV",
    });
    expect(saved.status).toBe(200);
    expect(saved.body.bible_url_template).toBe("https://bible.example.org/read/{passage}?v=NIV");
    const [first] = (await client.get(SCHEDULE)).body;
    expect(first.chapter.passage_url).toBe("https://bible.example.org/read/Genesis%201?v=NIV");
    const patched = await client.patch(first.url, { is_completed: true });
    expect(patched.body.chapter.passage_url).toBe("https://bible.example.org/read/Genesis%201?v=NIV");
  });

  it("is empty for an owner without plans and shows nobody else's", async () => {
    freezeDateAt(NOON);
    const owner = await ctx.signedIn();
    await twoPlans(owner.client);
    const { client } = await ctx.signedIn();
    expect((await client.get(SCHEDULE)).body).toEqual([]);
  });

  it("rejects a bad completion value and changes nothing", async () => {
    freezeDateAt(NOON);
    const { client } = await ctx.signedIn();
    await twoPlans(client);
    const [first] = (await client.get(SCHEDULE)).body;
    for (const body of [{ is_completed: "yes" }, {}, { is_completed: true, planned_date: "2026-03-12" }]) {
      const response = await client.patch(first.url, body);
      expect(response.status).toBe(400);
      expect(Object.keys(response.body.fields).length).toBeGreaterThan(0);
    }
    const stored = await ctx.db
      .selectFrom("bible_schedule_entries")
      .select(["is_completed", "planned_date", "time_completed"])
      .where("id", "=", first.id)
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({ is_completed: false, planned_date: "2026-03-10", time_completed: null });
  });

  it("answers 404 for another owner's reading and leaves it open", async () => {
    freezeDateAt(NOON);
    const owner = await ctx.signedIn();
    await twoPlans(owner.client);
    const [first] = (await owner.client.get(SCHEDULE)).body;
    const { client } = await ctx.signedIn();
    expect((await client.patch(first.url, { is_completed: true })).status).toBe(404);
    expect((await owner.client.get(SCHEDULE)).body[0].is_completed).toBe(false);
  });

  it("answers 401 without a token", async () => {
    expect((await ctx.anonymous.get(SCHEDULE)).status).toBe(401);
    expect((await ctx.anonymous.patch(`${SCHEDULE}1/`, { is_completed: true })).status).toBe(401);
  });
});

describe("the passage link setting", () => {
  it("defaults to Bible Gateway", async () => {
    const { client } = await ctx.signedIn();
    expect((await client.get(SETTINGS)).body.bible_url_template).toBe(
      "https://www.biblegateway.com/passage/?search={passage}&version=ESV",
    );
  });

  it.each([
    ["https://bible.example.org/read/"],
    ["ftp://bible.example.org/{passage}"],
    ["javascript:alert(1)//{passage}"],
    ["bible {passage}"],
    [""],
  ])("rejects %j and keeps the setting", async (template) => {
    const { user, client } = await ctx.signedIn();
    const response = await client.patch(SETTINGS, { bible_url_template: template });
    expect(response.status).toBe(400);
    expect(response.body.fields).toEqual({ bible_url_template: ["Use an http(s) address containing {passage}."] });
    expect(await ctx.db.selectFrom("owner_settings").selectAll().where("user_id", "=", user.id).execute()).toEqual([]);
  });
});
