import { type TvEpisodeFacts, type TvUserState, tvProgress } from "@homebase/contracts";
import type { Db } from "../../db/database";
import { nowIso } from "../../db/database";
import { conflict, notFound, orNotFound } from "../../http/errors";
import { removeImages } from "../media/images";
import type { MediaStore } from "../media/media.store";
import type { TrackedShow } from "./tv.repo";
import * as repo from "./tv.repo";
import { fetchShow, fetchSpecials, storeEpisodes } from "./tv.sync";
import type { TvmazeClient } from "./tvmaze.client";

/** One of the owner's tracked shows; a show they do not track answers 404 like a missing one. */
export async function ownShow(db: Db, userId: number, id: number): Promise<TrackedShow> {
  const [show] = await repo.trackedShows(db, userId, id);
  return orNotFound(show, "Show");
}

/** The owner's part of each show (progress from regular episodes only, and flags), by show id. */
async function userStates(db: Db, userId: number, shows: TrackedShow[]): Promise<Map<number, TvUserState>> {
  const ids = shows.map((s) => s.id);
  const [episodes, watches] = await Promise.all([repo.episodesOf(db, ids), repo.watchesOf(db, userId, ids)]);
  const now = nowIso();
  const states = new Map<number, TvUserState>();
  for (const show of shows) {
    const facts: TvEpisodeFacts[] = episodes.filter((e) => e.tv_show_id === show.id);
    const progress = tvProgress(
      facts,
      watches.filter((w) => w.tv_show_id === show.id),
      show.reset_at,
      now,
    );
    states.set(show.id, {
      is_hidden: show.is_hidden,
      hidden_at: show.hidden_at,
      is_reset: show.reset_at !== null,
      show_specials: show.show_specials,
      ...progress,
    });
  }
  return states;
}

export async function stateOf(db: Db, userId: number, show: TrackedShow): Promise<TvUserState> {
  return (await userStates(db, userId, [show])).get(show.id)!;
}

export async function showsWithStates(db: Db, userId: number) {
  const shows = await repo.trackedShows(db, userId);
  const states = await userStates(db, userId, shows);
  return shows.map((show) => ({ show, state: states.get(show.id)! }));
}

/** TVmaze's matches (asked first), each with our id of the show when the owner tracks it. */
export async function searchShows(db: Db, client: TvmazeClient, userId: number, q: string) {
  const results = await client.search(q);
  const tracked = new Map((await repo.trackedShows(db, userId)).map((show) => [show.tvmaze_id, show.id]));
  return results.map(({ show }) => ({ show, trackedId: tracked.get(show.id) }));
}

/**
 * Tracks a show for the owner, fetching it from TVmaze unless it is stored already; `created` is
 * false when the owner tracked it before (nothing changes then).
 */
export async function trackShow(db: Db, client: TvmazeClient, media: MediaStore, userId: number, tvmazeId: number) {
  const known = await repo.findShowByTvmazeId(db, tvmazeId);
  if (known && (await repo.trackedShows(db, userId, known.id)).length > 0) {
    return { showId: known.id, created: false };
  }
  const showId = known?.id ?? (await fetchShow(db, client, media, tvmazeId));
  await repo.insertTracked(db, userId, showId, nowIso());
  return { showId, created: true };
}

/** Stops tracking; once nobody tracks the show, its data and posters go too. */
export async function untrackShow(db: Db, media: MediaStore, userId: number, id: number): Promise<void> {
  const show = await ownShow(db, userId, id);
  await db.transaction().execute(async (trx) => {
    await repo.deleteWatchesOfShow(trx, userId, show.id);
    await repo.deleteTracked(trx, show.tracked_id);
  });
  if (!(await repo.isTrackedByAnyone(db, show.id))) {
    await repo.deleteShow(db, show.id);
    await removeImages(media, [show.poster, show.poster_thumb]);
  }
}

/** Fetches the owner's show from TVmaze again. */
export async function refreshShow(db: Db, client: TvmazeClient, media: MediaStore, userId: number, id: number) {
  const show = await ownShow(db, userId, id);
  await fetchShow(db, client, media, show.tvmaze_id);
}

/** The show's episodes, its specials while the owner has them on, and when the owner last watched each. */
export async function showDetails(db: Db, userId: number, id: number) {
  const show = await ownShow(db, userId, id);
  // Specials only while this owner asked for them, even when stored for another owner.
  const [episodes, specials, regularWatches, specialWatches] = await Promise.all([
    repo.episodesOf(db, [show.id]),
    show.show_specials ? repo.specialsOf(db, show.id) : [],
    repo.watchesOf(db, userId, [show.id]),
    show.show_specials ? repo.watchesOf(db, userId, [show.id], "specials") : [],
  ]);
  const lastWatched = new Map<number, string>();
  for (const w of [...regularWatches, ...specialWatches]) {
    if (show.reset_at && w.watched_at < show.reset_at) continue;
    if ((lastWatched.get(w.episode_id) ?? "") < w.watched_at) lastWatched.set(w.episode_id, w.watched_at);
  }
  return { show, episodes, specials, lastWatched };
}

/**
 * Turns the owner's specials on or off for one tracked show. Turning them on fetches the specials
 * now, first: when TVmaze cannot be reached this throws and the choice is not saved. Turning them
 * off keeps the stored specials (another owner may want them; watches stay for a later "on").
 */
export async function setShowSpecials(db: Db, client: TvmazeClient, userId: number, id: number, on: boolean) {
  const show = await ownShow(db, userId, id);
  const specials = on && !show.show_specials ? await fetchSpecials(client, show.tvmaze_id) : [];
  await db.transaction().execute(async (trx) => {
    await storeEpisodes(trx, show.id, specials);
    await repo.updateTracked(trx, show.tracked_id, { show_specials: on });
  });
}

export async function markNextWatched(db: Db, userId: number, id: number): Promise<void> {
  const show = await ownShow(db, userId, id);
  const next = (await stateOf(db, userId, show)).next_episode;
  if (!next) throw conflict("There is no next episode to mark watched.");
  const episode = await repo.regularEpisodeAt(db, show.id, next.season, next.number);
  await markWatched(db, userId, show, [episode.id]);
}

/** Progress starts over from now; watches before the reset stay stored for an undo. */
export async function resetProgress(db: Db, userId: number, id: number): Promise<void> {
  const show = await ownShow(db, userId, id);
  await repo.updateTracked(db, show.tracked_id, { reset_at: nowIso() });
}

export async function undoReset(db: Db, userId: number, id: number): Promise<void> {
  const show = await ownShow(db, userId, id);
  await repo.updateTracked(db, show.tracked_id, { reset_at: null });
}

export async function toggleHidden(db: Db, userId: number, id: number): Promise<void> {
  const show = await ownShow(db, userId, id);
  const hidden = !show.is_hidden;
  await repo.updateTracked(db, show.tracked_id, { is_hidden: hidden, hidden_at: hidden ? nowIso() : null });
}

/**
 * An episode of a show the owner tracks (404 otherwise). A special counts as the owner's only
 * while they have specials on: stored for another owner, it does not exist for them.
 */
async function ownEpisode(db: Db, userId: number, id: number) {
  const episode = orNotFound(await repo.findEpisode(db, id), "Episode");
  const show = await ownShow(db, userId, episode.tv_show_id);
  if (episode.is_special && !show.show_specials) throw notFound("Episode");
  return { episode, show };
}

/** Marks the episode watched now, or forgets the owner's watches of it; returns its show's id. */
export async function setWatched(db: Db, userId: number, episodeId: number, watched: boolean): Promise<number> {
  const { episode, show } = await ownEpisode(db, userId, episodeId);
  if (watched) await markWatched(db, userId, show, [episode.id]);
  else await repo.deleteWatches(db, userId, episode.id);
  return show.id;
}

/** Marks every regular episode up to this one watched; returns its show's id. */
export async function markWatchedUpTo(db: Db, userId: number, episodeId: number): Promise<number> {
  const { episode, show } = await ownEpisode(db, userId, episodeId);
  // A special has no place in the order (its stored number 0 would pull in earlier seasons).
  if (episode.is_special) throw conflict("A special has no place in the episode order; mark it on its own.");
  const upTo = (await repo.episodesOf(db, [show.id])).filter(
    (e) => e.season < episode.season || (e.season === episode.season && e.number <= episode.number),
  );
  await markWatched(
    db,
    userId,
    show,
    upTo.map((e) => e.id),
  );
  return show.id;
}

/** Marks episodes watched now, skipping those already watched since the show's reset. */
async function markWatched(db: Db, userId: number, show: TrackedShow, episodeIds: number[]): Promise<void> {
  if (episodeIds.length === 0) return;
  const already = new Set(await repo.watchedEpisodeIds(db, userId, episodeIds, show.reset_at));
  const fresh = episodeIds.filter((id) => !already.has(id));
  if (fresh.length === 0) return;
  await repo.insertWatches(db, userId, fresh, nowIso());
}

/** The refresh pass: re-fetches only the tracked shows TVmaze reports changed in the last day. */
export async function refreshChanged(db: Db, client: TvmazeClient, media: MediaStore): Promise<number> {
  const tracked = await repo.showsTrackedByAnyone(db);
  if (tracked.length === 0) return 0; // nothing tracked: no call to TVmaze at all
  const updates = await client.updates();
  let refreshed = 0;
  for (const show of tracked) {
    const updated = updates[String(show.tvmaze_id)];
    if (updated !== undefined && updated > show.tvmaze_updated) {
      await fetchShow(db, client, media, show.tvmaze_id);
      refreshed++;
    }
  }
  return refreshed;
}

/** Whether the owner tracks any show (Home's getting-started list). */
export function hasTrackedShow(db: Db, userId: number): Promise<boolean> {
  return repo.hasTrackedShow(db, userId);
}
