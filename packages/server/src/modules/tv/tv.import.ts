import { type Db, nowIso } from "../../db/database";
import type { MediaStore } from "../media/media.store";
import * as repo from "./tv.repo";
import { fetchShow } from "./tv.sync";
import { type TvmazeClient, TvmazeNotFound } from "./tvmaze.client";

// The TV module's side of imports from other apps (issue 23, TV Time and Trakt): find a show by
// another site's id, store it in the shared catalogue, and add an owner's history to it.

/**
 * TVmaze's show for TheTVDB's or IMDb's id, or null when TVmaze does not know it. Each answer is
 * kept as it arrives (outside any import transaction), so an import that stopped half-way asks
 * TVmaze only about the shows it had not reached. Calls are spaced by the shared client.
 */
export async function tvmazeIdFor(db: Db, client: TvmazeClient, site: "thetvdb" | "imdb", id: string) {
  const known = await repo.externalId(db, site, id);
  if (known) return known.tvmaze_id;
  try {
    const show = await client.lookup(site, id);
    await repo.rememberExternalId(db, site, id, show.id);
    return show.id;
  } catch (error) {
    if (!(error instanceof TvmazeNotFound)) throw error;
    await repo.rememberExternalId(db, site, id, null);
    return null;
  }
}

/** Our id of the TVmaze show, fetching it into the catalogue first when no owner has it yet. */
export async function storedShowId(db: Db, client: TvmazeClient, media: MediaStore, tvmazeId: number) {
  return (await repo.findShowByTvmazeId(db, tvmazeId))?.id ?? (await fetchShow(db, client, media, tvmazeId));
}

export type ImportedWatch = { season: number; number: number; watched_at: string };

/**
 * Tracks the show for the owner (unless tracked already) and marks the watched episodes with
 * their own times, skipping episodes the owner has watched already. Runs in the import's
 * transaction; answers the rows it added and the episodes the catalogue does not have.
 */
export async function addShowHistory(trx: Db, userId: number, showId: number, watches: ImportedWatch[]) {
  const tracked = await repo.trackedRow(trx, userId, showId);
  const trackedIds = tracked ? [] : [await repo.insertTrackedReturningId(trx, userId, showId, nowIso())];
  const episodes = new Map((await repo.episodesOf(trx, [showId])).map((e) => [`${e.season}x${e.number}`, e.id]));
  const watched = new Set((await repo.watchesOf(trx, userId, [showId])).map((w) => w.episode_id));
  const missing: ImportedWatch[] = [];
  const toAdd = new Map<number, string>();
  const skipped = new Set<number>();
  for (const watch of watches) {
    const episodeId = episodes.get(`${watch.season}x${watch.number}`);
    if (episodeId === undefined) missing.push(watch);
    else if (watched.has(episodeId)) skipped.add(episodeId);
    else {
      // Watched more than once: the latest time counts, as for a rewatch in TV Time.
      const at = toAdd.get(episodeId);
      if (at === undefined || watch.watched_at > at) toAdd.set(episodeId, watch.watched_at);
    }
  }
  const watchIds = await repo.insertTimedWatches(
    trx,
    userId,
    [...toAdd].map(([episode_id, watched_at]) => ({ episode_id, watched_at })),
  );
  return { trackedIds, watchIds, missing, skipped: skipped.size };
}
