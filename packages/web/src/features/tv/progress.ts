import type { NextEpisode, TvDetails, TvShow, TvUserState } from "@homebase/contracts";

// Small, pure rules of the TV screens (the views themselves come from contracts' tv-logic).

/** "S2 E1". */
export const episodeCode = (season: number, number: number) => `S${season} E${number}`;

/** Spec §2 TV badges: Series Premiere for S1E1, Season Premiere for episode 1 of a later season. */
export function premiereBadge(next: Pick<NextEpisode, "season" | "number">): string | null {
  if (next.number !== 1) return null;
  return next.season === 1 ? "Series Premiere" : next.season > 1 ? "Season Premiere" : null;
}

/** Aired episodes not yet watched since the last reset ('N remaining'). */
export const remaining = (show: Pick<TvShow, "aired" | "completed">) => Math.max(0, show.aired - show.completed);

/** Spec §2 Completed: "1 episode", "N episodes". */
export const episodeCount = (count: number) => `${count} ${count === 1 ? "episode" : "episodes"}`;

// Spec §2: every list card and every strip poster (upcoming ones too) can mark its next episode
// watched, e.g. one seen early on another service.
export const canMarkWatched = (show: Pick<TvShow, "next_episode">) => show.next_episode !== null;

/**
 * What marking the next episode watched will most likely answer, shown until the server does.
 * With the show's episodes at hand the following episode is known; otherwise it stays put.
 */
export function predictWatched(show: TvShow, details: TvDetails | undefined, now: string): Partial<TvUserState> {
  const next = show.next_episode;
  if (!next) return {};
  const guess: Partial<TvUserState> = {
    completed: show.completed + (next.is_future ? 0 : 1),
    last_watched_at: now,
  };
  if (!details) return guess;
  const ordered = details.seasons
    .flatMap((season) => season.episodes.map((episode) => ({ season: season.number, ...episode })))
    .sort((a, b) => a.season - b.season || a.number - b.number);
  const index = ordered.findIndex((e) => e.season === next.season && e.number === next.number);
  const after = index >= 0 ? ordered[index + 1] : undefined;
  guess.next_episode =
    after && after.first_aired !== null
      ? {
          season: after.season,
          number: after.number,
          name: after.title,
          first_aired: after.first_aired,
          is_future: after.first_aired > now,
        }
      : null;
  return guess;
}
