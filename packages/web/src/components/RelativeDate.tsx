import { calendarDateText, relativeDate, todayIn } from "@homebase/contracts";
import { useOwnerTimeZone } from "../app/OwnerTimeZone";

/**
 * Each date's words, kept: a list repeats a few dates over hundreds of rows, and formatting one
 * was 35 ms of Tasks' 300-row render at 4x CPU (issue 28). The app shows a few thousand distinct
 * dates at most (a year's reading plan, due dates), so the map stays small.
 */
const fullDates = new Map<string, string>();

/** "Tuesday, November 24, 2026" for a yyyy-mm-dd date, whatever the browser's zone. */
export function formatFullDate(isoDate: string): string {
  let words = fullDates.get(isoDate);
  if (words === undefined) {
    words = calendarDateText(isoDate, { weekday: true, long: true });
    fullDates.set(isoDate, words);
  }
  return words;
}

/**
 * A date in words relative to today in the owner's time zone (spec §9, rules in contracts),
 * with the full date as a tooltip.
 */
export function RelativeDate({ date }: { date: string }) {
  return <RelativeDateFrom date={date} today={todayIn(useOwnerTimeZone())} />;
}

/** RelativeDate for a list that works out today once for all its rows (no hook per row). */
export function RelativeDateFrom({ date, today }: { date: string; today: string }) {
  return (
    <time dateTime={date} title={formatFullDate(date)}>
      {relativeDate(date, today)}
    </time>
  );
}
