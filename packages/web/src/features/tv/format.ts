import { dateInTimeZone } from "@homebase/contracts";

// Air dates are instants; the owner reads them in their own time zone (settings).

/** "Sat, Jan 17, 2099". */
export function formatAirDate(instant: string, timeZone: string): string {
  return new Intl.DateTimeFormat("en-US", {
    weekday: "short",
    month: "short",
    day: "numeric",
    year: "numeric",
    timeZone,
  }).format(new Date(instant));
}

/** "Sat, Jan 17, 2099, 8:00 PM". */
export function formatAirDateTime(instant: string, timeZone: string): string {
  return new Intl.DateTimeFormat("en-US", {
    weekday: "short",
    month: "short",
    day: "numeric",
    year: "numeric",
    hour: "numeric",
    minute: "2-digit",
    timeZone,
  }).format(new Date(instant));
}

/** The owner's calendar day (yyyy-mm-dd) of an instant, for relative dates. */
export const dayOf = (instant: string, timeZone: string) => dateInTimeZone(new Date(instant), timeZone);

/** "Jan 17, 2099": the short form under a home-strip poster. */
export function formatShortDate(instant: string, timeZone: string): string {
  return new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", year: "numeric", timeZone }).format(
    new Date(instant),
  );
}
