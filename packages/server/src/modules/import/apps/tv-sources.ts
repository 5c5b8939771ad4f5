import type { Db } from "../../../db/database";
import { HttpError } from "../../../http/errors";
import { addShowHistory, storedShowId, tvmazeIdFor } from "../../tv/tv.import";
import { TvmazeUnavailable } from "../../tv/tvmaze.client";
import { type SourceImporter, type SourceInput, type SourceOutcome, startOutcome } from "./source";
import { readTrakt } from "./trakt";
import { type ExternalShow, readTvTimeZip, type ShowsFile } from "./tvtime";

// TV sources: shows matched to TVmaze by TheTVDB's (or IMDb's) id, then tracked with their
// watched episodes, each keeping when it was watched.

type Resolved = { show: ExternalShow; showId: number | null; known: boolean };
type Prepared = { file: ShowsFile; resolved: Resolved[] };

const SITE_NAMES = { thetvdb: "TheTVDB", imdb: "IMDb" };
const showLabel = (show: ExternalShow) => show.name || `${SITE_NAMES[show.site]} show ${show.externalId}`;
const code = (n: number) => String(n).padStart(2, "0");

/**
 * Before the transaction: every show's TVmaze id (remembered as it arrives, so a retry after a
 * restart or a TVmaze outage goes on where it stopped) and, for a real run, the show in the
 * shared catalogue. TVmaze's calls are spaced by the TV module's client.
 */
async function prepareShows(db: Db, input: SourceInput, file: ShowsFile): Promise<Prepared> {
  if (file.problems.length > 0 || !input.deps) return { file, resolved: [] };
  const { tvmaze, media } = input.deps;
  const resolved: Resolved[] = [];
  try {
    await input.progress?.(0, file.shows.length);
    for (const show of file.shows) {
      const tvmazeId = await tvmazeIdFor(db, tvmaze, show.site, show.externalId);
      const showId = tvmazeId !== null && !input.dryRun ? await storedShowId(db, tvmaze, media, tvmazeId) : null;
      resolved.push({ show, showId, known: tvmazeId !== null });
      await input.progress?.(resolved.length, file.shows.length);
    }
  } catch (error) {
    if (!(error instanceof TvmazeUnavailable)) throw error;
    const done = resolved.length;
    throw new HttpError(
      503,
      "tvmaze_unavailable",
      `TVmaze could not be reached after ${done} of ${file.shows.length} shows; nothing was imported. The shows matched so far are remembered: try again later and it goes on from there.`,
    );
  }
  return { file, resolved };
}

async function write(
  trx: Db,
  userId: number,
  input: SourceInput,
  { file, resolved }: Prepared,
): Promise<SourceOutcome> {
  const outcome = startOutcome(file);
  if (file.problems.length > 0) return outcome;
  const matched = resolved.filter((r) => r.known);
  for (const { show } of resolved.filter((r) => !r.known)) {
    outcome.unmatched.push(
      `${showLabel(show)} (${SITE_NAMES[show.site]} ${show.externalId}): TVmaze does not know this show, left out.`,
    );
  }
  outcome.matched = matched.map((r) => showLabel(r.show));
  if (input.dryRun) {
    // An episode watched again counts once, as the real run stores it once.
    const episodes = matched.reduce(
      (n, r) => n + new Set(r.show.watches.map((w) => `${w.season}x${w.number}`)).size,
      0,
    );
    outcome.counts = { shows: matched.length, episodes };
    return outcome;
  }
  const tracked: number[] = [];
  const watches: number[] = [];
  let skipped = 0;
  for (const { show, showId } of matched) {
    const added = await addShowHistory(trx, userId, showId as number, show.watches);
    tracked.push(...added.trackedIds);
    watches.push(...added.watchIds);
    skipped += added.skipped;
    for (const w of added.missing) {
      outcome.unmatched.push(
        `${showLabel(show)} S${code(w.season)}E${code(w.number)}: not in TVmaze's episode list, left out.`,
      );
    }
  }
  outcome.counts = { shows: tracked.length, episodes: watches.length, episodes_skipped: skipped };
  outcome.added = [
    { table: "tv_tracked_shows", ids: tracked },
    { table: "tv_watches", ids: watches },
  ];
  return outcome;
}

export const tvSources = {
  tvtime: {
    prepare: (db, _userId, input) => prepareShows(db, input, readTvTimeZip(input.bytes)),
    write,
  } satisfies SourceImporter<Prepared>,
  trakt: {
    prepare: (db, _userId, input) => prepareShows(db, input, readTrakt(input.bytes)),
    write,
  } satisfies SourceImporter<Prepared>,
};
