import type { BillStatement } from "@homebase/contracts";

const shortDay = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", year: "numeric", timeZone: "UTC" });
const shortNoYear = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", timeZone: "UTC" });

/** "Nov 20, 2026" from yyyy-mm-dd, as a calendar date so no time zone shifts it. */
export const shortDate = (isoDate: string) => shortDay.format(new Date(`${isoDate}T00:00:00Z`));

/** "Auto-paid Nov 20" or "Paid Nov 20" (issue 25: auto-paid statements say so). */
export function paidText(statement: BillStatement): string {
  const day = statement.date_paid ? ` ${shortNoYear.format(new Date(`${statement.date_paid}T00:00:00Z`))}` : "";
  return `${statement.auto_paid ? "Auto-paid" : "Paid"}${day}`;
}
