import { type TvDetails, type TvShow, type TvUserState, type TvWatch, tvProgress } from "@homebase/contracts";
import { type FakeRequest, signedInModuleApi } from "../../test/fakeApi";
import { SEARCH_PATH, SHOWS_PATH } from "./api";

// Test support only (imported by *.test.tsx): an in-memory TV API behind the fake fetch,
// computing progress with the same rules as the server (contracts' tvProgress).

const ORIGIN = "http://localhost";
type Reply = { status: number; body?: unknown };
type Route = Reply | ((request: FakeRequest) => Reply | Promise<Reply>);

export const PAST = "2021-01-10T02:00:00.000Z";
export const FUTURE = "2099-01-17T02:00:00.000Z";

export interface EpisodeSeed {
  season: number;
  number: number;
  name?: string;
  airstamp: string | null;
}

/** A special: no episode number, the season as TVmaze gives it. */
export interface SpecialSeed {
  season: number;
  name: string;
  airstamp: string | null;
  watched?: boolean;
}

export interface ShowSeed {
  name: string;
  tvmaze_id?: number;
  network?: string;
  overview?: string;
  poster?: boolean;
  episodes: EpisodeSeed[];
  /** "S1E2"-style codes of the watched episodes. */
  watched?: string[];
  hidden_at?: string | null;
  reset_at?: string | null;
  /** Not tracked yet: only found by the search. */
  untracked?: boolean;
  /** The show's specials, listed only while show_specials is on (never counted). */
  specials?: SpecialSeed[];
  show_specials?: boolean;
}

/** `count` aired episodes of one season (named "Episode {season}x{n}"), optionally one more to come. */
export function season(seasonNumber: number, count: number, upcoming = 0): EpisodeSeed[] {
  return Array.from({ length: count + upcoming }, (_, i) => ({
    season: seasonNumber,
    number: i + 1,
    name: `Episode ${seasonNumber}x${i + 1}`,
    airstamp: i < count ? new Date(Date.parse(PAST) + (seasonNumber * 100 + i) * 86_400_000).toISOString() : FUTURE,
  }));
}

interface StoredShow {
  id: number;
  tvmaze_id: number;
  seed: ShowSeed;
  episodes: (EpisodeSeed & { id: number })[];
  specials: (SpecialSeed & { id: number })[];
  watches: TvWatch[];
  show_specials: boolean;
  tracked: boolean;
  is_hidden: boolean;
  hidden_at: string | null;
  reset_at: string | null;
}

const notFound: Reply = { status: 404, body: { detail: "Not found.", code: "not_found" } };

export function tvApi({
  shows = [],
  routes = {},
  searchOffline = false,
}: {
  shows?: ShowSeed[];
  routes?: Record<string, Route>;
  searchOffline?: boolean;
} = {}) {
  let nextEpisodeId = 1000;
  const store: StoredShow[] = shows.map((seed, index) => {
    const episodes = seed.episodes.map((e) => ({ ...e, id: nextEpisodeId++ }));
    const specials = (seed.specials ?? []).map((e) => ({ ...e, id: nextEpisodeId++ }));
    const code = (e: EpisodeSeed) => `S${e.season}E${e.number}`;
    const watchedAt = seed.reset_at ? new Date(Date.parse(seed.reset_at) + 60_000).toISOString() : PAST;
    return {
      id: index + 1,
      tvmaze_id: seed.tvmaze_id ?? 100 + index,
      seed,
      episodes,
      specials,
      watches: [...episodes.filter((e) => seed.watched?.includes(code(e))), ...specials.filter((e) => e.watched)].map(
        (e) => ({ episode_id: e.id, watched_at: watchedAt }),
      ),
      show_specials: seed.show_specials ?? false,
      tracked: !seed.untracked,
      is_hidden: Boolean(seed.hidden_at),
      hidden_at: seed.hidden_at ?? null,
      reset_at: seed.reset_at ?? null,
    };
  });

  const urlOf = (show: StoredShow) => `${ORIGIN}${SHOWS_PATH}${show.id}/`;
  const state = (show: StoredShow): TvUserState => ({
    is_hidden: show.is_hidden,
    hidden_at: show.hidden_at,
    is_reset: show.reset_at !== null,
    show_specials: show.show_specials,
    // Like the server: regular episodes only (tvProgress also ignores watches of specials).
    ...tvProgress(
      show.episodes.map((e) => ({ ...e, name: e.name ?? `Episode ${e.number}` })),
      show.watches,
      show.reset_at,
      new Date().toISOString(),
    ),
  });
  const toShow = (show: StoredShow): TvShow => {
    const url = urlOf(show);
    return {
      id: show.id,
      url,
      tvmaze_id: show.tvmaze_id,
      name: show.seed.name,
      overview: show.seed.overview ?? `${show.seed.name} is a show.`,
      poster_path: show.seed.poster ? `${ORIGIN}/media/tv/${show.id}.jpg` : null,
      poster_thumb_path: show.seed.poster ? `${ORIGIN}/media/tv/${show.id}-thumb.jpg` : null,
      network: show.seed.network ?? "Aurora TV",
      status: "Running",
      premiered: "2020-01-05",
      details_url: `${url}details/`,
      mark_as_watched_url: `${url}mark-watched/`,
      reset_url: `${url}reset/`,
      undo_reset_url: `${url}undo-reset/`,
      hide_url: `${url}hide/`,
      refresh_url: `${url}refresh/`,
      ...state(show),
    };
  };
  const lastWatched = (show: StoredShow, id: number) =>
    show.watches
      .filter((w) => w.episode_id === id && (show.reset_at === null || w.watched_at >= show.reset_at))
      .map((w) => w.watched_at)
      .sort()
      .at(-1) ?? null;
  const details = (show: StoredShow): TvDetails => {
    const seasons = new Map<number, TvDetails["seasons"][number]>();
    for (const e of [...show.episodes].sort((a, b) => a.season - b.season || a.number - b.number)) {
      const entry = seasons.get(e.season) ?? { number: e.season, episodes: [] };
      const url = `${ORIGIN}/tv/api/episode/${e.id}/`;
      entry.episodes.push({
        id: e.id,
        number: e.number,
        is_special: false,
        title: e.name ?? `Episode ${e.number}`,
        first_aired: e.airstamp,
        last_watched_at: lastWatched(show, e.id),
        watched_url: `${url}watched/`,
        watched_up_to_url: `${url}watched-up-to/`,
      });
      seasons.set(e.season, entry);
    }
    return {
      show_specials: show.show_specials,
      seasons: [...seasons.values()],
      specials: show.show_specials
        ? show.specials.map((e) => ({
            id: e.id,
            season: e.season,
            number: null,
            is_special: true,
            title: e.name,
            first_aired: e.airstamp,
            last_watched_at: lastWatched(show, e.id),
            watched_url: `${ORIGIN}/tv/api/episode/${e.id}/watched/`,
          }))
        : [],
    };
  };
  const watch = (show: StoredShow, ids: number[]) => {
    const now = new Date().toISOString();
    for (const id of ids) show.watches.push({ episode_id: id, watched_at: now });
  };

  const handle = (request: FakeRequest): Reply => {
    const { method, path } = request;
    const tracked = store.filter((s) => s.tracked);
    if (method === "GET" && path.startsWith(`${SEARCH_PATH}?q=`)) {
      if (searchOffline) {
        return {
          status: 503,
          body: { detail: "TVmaze can't be reached right now.", code: "offline" },
        };
      }
      const q = decodeURIComponent(path.slice(`${SEARCH_PATH}?q=`.length)).toLowerCase();
      return {
        status: 200,
        body: store
          .filter((s) => s.seed.name.toLowerCase().includes(q))
          .map((s) => ({
            tvmaze_id: s.tvmaze_id,
            name: s.seed.name,
            premiered: "2020-01-05",
            network: s.seed.network ?? "Aurora TV",
            status: "Running",
            overview: s.seed.overview ?? "",
            poster_url: s.seed.poster
              ? `https://static.tvmaze.com/uploads/images/medium_portrait/${s.tvmaze_id}.jpg`
              : null,
            tracked_url: s.tracked ? urlOf(s) : null,
          })),
      };
    }
    if (path === SHOWS_PATH && method === "GET") return { status: 200, body: tracked.map(toShow) };
    if (path === SHOWS_PATH && method === "POST") {
      const show = store.find((s) => s.tvmaze_id === (request.body as { tvmaze_id: number }).tvmaze_id);
      if (!show) return { status: 400, body: { detail: "Check the fields.", code: "invalid", fields: {} } };
      const status = show.tracked ? 200 : 201;
      show.tracked = true;
      return { status, body: toShow(show) };
    }
    const episodeMatch = path.match(/^\/tv\/api\/episode\/(\d+)\/(watched|watched-up-to)\/$/);
    if (episodeMatch) {
      const id = Number(episodeMatch[1]);
      const special = tracked.flatMap((s) => s.specials.map((e) => ({ show: s, e }))).find(({ e }) => e.id === id);
      if (special) {
        // A special exists for the owner only while specials are on, and is marked on its own.
        if (!special.show.show_specials) return notFound;
        if (episodeMatch[2] === "watched-up-to") {
          return { status: 409, body: { detail: "A special has no place in the episode order.", code: "conflict" } };
        }
        if ((request.body as { watched: boolean }).watched) watch(special.show, [id]);
        else special.show.watches = special.show.watches.filter((w) => w.episode_id !== id);
        return { status: 200, body: state(special.show) };
      }
      const show = tracked.find((s) => s.episodes.some((e) => e.id === id));
      if (!show) return notFound;
      const episode = show.episodes.find((e) => e.id === id)!;
      if (episodeMatch[2] === "watched-up-to") {
        watch(
          show,
          show.episodes
            .filter((e) => e.season < episode.season || (e.season === episode.season && e.number <= episode.number))
            .map((e) => e.id),
        );
      } else if ((request.body as { watched: boolean }).watched) watch(show, [id]);
      else show.watches = show.watches.filter((w) => w.episode_id !== id);
      return { status: 200, body: state(show) };
    }
    const match = path.match(/^\/tv\/api\/show\/(\d+)\/(?:([a-z-]+)\/)?$/);
    const show = match ? tracked.find((s) => s.id === Number(match[1])) : undefined;
    if (!match || !show) return notFound;
    const action = match[2];
    if (!action && method === "GET") return { status: 200, body: toShow(show) };
    if (!action && method === "PATCH") {
      const { show_specials } = request.body as { show_specials: unknown };
      if (typeof show_specials !== "boolean") {
        return {
          status: 400,
          body: { detail: "Invalid input.", code: "invalid", fields: { show_specials: ["Choose on or off."] } },
        };
      }
      show.show_specials = show_specials;
      return { status: 200, body: state(show) };
    }
    if (!action && method === "DELETE") {
      show.tracked = false;
      show.watches = [];
      return { status: 204 };
    }
    if (action === "details" && method === "GET") return { status: 200, body: details(show) };
    if (action === "refresh" && method === "POST") return { status: 200, body: toShow(show) };
    if (method !== "PATCH") return notFound;
    if (action === "mark-watched") {
      const next = state(show).next_episode;
      if (!next)
        return { status: 409, body: { detail: "There is no next episode to mark watched.", code: "conflict" } };
      watch(show, [show.episodes.find((e) => e.season === next.season && e.number === next.number)!.id]);
    } else if (action === "reset") show.reset_at = new Date().toISOString();
    else if (action === "undo-reset") show.reset_at = null;
    else if (action === "hide") {
      show.is_hidden = !show.is_hidden;
      show.hidden_at = show.is_hidden ? new Date().toISOString() : null;
    } else return notFound;
    return { status: 200, body: state(show) };
  };

  const fake = signedInModuleApi(handle, routes);
  return {
    ...fake,
    /** A show as the fake server holds it now. */
    show: (name: string) => {
      const found = store.find((s) => s.seed.name === name);
      return found ? toShow(found) : undefined;
    },
    isTracked: (name: string) => store.some((s) => s.seed.name === name && s.tracked),
  };
}
