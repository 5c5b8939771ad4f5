import { createHash } from "node:crypto";
import { addDays } from "@homebase/contracts";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { seedAgenda } from "../../test-support/agenda-seed";
import type { ApiClient } from "../../test-support/api-client";
import { freezeDateAt, restoreClock } from "../../test-support/clock";
import { type ParsedEvent, parseIcs } from "../../test-support/ical";
import { createTestContext, type TestContext } from "../../test-support/test-app";

const API = "/api/calendar/";
// 16:00 UTC: 10:00 in Chicago, the same calendar day in both.
const NOW = "2026-11-24T16:00:00Z";
const TODAY = "2026-11-24";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());
afterEach(restoreClock);

/** Fetches a feed without a token, as a phone's calendar does, and reads it with a real parser. */
async function fetchFeed(url: string) {
  const response = await ctx.app.inject({ method: "GET", url: url.replace(/^https?:\/\/[^/]+/, "") });
  if (response.statusCode !== 200) return { status: response.statusCode, events: [] as ParsedEvent[], response };
  return { status: 200, events: parseIcs(response.body), response };
}

const summaries = (events: ParsedEvent[]) => events.map((event) => event.summary).sort();

async function ownerWithAgenda(label: string) {
  const owner = await ctx.signedIn();
  const seeded = await seedAgenda(ctx.db, owner.user.id, TODAY, label);
  return { ...owner, seeded };
}

const feedUrl = async (client: ApiClient) => (await client.get(API)).body.url as string;

describe("GET /api/calendar/", () => {
  it("answers the owner's private feed address, the same on every call, stored only as a hash", async () => {
    const { user, client } = await ctx.signedIn();
    const first = await client.get(API);
    expect(first.status).toBe(200);
    expect(first.body).toEqual({
      url: expect.stringMatching(/^http:\/\/localhost:80\/calendar\/[A-Za-z0-9_-]{43}\.ics$/),
      show_bills: true,
      show_tasks: true,
      show_episodes: true,
      show_trips: true,
      show_reading: false,
    });
    expect((await client.get(API)).body.url).toBe(first.body.url);

    const secret = /\/calendar\/(.+)\.ics$/.exec(first.body.url)?.[1] as string;
    const row = await ctx.db
      .selectFrom("calendar_feeds")
      .selectAll()
      .where("user_id", "=", user.id)
      .executeTakeFirstOrThrow();
    expect(row.secret_hash).toBe(createHash("sha256").update(secret).digest("hex"));
    expect(JSON.stringify(row)).not.toContain(secret);
  });

  it("makes one feed when two tabs ask at once", async () => {
    const { user, client } = await ctx.signedIn();
    const answers = await Promise.all([client.get(API), client.get(API), client.get(API)]);
    expect(new Set(answers.map((answer) => answer.body.url)).size).toBe(1);
    const rows = await ctx.db.selectFrom("calendar_feeds").select("user_id").where("user_id", "=", user.id).execute();
    expect(rows).toHaveLength(1);
  });

  it("answers 401 without a token", async () => {
    expect((await ctx.anonymous.get(API)).status).toBe(401);
    expect((await ctx.anonymous.patch(API, { show_bills: false })).status).toBe(401);
    expect((await ctx.anonymous.post(`${API}rotate/`)).status).toBe(401);
  });
});

describe("the feed", () => {
  it("holds unpaid bills, open dated tasks, upcoming episodes, trips and (when on) reading, as text/calendar", async () => {
    freezeDateAt(NOW);
    const { client, seeded } = await ownerWithAgenda("anna");
    await client.patch(API, { show_reading: true });
    const { status, events, response } = await fetchFeed(await feedUrl(client));
    expect(status).toBe(200);
    expect(response.headers["content-type"]).toBe("text/calendar; charset=utf-8");
    expect(summaries(events)).toEqual(
      [
        "Call plumber, anna",
        "Electric anna $80.00",
        "Lisbon; anna",
        "Read Exodus 1",
        "Read Genesis 1–3",
        "Renew passport anna",
        "Severance anna S02E03: Episode 3",
        "Severance anna S02E04: Episode 4",
      ].sort(),
    );
    const byUid = new Map(events.map((event) => [event.uid, event]));
    expect(byUid.get(`bill-statement-${seeded.statementId}@homebase`)).toMatchObject({
      start: addDays(TODAY, 2),
      end: addDays(TODAY, 3),
      url: `http://localhost:80/bills/bill/${seeded.billId}/`,
    });
    expect(byUid.get(`tv-episode-${seeded.episodeIds[1]}@homebase`)).toMatchObject({
      start: `${TODAY}T18:00:00Z`,
      end: `${TODAY}T18:45:00Z`,
      url: `http://localhost:80/tv/show/${seeded.showId}`,
    });
    expect(byUid.get(`trip-${seeded.tripId}@homebase`)).toMatchObject({
      start: addDays(TODAY, 5),
      end: addDays(TODAY, 9),
    });
    expect(events.every((event) => event.dtstamp === "2026-11-24T16:00:00Z")).toBe(true);
  });

  it("gives every event the same UID on every fetch", async () => {
    const { client } = await ownerWithAgenda("ben");
    const url = await feedUrl(client);
    const first = (await fetchFeed(url)).events.map((event) => event.uid);
    const second = (await fetchFeed(url)).events.map((event) => event.uid);
    expect(first.length).toBeGreaterThan(0);
    expect(second).toEqual(first);
    expect(new Set(first).size).toBe(first.length);
  });

  it("never shows another owner's items", async () => {
    freezeDateAt(NOW);
    const anna = await ownerWithAgenda("carla");
    const other = await ownerWithAgenda("dmitri");
    await other.client.patch(API, { show_reading: true });
    const { events } = await fetchFeed(await feedUrl(anna.client));
    expect(events.length).toBeGreaterThan(0);
    expect(events.some((event) => event.summary.includes("dmitri"))).toBe(false);
    const theirs = await fetchFeed(await feedUrl(other.client));
    expect(theirs.events.some((event) => event.summary.includes("carla"))).toBe(false);
  });

  it("leaves out what a module's switch turns off, and a feed with everything off is empty", async () => {
    freezeDateAt(NOW);
    const { client } = await ownerWithAgenda("emma");
    const patched = await client.patch(API, { show_bills: false, show_episodes: false });
    expect(patched.status).toBe(200);
    expect(patched.body).toMatchObject({ show_bills: false, show_episodes: false, show_tasks: true });
    const { events } = await fetchFeed(patched.body.url);
    expect(summaries(events)).toEqual(["Call plumber, emma", "Lisbon; emma", "Renew passport emma"]);
    await client.patch(API, { show_tasks: false, show_trips: false });
    expect((await fetchFeed(patched.body.url)).events).toEqual([]);
  });

  it.each([
    [{ show_bills: "yes" }, "show_bills", "Use true or false."],
    [{ show_tv: true }, "non_field_errors", expect.stringMatching(/show_tv/)],
  ])("rejects %j with a field error and changes nothing", async (payload, field, message) => {
    const { user, client } = await ctx.signedIn();
    const response = await client.patch(API, payload);
    expect(response.status).toBe(400);
    expect(response.body.fields[field]).toEqual([message]);
    const rows = await ctx.db.selectFrom("notification_settings").selectAll().where("user_id", "=", user.id).execute();
    expect(rows).toEqual([]);
  });

  it("answers 404 for a guessed or malformed address, and for an address after rotation", async () => {
    const { client } = await ownerWithAgenda("farid");
    const old = await feedUrl(client);
    expect((await fetchFeed(old)).status).toBe(200);
    const guessed = old.replace(/\/calendar\/.{43}/, `/calendar/${"A".repeat(43)}`);
    expect((await fetchFeed(guessed)).status).toBe(404);
    expect((await fetchFeed(old.replace(".ics", ".txt"))).status).toBe(404);
    expect((await fetchFeed("/calendar/short.ics")).status).toBe(404);

    const rotated = await client.post(`${API}rotate/`);
    expect(rotated.status).toBe(200);
    expect(rotated.body.url).not.toBe(old);
    expect((await client.get(API)).body.url).toBe(rotated.body.url);
    expect((await fetchFeed(old)).status).toBe(404);
    const fresh = await fetchFeed(rotated.body.url);
    expect(fresh.status).toBe(200);
    expect(fresh.events.length).toBeGreaterThan(0);
  });

  it("drops a done task and shows a repeating task at its next occurrence under a new UID", async () => {
    freezeDateAt(NOW);
    const { client, seeded } = await ownerWithAgenda("gita");
    const url = await feedUrl(client);
    const call = seeded.tasks.call as { id: number; slug: string };
    const before = (await fetchFeed(url)).events.find((event) => event.uid.startsWith(`task-${call.id}-`));
    expect(before?.uid).toBe(`task-${call.id}-${TODAY}@homebase`);

    const taskUrl = `/task/api/task/${encodeURIComponent(call.slug)}/`;
    expect((await client.patch(taskUrl, { repeat: { every: 1, unit: "week", from: "due" } })).status).toBe(200);
    const done = await client.patch(taskUrl, { is_completed: true });
    expect(done.status).toBe(200);
    const after = (await fetchFeed(url)).events.filter((event) => event.uid.startsWith(`task-${call.id}-`));
    expect(after.map((event) => [event.uid, event.start])).toEqual([
      [`task-${call.id}-${addDays(TODAY, 7)}@homebase`, addDays(TODAY, 7)],
    ]);
  });

  it("is not swallowed by the web app's fallback and needs no token", async () => {
    const response = await ctx.app.inject({ method: "GET", url: "/calendar/nothing-here.ics" });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: "not_found" });
  });

  it("gets a new address when the instance key changes (a restore into a new database)", async () => {
    const { client } = await ctx.signedIn();
    const before = await feedUrl(client);
    await ctx.db.deleteFrom("instance_secrets").execute();
    const after = await feedUrl(client);
    expect(after).not.toBe(before);
    expect((await fetchFeed(before)).status).toBe(404);
    expect((await fetchFeed(after)).status).toBe(200);
  });
});
