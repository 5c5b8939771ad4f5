import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rowCount } from "../../test-support/row-count";
import type { TestContext } from "../../test-support/test-app";
import type { TvmazeFixture } from "../../test-support/tvmaze-fixture";
import { startTvTest } from "../tv/tv-test-support";
import { readTvTimeZip } from "./apps/tvtime";
import {
  fixture,
  importInBackground,
  postImport,
  traktZip,
  tvTimeZip,
  untilFinished,
} from "./apps-import-test-support";
import { resumeImportJobs } from "./import-jobs.service";

// TV Time's GDPR export through the import flow (issue 23), against the TVmaze stand-in:
// shows matched by TheTVDB id, watched-at times kept, unknown shows listed, undo, resume.

let ctx: TestContext;
let tvmaze: TvmazeFixture;
let close: () => Promise<void>;
beforeAll(async () => {
  ({ ctx, tvmaze, close } = await startTvTest());
});
afterAll(() => close());

const lookups = () => tvmaze.requests.filter((r) => r.startsWith("/lookup/shows"));

describe("readTvTimeZip", () => {
  it("reads only the viewing-history files, never the account or token files", () => {
    const file = readTvTimeZip(tvTimeZip());
    expect(file.files).toEqual(["tracking-prod-records-v2.csv", "followed_tv_show.csv"]);
    expect(JSON.stringify(file)).not.toContain("secret-token");
    expect(file.shows.map((s) => [s.externalId, s.name, s.followed, s.watches.length])).toEqual([
      ["350101", "Northern Lights", true, 4],
      ["350202", 'Harbor Street, The "Series"', true, 1],
      ["399999", "Lost Signal", false, 1],
      ["350303", "Quiet Harbour", true, 0],
    ]);
  });
});

describe("POST /api/import/tvtime/", () => {
  it("previews the export: shows matched through TVmaze's lookup, unknown ones listed, nothing written", async () => {
    const { client, user } = await ctx.signedIn();
    const response = await importInBackground(client, "tvtime", tvTimeZip(), { dryRun: true, name: "tvtime.zip" });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      id: null,
      url: null,
      source: "tvtime",
      dry_run: true,
      counts: { shows: 2, episodes: 4 },
      matched: ["Northern Lights", 'Harbor Street, The "Series"'],
      unmatched: [
        "Lost Signal (TheTVDB 399999): TVmaze does not know this show, left out.",
        "Quiet Harbour (TheTVDB 350303): TVmaze does not know this show, left out.",
      ],
      problems: [],
    });
    expect(await rowCount(ctx.db, "tv_tracked_shows", { column: "user_id", value: user.id })).toBe(0);
  });

  it("tracks the shows with each episode's watched-at time; again adds nothing; undo removes it", async () => {
    const { client, user } = await ctx.signedIn();
    const before = lookups().length;
    const response = await importInBackground(client, "tvtime", tvTimeZip(), { name: "tvtime.zip" });
    expect(response.status).toBe(201);
    expect(response.body.counts).toEqual({ shows: 2, episodes: 3, episodes_skipped: 0 });
    expect(response.body.unmatched).toContain("Northern Lights S07E09: not in TVmaze's episode list, left out.");
    // The preview's lookups were remembered: the real run asked TVmaze again for none of them.
    expect(lookups().length).toBe(before);

    const shows = (await client.get("/tv/api/show/")).body as { id: number; name: string }[];
    expect(shows.map((s) => s.name).sort()).toEqual(["Harbor Street", "Northern Lights"]);
    const northern = shows.find((s) => s.name === "Northern Lights") as { id: number };
    const details = (await client.get(`/tv/api/show/${northern.id}/details/`)).body;
    const watched = details.seasons.flatMap(
      (season: { number: number; episodes: { number: number; last_watched_at: string | null }[] }) =>
        season.episodes.filter((e) => e.last_watched_at).map((e) => [season.number, e.number, e.last_watched_at]),
    );
    expect(watched).toEqual([
      [1, 1, "2022-05-01T10:00:00.000Z"],
      [1, 2, "2020-01-14T21:00:00.000Z"],
    ]);

    const again = await importInBackground(client, "tvtime", tvTimeZip());
    expect(again.status).toBe(200);
    expect(again.body.counts).toEqual({ shows: 0, episodes: 0, episodes_skipped: 3 });
    expect(await rowCount(ctx.db, "tv_watches", { column: "user_id", value: user.id })).toBe(3);

    expect((await client.delete(response.body.url)).status).toBe(204);
    expect((await client.get("/tv/api/show/")).body).toEqual([]);
    expect(await rowCount(ctx.db, "tv_watches", { column: "user_id", value: user.id })).toBe(0);
  });

  it("keeps what the owner tracked and watched before, and undo leaves it", async () => {
    const { client, user } = await ctx.signedIn();
    const tracked = await client.post("/tv/api/show/", { tvmaze_id: 202 });
    expect(tracked.status).toBe(201);
    const imported = await importInBackground(client, "tvtime", tvTimeZip());
    expect(imported.body.counts).toEqual({ shows: 1, episodes: 3, episodes_skipped: 0 });
    await client.delete(imported.body.url);
    expect(((await client.get("/tv/api/show/")).body as { name: string }[]).map((s) => s.name)).toEqual([
      "Harbor Street",
    ]);
    expect(await rowCount(ctx.db, "tv_watches", { column: "user_id", value: user.id })).toBe(0);
  });

  it("answers 503 when TVmaze is down, writes nothing, and resumes from the shows it matched", async () => {
    const { client, user } = await ctx.signedIn();
    await ctx.db.deleteFrom("tv_external_ids").execute();
    tvmaze.hang = true;
    const down = await importInBackground(client, "tvtime", tvTimeZip());
    tvmaze.hang = false;
    expect(down.status).toBe(503);
    expect(down.body.detail).toMatch(/^TVmaze could not be reached after 0 of 4 shows; nothing was imported\./);
    expect(await rowCount(ctx.db, "tv_tracked_shows", { column: "user_id", value: user.id })).toBe(0);
    const first = lookups().length;
    await importInBackground(client, "tvtime", tvTimeZip(), { dryRun: true });
    expect(lookups().length - first).toBe(4);
    await importInBackground(client, "tvtime", tvTimeZip(), { dryRun: true });
    expect(lookups().length - first).toBe(4);
  });

  it("answers 400 naming the file and line of a bad row, 400 for a file that is not a ZIP, 401 without a token", async () => {
    const { client, user } = await ctx.signedIn();
    const { zipSync, strToU8 } = await import("fflate");
    const bad = zipSync({
      "tracking-prod-records-v2.csv": strToU8(
        "key,s_id,series_name,season_number,episode_number,created_at\nwatch-episode-1,350101,N,1,1,yesterday\n",
      ),
    });
    const run = await importInBackground(client, "tvtime", Buffer.from(bad));
    expect(run.status).toBe(400);
    expect(run.body.fields.file).toEqual(['Line 2: tracking-prod-records-v2.csv: "yesterday" is not a date and time.']);
    const notZip = await importInBackground(client, "tvtime", "key,s_id\n");
    expect(notZip.body.fields.file).toEqual(["This is not a ZIP file: choose the ZIP TV Time sent."]);
    const empty = await importInBackground(client, "tvtime", Buffer.from(zipSync({ "user.csv": strToU8("id\n1\n") })));
    expect(empty.body.fields.file[0]).toMatch(/^This ZIP holds none of TV Time's history files/);
    expect((await postImport(ctx.anonymous, "tvtime", tvTimeZip())).status).toBe(401);
    expect(await rowCount(ctx.db, "tv_tracked_shows", { column: "user_id", value: user.id })).toBe(0);
  });

  it("answers 404 when another owner undoes the import", async () => {
    const owner = await ctx.signedIn();
    const stranger = await ctx.signedIn();
    const imported = await importInBackground(owner.client, "tvtime", tvTimeZip());
    expect((await stranger.client.delete(imported.body.url)).status).toBe(404);
    expect(await rowCount(ctx.db, "tv_watches", { column: "user_id", value: owner.user.id })).toBe(3);
  });
});

describe("POST /api/import/trakt/", () => {
  it("imports Trakt's watched shows, history and watchlist: times kept, movies and id-less shows listed", async () => {
    const { client, user } = await ctx.signedIn();
    const preview = await importInBackground(client, "trakt", traktZip(), { dryRun: true, name: "trakt-export.zip" });
    expect(preview.status).toBe(200);
    expect(preview.body).toMatchObject({
      counts: { shows: 2, episodes: 3 },
      matched: ["Harbor Street", "Northern Lights"],
      unmatched: [
        "Untitled Pilot: Trakt gave no TheTVDB or IMDb id, left out.",
        "1 movie entry: Homebase tracks shows only.",
        "Quiet Harbour (IMDb tt9999303): TVmaze does not know this show, left out.",
      ],
      problems: [],
    });
    const response = await importInBackground(client, "trakt", traktZip(), { name: "trakt-export.zip" });
    expect(response.status).toBe(201);
    expect(response.body.counts).toEqual({ shows: 2, episodes: 3, episodes_skipped: 0 });
    const watches = await ctx.db
      .selectFrom("tv_watches")
      .innerJoin("tv_episodes", "tv_episodes.id", "tv_watches.episode_id")
      .select(["tv_episodes.tvmaze_id", "tv_watches.watched_at"])
      .where("tv_watches.user_id", "=", user.id)
      .orderBy("tv_episodes.tvmaze_id")
      .execute();
    expect(watches).toEqual([
      { tvmaze_id: 1001, watched_at: "2020-01-07T20:15:00.000Z" },
      { tvmaze_id: 1002, watched_at: "2020-01-14T21:00:00.000Z" },
      { tvmaze_id: 2002, watched_at: "2019-03-09T20:30:00.000Z" },
    ]);
    expect((await importInBackground(client, "trakt", fixture("trakt/watched-shows.json"))).body.counts).toEqual({
      shows: 0,
      episodes: 0,
      episodes_skipped: 2,
    });
    expect((await client.delete(response.body.url)).status).toBe(204);
    expect(await rowCount(ctx.db, "tv_watches", { column: "user_id", value: user.id })).toBe(0);
  });

  it("answers 400 for a file that is not JSON or not Trakt's, writing nothing", async () => {
    const { client, user } = await ctx.signedIn();
    const notJson = await importInBackground(client, "trakt", "{ nope", { name: "history.json" });
    expect(notJson.status).toBe(400);
    expect(notJson.body.fields.file[0]).toMatch(/^The file is not JSON: /);
    const wrong = await importInBackground(client, "trakt", JSON.stringify([{ hello: 1 }]));
    expect(wrong.body.fields.file).toEqual([
      "The file, entry 1: not a watched show, history entry or watchlist entry of Trakt's.",
    ]);
    expect(await rowCount(ctx.db, "tv_tracked_shows", { column: "user_id", value: user.id })).toBe(0);
    expect((await postImport(ctx.anonymous, "trakt", traktZip())).status).toBe(401);
  });
});

describe("TV imports run in the background (GET /api/import/job/<id>/)", () => {
  it("answers 202 with the job at once; the job counts the shows looked up and ends with the import's answer", async () => {
    const { client } = await ctx.signedIn();
    const started = await postImport(client, "tvtime", tvTimeZip(), { dryRun: true, name: "tvtime.zip" });
    expect(started.status).toBe(202);
    expect(started.body).toMatchObject({
      source: "tvtime",
      dry_run: true,
      file_name: "tvtime.zip",
      status: null,
      answer: null,
    });
    expect(started.body.url).toMatch(new RegExp(`/api/import/job/${started.body.id}/$`));
    const { job } = await untilFinished(client, started);
    expect(job).toMatchObject({ done: 4, total: 4, status: 200 });
    expect(job.answer.counts).toEqual({ shows: 2, episodes: 4 });
    // The uploaded file is not kept once the job has its answer.
    const row = await ctx.db
      .selectFrom("import_jobs")
      .select("file")
      .where("id", "=", started.body.id)
      .executeTakeFirstOrThrow();
    expect(row.file).toBeNull();
  });

  it("answers 404 for another owner's job and 401 without a token", async () => {
    const owner = await ctx.signedIn();
    const stranger = await ctx.signedIn();
    const started = await postImport(owner.client, "trakt", traktZip(), { dryRun: true });
    expect((await stranger.client.get(started.body.url)).status).toBe(404);
    expect((await ctx.anonymous.get(started.body.url)).status).toBe(401);
    expect((await untilFinished(owner.client, started)).status).toBe(200);
  });

  it("takes up a job whose instance stopped (its lease ran out), and leaves one another instance still holds", async () => {
    const { client, user } = await ctx.signedIn();
    const job = (lease_until: string) =>
      ctx.db
        .insertInto("import_jobs")
        .values({
          user_id: user.id,
          source: "tvtime",
          file_name: "tvtime.zip",
          dry_run: false,
          fields: "{}",
          today: "2026-11-25",
          file: tvTimeZip(),
          done: 1,
          total: 4,
          holder: "an-instance",
          lease_until,
          created_at: new Date().toISOString(),
        })
        .returning("id")
        .executeTakeFirstOrThrow();
    const stopped = await job(new Date(Date.now() - 1000).toISOString());
    const held = await job(new Date(Date.now() + 60_000).toISOString());
    await resumeImportJobs(ctx.app);
    const resumed = await untilFinished(client, { status: 202, body: { url: `/api/import/job/${stopped.id}/` } });
    expect(resumed.status).toBe(201);
    expect(resumed.body.counts).toEqual({ shows: 2, episodes: 3, episodes_skipped: 0 });
    expect(resumed.body.url).toMatch(new RegExp(`/api/import/${resumed.body.id}/$`));
    expect(await rowCount(ctx.db, "tv_watches", { column: "user_id", value: user.id })).toBe(3);
    const stillHeld = (await client.get(`/api/import/job/${held.id}/`)).body;
    expect(stillHeld).toMatchObject({ status: null, done: 1, total: 4 });
  });
});
