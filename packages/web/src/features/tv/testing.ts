import type { NextEpisode, TvDetails, TvSearchResult, TvShow, TvSpecial, TvUserState } from "@homebase/contracts";
import { ok, type Routes, signedInApi } from "../../test/fakeApi";
import { SEARCH_PATH, SHOWS_PATH } from "./api";

// Test support only (imported by *.test.tsx): TV objects as the API answers them, and a fake API
// that answers them as set up. It computes no progress (aired, completed, next episode) and marks
// nothing watched; tests say what the server answers.

const ORIGIN = "http://localhost";

export const PAST = "2021-01-10T02:00:00.000Z";
export const FUTURE = "2099-01-17T02:00:00.000Z";

/** When the fixtures' episode `number` of `season` aired: a day apart, seasons 100 days apart. */
export const airedAt = (season: number, number: number) =>
  new Date(Date.parse(PAST) + (season * 100 + number - 1) * 86_400_000).toISOString();

export type TvEpisode = TvDetails["seasons"][number]["episodes"][number];

/** The next episode to watch, "Episode {season}x{number}", aired as `airedAt` says. */
export const nextEpisode = (season: number, number: number, fields: Partial<NextEpisode> = {}): NextEpisode => ({
  season,
  number,
  name: `Episode ${season}x${number}`,
  first_aired: airedAt(season, number),
  is_future: false,
  ...fields,
});

/** A tracked show with nothing aired yet. */
export const show = (id: number, name: string, fields: Partial<TvShow> = {}): TvShow => {
  const url = `${ORIGIN}${SHOWS_PATH}${id}/`;
  return {
    id,
    url,
    tvmaze_id: 100 + id,
    name,
    overview: `${name} is a show.`,
    poster_path: null,
    poster_thumb_path: null,
    network: "Aurora TV",
    status: "Running",
    premiered: "2020-01-05",
    details_url: `${url}details/`,
    mark_as_watched_url: `${url}mark-watched/`,
    reset_url: `${url}reset/`,
    undo_reset_url: `${url}undo-reset/`,
    hide_url: `${url}hide/`,
    refresh_url: `${url}refresh/`,
    is_hidden: false,
    hidden_at: null,
    is_reset: false,
    show_specials: false,
    completed: 0,
    aired: 0,
    last_watched_at: null,
    next_episode: null,
    ...fields,
  };
};

/** The owner's part of a show: what the show-state calls answer. */
export const stateOf = ({
  is_hidden,
  hidden_at,
  is_reset,
  show_specials,
  completed,
  aired,
  last_watched_at,
  next_episode,
}: TvShow): TvUserState => ({
  is_hidden,
  hidden_at,
  is_reset,
  show_specials,
  completed,
  aired,
  last_watched_at,
  next_episode,
});

const episodeUrl = (id: number) => `${ORIGIN}/tv/api/episode/${id}/`;

/** "Episode {season}x{number}", aired as `airedAt` says, not watched. */
export const episode = (id: number, season: number, number: number, fields: Partial<TvEpisode> = {}): TvEpisode => ({
  id,
  number,
  is_special: false,
  title: `Episode ${season}x${number}`,
  first_aired: airedAt(season, number),
  last_watched_at: null,
  watched_url: `${episodeUrl(id)}watched/`,
  watched_up_to_url: `${episodeUrl(id)}watched-up-to/`,
  ...fields,
});

export const special = (id: number, season: number, title: string, fields: Partial<TvSpecial> = {}): TvSpecial => ({
  id,
  season,
  number: null,
  is_special: true,
  title,
  first_aired: PAST,
  last_watched_at: null,
  watched_url: `${episodeUrl(id)}watched/`,
  ...fields,
});

/** A search result for `found`, tracked when `tracked` is. */
export const searchResult = (found: TvShow, tracked: boolean, poster_url: string | null = null): TvSearchResult => ({
  tvmaze_id: found.tvmaze_id,
  name: found.name,
  premiered: found.premiered,
  network: found.network,
  status: found.status,
  overview: found.overview,
  poster_url,
  tracked_url: tracked ? found.url : null,
});

export const pathOf = (url: string) => new URL(url).pathname;

export interface TvApiOptions {
  /** The tracked shows, as the server lists them; each also answers its own url. */
  shows?: TvShow[];
  /** Each show's episodes, by show id. */
  details?: Record<number, TvDetails>;
  /** Search results by query; any other query finds nothing. */
  search?: Record<string, TvSearchResult[]>;
  /** Answers for anything else, e.g. what a change answers. */
  routes?: Routes;
}

export function tvApi({ shows = [], details = {}, search = {}, routes = {} }: TvApiOptions = {}) {
  return signedInApi({
    [`GET ${SHOWS_PATH}`]: ok(shows),
    ...Object.fromEntries(shows.map((s) => [`GET ${pathOf(s.url)}`, ok(s)])),
    ...Object.fromEntries(
      Object.entries(details).map(([id, answer]) => [`GET ${SHOWS_PATH}${id}/details/`, ok(answer)]),
    ),
    [`GET ${SEARCH_PATH}`]: ok([]),
    ...Object.fromEntries(
      Object.entries(search).map(([q, results]) => [`GET ${SEARCH_PATH}?q=${encodeURIComponent(q)}`, ok(results)]),
    ),
    ...routes,
  });
}
