import { calendarDateText } from "@homebase/contracts";

const full = (isoDate: string) => calendarDateText(isoDate);
const dayMonth = (isoDate: string) => calendarDateText(isoDate, { year: false });

/** "Dec 1 – 5, 2026", "Dec 30, 2026 – Jan 2, 2027", or one day: calendar dates, so no time zone shifts them. */
export function dateRange(start: string, end: string): string {
  if (start === end) return full(start);
  if (start.slice(0, 4) !== end.slice(0, 4)) return `${full(start)} – ${full(end)}`;
  if (start.slice(0, 7) === end.slice(0, 7)) return `${dayMonth(start)} – ${Number(end.slice(8))}, ${end.slice(0, 4)}`;
  return `${dayMonth(start)} – ${full(end)}`;
}

/** "3 items", "1 item". */
export const itemCount = (count: number) => `${count} ${count === 1 ? "item" : "items"}`;
