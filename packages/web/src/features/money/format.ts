import type { MoneyTransaction } from "@homebase/contracts";
import { numberText } from "@homebase/contracts";

const dayFormat = new Intl.DateTimeFormat("en-US", {
  month: "short",
  day: "numeric",
  year: "numeric",
  timeZone: "UTC",
});
const monthFormat = new Intl.DateTimeFormat("en-US", { month: "short", year: "numeric", timeZone: "UTC" });

/** "Jan 5, 2024" from yyyy-mm-dd, read as a calendar date so no time zone can shift it. */
export function formatTransactionDate(isoDate: string): string {
  return dayFormat.format(new Date(`${isoDate}T00:00:00Z`));
}

/** "Jan 2024" from "2024-01", for the chart's axis. */
export function formatMonth(month: string): string {
  return monthFormat.format(new Date(`${month}-01T00:00:00Z`));
}

/** The Type column: the filter's own words for amount_type. */
export function amountTypeLabel(transaction: Pick<MoneyTransaction, "amount_type">): string {
  return transaction.amount_type === "credit" ? "Credit" : "Debit";
}

/** "1 record" / "2 records". */
export function plural(count: number, word: string): string {
  return `${numberText(count)} ${word}${count === 1 ? "" : "s"}`;
}
