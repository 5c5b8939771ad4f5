const dayMonth = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", timeZone: "UTC" });
const full = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", year: "numeric", timeZone: "UTC" });
const utc = (isoDate: string) => new Date(`${isoDate}T00:00:00Z`);

/** "Dec 1 – 5, 2026", "Dec 30, 2026 – Jan 2, 2027", or one day: calendar dates, so no time zone shifts them. */
export function dateRange(start: string, end: string): string {
  if (start === end) return full.format(utc(start));
  if (start.slice(0, 4) !== end.slice(0, 4)) return `${full.format(utc(start))} – ${full.format(utc(end))}`;
  if (start.slice(0, 7) === end.slice(0, 7))
    return `${dayMonth.format(utc(start))} – ${Number(end.slice(8))}, ${end.slice(0, 4)}`;
  return `${dayMonth.format(utc(start))} – ${full.format(utc(end))}`;
}

/** "3 items", "1 item". */
export const itemCount = (count: number) => `${count} ${count === 1 ? "item" : "items"}`;
