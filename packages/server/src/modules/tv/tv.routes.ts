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
import { conflict, HttpError, invalid } from "../../http/errors";
import { idParams } from "../../http/params";
import { absoluteUrl } from "../../http/urls";
import { showDto, showPath } from "./tv.dto";
import * as tv from "./tv.service";
import { htmlToText, TvmazeNotFound, TvmazeUnavailable, tvmazeClientFor, webImageUrl } from "./tvmaze.client";

const tags = ["tv"];
const showRoute = "/tv/api/show/:id(^\\d+)/";
const episodeUrl = (request: FastifyRequest, id: number) => absoluteUrl(request, `/tv/api/episode/${id}/`);

const offline = (then = "Your shows still work; try searching again in a little while.") =>
  new HttpError(503, "offline", `TVmaze can't be reached right now. ${then}`);

export const tvRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  const client = tvmazeClientFor(app.config.tvmaze);

  async function stateOf(request: FastifyRequest, id: number) {
    return tv.stateOf(db, request.owner.id, await tv.ownShow(db, request.owner.id, id));
  }
  async function dto(request: FastifyRequest, id: number) {
    const show = await tv.ownShow(db, request.owner.id, id);
    return showDto(request, show, await tv.stateOf(db, request.owner.id, show));
  }

  app.get(
    "/tv/api/search/",
    { schema: { tags, querystring: tvSearchQuerySchema, response: { 200: z.array(tvSearchResultSchema) } } },
    async (request) => {
      let results: Awaited<ReturnType<typeof tv.searchShows>>;
      try {
        results = await tv.searchShows(db, client, request.owner.id, request.query.q);
      } catch (error) {
        if (error instanceof TvmazeUnavailable) throw offline();
        throw error;
      }
      return results.map(({ show, trackedId }) => ({
        tvmaze_id: show.id,
        name: show.name,
        premiered: show.premiered ?? null,
        network: show.network?.name ?? show.webChannel?.name ?? "",
        status: show.status ?? "",
        overview: htmlToText(show.summary),
        poster_url: webImageUrl(show.image?.medium),
        tracked_url: trackedId === undefined ? null : absoluteUrl(request, showPath(trackedId)),
      }));
    },
  );

  app.get("/tv/api/show/", { schema: { tags, response: { 200: z.array(tvShowSchema) } } }, async (request) =>
    (await tv.showsWithStates(db, request.owner.id)).map(({ show, state }) => showDto(request, show, state)),
  );

  // Tracking a show the owner already tracks answers it as it is (200).
  app.post(
    "/tv/api/show/",
    { schema: { tags, body: tvTrackSchema, response: { 200: tvShowSchema, 201: tvShowSchema } } },
    async (request, reply) => {
      let tracked: Awaited<ReturnType<typeof tv.trackShow>>;
      try {
        tracked = await tv.trackShow(db, client, app.media, request.owner.id, request.body.tvmaze_id);
      } catch (error) {
        if (error instanceof TvmazeNotFound) throw invalid({ tvmaze_id: ["TVmaze has no show with this id."] });
        if (error instanceof TvmazeUnavailable) throw offline();
        throw error;
      }
      const body = await dto(request, tracked.showId);
      return tracked.created ? reply.status(201).send(body) : body;
    },
  );

  app.get(showRoute, { schema: { tags, params: idParams, response: { 200: tvShowSchema } } }, async (request) =>
    dto(request, request.params.id),
  );

  app.get(
    `${showRoute}details/`,
    { schema: { tags, params: idParams, response: { 200: tvDetailsSchema } } },
    async (request) => {
      const { show, episodes, specials, lastWatched } = await tv.showDetails(db, request.owner.id, request.params.id);
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
      try {
        await tv.setShowSpecials(db, client, request.owner.id, request.params.id, request.body.show_specials);
      } catch (error) {
        if (error instanceof TvmazeUnavailable) throw offline("Specials stay off; try again in a little while.");
        // TVmaze no longer knows the show: there are no specials to fetch.
        if (error instanceof TvmazeNotFound) throw conflict("TVmaze no longer lists this show, so it has no specials.");
        throw error;
      }
      return stateOf(request, request.params.id);
    },
  );

  app.delete(showRoute, { schema: { tags, params: idParams, response: { 204: z.null() } } }, async (request, reply) => {
    await tv.untrackShow(db, app.media, request.owner.id, request.params.id);
    return reply.status(204).send(null);
  });

  app.post(
    `${showRoute}refresh/`,
    { schema: { tags, params: idParams, response: { 200: tvShowSchema } } },
    async (request) => {
      try {
        await tv.refreshShow(db, client, app.media, request.owner.id, request.params.id);
      } catch (error) {
        if (error instanceof TvmazeUnavailable) throw offline();
        throw error;
      }
      return dto(request, request.params.id);
    },
  );

  // Show-state calls (spec §7): each answers the owner's changed part, merged into the show.
  const stateRoute = (suffix: string, change: typeof tv.resetProgress) =>
    app.patch(
      `${showRoute}${suffix}/`,
      { schema: { tags, params: idParams, response: { 200: tvUserStateSchema } } },
      async (request) => {
        await change(db, request.owner.id, request.params.id);
        return stateOf(request, request.params.id);
      },
    );

  stateRoute("mark-watched", tv.markNextWatched);
  stateRoute("reset", tv.resetProgress);
  stateRoute("undo-reset", tv.undoReset);
  stateRoute("hide", tv.toggleHidden);

  app.patch(
    "/tv/api/episode/:id(^\\d+)/watched/",
    { schema: { tags, params: idParams, body: tvWatchedSchema, response: { 200: tvUserStateSchema } } },
    async (request) => {
      const showId = await tv.setWatched(db, request.owner.id, request.params.id, request.body.watched);
      return stateOf(request, showId);
    },
  );

  app.post(
    "/tv/api/episode/:id(^\\d+)/watched-up-to/",
    { schema: { tags, params: idParams, response: { 200: tvUserStateSchema } } },
    async (request) => stateOf(request, await tv.markWatchedUpTo(db, request.owner.id, request.params.id)),
  );
};
