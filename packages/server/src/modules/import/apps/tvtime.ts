import path from "node:path";
import type { ImportProblem } from "@homebase/contracts";
import { unzipSync } from "fflate";
import { cellOf, columnsOf, readTable } from "./table";

// TV Time's GDPR export: a ZIP of some fifty CSV files, among them account details and tokens.
// Only the files that hold the viewing history are inflated; nothing else in the ZIP is read.
// Shows carry TheTVDB's id. Column names as the export writes them (and as Yamtrack's and
// other trackers' importers read them): tracking-prod-records(-v2).csv rows keyed
// "watch-episode-…" / "rewatch-episode-…" with s_id, series_name, season_number,
// episode_number, created_at; the older seen_episode.csv; followed_tv_show.csv.

const HISTORY_FILES = ["tracking-prod-records-v2.csv", "tracking-prod-records.csv", "seen_episode.csv"];
const FOLLOW_FILES = ["followed_tv_show.csv"];
const KNOWN = new Set([...HISTORY_FILES, ...FOLLOW_FILES]);

/** A show another app knew by TheTVDB's or IMDb's id, with the episodes watched. */
export type ExternalShow = {
  site: "thetvdb" | "imdb";
  externalId: string;
  name: string;
  followed: boolean;
  watches: { season: number; number: number; watched_at: string }[];
};
export type ShowsFile = { shows: ExternalShow[]; left_out: string[]; problems: ImportProblem[] };
export type TvTimeExport = ShowsFile & { files: string[] };

const ALIASES = {
  key: ["key"],
  show: ["sid", "tvshowid", "seriesid", "showid"],
  name: ["seriesname", "tvshowname", "showname"],
  season: ["seasonnumber", "episodeseasonnumber"],
  number: ["episodenumber"],
  at: ["createdat", "updatedat", "watchedat"],
};

/** TV Time writes "2021-03-04 20:15:00" (UTC); an ISO instant with its zone passes as it is. */
function instant(value: string): string | undefined {
  if (!/^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}/.test(value)) return undefined;
  const iso = value.replace(" ", "T");
  const date = new Date(/(?:[zZ]|[+-]\d{2}:?\d{2})$/.test(iso) ? iso : `${iso}Z`);
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString();
}

export function readTvTimeZip(bytes: Uint8Array): TvTimeExport {
  let entries: Record<string, Uint8Array>;
  try {
    entries = unzipSync(bytes, { filter: (file) => KNOWN.has(path.posix.basename(file.name).toLowerCase()) });
  } catch {
    return {
      shows: [],
      files: [],
      left_out: [],
      problems: [{ line: null, message: "This is not a ZIP file: choose the ZIP TV Time sent." }],
    };
  }
  const byName = new Map(
    Object.entries(entries).map(([name, data]) => [path.posix.basename(name).toLowerCase(), data]),
  );
  const shows = new Map<string, ExternalShow>();
  const problems: ImportProblem[] = [];
  const files: string[] = [];
  const showOf = (tvdbId: string, name: string) => {
    const show: ExternalShow = shows.get(tvdbId) ?? {
      site: "thetvdb",
      externalId: tvdbId,
      name,
      followed: false,
      watches: [],
    };
    if (!show.name && name) show.name = name;
    shows.set(tvdbId, show);
    return show;
  };
  // The newest history file wins; older ones repeat its rows.
  const history = HISTORY_FILES.find((name) => byName.has(name));
  for (const file of [history, ...FOLLOW_FILES].filter((name): name is string => !!name && byName.has(name))) {
    const table = readTable(byName.get(file) as Uint8Array, ",");
    if (!table.ok) continue;
    files.push(file);
    const columns = columnsOf(table.table.header, ALIASES);
    const problem = (line: number, message: string) => problems.push({ line, message: `${file}: ${message}` });
    for (const record of table.table.records) {
      const cell = cellOf(columns, record);
      const id = cell("show");
      if (!/^\d+$/.test(id)) {
        problem(record.line, `"${id}" is not a TheTVDB show id.`);
        continue;
      }
      if (FOLLOW_FILES.includes(file)) {
        showOf(id, cell("name")).followed = true;
        continue;
      }
      const key = cell("key");
      if (columns.key !== undefined && !/^(re)?watch-episode/.test(key)) continue; // follows, movies, ratings…
      const season = Number(cell("season"));
      const number = Number(cell("number"));
      const at = instant(cell("at"));
      if (!Number.isInteger(season) || !Number.isInteger(number) || cell("season") === "" || cell("number") === "") {
        problem(record.line, `season "${cell("season")}", episode "${cell("number")}" is not an episode.`);
      } else if (!at) problem(record.line, `"${cell("at")}" is not a date and time.`);
      else showOf(id, cell("name")).watches.push({ season, number, watched_at: at });
    }
  }
  if (files.length === 0) {
    problems.push({
      line: null,
      message: `This ZIP holds none of TV Time's history files (${[...KNOWN].join(", ")}).`,
    });
  }
  return { shows: [...shows.values()], files, left_out: [], problems };
}
