import { compareIsoDates } from "./dates";

// TV watch progress (issue 7, Trakt's model) and the derived views (spec §4), free of zod so the
// TV screens can use them cheaply.

export type TvEpisodeFacts = {
  id: number;
  season: number;
  number: number;
  name: string;
  /** Instant it airs (ISO), null while TVmaze does not know. */
  airstamp: string | null;
  /** A special (stored with number 0): never counts, see tvProgress. */
  is_special?: boolean;
};
export type TvWatch = { episode_id: number; watched_at: string };

export type NextEpisode = {
  season: number;
  number: number;
  name: string;
  first_aired: string | null;
  is_future: boolean;
};
export type TvProgress = {
  aired: number;
  completed: number;
  last_watched_at: string | null;
  next_episode: NextEpisode | null;
};

const byOrder = (a: TvEpisodeFacts, b: TvEpisodeFacts) => a.season - b.season || a.number - b.number;

/**
 * Progress from regular episodes and the owner's watches. Specials never count (issue 7): the
 * server leaves them out of its queries, and any passed in anyway (is_special) are ignored, as are
 * watches of them, so they move neither aired, completed, next_episode nor last_watched_at.
 * Watches before `resetAt` no longer count (the history is kept). The next episode is the first
 * one after the highest episode watched since the reset (S1E1 when none), even when earlier ones
 * were skipped; null when every known episode up to the last aired is watched and nothing later
 * is scheduled.
 */
export function tvProgress(
  episodes: readonly TvEpisodeFacts[],
  watches: readonly TvWatch[],
  resetAt: string | null,
  now: string,
): TvProgress {
  const ordered = episodes.filter((e) => !e.is_special).sort(byOrder);
  const regularIds = new Set(ordered.map((e) => e.id));
  const ofRegulars = watches.filter((w) => regularIds.has(w.episode_id));
  const counting = ofRegulars.filter((w) => resetAt === null || w.watched_at >= resetAt);
  const watchedIds = new Set(counting.map((w) => w.episode_id));
  const isAired = (e: TvEpisodeFacts) => e.airstamp !== null && e.airstamp <= now;
  const aired = ordered.filter(isAired);

  let highest = -1;
  ordered.forEach((episode, index) => {
    if (watchedIds.has(episode.id)) highest = index;
  });
  const candidate = ordered[highest + 1];
  const next = candidate && candidate.airstamp !== null ? candidate : undefined;

  const lastWatched = ofRegulars.reduce<string | null>(
    (latest, w) => (latest === null || w.watched_at > latest ? w.watched_at : latest),
    null,
  );
  return {
    aired: aired.length,
    completed: aired.filter((e) => watchedIds.has(e.id)).length,
    last_watched_at: lastWatched,
    next_episode: next
      ? {
          season: next.season,
          number: next.number,
          name: next.name,
          first_aired: next.airstamp,
          is_future: !isAired(next),
        }
      : null,
  };
}

export type TvShowState = {
  is_hidden: boolean;
  aired: number;
  next_episode: { first_aired: string | null; is_future: boolean } | null;
};

/** Spec §4: On Deck — visible shows whose next episode has aired, most recent airing first. */
export function onDeck<T extends TvShowState>(shows: readonly T[]): T[] {
  return shows
    .filter((s) => !s.is_hidden && s.next_episode !== null && !s.next_episode.is_future)
    .sort((a, b) => compareIsoDates(b.next_episode?.first_aired ?? "", a.next_episode?.first_aired ?? ""));
}

/** Spec §4: Upcoming — visible shows whose next episode is in the future, soonest first. */
export function upcoming<T extends TvShowState>(shows: readonly T[]): T[] {
  return shows
    .filter((s) => !s.is_hidden && s.next_episode?.is_future === true)
    .sort((a, b) => compareIsoDates(a.next_episode?.first_aired ?? "", b.next_episode?.first_aired ?? ""));
}

/** Spec §4: Completed — shows with no next episode and at least one aired. */
export function completed<T extends TvShowState>(shows: readonly T[]): T[] {
  return shows.filter((s) => s.next_episode === null && s.aired > 0);
}

/** Spec §4: Hidden — hidden shows that still have a next episode. */
export function hiddenShows<T extends TvShowState>(shows: readonly T[]): T[] {
  return shows.filter((s) => s.is_hidden && s.next_episode !== null);
}

/** Spec §9: the home strip shows 5 aired plus 7 upcoming posters; poster boxes per place. */
export const TV_HOME_STRIP = { aired: 5, upcoming: 7 } as const;
export const TV_POSTER_SIZES = {
  list: { width: 80, height: 120 },
  home: { width: 100, height: 150 },
  show: { width: 185, height: 278 },
} as const;
/** Spec §9 TV debounce. */
export const TV_DEBOUNCE_MS = 10;
