import type { MoneyTransaction } from "@homebase/contracts";
import { calendarDateText, MONTH_NAMES, numberText } from "@homebase/contracts";

/** "Jan 5, 2024" from yyyy-mm-dd. */
export function formatTransactionDate(isoDate: string): string {
  return calendarDateText(isoDate);
}

/** "Jan 2024" from "2024-01", for the chart's axis (as en-US writes it, without Intl: calendarDateText). */
export function formatMonth(month: string): string {
  const [year, monthNumber] = month.split("-").map(Number) as [number, number];
  return `${MONTH_NAMES[monthNumber - 1]?.slice(0, 3)} ${year}`;
}

/** The Type column: the filter's own words for amount_type. */
export function amountTypeLabel(transaction: Pick<MoneyTransaction, "amount_type">): string {
  return transaction.amount_type === "credit" ? "Credit" : "Debit";
}

/** "1 record" / "2 records". */
export function plural(count: number, word: string): string {
  return `${numberText(count)} ${word}${count === 1 ? "" : "s"}`;
}
