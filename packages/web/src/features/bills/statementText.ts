import { type BillStatement, calendarDateText } from "@homebase/contracts";

/** "Nov 20, 2026" from yyyy-mm-dd. */
export const shortDate = (isoDate: string) => calendarDateText(isoDate);

/** "Auto-paid Nov 20" or "Paid Nov 20" (issue 25: auto-paid statements say so). */
export function paidText(statement: BillStatement): string {
  const day = statement.date_paid ? ` ${calendarDateText(statement.date_paid, { year: false })}` : "";
  return `${statement.auto_paid ? "Auto-paid" : "Paid"}${day}`;
}
