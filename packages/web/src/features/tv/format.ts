import { calendarDateText, dateInTimeZone, timeOfDayText, wallClockIn } from "@homebase/contracts";

// Air dates are instants; the owner reads them in their own time zone (settings).

/** "Sat, Jan 17, 2099". */
export function formatAirDate(instant: string, timeZone: string): string {
  return calendarDateText(dayOf(instant, timeZone), { weekday: true });
}

/** "Sat, Jan 17, 2099, 8:00 PM". */
export function formatAirDateTime(instant: string, timeZone: string): string {
  const clock = wallClockIn(new Date(instant), timeZone);
  return `${calendarDateText(clock.date, { weekday: true })}, ${timeOfDayText(clock.minuteOfDay)}`;
}

/** The owner's calendar day (yyyy-mm-dd) of an instant, for relative dates. */
export const dayOf = (instant: string, timeZone: string) => dateInTimeZone(new Date(instant), timeZone);

/** "Jan 17, 2099": the short form under a home-strip poster. */
export function formatShortDate(instant: string, timeZone: string): string {
  return calendarDateText(dayOf(instant, timeZone));
}
