import { daysBetween, MONTH_NAMES, weekdayOf } from "./dates";

// Spec §9 "Relative dates", made exact. `diff` is the number of calendar days from today:
//   0 today · 1 tomorrow · -1 yesterday · ±2..3 "in N days" / "N days ago"
//   4..7   "this {weekday}" when it falls in the current Sunday–Saturday week, else "next {weekday}"
//   -4..-7 "last {weekday}"
//   ±8..14  weeks: round(days / 7) → "in a week", "in 2 weeks", "a week ago"…
//   ±15..60 "about N months": max(1, round(days / 30))
//   ±61..365 months: round(days / 30.44)
//   ±366..547 (up to a year and a half) "about a year"
//   beyond: "Month Year", e.g. "June 2028"

const WEEKDAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];

export const RELATIVE_DATE_LIMITS = {
  namedDays: 3,
  weekdays: 7,
  weeks: 14,
  aboutMonths: 60,
  months: 365,
  aboutAYear: 547,
} as const;

function phrase(diff: number, amount: string): string {
  return diff > 0 ? `in ${amount}` : `${amount} ago`;
}

function counted(n: number, unit: string): string {
  return n === 1 ? `a ${unit}` : `${n} ${unit}s`;
}

/** Describes `date` (yyyy-mm-dd) relative to `today` (yyyy-mm-dd). */
export function relativeDate(date: string, today: string): string {
  const diff = daysBetween(today, date);
  const days = Math.abs(diff);
  const limits = RELATIVE_DATE_LIMITS;

  if (diff === 0) return "today";
  if (diff === 1) return "tomorrow";
  if (diff === -1) return "yesterday";
  if (days <= limits.namedDays) return phrase(diff, `${days} days`);
  if (days <= limits.weekdays) {
    const weekday = WEEKDAYS[weekdayOf(date)];
    if (diff < 0) return `last ${weekday}`;
    const sameWeek = weekdayOf(today) + diff <= 6;
    return `${sameWeek ? "this" : "next"} ${weekday}`;
  }
  if (days <= limits.weeks) return phrase(diff, counted(Math.round(days / 7), "week"));
  if (days <= limits.aboutMonths) {
    return phrase(diff, `about ${counted(Math.max(1, Math.round(days / 30)), "month")}`);
  }
  if (days <= limits.months) return phrase(diff, counted(Math.round(days / 30.44), "month"));
  if (days <= limits.aboutAYear) return phrase(diff, "about a year");
  const [year, month] = date.split("-").map(Number) as [number, number];
  return `${MONTH_NAMES[month - 1]} ${year}`;
}
