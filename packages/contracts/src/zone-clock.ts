// A time zone's wall clock, worked out without Intl in the browser. The first Intl object a page
// creates loads the browser's locale and zone data (50-140 ms of a screen's first render on this
// machine, four times that on a mid-range phone; issue 28), and every screen asks for "today" in
// the owner's zone. The server, whose Intl is warm, sends the owner's zone as spans of a constant
// UTC offset around now; the browser reads the clock from them, and asks Intl only for an
// instant outside them (another zone, an air date years away).

/**
 * From `from` (inclusive) to `until` (exclusive; null: no change within the spans' range), the
 * zone is `minutes` east of UTC. (A plain type: this module stays out of zod, which the web app's
 * first script does not load.)
 */
export type ZoneOffsetSpan = { from: string; until: string | null; minutes: number };

const MS_PER_MINUTE = 60_000;
const MS_PER_DAY = 86_400_000;

const offsetFormatters = new Map<string, Intl.DateTimeFormat>();

/** Minutes east of UTC that `timeZone`'s clock shows at `ms`, by Intl (a formatter kept per zone). */
export function intlOffsetMinutes(ms: number, timeZone: string): number {
  let format = offsetFormatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "numeric",
      day: "numeric",
      hour: "numeric",
      minute: "numeric",
      second: "numeric",
    });
    offsetFormatters.set(timeZone, format);
  }
  const part: Record<string, number> = {};
  for (const { type, value } of format.formatToParts(new Date(ms))) part[type] = Number(value);
  const wall = Date.UTC(part.year ?? 0, (part.month ?? 1) - 1, part.day ?? 1, part.hour, part.minute, part.second);
  return Math.round((wall - Math.floor(ms / 1000) * 1000) / MS_PER_MINUTE);
}

/** How far back the spans reach: the air dates of the shows an owner is catching up on (issue 28). */
export const ZONE_SPANS_PAST_DAYS = 20 * 366;
/** How far ahead: the next year's air dates and due dates. */
export const ZONE_SPANS_FUTURE_DAYS = 400;
/**
 * The scan's step. Offsets change at most a few times a year and each span lasts weeks (a weekly
 * and a daily scan of these ranges gave the same spans for all 418 zones Intl knew, 2026-11-30;
 * zone-clock.test.ts keeps the check for the zones with the oddest rules), so a weekly scan finds
 * each change, and halving the week finds its second. About 8 ms for a zone with daylight saving.
 */
const SCAN_STEP_MS = 7 * MS_PER_DAY;

/**
 * The spans of constant offset `timeZone` has from `pastDays` before `now` to `futureDays` after
 * it, by Intl (the server's). The last span ends where the scan did, unless the zone has no
 * change at all in the range: then it has no rule that could change it later either.
 */
export function zoneOffsetSpans(
  timeZone: string,
  now: Date = new Date(),
  pastDays = ZONE_SPANS_PAST_DAYS,
  futureDays = ZONE_SPANS_FUTURE_DAYS,
  stepMs = SCAN_STEP_MS,
): ZoneOffsetSpan[] {
  // From a UTC midnight: the same spans all day, whenever in it they are worked out.
  const today = Math.floor(now.getTime() / MS_PER_DAY) * MS_PER_DAY;
  const start = today - pastDays * MS_PER_DAY;
  const end = today + (futureDays + 1) * MS_PER_DAY;
  const spans: ZoneOffsetSpan[] = [];
  let from = start;
  let minutes = intlOffsetMinutes(start, timeZone);
  for (let at = start; at < end; ) {
    const step = Math.min(stepMs, end - at);
    const next = intlOffsetMinutes(at + step, timeZone);
    if (next !== minutes) {
      let before = at;
      let after = at + step;
      while (after - before > 1000) {
        const middle = before + Math.floor((after - before) / 2000) * 1000;
        if (intlOffsetMinutes(middle, timeZone) === minutes) before = middle;
        else after = middle;
      }
      spans.push({ from: new Date(from).toISOString(), until: new Date(after).toISOString(), minutes });
      from = after;
      minutes = next;
    }
    at += step;
  }
  const until = spans.length === 0 ? null : new Date(end).toISOString();
  spans.push({ from: new Date(from).toISOString(), until, minutes });
  return spans;
}

type KnownSpan = { from: number; until: number; minutes: number };
const knownSpans = new Map<string, KnownSpan[]>();

/** Keeps the server's spans of `timeZone` for wallClockIn (the browser, when settings arrive). */
export function rememberZoneOffsets(timeZone: string, spans: readonly ZoneOffsetSpan[]): void {
  knownSpans.set(
    timeZone,
    spans.map((span) => ({
      from: Date.parse(span.from),
      until: span.until === null ? Number.POSITIVE_INFINITY : Date.parse(span.until),
      minutes: span.minutes,
    })),
  );
}

/** Minutes east of UTC in `timeZone` at `ms` when a remembered span holds it. */
export function knownOffsetMinutes(ms: number, timeZone: string): number | undefined {
  return knownSpans.get(timeZone)?.find((known) => known.from <= ms && ms < known.until)?.minutes;
}

/** The wall clock of `timeZone` at `instant`: its date (yyyy-mm-dd) and the minutes since its midnight. */
export function wallClockIn(instant: Date, timeZone: string): { date: string; minuteOfDay: number } {
  const wall = new Date(Math.floor(instant.getTime() / MS_PER_MINUTE) * MS_PER_MINUTE);
  wall.setTime(
    wall.getTime() +
      (knownOffsetMinutes(instant.getTime(), timeZone) ?? intlOffsetMinutes(instant.getTime(), timeZone)) *
        MS_PER_MINUTE,
  );
  return { date: wall.toISOString().slice(0, 10), minuteOfDay: wall.getUTCHours() * 60 + wall.getUTCMinutes() };
}

/** "2:05 PM" for minutes since midnight, as en-US writes a time (with a plain space before AM/PM). */
export function timeOfDayText(minuteOfDay: number): string {
  const hours = Math.floor(minuteOfDay / 60);
  const minutes = String(minuteOfDay % 60).padStart(2, "0");
  return `${hours % 12 === 0 ? 12 : hours % 12}:${minutes} ${hours < 12 ? "AM" : "PM"}`;
}
