import { addDays, centsToAmount, chapterName, formatCurrency } from "@homebase/contracts";
import type { AgendaEpisode, AgendaReading, AgendaStatement, AgendaTask, AgendaTrip } from "./agenda.repo";
import type { IcsEvent } from "./ics";

// Each module's rows as calendar events. The UIDs name the thing itself (and, for a task, the
// occurrence), so a calendar app sees the same event on every fetch and a new one only when the
// occurrence changes (a repeating task done moves to its next due date).

const UID_DOMAIN = "homebase";
/** When TVmaze gives no runtime, an episode still needs an end. */
const DEFAULT_RUNTIME_MINUTES = 30;

const allDay = (date: string, days = 1) => ({ start: { date }, end: { date: addDays(date, days) } });

export const statementEvent = (row: AgendaStatement, origin: string): IcsEvent => ({
  uid: `bill-statement-${row.id}@${UID_DOMAIN}`,
  summary: `${row.name} ${formatCurrency(centsToAmount(row.due_amount))}`,
  ...allDay(row.due_date),
  url: `${origin}/bills/bill/${row.bill_id}/`,
});

export const taskEvent = (row: AgendaTask, origin: string): IcsEvent => ({
  uid: `task-${row.id}-${row.due_date}@${UID_DOMAIN}`,
  summary: row.name,
  ...allDay(row.due_date as string),
  url: `${origin}/tasks/task/${encodeURIComponent(row.slug)}/`,
});

/** "S02E05" */
export const episodeCode = (season: number, number: number) =>
  number === 0
    ? `S${String(season).padStart(2, "0")} special`
    : `S${String(season).padStart(2, "0")}E${String(number).padStart(2, "0")}`;

export const episodeTitle = (row: AgendaEpisode) =>
  `${row.show_name} ${episodeCode(row.season, row.number)}${row.name ? `: ${row.name}` : ""}`;

export function episodeEvent(row: AgendaEpisode, origin: string): IcsEvent {
  const start = row.airstamp as string;
  const minutes = row.runtime && row.runtime > 0 ? row.runtime : DEFAULT_RUNTIME_MINUTES;
  return {
    uid: `tv-episode-${row.id}@${UID_DOMAIN}`,
    summary: episodeTitle(row),
    start: { instant: start },
    end: { instant: new Date(Date.parse(start) + minutes * 60_000).toISOString() },
    url: `${origin}/tv/show/${row.tv_show_id}`,
  };
}

export const tripEvent = (row: AgendaTrip, origin: string): IcsEvent => ({
  uid: `trip-${row.id}@${UID_DOMAIN}`,
  summary: row.name,
  start: { date: row.date_start },
  // DTEND is exclusive: a trip through the 14th ends on the 15th.
  end: { date: addDays(row.date_end, 1) },
  url: `${origin}/pack/trip/${row.id}`,
});

/** Chapters in reading order, runs of one book merged: "Genesis 1–3, Exodus 1". */
export function passageSummary(chapters: readonly { book: string; chapter: number }[]): string {
  const runs: { book: string; from: number; to: number }[] = [];
  for (const { book, chapter } of chapters) {
    const last = runs.at(-1);
    if (last && last.book === book && chapter === last.to + 1) last.to = chapter;
    else runs.push({ book, from: chapter, to: chapter });
  }
  return runs
    .map((run) =>
      run.from === run.to ? chapterName(run.book, run.from) : `${chapterName(run.book, run.from)}–${run.to}`,
    )
    .join(", ");
}

/** One reading per plan and day. */
export function readingDays(rows: readonly AgendaReading[]) {
  const days = new Map<
    string,
    { plan_id: number; plan_name: string; date: string; passage: string; rows: AgendaReading[] }
  >();
  for (const row of rows) {
    const key = `${row.plan_id}:${row.planned_date}`;
    const day = days.get(key) ?? {
      plan_id: row.plan_id,
      plan_name: row.plan_name,
      date: row.planned_date,
      passage: "",
      rows: [],
    };
    day.rows.push(row);
    days.set(key, day);
  }
  return [...days.values()].map((day) => ({ ...day, passage: passageSummary(day.rows) }));
}

export const readingEvents = (rows: readonly AgendaReading[], origin: string): IcsEvent[] =>
  readingDays(rows).map((day) => ({
    uid: `reading-${day.plan_id}-${day.date}@${UID_DOMAIN}`,
    summary: `Read ${day.passage}`,
    ...allDay(day.date),
    url: `${origin}/bible/schedule/`,
    description: day.plan_name,
  }));
