import type { MoneyTransactionMonth } from "@homebase/contracts";

export interface ChartBucket {
  /** "2024-01" for a month, "2024" for a year. */
  period: string;
  income: number;
  spending: number;
}

/** Beyond three years, bars per month get too thin to read: the chart shows years instead. */
export const MAX_MONTH_BARS = 36;

const monthIndex = (month: string) => Number(month.slice(0, 4)) * 12 + Number(month.slice(5, 7)) - 1;
const monthOf = (index: number) => `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, "0")}`;
const cents = (value: number) => Math.round(value * 100);

/**
 * The API's months (only those with transactions) as evenly spaced bars: every month from the
 * first to the last, empty ones at zero, so a gap in time shows as a gap; per year when the span
 * is longer than MAX_MONTH_BARS months. Sums go through cents so no float drift shows.
 */
export function chartBuckets(months: readonly MoneyTransactionMonth[]): {
  unit: "month" | "year";
  buckets: ChartBucket[];
} {
  const first = months[0];
  const last = months.at(-1);
  if (!first || !last) return { unit: "month", buckets: [] };
  const span = monthIndex(last.month) - monthIndex(first.month) + 1;
  const unit = span > MAX_MONTH_BARS ? "year" : "month";
  const periodOf = (month: string) => (unit === "year" ? month.slice(0, 4) : month);
  const totals = new Map<string, [number, number]>();
  if (unit === "month") {
    for (let i = monthIndex(first.month); i <= monthIndex(last.month); i++) totals.set(monthOf(i), [0, 0]);
  } else {
    for (let year = Number(first.month.slice(0, 4)); year <= Number(last.month.slice(0, 4)); year++)
      totals.set(String(year), [0, 0]);
  }
  for (const month of months) {
    const sums = totals.get(periodOf(month.month))!;
    sums[0] += cents(month.income);
    sums[1] += cents(month.spending);
  }
  return {
    unit,
    buckets: [...totals].map(([period, [income, spending]]) => ({
      period,
      income: income / 100,
      spending: spending / 100,
    })),
  };
}
