// Copies show data from TVmaze into our tables: one copy per show, shared by every owner tracking it.
import { TV_POSTER_SIZES } from "@homebase/contracts";
import type { Db } from "../../db/database";
import { nowIso } from "../../db/database";
import { removeImages, storeImage } from "../media/images";
import type { MediaStore } from "../media/media.store";
import * as repo from "./tv.repo";
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
  const existing = await repo.findShowByTvmazeId(db, remote.id);
  // Both calls are made before anything is written: TVmaze failing on the second one leaves the
  // stored show as it was, and the caller reports TVmaze as offline.
  const specials =
    existing && (await repo.anyoneWantsSpecials(db, existing.id)) ? await fetchSpecials(client, remote.id) : [];
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
    ? await repo.updateShow(db, existing.id, fields)
    : await repo.insertShow(db, remote.id, fields);
  // The embed holds regular episodes only; anything else in it is left out like TVmaze does.
  const regular = (remote._embedded?.episodes ?? []).filter((e) => !isSpecial(e));
  await db.transaction().execute((trx) => storeEpisodes(trx, showId, [...regular, ...specials]));
  await refreshPoster(db, client, media, showId, existing ?? null, remote);
  return showId;
}

/** The show's specials from TVmaze (its specials=1 answer also repeats the regular episodes). */
export async function fetchSpecials(client: TvmazeClient, tvmazeId: number): Promise<TvmazeEpisode[]> {
  return (await client.specials(tvmazeId)).filter(isSpecial);
}

/**
 * Inserts or updates episodes by TVmaze id (run inside the caller's transaction). A special is
 * stored with number 0 (the column is NOT NULL, see migration 0011) and is_special true; an
 * episode TVmaze moves between regular and special follows.
 */
export async function storeEpisodes(trx: Db, showId: number, episodes: TvmazeEpisode[]): Promise<void> {
  if (episodes.length === 0) return;
  const known = new Map((await repo.episodeIdsByTvmazeId(trx, showId)).map((e) => [e.tvmaze_id, e.id]));
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
    if (id === undefined) await repo.insertEpisode(trx, showId, e.id, fields);
    else await repo.updateEpisode(trx, id, fields);
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
  await repo.setPoster(db, showId, {
    image_url: stored ? imageUrl : null,
    poster: stored?.photo ?? null,
    poster_thumb: stored?.thumbnail ?? null,
  });
  await removeImages(media, [existing?.poster, existing?.poster_thumb]);
}
