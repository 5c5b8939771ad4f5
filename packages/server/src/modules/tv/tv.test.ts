import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ApiClient } from "../../test-support/api-client";
import { rowCount } from "../../test-support/row-count";
import type { TestContext } from "../../test-support/test-app";
import type { TvmazeFixture } from "../../test-support/tvmaze-fixture";
import { refreshChanged } from "./tv.service";
import { startTvTest } from "./tv-test-support";
import { TvmazeClient, webImageUrl } from "./tvmaze.client";

let ctx: TestContext;
let tvmaze: TvmazeFixture;
let close: () => Promise<void>;
beforeAll(async () => {
  ({ ctx, tvmaze, close } = await startTvTest());
});
afterAll(() => close());

const SHOWS = "/tv/api/show/";
const track = (client: ApiClient, tvmaze_id: number) => client.post(SHOWS, { tvmaze_id });

describe("search and tracking", () => {
  it("lets the browser load TVmaze's images for search results (CSP img-src), nothing else", async () => {
    const csp = String((await ctx.anonymous.get("/")).headers["content-security-policy"]);
    const imgSrc = csp.split(";").find((directive) => directive.trim().startsWith("img-src"));
    expect(imgSrc?.trim().split(/\s+/)).toEqual([
      "img-src",
      "'self'",
      "data:",
      "blob:",
      "https://static.tvmaze.com",
      new URL(tvmaze.url).origin,
    ]);
    expect(csp).toContain("connect-src 'self'");
  });

  it("search results carry only http(s) poster URLs", () => {
    expect(webImageUrl("https://static.tvmaze.com/uploads/images/medium_portrait/1/1.jpg")).toBe(
      "https://static.tvmaze.com/uploads/images/medium_portrait/1/1.jpg",
    );
    for (const bad of ["javascript:alert(1)", "data:image/png;base64,AA", "not a url", "", null, undefined]) {
      expect(webImageUrl(bad)).toBeNull();
    }
  });

  it("searches TVmaze, marks tracked shows, and stores summaries as plain text", async () => {
    const { client } = await ctx.signedIn();
    const found = (await client.get("/tv/api/search/?q=north")).body;
    expect(found).toEqual([
      {
        tvmaze_id: 101,
        name: "Northern Lights",
        premiered: "2020-01-05",
        network: "Aurora TV",
        status: "Running",
        overview: "Northern Lights follows a small town's radio station & its listeners.",
        poster_url: `${tvmaze.url}/images/101-medium.jpg`,
        tracked_url: null,
      },
    ]);
    expect((await client.get("/tv/api/search/?q=harbor")).body[0]).toMatchObject({
      name: "Harbor Street",
      poster_url: null,
    });
    const tracked = await track(client, 101);
    expect(tracked.status).toBe(201);
    expect((await client.get("/tv/api/search/?q=north")).body[0].tracked_url).toBe(tracked.body.url);
    const again = await track(client, 101);
    expect([again.status, again.body.id]).toEqual([200, tracked.body.id]);
  });

  it("a tracked show has its episodes (specials left out), progress and a stored poster", async () => {
    const { client } = await ctx.signedIn();
    const show = (await track(client, 101)).body;
    expect(show).toMatchObject({
      name: "Northern Lights",
      network: "Aurora TV",
      aired: 4,
      completed: 0,
      is_hidden: false,
      is_reset: false,
      next_episode: { season: 1, number: 1, name: "Episode 1x1", is_future: false },
    });
    expect(show.poster_path).toMatch(/\/media\/[a-f0-9]{32}\.webp$/);
    const poster = await ctx.app.inject({ method: "GET", url: new URL(show.poster_thumb_path).pathname });
    expect(poster.statusCode).toBe(200);
    const harbor = (await track(client, 202)).body;
    expect(harbor).toMatchObject({ poster_path: null, network: "StreamCo", aired: 2 });
    const details = (await client.get(show.details_url)).body;
    expect(details.seasons.map((s: { number: number; episodes: unknown[] }) => [s.number, s.episodes.length])).toEqual([
      [1, 3],
      [2, 2],
    ]);
  });

  it("an unknown TVmaze id answers 400 and tracks nothing", async () => {
    const { user, client } = await ctx.signedIn();
    const response = await track(client, 999);
    expect([response.status, response.body.fields]).toEqual([400, { tvmaze_id: ["TVmaze has no show with this id."] }]);
    expect(await rowCount(ctx.db, "tv_tracked_shows", { column: "user_id", value: user.id })).toBe(0);
    const bad = await client.post(SHOWS, { tvmaze_id: "abc" });
    expect(bad.body.fields).toEqual({ tvmaze_id: ["Choose a show from the search results."] });
    expect((await client.get("/tv/api/search/?q=")).body.fields).toEqual({ q: ["Type a show name."] });
  });
});

describe("watch progress", () => {
  it("marks watched, up to an episode, resets and undoes, hides and unhides", async () => {
    const { client } = await ctx.signedIn();
    const show = (await track(client, 101)).body;
    const first = (await client.patch(show.mark_as_watched_url)).body;
    expect(first).toMatchObject({ completed: 1, next_episode: { season: 1, number: 2 } });
    expect(first.last_watched_at).not.toBeNull();

    const details = (await client.get(show.details_url)).body;
    const s2e1 = details.seasons[1].episodes[0];
    expect(details.seasons[0].episodes[0].last_watched_at).not.toBeNull();
    const upTo = (await client.post(s2e1.watched_up_to_url)).body;
    expect(upTo).toMatchObject({ completed: 4, aired: 4, next_episode: { season: 2, number: 2, is_future: true } });

    const reset = (await client.patch(show.reset_url)).body;
    expect(reset).toMatchObject({ is_reset: true, completed: 0, next_episode: { season: 1, number: 1 } });
    const undone = (await client.patch(show.undo_reset_url)).body;
    expect(undone).toMatchObject({ is_reset: false, completed: 4 });

    const unwatched = (await client.patch(s2e1.watched_url, { watched: false })).body;
    expect(unwatched).toMatchObject({ completed: 3, next_episode: { season: 2, number: 1, is_future: false } });

    const hidden = (await client.patch(show.hide_url)).body;
    expect(hidden.is_hidden).toBe(true);
    expect(hidden.hidden_at).not.toBeNull();
    expect((await client.patch(show.hide_url)).body).toMatchObject({ is_hidden: false, hidden_at: null });
  });

  it("refuses to mark watched when nothing is next (409)", async () => {
    const { client } = await ctx.signedIn();
    const show = (await track(client, 202)).body;
    const details = (await client.get(show.details_url)).body;
    await client.post(details.seasons[0].episodes[1].watched_up_to_url);
    const response = await client.patch(show.mark_as_watched_url);
    expect([response.status, response.body.detail]).toEqual([409, "There is no next episode to mark watched."]);
  });

  it("stops tracking: the owner's watches go, and the show data when nobody else tracks it", async () => {
    const { user, client } = await ctx.signedIn();
    const show = (await track(client, 202)).body;
    await client.patch(show.mark_as_watched_url);
    expect((await client.delete(show.url)).status).toBe(204);
    expect((await client.get(SHOWS)).body).toEqual([]);
    expect(await rowCount(ctx.db, "tv_watches", { column: "user_id", value: user.id })).toBe(0);
  });
});

describe("TVmaze trouble", () => {
  it("backs off and retries on 429", async () => {
    const { client } = await ctx.signedIn();
    tvmaze.failNext(1);
    const response = await client.get("/tv/api/search/?q=harbor");
    expect(response.status).toBe(200);
    expect(response.body[0].name).toBe("Harbor Street");
  });

  it("says it is offline when TVmaze does not answer, and stored shows keep working", async () => {
    const { client } = await ctx.signedIn();
    await track(client, 101);
    tvmaze.hang = true;
    try {
      const response = await client.get("/tv/api/search/?q=north");
      expect([response.status, response.body.code]).toEqual([503, "offline"]);
      expect(response.body.detail).toMatch(/^TVmaze can't be reached right now/);
      expect((await client.get(SHOWS)).body[0].name).toBe("Northern Lights");
    } finally {
      tvmaze.hang = false;
    }
  });

  it("the refresh pass re-fetches only shows TVmaze reports changed; Refresh does one now", async () => {
    const { client } = await ctx.signedIn();
    const show = (await track(client, 101)).body;
    await track(client, 202);
    const tv = new TvmazeClient({ url: tvmaze.url, spacingMs: 0, timeoutMs: 400 });
    const before = tvmaze.requests.length;
    expect(await refreshChanged(ctx.db, tv, ctx.app.media)).toBe(0);
    tvmaze.touch(101, 1_800_000_000, "Northern Lights (2020)");
    expect(await refreshChanged(ctx.db, tv, ctx.app.media)).toBe(1);
    expect(tvmaze.requests.slice(before).filter((r) => r.startsWith("/shows/"))).toEqual([
      "/shows/101?embed[]=episodes",
    ]);
    expect((await client.get(show.url)).body.name).toBe("Northern Lights (2020)");
    tvmaze.touch(101, 1_800_000_001, "Northern Lights");
    expect((await client.post(show.refresh_url)).body.name).toBe("Northern Lights");
  });
});

describe("owner scoping and authentication", () => {
  it("answers 404 for a show or episode the owner does not track", async () => {
    const owner = await ctx.signedIn();
    const show = (await track(owner.client, 101)).body;
    const episode = (await owner.client.get(show.details_url)).body.seasons[0].episodes[0];
    const { client } = await ctx.signedIn();
    for (const url of [show.url, show.details_url]) expect((await client.get(url)).status, url).toBe(404);
    for (const url of [show.mark_as_watched_url, show.reset_url, show.undo_reset_url, show.hide_url]) {
      expect((await client.patch(url)).status, url).toBe(404);
    }
    expect((await client.patch(episode.watched_url, { watched: true })).status).toBe(404);
    expect((await client.post(episode.watched_up_to_url)).status).toBe(404);
    expect((await client.post(show.refresh_url)).status).toBe(404);
    expect((await client.delete(show.url)).status).toBe(404);
    expect((await owner.client.get(show.url)).body.completed).toBe(0);
  });

  it("answers 401 without a token", async () => {
    for (const [method, url] of [
      ["GET", "/tv/api/search/?q=a"],
      ["GET", SHOWS],
      ["POST", SHOWS],
      ["GET", `${SHOWS}1/`],
      ["GET", `${SHOWS}1/details/`],
      ["DELETE", `${SHOWS}1/`],
      ["POST", `${SHOWS}1/refresh/`],
      ["PATCH", `${SHOWS}1/mark-watched/`],
      ["PATCH", `${SHOWS}1/reset/`],
      ["PATCH", `${SHOWS}1/undo-reset/`],
      ["PATCH", `${SHOWS}1/hide/`],
      ["PATCH", "/tv/api/episode/1/watched/"],
      ["POST", "/tv/api/episode/1/watched-up-to/"],
    ] as const) {
      const body = method === "POST" || method === "PATCH" ? {} : undefined;
      expect((await ctx.anonymous.request(method, url, body)).status, `${method} ${url}`).toBe(401);
    }
  });
});
