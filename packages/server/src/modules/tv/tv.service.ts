import { TV_POSTER_SIZES, type TvEpisodeFacts, type TvUserState, tvProgress } from "@homebase/contracts";
import type { Db } from "../../db/database";
import { nowIso } from "../../db/database";
import { removeImages, storeImage } from "../media/images";
import type { MediaStore } from "../media/media.store";
import { htmlToText, isSpecial, type TvmazeClient, type TvmazeEpisode, type TvmazeShow } from "./tvmaze.client";

// Posters are stored at twice their display size so they stay sharp on high-density screens.
const POSTER = { width: TV_POSTER_SIZES.show.width * 2, height: TV_POSTER_SIZES.show.height * 2 };
const POSTER_THUMB = { width: TV_POSTER_SIZES.home.width * 2, height: TV_POSTER_SIZES.home.height * 2 };

/**
 * Fetches a show and its episodes from TVmaze and stores them (insert or update); returns our id.
 * When any owner tracking the show wants its specials, one extra call fetches those too (issue 7).
 */
export async function fetchShow(db: Db, client: TvmazeClient, media: MediaStore, tvmazeId: number): Promise<number> {
  const remote = await client.show(tvmazeId);
  const existing = await db.selectFrom("tv_shows").selectAll().where("tvmaze_id", "=", remote.id).executeTakeFirst();
  // Both calls are made before anything is written: TVmaze failing on the second one leaves the
  // stored show as it was, and the caller reports TVmaze as offline.
  const specials = existing && (await specialsWanted(db, existing.id)) ? await fetchSpecials(client, remote.id) : [];
  const fields = {
    name: remote.name,
    overview: htmlToText(remote.summary),
    network: remote.network?.name ?? remote.webChannel?.name ?? "",
    status: remote.status ?? "",
    premiered: remote.premiered ?? null,
    tvmaze_updated: remote.updated ?? 0,
    fetched_at: nowIso(),
  };
  const showId = existing
    ? (
        await db
          .updateTable("tv_shows")
          .set(fields)
          .where("id", "=", existing.id)
          .returning("id")
          .executeTakeFirstOrThrow()
      ).id
    : (
        await db
          .insertInto("tv_shows")
          .values({ ...fields, tvmaze_id: remote.id })
          .returning("id")
          .executeTakeFirstOrThrow()
      ).id;
  // The embed holds regular episodes only; anything else in it is left out like TVmaze does.
  const regular = (remote._embedded?.episodes ?? []).filter((e) => !isSpecial(e));
  await db.transaction().execute((trx) => storeEpisodes(trx, showId, [...regular, ...specials]));
  await refreshPoster(db, client, media, showId, existing ?? null, remote);
  return showId;
}

/** Whether any owner tracking the show has show_specials on (show data is one copy for all). */
async function specialsWanted(db: Db, showId: number): Promise<boolean> {
  const wanting = await db
    .selectFrom("tv_tracked_shows")
    .select("id")
    .where("tv_show_id", "=", showId)
    .where("show_specials", "=", true)
    .executeTakeFirst();
  return wanting !== undefined;
}

/** The show's specials from TVmaze (its specials=1 answer also repeats the regular episodes). */
async function fetchSpecials(client: TvmazeClient, tvmazeId: number): Promise<TvmazeEpisode[]> {
  return (await client.specials(tvmazeId)).filter(isSpecial);
}

/**
 * Turns the owner's specials on or off for one tracked show. Turning them on fetches the specials
 * now, first: when TVmaze cannot be reached this throws and the choice is not saved. Turning them
 * off keeps the stored specials (another owner may want them; watches stay for a later "on").
 */
export async function setShowSpecials(db: Db, client: TvmazeClient, show: TrackedShow, on: boolean): Promise<void> {
  const specials = on && !show.show_specials ? await fetchSpecials(client, show.tvmaze_id) : [];
  await db.transaction().execute(async (trx) => {
    await storeEpisodes(trx, show.id, specials);
    await trx.updateTable("tv_tracked_shows").set({ show_specials: on }).where("id", "=", show.tracked_id).execute();
  });
}

/**
 * Inserts or updates episodes by TVmaze id (run inside the caller's transaction). A special is
 * stored with number 0 (the column is NOT NULL, see migration 0011) and is_special true; an
 * episode TVmaze moves between regular and special follows.
 */
async function storeEpisodes(trx: Db, showId: number, episodes: TvmazeEpisode[]): Promise<void> {
  if (episodes.length === 0) return;
  const known = new Map(
    (await trx.selectFrom("tv_episodes").select(["id", "tvmaze_id"]).where("tv_show_id", "=", showId).execute()).map(
      (e) => [e.tvmaze_id, e.id],
    ),
  );
  for (const e of episodes) {
    const special = isSpecial(e);
    const fields = {
      season: e.season,
      number: special ? 0 : (e.number as number),
      is_special: special,
      name: e.name ?? (special ? "Special" : `Episode ${e.number}`),
      airstamp: e.airstamp ? new Date(e.airstamp).toISOString() : null,
      runtime: e.runtime,
      summary: htmlToText(e.summary),
    };
    const id = known.get(e.id);
    if (id === undefined)
      await trx
        .insertInto("tv_episodes")
        .values({ ...fields, tv_show_id: showId, tvmaze_id: e.id })
        .execute();
    else await trx.updateTable("tv_episodes").set(fields).where("id", "=", id).execute();
  }
}

/** Downloads the poster when TVmaze's image changed; a failed download keeps the show (no poster). */
async function refreshPoster(
  db: Db,
  client: TvmazeClient,
  media: MediaStore,
  showId: number,
  existing: { image_url: string | null; poster: string | null; poster_thumb: string | null } | null,
  remote: TvmazeShow,
): Promise<void> {
  const imageUrl = remote.image?.original ?? remote.image?.medium ?? null;
  if (imageUrl === (existing?.image_url ?? null) && (existing?.poster || !imageUrl)) return;
  let stored: { photo: string; thumbnail: string } | null = null;
  if (imageUrl) {
    try {
      stored = await storeImage(media, await client.image(imageUrl), POSTER, POSTER_THUMB);
    } catch {
      stored = null;
    }
  }
  await db
    .updateTable("tv_shows")
    .set({
      image_url: stored ? imageUrl : null,
      poster: stored?.photo ?? null,
      poster_thumb: stored?.thumbnail ?? null,
    })
    .where("id", "=", showId)
    .execute();
  await removeImages(media, [existing?.poster, existing?.poster_thumb]);
}

export type TrackedShow = Awaited<ReturnType<typeof trackedShows>>[number];

/** The owner's tracked shows with the show data. */
export function trackedShows(db: Db, userId: number, showId?: number) {
  let query = db
    .selectFrom("tv_tracked_shows")
    .innerJoin("tv_shows", "tv_shows.id", "tv_tracked_shows.tv_show_id")
    .selectAll("tv_shows")
    .select([
      "tv_tracked_shows.is_hidden",
      "tv_tracked_shows.hidden_at",
      "tv_tracked_shows.reset_at",
      "tv_tracked_shows.show_specials",
      "tv_tracked_shows.id as tracked_id",
    ])
    .where("tv_tracked_shows.user_id", "=", userId);
  if (showId !== undefined) query = query.where("tv_shows.id", "=", showId);
  return query.orderBy("tv_shows.name").execute();
}

/** Regular episodes in order: all that progress (and "watched up to here") ever sees. */
export async function episodesOf(db: Db, showIds: number[]) {
  if (showIds.length === 0) return [];
  return db
    .selectFrom("tv_episodes")
    .selectAll()
    .where("tv_show_id", "in", showIds)
    .where("is_special", "=", false)
    .orderBy("season")
    .orderBy("number")
    .execute();
}

/** A show's stored specials (whoever asked for them): by season, then airing, unknown dates last. */
export async function specialsOf(db: Db, showId: number) {
  const specials = await db
    .selectFrom("tv_episodes")
    .selectAll()
    .where("tv_show_id", "=", showId)
    .where("is_special", "=", true)
    .execute();
  // Sorted here: SQLite and PostgreSQL place NULLs differently.
  return specials.sort(
    (a, b) =>
      a.season - b.season ||
      (a.airstamp ?? "\uffff").localeCompare(b.airstamp ?? "\uffff") ||
      a.tvmaze_id - b.tvmaze_id,
  );
}

/** The owner's watches of the shows' regular episodes (what progress counts), or of their specials. */
export async function watchesOf(db: Db, userId: number, showIds: number[], of: "regular" | "specials" = "regular") {
  if (showIds.length === 0) return [];
  return db
    .selectFrom("tv_watches")
    .innerJoin("tv_episodes", "tv_episodes.id", "tv_watches.episode_id")
    .select(["tv_watches.episode_id", "tv_watches.watched_at", "tv_episodes.tv_show_id"])
    .where("tv_watches.user_id", "=", userId)
    .where("tv_episodes.tv_show_id", "in", showIds)
    .where("tv_episodes.is_special", "=", of === "specials")
    .execute();
}

/** The owner's part of each show (progress from regular episodes only, and flags), by show id. */
export async function userStates(db: Db, userId: number, shows: TrackedShow[]): Promise<Map<number, TvUserState>> {
  const ids = shows.map((s) => s.id);
  const [episodes, watches] = await Promise.all([episodesOf(db, ids), watchesOf(db, userId, ids)]);
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

/** Marks episodes watched now, skipping those already watched since the show's reset. */
export async function markWatched(db: Db, userId: number, show: TrackedShow, episodeIds: number[]): Promise<void> {
  if (episodeIds.length === 0) return;
  let query = db
    .selectFrom("tv_watches")
    .select("episode_id")
    .where("user_id", "=", userId)
    .where("episode_id", "in", episodeIds);
  if (show.reset_at) query = query.where("watched_at", ">=", show.reset_at);
  const already = new Set((await query.execute()).map((w) => w.episode_id));
  const fresh = episodeIds.filter((id) => !already.has(id));
  if (fresh.length === 0) return;
  const watchedAt = nowIso();
  await db
    .insertInto("tv_watches")
    .values(fresh.map((episode_id) => ({ user_id: userId, episode_id, watched_at: watchedAt })))
    .execute();
}

/** The refresh pass: re-fetches only the tracked shows TVmaze reports changed in the last day. */
export async function refreshChanged(db: Db, client: TvmazeClient, media: MediaStore): Promise<number> {
  const tracked = await db
    .selectFrom("tv_shows")
    .select(["tvmaze_id", "tvmaze_updated"])
    .where("id", "in", (eb) => eb.selectFrom("tv_tracked_shows").select("tv_show_id"))
    .execute();
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
