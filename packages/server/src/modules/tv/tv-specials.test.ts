import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ApiClient } from "../../test-support/api-client";
import { rowCount } from "../../test-support/row-count";
import type { TestContext } from "../../test-support/test-app";
import type { TvmazeFixture } from "../../test-support/tvmaze-fixture";
import { refreshChanged } from "./tv.service";
import { startTvTest } from "./tv-test-support";
import { TvmazeClient } from "./tvmaze.client";

// Issue 7: "including specials only if the user asks". The fixture's Northern Lights (TVmaze 101)
// has 4 aired regular episodes, S2E2 in 2099, and two specials TVmaze gives only with specials=1:
// "Holiday Special" (season 1, 2020-12-20) and "Behind the Scenes" (season 2, 2021-02-01).

let ctx: TestContext;
let tvmaze: TvmazeFixture;
let close: () => Promise<void>;
beforeAll(async () => {
  ({ ctx, tvmaze, close } = await startTvTest());
});
afterAll(() => close());

const SHOWS = "/tv/api/show/";
const SPECIALS_CALL = "/shows/101/episodes?specials=1";
const specialsCalls = () => tvmaze.requests.filter((r) => r === SPECIALS_CALL).length;

type Special = { id: number; title: string; last_watched_at: string | null; watched_url: string };

/** A signed-in owner tracking Northern Lights, with S1E1 watched. */
async function owner() {
  const { user, client } = await ctx.signedIn();
  const show = (await client.post(SHOWS, { tvmaze_id: 101 })).body;
  await client.patch(show.mark_as_watched_url);
  return { user, client, show };
}
const details = async (client: ApiClient, show: { details_url: string }) => (await client.get(show.details_url)).body;
/** The counts specials must never move (spec §4 views and the home strip derive from these). */
const progress = async (client: ApiClient, show: { url: string }) => {
  const { aired, completed, next_episode, last_watched_at } = (await client.get(show.url)).body;
  return { aired, completed, next_episode, last_watched_at };
};
const specialNamed = async (client: ApiClient, show: { details_url: string }, title: string): Promise<Special> => {
  const found = (await details(client, show)).specials.find((s: Special) => s.title === title);
  if (!found) throw new Error(`No special named ${title}`);
  return found;
};
const flagOf = async (trackedShowUrl: string, userId: number) =>
  (
    await ctx.db
      .selectFrom("tv_tracked_shows")
      .select("show_specials")
      .where("user_id", "=", userId)
      .where("tv_show_id", "=", Number(trackedShowUrl.match(/\/show\/(\d+)\/$/)?.[1]))
      .executeTakeFirstOrThrow()
  ).show_specials;

describe("TVmaze trouble", () => {
  // First in the file: no specials are stored yet.
  it("TVmaze offline: turning specials on answers 503 and saves nothing", async () => {
    const { user, client, show } = await owner();
    tvmaze.hang = true;
    try {
      const response = await client.patch(show.url, { show_specials: true });
      expect([response.status, response.body.code]).toEqual([503, "offline"]);
      expect(response.body.detail).toBe(
        "TVmaze can't be reached right now. Specials stay off; try again in a little while.",
      );
    } finally {
      tvmaze.hang = false;
    }
    expect(await flagOf(show.url, user.id)).toBe(false);
    expect((await client.get(show.url)).body.show_specials).toBe(false);
    expect(await rowCount(ctx.db, "tv_episodes")).toBe(5);
    expect((await details(client, show)).specials).toEqual([]);
  });

  it("TVmaze no longer knowing the show: 409, and the choice is not saved", async () => {
    const { user, client } = await ctx.signedIn();
    const show = (await client.post(SHOWS, { tvmaze_id: 202 })).body;
    await ctx.db.updateTable("tv_shows").set({ tvmaze_id: 998 }).where("id", "=", show.id).execute();
    const response = await client.patch(show.url, { show_specials: true });
    expect([response.status, response.body.detail]).toEqual([
      409,
      "TVmaze no longer lists this show, so it has no specials.",
    ]);
    expect(await flagOf(show.url, user.id)).toBe(false);
  });
});

describe("turning specials on and off", () => {
  it("turning on fetches and lists the specials apart; progress stays the same", async () => {
    const { client, show } = await owner();
    const before = await progress(client, show);
    expect(before).toMatchObject({ aired: 4, completed: 1, next_episode: { season: 1, number: 2 } });
    expect(await details(client, show)).toMatchObject({ show_specials: false, specials: [] });

    const calls = specialsCalls();
    const response = await client.patch(show.url, { show_specials: true });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      is_hidden: false,
      hidden_at: null,
      is_reset: false,
      show_specials: true,
      ...before,
    });
    expect(specialsCalls()).toBe(calls + 1);

    const shown = await details(client, show);
    expect(shown.show_specials).toBe(true);
    expect(shown.seasons.map((s: { number: number; episodes: unknown[] }) => [s.number, s.episodes.length])).toEqual([
      [1, 3],
      [2, 2],
    ]);
    expect(shown.specials).toEqual([
      {
        id: expect.any(Number),
        season: 1,
        number: null,
        is_special: true,
        title: "Holiday Special",
        first_aired: "2020-12-20T02:00:00.000Z",
        last_watched_at: null,
        watched_url: expect.stringMatching(/\/tv\/api\/episode\/\d+\/watched\/$/),
      },
      expect.objectContaining({ season: 2, number: null, title: "Behind the Scenes" }),
    ]);
    // Stored with number 0 (NOT NULL column), never shown.
    const stored = await ctx.db.selectFrom("tv_episodes").select(["number"]).where("is_special", "=", true).execute();
    expect(stored).toEqual([{ number: 0 }, { number: 0 }]);

    expect(await progress(client, show)).toEqual(before);
    const listed = (await client.get(SHOWS)).body.find((s: { id: number }) => s.id === show.id);
    expect(listed).toMatchObject({ show_specials: true, ...before });

    // Asking again changes nothing and makes no call.
    expect((await client.patch(show.url, { show_specials: true })).body.show_specials).toBe(true);
    expect(specialsCalls()).toBe(calls + 1);
  });

  it("a special is marked watched and unwatched on its own; no count moves, and no other mark touches it", async () => {
    const { user, client, show } = await owner();
    await client.patch(show.url, { show_specials: true });
    const before = await progress(client, show);

    const holiday = await specialNamed(client, show, "Holiday Special");
    const watched = await client.patch(holiday.watched_url, { watched: true });
    expect(watched.status).toBe(200);
    expect(watched.body).toMatchObject(before);
    expect((await specialNamed(client, show, "Holiday Special")).last_watched_at).not.toBeNull();
    expect(await progress(client, show)).toEqual(before);

    // "Mark next watched" and "watched up to here" touch regular episodes only.
    expect((await client.patch(show.mark_as_watched_url)).body).toMatchObject({
      completed: 2,
      next_episode: { season: 1, number: 3 },
    });
    const s2e1 = (await details(client, show)).seasons[1].episodes[0];
    expect((await client.post(s2e1.watched_up_to_url)).body).toMatchObject({
      aired: 4,
      completed: 4,
      next_episode: { season: 2, number: 2, is_future: true },
    });
    expect((await specialNamed(client, show, "Behind the Scenes")).last_watched_at).toBeNull();

    // A special has no place in the order: "watched up to" it is refused, nothing written.
    const watches = await rowCount(ctx.db, "tv_watches", { column: "user_id", value: user.id });
    const behind = await specialNamed(client, show, "Behind the Scenes");
    const upTo = await client.post(behind.watched_url.replace(/watched\/$/, "watched-up-to/"));
    expect([upTo.status, upTo.body.code]).toEqual([409, "conflict"]);
    expect(await rowCount(ctx.db, "tv_watches", { column: "user_id", value: user.id })).toBe(watches);

    const after = await progress(client, show);
    const unwatched = await client.patch(holiday.watched_url, { watched: false });
    expect(unwatched.body).toMatchObject({ aired: 4, completed: 4, next_episode: after.next_episode });
    expect((await specialNamed(client, show, "Holiday Special")).last_watched_at).toBeNull();
  });

  it("turning off hides the specials (watches kept for later); stopping tracking forgets them", async () => {
    const { user, client, show } = await owner();
    await client.patch(show.url, { show_specials: true });
    const holiday = await specialNamed(client, show, "Holiday Special");
    await client.patch(holiday.watched_url, { watched: true });

    const off = await client.patch(show.url, { show_specials: false });
    expect([off.status, off.body.show_specials]).toEqual([200, false]);
    expect(await details(client, show)).toMatchObject({ show_specials: false, specials: [] });
    expect((await client.patch(holiday.watched_url, { watched: false })).status).toBe(404);

    await client.patch(show.url, { show_specials: true });
    expect((await specialNamed(client, show, "Holiday Special")).last_watched_at).not.toBeNull();

    expect((await client.delete(show.url)).status).toBe(204);
    expect(await rowCount(ctx.db, "tv_watches", { column: "user_id", value: user.id })).toBe(0);
  });

  it("turning off works while TVmaze is offline (no call needed)", async () => {
    const { user, client, show } = await owner();
    await client.patch(show.url, { show_specials: true });
    tvmaze.hang = true;
    try {
      expect((await client.patch(show.url, { show_specials: false })).status).toBe(200);
    } finally {
      tvmaze.hang = false;
    }
    expect(await flagOf(show.url, user.id)).toBe(false);
  });
});

describe("one copy of the show, each owner's choice", () => {
  it("another owner tracking the same show without the flag never sees the specials", async () => {
    const wanting = await owner();
    await wanting.client.patch(wanting.show.url, { show_specials: true });
    const holiday = await specialNamed(wanting.client, wanting.show, "Holiday Special");

    const other = await owner();
    expect(other.show.id).toBe(wanting.show.id);
    expect(other.show.show_specials).toBe(false);
    expect(await details(other.client, other.show)).toMatchObject({ show_specials: false, specials: [] });
    expect((await other.client.patch(holiday.watched_url, { watched: true })).status).toBe(404);
    expect((await other.client.post(holiday.watched_url.replace(/watched\/$/, "watched-up-to/"))).status).toBe(404);
    expect(await rowCount(ctx.db, "tv_watches", { column: "user_id", value: other.user.id })).toBe(1);

    // Their Refresh stores the specials too (someone wants them), still without showing them.
    const calls = specialsCalls();
    expect((await other.client.post(other.show.refresh_url)).status).toBe(200);
    expect(specialsCalls()).toBe(calls + 1);
    expect((await details(other.client, other.show)).specials).toEqual([]);
    expect((await details(wanting.client, wanting.show)).specials).toHaveLength(2);
  });

  it("the refresh pass fetches the specials when an owner wants them", async () => {
    const { client, show } = await owner();
    await client.patch(show.url, { show_specials: true });
    // Lost specials come back with the next pass that re-fetches the show.
    await ctx.db.deleteFrom("tv_episodes").where("is_special", "=", true).execute();
    expect((await details(client, show)).specials).toEqual([]);

    const before = tvmaze.requests.length;
    tvmaze.touch(101, 1_800_000_000);
    const tv = new TvmazeClient({ url: tvmaze.url, spacingMs: 0, timeoutMs: 400 });
    expect(await refreshChanged(ctx.db, tv, ctx.app.media)).toBe(1);
    expect(tvmaze.requests.slice(before).filter((r) => r.startsWith("/shows/"))).toEqual([
      "/shows/101?embed[]=episodes",
      SPECIALS_CALL,
    ]);
    expect((await details(client, show)).specials.map((s: Special) => s.title)).toEqual([
      "Holiday Special",
      "Behind the Scenes",
    ]);
  });

  it("Refresh with TVmaze offline answers 503 and keeps the choice", async () => {
    const { user, client, show } = await owner();
    await client.patch(show.url, { show_specials: true });
    tvmaze.hang = true;
    try {
      expect((await client.post(show.refresh_url)).status).toBe(503);
    } finally {
      tvmaze.hang = false;
    }
    expect(await flagOf(show.url, user.id)).toBe(true);
    expect((await details(client, show)).specials).toHaveLength(2);
  });
});

describe("bad input, other owners, no token", () => {
  it.each([
    ["a string", { show_specials: "yes" }],
    ["null", { show_specials: null }],
    ["nothing", {}],
  ])("answers 400 with field errors for %s, and writes nothing", async (_case, body) => {
    const { user, client, show } = await owner();
    const calls = tvmaze.requests.length;
    const response = await client.patch(show.url, body);
    expect([response.status, response.body.fields]).toEqual([400, { show_specials: ["Choose on or off."] }]);
    expect(await flagOf(show.url, user.id)).toBe(false);
    expect(tvmaze.requests.length).toBe(calls);
  });

  it("answers 404 for another owner's tracked show, and changes nothing", async () => {
    const { user, show } = await owner();
    const stranger = await ctx.signedIn();
    const calls = tvmaze.requests.length;
    expect((await stranger.client.patch(show.url, { show_specials: true })).status).toBe(404);
    expect(await flagOf(show.url, user.id)).toBe(false);
    expect(tvmaze.requests.length).toBe(calls);
  });

  it("answers 401 without a token", async () => {
    const { user, show } = await owner();
    expect((await ctx.anonymous.patch(show.url, { show_specials: true })).status).toBe(401);
    expect(await flagOf(show.url, user.id)).toBe(false);
  });
});
