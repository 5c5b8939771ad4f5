import path from "node:path";
import type { ImportProblem } from "@homebase/contracts";
import { strFromU8, unzipSync } from "fflate";
import type { ExternalShow, ShowsFile } from "./tvtime";

// Trakt's data as its API documents it and its export writes it: watched shows
// ([{show, seasons: [{number, episodes: [{number, last_watched_at}]}]}]), history
// ([{watched_at, type: "episode", episode: {season, number}, show}]) and the watchlist
// ([{listed_at, type: "show", show}]); each show carries ids {trakt, slug, tvdb, imdb, tmdb}.
// One JSON file, or the ZIP of Trakt's export (every .json in it is read by its shape).

type Ids = { tvdb?: number | null; imdb?: string | null };
type ShowRef = { title?: string; ids?: Ids };
type Item = {
  type?: string;
  show?: ShowRef;
  movie?: unknown;
  watched_at?: string;
  listed_at?: string;
  episode?: { season?: number; number?: number };
  seasons?: { number?: number; episodes?: { number?: number; last_watched_at?: string }[] }[];
};

const instant = (value: unknown) =>
  typeof value === "string" && !Number.isNaN(Date.parse(value)) ? new Date(value).toISOString() : undefined;

class Shows {
  readonly shows = new Map<string, ExternalShow>();
  readonly noIds = new Set<string>();
  movies = 0;

  of(ref: ShowRef | undefined): ExternalShow | undefined {
    const name = ref?.title ?? "";
    const tvdb = ref?.ids?.tvdb;
    const imdb = ref?.ids?.imdb;
    const [site, externalId] = tvdb ? (["thetvdb", String(tvdb)] as const) : imdb ? (["imdb", imdb] as const) : [];
    if (!site || !externalId) {
      this.noIds.add(name || "A show without a title");
      return undefined;
    }
    const key = `${site}:${externalId}`;
    const show = this.shows.get(key) ?? { site, externalId, name, followed: false, watches: [] };
    this.shows.set(key, show);
    return show;
  }
}

function readItems(items: unknown[], file: string, into: Shows, problems: ImportProblem[]) {
  items.forEach((raw, index) => {
    const item = raw as Item;
    const where = `${file}, entry ${index + 1}`;
    if (item.movie || item.type === "movie") {
      into.movies++;
    } else if (Array.isArray(item.seasons)) {
      const show = into.of(item.show);
      for (const season of item.seasons) {
        for (const episode of season.episodes ?? []) {
          const at = instant(episode.last_watched_at);
          if (!show) continue;
          if (typeof season.number !== "number" || typeof episode.number !== "number" || !at) {
            problems.push({
              line: null,
              message: `${where}: an episode without its season, number or last_watched_at.`,
            });
          } else show.watches.push({ season: season.number, number: episode.number, watched_at: at });
        }
      }
    } else if (item.episode && item.watched_at !== undefined) {
      const show = into.of(item.show);
      const at = instant(item.watched_at);
      const { season, number } = item.episode;
      if (!show) return;
      if (typeof season !== "number" || typeof number !== "number" || !at) {
        problems.push({ line: null, message: `${where}: an episode without its season, number or watched_at.` });
      } else show.watches.push({ season, number, watched_at: at });
    } else if (item.show && item.listed_at !== undefined) {
      const show = into.of(item.show);
      if (show) show.followed = true;
    } else {
      problems.push({
        line: null,
        message: `${where}: not a watched show, history entry or watchlist entry of Trakt's.`,
      });
    }
  });
}

export function readTrakt(bytes: Uint8Array): ShowsFile {
  const problems: ImportProblem[] = [];
  let files: [string, Uint8Array][];
  if (bytes[0] === 0x50 && bytes[1] === 0x4b) {
    try {
      files = Object.entries(unzipSync(bytes, { filter: (file) => /\.json$/i.test(file.name) }));
    } catch {
      return { shows: [], left_out: [], problems: [{ line: null, message: "The ZIP could not be read." }] };
    }
  } else files = [["The file", bytes]];
  const into = new Shows();
  for (const [name, data] of files.sort(([a], [b]) => a.localeCompare(b))) {
    const file = name === "The file" ? name : path.posix.basename(name);
    let parsed: unknown;
    try {
      parsed = JSON.parse(strFromU8(data).replace(/^\uFEFF/, ""));
    } catch (error) {
      problems.push({ line: null, message: `${file} is not JSON: ${(error as Error).message}` });
      continue;
    }
    // Trakt's export also holds settings, lists and ratings: only arrays of history-like items are read.
    if (Array.isArray(parsed)) readItems(parsed, file, into, problems);
    else if (files.length === 1) problems.push({ line: null, message: `${file} is not a list of Trakt items.` });
  }
  const left_out = [...into.noIds].map((name) => `${name}: Trakt gave no TheTVDB or IMDb id, left out.`);
  if (into.movies > 0)
    left_out.push(`${into.movies} movie entr${into.movies === 1 ? "y" : "ies"}: Homebase tracks shows only.`);
  if (into.shows.size === 0 && problems.length === 0)
    problems.push({ line: null, message: "The file holds no shows." });
  return { shows: [...into.shows.values()], left_out, problems };
}
