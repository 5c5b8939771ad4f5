import {
  tvDetailsSchema,
  tvSearchQuerySchema,
  tvSearchResultSchema,
  tvShowSchema,
  tvTrackSchema,
  tvUserStateSchema,
  tvWatchedSchema,
} from "@homebase/contracts";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { nowIso } from "../../db/database";
import { conflict, HttpError, invalid, orNotFound } from "../../http/errors";
import { idParams } from "../../http/params";
import { absoluteUrl } from "../../http/urls";
import { removeImages } from "../media/images";
import { showDto, showPath } from "./tv.dto";
import { episodesOf, fetchShow, markWatched, refreshChanged, trackedShows, userStates, watchesOf } from "./tv.service";
import { htmlToText, TvmazeClient, TvmazeNotFound, TvmazeUnavailable } from "./tvmaze.client";

const tags = ["tv"];
const showRoute = "/tv/api/show/:id(^\\d+)/";
const REFRESH_EVERY_MS = 12 * 3_600_000;

const offline = () =>
  new HttpError(
    503,
    "offline",
    "TVmaze can't be reached right now. Your shows still work; try searching again in a little while.",
  );

export const tvRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  const client = new TvmazeClient(app.config.tvmaze);

  let timer: NodeJS.Timeout | undefined;
  app.addHook("onReady", async () => {
    const run = () =>
      refreshChanged(db, client, app.config.dataDir).catch((error) =>
        app.log.warn({ err: error }, "TV refresh pass failed; will retry"),
      );
    timer = setInterval(run, REFRESH_EVERY_MS);
    timer.unref();
    void run();
  });
  app.addHook("onClose", async () => clearInterval(timer));

  async function oneShow(request: FastifyRequest, id: number) {
    const [show] = await trackedShows(db, request.owner.id, id);
    return orNotFound(show, "Show");
  }
  async function stateOf(request: FastifyRequest, id: number) {
    const show = await oneShow(request, id);
    return (await userStates(db, request.owner.id, [show])).get(show.id)!;
  }
  async function dto(request: FastifyRequest, id: number) {
    const show = await oneShow(request, id);
    return showDto(request, show, (await userStates(db, request.owner.id, [show])).get(show.id)!);
  }

  app.get(
    "/tv/api/search/",
    { schema: { tags, querystring: tvSearchQuerySchema, response: { 200: z.array(tvSearchResultSchema) } } },
    async (request) => {
      let results: Awaited<ReturnType<TvmazeClient["search"]>>;
      try {
        results = await client.search(request.query.q);
      } catch (error) {
        if (error instanceof TvmazeUnavailable) throw offline();
        throw error;
      }
      const tracked = new Map(
        (await trackedShows(db, request.owner.id)).map((show) => [
          show.tvmaze_id,
          absoluteUrl(request, showPath(show.id)),
        ]),
      );
      return results.map(({ show }) => ({
        tvmaze_id: show.id,
        name: show.name,
        premiered: show.premiered ?? null,
        network: show.network?.name ?? show.webChannel?.name ?? "",
        status: show.status ?? "",
        overview: htmlToText(show.summary),
        tracked_url: tracked.get(show.id) ?? null,
      }));
    },
  );

  app.get("/tv/api/show/", { schema: { tags, response: { 200: z.array(tvShowSchema) } } }, async (request) => {
    const shows = await trackedShows(db, request.owner.id);
    const states = await userStates(db, request.owner.id, shows);
    return shows.map((show) => showDto(request, show, states.get(show.id)!));
  });

  app.post(
    "/tv/api/show/",
    { schema: { tags, body: tvTrackSchema, response: { 200: tvShowSchema, 201: tvShowSchema } } },
    async (request, reply) => {
      const userId = request.owner.id;
      const known = await db
        .selectFrom("tv_shows")
        .select("id")
        .where("tvmaze_id", "=", request.body.tvmaze_id)
        .executeTakeFirst();
      if (known && (await trackedShows(db, userId, known.id)).length > 0) return dto(request, known.id);
      let showId: number;
      try {
        showId = known?.id ?? (await fetchShow(db, client, app.config.dataDir, request.body.tvmaze_id));
      } catch (error) {
        if (error instanceof TvmazeNotFound) throw invalid({ tvmaze_id: ["TVmaze has no show with this id."] });
        if (error instanceof TvmazeUnavailable) throw offline();
        throw error;
      }
      await db
        .insertInto("tv_tracked_shows")
        .values({ user_id: userId, tv_show_id: showId, created_at: nowIso() })
        .onConflict((oc) => oc.columns(["user_id", "tv_show_id"]).doNothing())
        .execute();
      return reply.status(201).send(await dto(request, showId));
    },
  );

  app.get(showRoute, { schema: { tags, params: idParams, response: { 200: tvShowSchema } } }, async (request) =>
    dto(request, request.params.id),
  );

  app.get(
    `${showRoute}details/`,
    { schema: { tags, params: idParams, response: { 200: tvDetailsSchema } } },
    async (request) => {
      const show = await oneShow(request, request.params.id);
      const [episodes, watches] = await Promise.all([
        episodesOf(db, [show.id]),
        watchesOf(db, request.owner.id, [show.id]),
      ]);
      const lastWatched = new Map<number, string>();
      for (const w of watches) {
        if (show.reset_at && w.watched_at < show.reset_at) continue;
        if ((lastWatched.get(w.episode_id) ?? "") < w.watched_at) lastWatched.set(w.episode_id, w.watched_at);
      }
      const seasons = new Map<number, z.infer<typeof tvDetailsSchema>["seasons"][number]>();
      for (const e of episodes) {
        const season = seasons.get(e.season) ?? { number: e.season, episodes: [] };
        const url = absoluteUrl(request, `/tv/api/episode/${e.id}/`);
        season.episodes.push({
          id: e.id,
          number: e.number,
          title: e.name,
          first_aired: e.airstamp,
          last_watched_at: lastWatched.get(e.id) ?? null,
          watched_url: `${url}watched/`,
          watched_up_to_url: `${url}watched-up-to/`,
        });
        seasons.set(e.season, season);
      }
      return { seasons: [...seasons.values()] };
    },
  );

  app.delete(showRoute, { schema: { tags, params: idParams, response: { 204: z.null() } } }, async (request, reply) => {
    const userId = request.owner.id;
    const show = await oneShow(request, request.params.id);
    await db.transaction().execute(async (trx) => {
      const episodeIds = trx.selectFrom("tv_episodes").select("id").where("tv_show_id", "=", show.id);
      await trx.deleteFrom("tv_watches").where("user_id", "=", userId).where("episode_id", "in", episodeIds).execute();
      await trx.deleteFrom("tv_tracked_shows").where("id", "=", show.tracked_id).execute();
    });
    // Nobody tracks it any more: drop the show data and its posters too.
    const stillTracked = await db
      .selectFrom("tv_tracked_shows")
      .select("id")
      .where("tv_show_id", "=", show.id)
      .executeTakeFirst();
    if (!stillTracked) {
      await db.deleteFrom("tv_shows").where("id", "=", show.id).execute();
      await removeImages(app.config.dataDir, [show.poster, show.poster_thumb]);
    }
    return reply.status(204).send(null);
  });

  app.post(
    `${showRoute}refresh/`,
    { schema: { tags, params: idParams, response: { 200: tvShowSchema } } },
    async (request) => {
      const show = await oneShow(request, request.params.id);
      try {
        await fetchShow(db, client, app.config.dataDir, show.tvmaze_id);
      } catch (error) {
        if (error instanceof TvmazeUnavailable) throw offline();
        throw error;
      }
      return dto(request, show.id);
    },
  );

  // Show-state calls (spec §7): each answers the owner's changed part, merged into the show.
  const stateRoute = (
    suffix: string,
    change: (request: FastifyRequest, show: Awaited<ReturnType<typeof oneShow>>) => Promise<void>,
  ) =>
    app.patch(
      `${showRoute}${suffix}/`,
      { schema: { tags, params: idParams, response: { 200: tvUserStateSchema } } },
      async (request) => {
        const show = await oneShow(request, (request.params as { id: number }).id);
        await change(request, show);
        return stateOf(request, show.id);
      },
    );

  stateRoute("mark-watched", async (request, show) => {
    const state = (await userStates(db, request.owner.id, [show])).get(show.id)!;
    const next = state.next_episode;
    if (!next) throw conflict("There is no next episode to mark watched.");
    const episode = await db
      .selectFrom("tv_episodes")
      .select("id")
      .where("tv_show_id", "=", show.id)
      .where("season", "=", next.season)
      .where("number", "=", next.number)
      .executeTakeFirstOrThrow();
    await markWatched(db, request.owner.id, show, [episode.id]);
  });
  stateRoute("reset", async (_request, show) => {
    await db.updateTable("tv_tracked_shows").set({ reset_at: nowIso() }).where("id", "=", show.tracked_id).execute();
  });
  stateRoute("undo-reset", async (_request, show) => {
    await db.updateTable("tv_tracked_shows").set({ reset_at: null }).where("id", "=", show.tracked_id).execute();
  });
  stateRoute("hide", async (_request, show) => {
    const hidden = !show.is_hidden;
    await db
      .updateTable("tv_tracked_shows")
      .set({ is_hidden: hidden, hidden_at: hidden ? nowIso() : null })
      .where("id", "=", show.tracked_id)
      .execute();
  });

  /** An episode of a show the owner tracks (404 otherwise). */
  async function ownEpisode(request: FastifyRequest, id: number) {
    const episode = orNotFound(
      await db.selectFrom("tv_episodes").selectAll().where("id", "=", id).executeTakeFirst(),
      "Episode",
    );
    return { episode, show: await oneShow(request, episode.tv_show_id) };
  }

  app.patch(
    "/tv/api/episode/:id(^\\d+)/watched/",
    { schema: { tags, params: idParams, body: tvWatchedSchema, response: { 200: tvUserStateSchema } } },
    async (request) => {
      const { episode, show } = await ownEpisode(request, request.params.id);
      if (request.body.watched) await markWatched(db, request.owner.id, show, [episode.id]);
      else
        await db
          .deleteFrom("tv_watches")
          .where("user_id", "=", request.owner.id)
          .where("episode_id", "=", episode.id)
          .execute();
      return stateOf(request, show.id);
    },
  );

  app.post(
    "/tv/api/episode/:id(^\\d+)/watched-up-to/",
    { schema: { tags, params: idParams, response: { 200: tvUserStateSchema } } },
    async (request) => {
      const { episode, show } = await ownEpisode(request, request.params.id);
      const upTo = (await episodesOf(db, [show.id])).filter(
        (e) => e.season < episode.season || (e.season === episode.season && e.number <= episode.number),
      );
      await markWatched(
        db,
        request.owner.id,
        show,
        upTo.map((e) => e.id),
      );
      return stateOf(request, show.id);
    },
  );
};
