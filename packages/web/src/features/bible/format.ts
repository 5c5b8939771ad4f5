import { formatShortDay, numberText } from "@homebase/contracts";

/**
 * Spec §2 Memorization: the planned date in en-US format, written as every other date in the app
 * ("Nov 24, 2026", issue 25; it was "11/24/2026"), whatever the browser's zone.
 */
export const formatUsDate = formatShortDay;

/** "1 chapter", "3 chapters": counts read as words, numbers in en-US. */
export function plural(count: number, one: string, many = `${one}s`): string {
  return `${numberText(count)} ${count === 1 ? one : many}`;
}

/** Weekday initials for the reading-day toggles, 0 = Sunday (the API's numbering). */
export const WEEKDAYS = [
  { value: 0, short: "Sun", long: "Sunday" },
  { value: 1, short: "Mon", long: "Monday" },
  { value: 2, short: "Tue", long: "Tuesday" },
  { value: 3, short: "Wed", long: "Wednesday" },
  { value: 4, short: "Thu", long: "Thursday" },
  { value: 5, short: "Fri", long: "Friday" },
  { value: 6, short: "Sat", long: "Saturday" },
] as const;

/** "Every day", "Mon, Wed, Fri": a plan's reading days as the owner chose them. */
export function describeWeekdays(weekdays: readonly number[]): string {
  if (weekdays.length === 0 || weekdays.length === 7) return "Every day";
  return [...weekdays]
    .sort((a, b) => a - b)
    .map((day) => WEEKDAYS[day]?.short ?? String(day))
    .join(", ");
}
