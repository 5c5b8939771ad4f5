import {
  tvDetailsSchema,
  tvSearchQuerySchema,
  tvSearchResultSchema,
  tvShowSchema,
  tvShowSettingsSchema,
  tvTrackSchema,
  tvUserStateSchema,
  tvWatchedSchema,
} from "@homebase/contracts";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { nowIso } from "../../db/database";
import { conflict, HttpError, invalid, notFound, orNotFound } from "../../http/errors";
import { idParams } from "../../http/params";
import { absoluteUrl } from "../../http/urls";
import { removeImages } from "../media/images";
import { showDto, showPath } from "./tv.dto";
import {
  episodesOf,
  fetchShow,
  markWatched,
  setShowSpecials,
  specialsOf,
  trackedShows,
  userStates,
  watchesOf,
} from "./tv.service";
import { htmlToText, TvmazeNotFound, TvmazeUnavailable, tvmazeClientFor, webImageUrl } from "./tvmaze.client";

const tags = ["tv"];
const showRoute = "/tv/api/show/:id(^\\d+)/";
const episodeUrl = (request: FastifyRequest, id: number) => absoluteUrl(request, `/tv/api/episode/${id}/`);

const offline = (then = "Your shows still work; try searching again in a little while.") =>
  new HttpError(503, "offline", `TVmaze can't be reached right now. ${then}`);

export const tvRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  const client = tvmazeClientFor(app.config.tvmaze);

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
      let results: Awaited<ReturnType<typeof client.search>>;
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
        poster_url: webImageUrl(show.image?.medium),
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
        showId = known?.id ?? (await fetchShow(db, client, app.media, request.body.tvmaze_id));
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
      // Specials only while this owner asked for them, even when stored for another owner.
      const [episodes, specials, regularWatches, specialWatches] = await Promise.all([
        episodesOf(db, [show.id]),
        show.show_specials ? specialsOf(db, show.id) : [],
        watchesOf(db, request.owner.id, [show.id]),
        show.show_specials ? watchesOf(db, request.owner.id, [show.id], "specials") : [],
      ]);
      const lastWatched = new Map<number, string>();
      for (const w of [...regularWatches, ...specialWatches]) {
        if (show.reset_at && w.watched_at < show.reset_at) continue;
        if ((lastWatched.get(w.episode_id) ?? "") < w.watched_at) lastWatched.set(w.episode_id, w.watched_at);
      }
      const seasons = new Map<number, z.infer<typeof tvDetailsSchema>["seasons"][number]>();
      for (const e of episodes) {
        const season = seasons.get(e.season) ?? { number: e.season, episodes: [] };
        const url = episodeUrl(request, e.id);
        season.episodes.push({
          id: e.id,
          number: e.number,
          is_special: false,
          title: e.name,
          first_aired: e.airstamp,
          last_watched_at: lastWatched.get(e.id) ?? null,
          watched_url: `${url}watched/`,
          watched_up_to_url: `${url}watched-up-to/`,
        });
        seasons.set(e.season, season);
      }
      return {
        show_specials: show.show_specials,
        seasons: [...seasons.values()],
        // Stored with number 0 (migration 0011); the API never shows that 0.
        specials: specials.map((e) => ({
          id: e.id,
          season: e.season,
          number: null,
          is_special: true as const,
          title: e.name,
          first_aired: e.airstamp,
          last_watched_at: lastWatched.get(e.id) ?? null,
          watched_url: `${episodeUrl(request, e.id)}watched/`,
        })),
      };
    },
  );

  // The owner's settings for one show (issue 7: specials only if the user asks). Answers the
  // owner's part of the show like the show-state calls; turning specials on fetches them first.
  app.patch(
    showRoute,
    { schema: { tags, params: idParams, body: tvShowSettingsSchema, response: { 200: tvUserStateSchema } } },
    async (request) => {
      const show = await oneShow(request, request.params.id);
      try {
        await setShowSpecials(db, client, show, request.body.show_specials);
      } catch (error) {
        if (error instanceof TvmazeUnavailable) throw offline("Specials stay off; try again in a little while.");
        // TVmaze no longer knows the show: there are no specials to fetch.
        if (error instanceof TvmazeNotFound) throw conflict("TVmaze no longer lists this show, so it has no specials.");
        throw error;
      }
      return stateOf(request, show.id);
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
      await removeImages(app.media, [show.poster, show.poster_thumb]);
    }
    return reply.status(204).send(null);
  });

  app.post(
    `${showRoute}refresh/`,
    { schema: { tags, params: idParams, response: { 200: tvShowSchema } } },
    async (request) => {
      const show = await oneShow(request, request.params.id);
      try {
        await fetchShow(db, client, app.media, show.tvmaze_id);
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
      .where("is_special", "=", false)
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

  /**
   * An episode of a show the owner tracks (404 otherwise). A special counts as the owner's only
   * while they have specials on: stored for another owner, it does not exist for them.
   */
  async function ownEpisode(request: FastifyRequest, id: number) {
    const episode = orNotFound(
      await db.selectFrom("tv_episodes").selectAll().where("id", "=", id).executeTakeFirst(),
      "Episode",
    );
    const show = await oneShow(request, episode.tv_show_id);
    if (episode.is_special && !show.show_specials) throw notFound("Episode");
    return { episode, show };
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
      // A special has no place in the order (its stored number 0 would pull in earlier seasons).
      if (episode.is_special) throw conflict("A special has no place in the episode order; mark it on its own.");
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
