import { knownOffsetMinutes } from "./zone-clock";

// Calendar dates travel as "yyyy-mm-dd" strings (en-CA order). These helpers do the
// arithmetic on UTC midnights so no local-time or DST shift can move a date.

export const MONTH_NAMES = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
] as const;

export const ISO_DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
const MS_PER_DAY = 86_400_000;
const MS_PER_MINUTE = 60_000;

export function isIsoDate(value: string): boolean {
  if (!ISO_DATE_PATTERN.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

function toUtcMs(isoDate: string): number {
  return Date.parse(`${isoDate}T00:00:00Z`);
}

/** Whole calendar days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((toUtcMs(to) - toUtcMs(from)) / MS_PER_DAY);
}

export function addDays(isoDate: string, days: number): string {
  return new Date(toUtcMs(isoDate) + days * MS_PER_DAY).toISOString().slice(0, 10);
}

/** Adds months keeping the day, clamped to the month's end (Jan 31 + 1 month = Feb 28/29). */
export function addMonths(isoDate: string, months: number): string {
  const [y, m, d] = isoDate.split("-").map(Number) as [number, number, number];
  const first = new Date(Date.UTC(y, m - 1 + months, 1));
  const lastDay = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  first.setUTCDate(Math.min(d, lastDay));
  return first.toISOString().slice(0, 10);
}

export function addYears(isoDate: string, years: number): string {
  const [y, m, d] = isoDate.split("-").map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y + years, m - 1, d));
  return date.toISOString().slice(0, 10);
}

/** 0 = Sunday … 6 = Saturday. */
export function weekdayOf(isoDate: string): number {
  return new Date(toUtcMs(isoDate)).getUTCDay();
}

// Building an Intl.DateTimeFormat is costly and "today" is asked for on most requests.
const formatters = new Map<string, Intl.DateTimeFormat>();

/** The calendar date an instant falls on in an IANA time zone (from the server's spans when known: zone-clock.ts). */
export function dateInTimeZone(instant: Date, timeZone: string): string {
  const known = knownOffsetMinutes(instant.getTime(), timeZone);
  if (known !== undefined) return new Date(instant.getTime() + known * MS_PER_MINUTE).toISOString().slice(0, 10);
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    // en-CA formats as yyyy-mm-dd.
    formatter = new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" });
    formatters.set(timeZone, formatter);
  }
  return formatter.format(instant);
}

/** Today's date in the owner's time zone. */
export function todayIn(timeZone: string, now: Date = new Date()): string {
  return dateInTimeZone(now, timeZone);
}

/** A local calendar date (from a date picker) as yyyy-mm-dd, without a UTC shift. */
export function localDateToIso(date: Date): string {
  const y = String(date.getFullYear()).padStart(4, "0");
  const m = String(date.getMonth() + 1).padStart(2, "0");
  const d = String(date.getDate()).padStart(2, "0");
  return `${y}-${m}-${d}`;
}

/** yyyy-mm-dd as a local Date at midnight (for date pickers). */
export function isoToLocalDate(isoDate: string): Date {
  const [y, m, d] = isoDate.split("-").map(Number) as [number, number, number];
  return new Date(y, m - 1, d);
}

/** Orders yyyy-mm-dd strings (plain comparison: ISO dates sort as text, without collation cost). */
export function compareIsoDates(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

const WEEKDAY_NAMES = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"] as const;

/**
 * "Nov 29, 2026", or with `weekday` "Sun, Nov 29, 2026", without `year` "Nov 29", `long`
 * "Sunday, November 29, 2026": a yyyy-mm-dd date as en-US writes it (the spec's locale), the one
 * way the app writes a calendar date.
 * Written here rather than by Intl.DateTimeFormat, which gives the same text: the first Intl
 * object a page creates loads the browser's locale data, 50 to 140 ms of a screen's first render
 * on this machine and four times that on a mid-range phone (issue 28).
 */
export function calendarDateText(isoDate: string, { weekday = false, year = true, long = false } = {}): string {
  const [y, m, d] = isoDate.split("-").map(Number) as [number, number, number];
  const shorten = (name = "") => (long ? name : name.slice(0, 3));
  const monthDay = `${shorten(MONTH_NAMES[m - 1])} ${d}`;
  const text = year ? `${monthDay}, ${y}` : monthDay;
  return weekday ? `${shorten(WEEKDAY_NAMES[weekdayOf(isoDate)])}, ${text}` : text;
}

/** "Sun, Nov 29, 2026" from yyyy-mm-dd. */
export function formatIsoDay(isoDate: string): string {
  return calendarDateText(isoDate, { weekday: true });
}

/** "Nov 24, 2026" from yyyy-mm-dd: the app's date format for a date in a sentence (spec en-US). */
export function formatShortDay(isoDate: string): string {
  return calendarDateText(isoDate);
}
