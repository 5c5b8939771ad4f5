import type { Insertable, Updateable } from "kysely";
import type { Db } from "../../db/database";
import type { TvEpisodesTable, TvShowsTable, TvTrackedShowsTable } from "../../db/types";

export type TrackedShow = Awaited<ReturnType<typeof trackedShows>>[number];
type ShowFields = Omit<Insertable<TvShowsTable>, "tvmaze_id">;
type EpisodeFields = Omit<Insertable<TvEpisodesTable>, "tv_show_id" | "tvmaze_id">;

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

export function findShowByTvmazeId(db: Db, tvmazeId: number) {
  return db.selectFrom("tv_shows").selectAll().where("tvmaze_id", "=", tvmazeId).executeTakeFirst();
}

export async function insertShow(db: Db, tvmazeId: number, fields: ShowFields): Promise<number> {
  const row = await db
    .insertInto("tv_shows")
    .values({ ...fields, tvmaze_id: tvmazeId })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateShow(db: Db, id: number, fields: ShowFields): Promise<number> {
  const row = await db
    .updateTable("tv_shows")
    .set(fields)
    .where("id", "=", id)
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function setPoster(
  db: Db,
  id: number,
  poster: Pick<Updateable<TvShowsTable>, "image_url" | "poster" | "poster_thumb">,
) {
  await db.updateTable("tv_shows").set(poster).where("id", "=", id).execute();
}

export async function deleteShow(db: Db, id: number): Promise<void> {
  await db.deleteFrom("tv_shows").where("id", "=", id).execute();
}

/** Every tracked show (any owner) with TVmaze's change stamp, for the refresh pass. */
export function showsTrackedByAnyone(db: Db) {
  return db
    .selectFrom("tv_shows")
    .select(["tvmaze_id", "tvmaze_updated"])
    .where("id", "in", (eb) => eb.selectFrom("tv_tracked_shows").select("tv_show_id"))
    .execute();
}

export async function isTrackedByAnyone(db: Db, showId: number): Promise<boolean> {
  const row = await db.selectFrom("tv_tracked_shows").select("id").where("tv_show_id", "=", showId).executeTakeFirst();
  return row !== undefined;
}

export async function anyoneWantsSpecials(db: Db, showId: number): Promise<boolean> {
  const row = await db
    .selectFrom("tv_tracked_shows")
    .select("id")
    .where("tv_show_id", "=", showId)
    .where("show_specials", "=", true)
    .executeTakeFirst();
  return row !== undefined;
}

/** Tracking twice is a no-op (one row per owner and show). */
export async function insertTracked(db: Db, userId: number, showId: number, createdAt: string): Promise<void> {
  await db
    .insertInto("tv_tracked_shows")
    .values({ user_id: userId, tv_show_id: showId, created_at: createdAt })
    .onConflict((oc) => oc.columns(["user_id", "tv_show_id"]).doNothing())
    .execute();
}

export async function updateTracked(db: Db, trackedId: number, changes: Updateable<TvTrackedShowsTable>) {
  await db.updateTable("tv_tracked_shows").set(changes).where("id", "=", trackedId).execute();
}

export async function deleteTracked(db: Db, trackedId: number): Promise<void> {
  await db.deleteFrom("tv_tracked_shows").where("id", "=", trackedId).execute();
}

export function findEpisode(db: Db, id: number) {
  return db.selectFrom("tv_episodes").selectAll().where("id", "=", id).executeTakeFirst();
}

export function episodeIdsByTvmazeId(db: Db, showId: number) {
  return db.selectFrom("tv_episodes").select(["id", "tvmaze_id"]).where("tv_show_id", "=", showId).execute();
}

export async function insertEpisode(db: Db, showId: number, tvmazeId: number, fields: EpisodeFields) {
  await db
    .insertInto("tv_episodes")
    .values({ ...fields, tv_show_id: showId, tvmaze_id: tvmazeId })
    .execute();
}

export async function updateEpisode(db: Db, id: number, fields: EpisodeFields) {
  await db.updateTable("tv_episodes").set(fields).where("id", "=", id).execute();
}

/** The regular episode at this place in the show (it must exist). */
export function regularEpisodeAt(db: Db, showId: number, season: number, number: number) {
  return db
    .selectFrom("tv_episodes")
    .select("id")
    .where("tv_show_id", "=", showId)
    .where("season", "=", season)
    .where("number", "=", number)
    .where("is_special", "=", false)
    .executeTakeFirstOrThrow();
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

/** Of these episodes, those the owner watched (since `since`, when given). */
export async function watchedEpisodeIds(db: Db, userId: number, episodeIds: number[], since: string | null) {
  let query = db
    .selectFrom("tv_watches")
    .select("episode_id")
    .where("user_id", "=", userId)
    .where("episode_id", "in", episodeIds);
  if (since) query = query.where("watched_at", ">=", since);
  return (await query.execute()).map((w) => w.episode_id);
}

export async function insertWatches(db: Db, userId: number, episodeIds: number[], watchedAt: string) {
  await db
    .insertInto("tv_watches")
    .values(episodeIds.map((episode_id) => ({ user_id: userId, episode_id, watched_at: watchedAt })))
    .execute();
}

/** Forgets every watch of the episode by the owner. */
export async function deleteWatches(db: Db, userId: number, episodeId: number) {
  await db.deleteFrom("tv_watches").where("user_id", "=", userId).where("episode_id", "=", episodeId).execute();
}

export async function deleteWatchesOfShow(db: Db, userId: number, showId: number) {
  const episodeIds = db.selectFrom("tv_episodes").select("id").where("tv_show_id", "=", showId);
  await db.deleteFrom("tv_watches").where("user_id", "=", userId).where("episode_id", "in", episodeIds).execute();
}

/** Whether the owner tracks any show (Home's getting-started list). */
export async function hasTrackedShow(db: Db, userId: number): Promise<boolean> {
  const row = await db
    .selectFrom("tv_tracked_shows")
    .select("id")
    .where("user_id", "=", userId)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** TVmaze's remembered answer for another site's id: undefined when never asked, tvmaze_id null when TVmaze had none. */
export function externalId(db: Db, site: string, externalId: string) {
  return db
    .selectFrom("tv_external_ids")
    .select("tvmaze_id")
    .where("site", "=", site)
    .where("external_id", "=", externalId)
    .executeTakeFirst();
}

export async function rememberExternalId(db: Db, site: string, externalId: string, tvmazeId: number | null) {
  await db
    .insertInto("tv_external_ids")
    .values({ site, external_id: externalId, tvmaze_id: tvmazeId, checked_at: new Date().toISOString() })
    .onConflict((oc) => oc.columns(["site", "external_id"]).doUpdateSet({ tvmaze_id: tvmazeId }))
    .execute();
}

/** The owner's tracking row of a show, if any (imports track only what is not tracked yet). */
export function trackedRow(db: Db, userId: number, showId: number) {
  return db
    .selectFrom("tv_tracked_shows")
    .select("id")
    .where("user_id", "=", userId)
    .where("tv_show_id", "=", showId)
    .executeTakeFirst();
}

export async function insertTrackedReturningId(db: Db, userId: number, showId: number, createdAt: string) {
  const row = await db
    .insertInto("tv_tracked_shows")
    .values({ user_id: userId, tv_show_id: showId, created_at: createdAt })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Watches each with its own time (an import keeps when each episode was watched). */
export async function insertTimedWatches(
  db: Db,
  userId: number,
  watches: { episode_id: number; watched_at: string }[],
) {
  const ids: number[] = [];
  for (let i = 0; i < watches.length; i += 500) {
    const rows = watches.slice(i, i + 500).map((w) => ({ user_id: userId, ...w }));
    for (const row of await db.insertInto("tv_watches").values(rows).returning("id").execute()) ids.push(row.id);
  }
  return ids;
}
