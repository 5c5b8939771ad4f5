import type { TvDetails, TvSearchResult, TvShow, TvSpecial, TvUserState } from "@homebase/contracts";
import { keepPreviousData, type QueryClient, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../api/client";
import { predictWatched } from "./progress";

// Spec §7 TV plus issue 7's additions (search, track, stop tracking, refresh, episode marks).
export const SHOWS_PATH = "/tv/api/show/";
export const SEARCH_PATH = "/tv/api/search/";

export const tvKeys = {
  all: ["tv"] as const,
  shows: ["tv", "shows"] as const,
  show: (id: number) => ["tv", "show", id] as const,
  details: (id: number) => ["tv", "details", id] as const,
  searches: ["tv", "search"] as const,
  search: (q: string) => ["tv", "search", q] as const,
};

export type TvEpisode = TvDetails["seasons"][number]["episodes"][number];

export function useShows() {
  return useQuery({
    queryKey: tvKeys.shows,
    queryFn: ({ signal }) => api.get<TvShow[]>(SHOWS_PATH, signal),
    meta: { errorMessage: "Could not load your shows" },
  });
}

/** Spec §7: GET the show, then its details_url. The list's copy shows at once while it loads. */
export function useShow(id: number) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: tvKeys.show(id),
    queryFn: ({ signal }) => api.get<TvShow>(`${SHOWS_PATH}${id}/`, signal),
    placeholderData: () => queryClient.getQueryData<TvShow[]>(tvKeys.shows)?.find((s) => s.id === id),
    // The page says "Show not found" or shows the failure with a retry itself.
    meta: { errorMessage: "Could not load the show", showsErrorInline: true },
  });
}

export function useShowDetails(show: TvShow | undefined) {
  return useQuery({
    queryKey: tvKeys.details(show?.id ?? 0),
    queryFn: ({ signal }) => api.get<TvDetails>(show!.details_url, signal),
    enabled: show !== undefined,
    meta: { errorMessage: "Could not load the episodes", showsErrorInline: true },
  });
}

/** TVmaze search through our server; the page shows "offline" (503) and other failures itself. */
export function useSearch(q: string) {
  const query = q.trim();
  return useQuery({
    queryKey: tvKeys.search(query),
    queryFn: ({ signal }) => api.get<TvSearchResult[]>(`${SEARCH_PATH}?q=${encodeURIComponent(query)}`, signal),
    enabled: query.length > 0,
    // Results stay on screen while the next keystroke's search runs.
    placeholderData: keepPreviousData,
    staleTime: 60_000,
    meta: { errorMessage: "Could not search", showsErrorInline: true },
  });
}

/** Spec §4: the answer of a show-state call is merged into the show, in the list and on its page. */
export function mergeShowState(queryClient: QueryClient, id: number, state: Partial<TvUserState>) {
  queryClient.setQueryData<TvShow[]>(tvKeys.shows, (list) => list?.map((s) => (s.id === id ? { ...s, ...state } : s)));
  queryClient.setQueryData<TvShow>(tvKeys.show(id), (show) => (show ? { ...show, ...state } : show));
}

function putShow(queryClient: QueryClient, show: TvShow) {
  queryClient.setQueryData<TvShow[]>(tvKeys.shows, (list) =>
    list
      ? list.some((s) => s.id === show.id)
        ? list.map((s) => (s.id === show.id ? show : s))
        : [...list, show]
      : list,
  );
  queryClient.setQueryData(tvKeys.show(show.id), show);
}

type Snapshot = { list: TvShow[] | undefined; show: TvShow | undefined };

function snapshot(queryClient: QueryClient, id: number): Snapshot {
  return {
    list: queryClient.getQueryData<TvShow[]>(tvKeys.shows),
    show: queryClient.getQueryData<TvShow>(tvKeys.show(id)),
  };
}

function restore(queryClient: QueryClient, id: number, saved: Snapshot | undefined) {
  if (!saved) return;
  queryClient.setQueryData(tvKeys.shows, saved.list);
  queryClient.setQueryData(tvKeys.show(id), saved.show);
}

export type ShowAction = "watch" | "reset" | "undoReset" | "hide";

const ACTIONS = {
  watch: { url: (s: TvShow) => s.mark_as_watched_url, error: "Could not mark the episode watched" },
  reset: { url: (s: TvShow) => s.reset_url, error: "Could not reset the show" },
  undoReset: { url: (s: TvShow) => s.undo_reset_url, error: "Could not undo the reset" },
  hide: { url: (s: TvShow) => s.hide_url, error: "Could not change whether the show is hidden" },
} as const;

/**
 * The show-state calls (spec §7, PATCH without a body). Marking watched and hiding show at
 * once (optimistic); a refusal puts the show back as it was and says so.
 */
export function useShowAction(action: ShowAction) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (show: TvShow) => api.patch<TvUserState>(ACTIONS[action].url(show), undefined),
    onMutate: async (show) => {
      await queryClient.cancelQueries({ queryKey: tvKeys.shows });
      await queryClient.cancelQueries({ queryKey: tvKeys.show(show.id) });
      const saved = snapshot(queryClient, show.id);
      const now = new Date().toISOString();
      if (action === "watch") {
        const details = queryClient.getQueryData<TvDetails>(tvKeys.details(show.id));
        mergeShowState(queryClient, show.id, predictWatched(show, details, now));
      } else if (action === "hide") {
        mergeShowState(queryClient, show.id, { is_hidden: !show.is_hidden, hidden_at: show.is_hidden ? null : now });
      }
      return saved;
    },
    onError: (_error, show, saved) => {
      restore(queryClient, show.id, saved);
      // The server may know better (e.g. 409: nothing left to watch); fetch the truth.
      void queryClient.invalidateQueries({ queryKey: tvKeys.shows });
    },
    onSuccess: (state, show) => {
      mergeShowState(queryClient, show.id, state);
      void queryClient.invalidateQueries({ queryKey: tvKeys.details(show.id) });
    },
    meta: { errorMessage: ACTIONS[action].error },
  });
}

/** POST /tv/api/show/ {tvmaze_id}: the show joins the list and the search marks it tracked. */
export function useTrackShow() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (result: TvSearchResult) => api.post<TvShow>(SHOWS_PATH, { tvmaze_id: result.tvmaze_id }),
    onSuccess: (show) => {
      putShow(queryClient, show);
      queryClient.setQueriesData<TvSearchResult[]>({ queryKey: tvKeys.searches }, (results) =>
        results?.map((r) => (r.tvmaze_id === show.tvmaze_id ? { ...r, tracked_url: show.url } : r)),
      );
    },
    meta: { errorMessage: "Could not add the show" },
  });
}

/** DELETE the show's url: stops tracking (the page asks first). */
export function useStopTracking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (show: TvShow) => api.delete(show.url),
    onSuccess: (_nothing, show) => {
      queryClient.setQueryData<TvShow[]>(tvKeys.shows, (list) => list?.filter((s) => s.id !== show.id));
      // Marked stale without a refetch: the page on screen is leaving, and a 404 would flash.
      void queryClient.invalidateQueries({ queryKey: tvKeys.show(show.id), refetchType: "none" });
      void queryClient.invalidateQueries({ queryKey: tvKeys.details(show.id), refetchType: "none" });
      queryClient.setQueriesData<TvSearchResult[]>({ queryKey: tvKeys.searches }, (results) =>
        results?.map((r) => (r.tvmaze_id === show.tvmaze_id ? { ...r, tracked_url: null } : r)),
      );
    },
    meta: { errorMessage: "Could not stop tracking the show" },
  });
}

/** POST refresh_url: fetches the show from TVmaze now. */
export function useRefreshShow() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (show: TvShow) => api.post<TvShow>(show.refresh_url),
    onSuccess: (show) => {
      putShow(queryClient, show);
      void queryClient.invalidateQueries({ queryKey: tvKeys.details(show.id) });
    },
    meta: { errorMessage: "Could not refresh the show" },
  });
}

function setEpisodeWatched(queryClient: QueryClient, showId: number, episodeIds: Set<number>, at: string | null) {
  const mark = <E extends { id: number }>(e: E) => (episodeIds.has(e.id) ? { ...e, last_watched_at: at } : e);
  queryClient.setQueryData<TvDetails>(tvKeys.details(showId), (details) =>
    details
      ? {
          ...details,
          seasons: details.seasons.map((season) => ({ ...season, episodes: season.episodes.map(mark) })),
          specials: details.specials.map(mark),
        }
      : details,
  );
}

/** A mark from the show page: a special is only ever marked on its own (it has no place in the order). */
export type EpisodeMark =
  | { episode: TvEpisode | TvSpecial; mark: "watched" | "unwatched"; ids: number[] }
  | { episode: TvEpisode; mark: "upTo"; ids: number[] };

/**
 * From the show page: one episode or special watched or unwatched (PATCH watched_url), or this
 * episode and every earlier one (POST watched_up_to_url). The table follows at once; the show
 * takes the answer.
 */
export function useEpisodeMark(show: TvShow) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (vars: EpisodeMark) =>
      vars.mark === "upTo"
        ? api.post<TvUserState>(vars.episode.watched_up_to_url)
        : api.patch<TvUserState>(vars.episode.watched_url, { watched: vars.mark === "watched" }),
    onMutate: async ({ mark, ids }) => {
      await queryClient.cancelQueries({ queryKey: tvKeys.details(show.id) });
      const previous = queryClient.getQueryData<TvDetails>(tvKeys.details(show.id));
      setEpisodeWatched(queryClient, show.id, new Set(ids), mark === "unwatched" ? null : new Date().toISOString());
      return { previous };
    },
    onError: (_error, _vars, context) => {
      if (context?.previous) queryClient.setQueryData(tvKeys.details(show.id), context.previous);
    },
    onSuccess: (state) => mergeShowState(queryClient, show.id, state),
    onSettled: () => queryClient.invalidateQueries({ queryKey: tvKeys.details(show.id) }),
    meta: { errorMessage: "Could not change the episode" },
  });
}

/**
 * PATCH the show's url {show_specials}: the switch follows at once; turning specials on waits for
 * TVmaze (the server fetches them first) and for the episodes to reload with the Specials. A
 * refusal (TVmaze offline) puts the switch back; the page shows why.
 */
export function useShowSpecials(show: TvShow) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (on: boolean) => api.patch<TvUserState>(show.url, { show_specials: on }),
    onMutate: async (on) => {
      await queryClient.cancelQueries({ queryKey: tvKeys.shows });
      await queryClient.cancelQueries({ queryKey: tvKeys.show(show.id) });
      const saved = snapshot(queryClient, show.id);
      mergeShowState(queryClient, show.id, { show_specials: on });
      return saved;
    },
    onError: (_error, _on, saved) => restore(queryClient, show.id, saved),
    onSuccess: async (state) => {
      mergeShowState(queryClient, show.id, state);
      await queryClient.invalidateQueries({ queryKey: tvKeys.details(show.id) });
    },
    meta: { errorMessage: "Could not change the specials setting", showsErrorInline: true },
  });
}
