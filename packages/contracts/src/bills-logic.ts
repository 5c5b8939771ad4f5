import { addDays, addMonths, daysBetween } from "./dates";
import { amountToCents, centsToAmount } from "./money";

// Recurring bill rules (issue 5), free of zod so the bills screens and widget stay small.

/** Spec §4 payment status codes: F unpaid (forecast), P paid, S skipped. */
export const PAYMENT_STATUSES = [
  { id: "F", name: "Unpaid" },
  { id: "P", name: "Paid" },
  { id: "S", name: "Skipped" },
] as const;
export type PaymentStatusId = (typeof PAYMENT_STATUSES)[number]["id"];

/** A bill repeats every `frequency_count` of these units (quarterly = M × 3). */
export const FREQUENCIES = [
  { id: "D", name: "Daily", unit: "day", ordering: 1 },
  { id: "W", name: "Weekly", unit: "week", ordering: 5 },
  { id: "M", name: "Monthly", unit: "month", ordering: 10 },
  { id: "Y", name: "Yearly", unit: "year", ordering: 20 },
] as const;
export type FrequencyId = (typeof FREQUENCIES)[number]["id"];

/** Spec §9 default bill: Monthly, count 1, auto-pay on. */
export const DEFAULT_BILL = { frequency_id: "M", frequency_count: 1, is_auto_pay: true } as const;

/** Spec §9 home widget: bills due within 4 days (overdue included), at most 6. */
export const BILLS_WIDGET = { days: 4, max: 6 } as const;

/**
 * The due date of the statement `sequence` periods after the anchor (the first due date).
 * Always counted from the anchor, so month ends never drift: anchor Jan 31 gives Feb 29 (2024),
 * Mar 31, Apr 30.
 */
export function statementDueDate(anchor: string, frequency: FrequencyId, count: number, sequence: number): string {
  const steps = count * sequence;
  switch (frequency) {
    case "D":
      return addDays(anchor, steps);
    case "W":
      return addDays(anchor, 7 * steps);
    case "M":
      return addMonths(anchor, steps);
    case "Y":
      return addMonths(anchor, 12 * steps);
  }
}

/** "every month", "every 3 months", "every 2 weeks". */
export function frequencyLabel(frequency: FrequencyId, count: number): string {
  const unit = FREQUENCIES.find((f) => f.id === frequency)?.unit ?? "month";
  return count === 1 ? `every ${unit}` : `every ${count} ${unit}s`;
}

/** Whether a bill due on `dueDate` belongs on the home widget `today` (spec §9 window). */
export function isDueSoon(dueDate: string, today: string): boolean {
  return daysBetween(today, dueDate) <= BILLS_WIDGET.days;
}

/** What dueTotals reads of a bill (the API's Bill has these fields). */
export interface BillForTotals {
  is_active: boolean;
  frequency: { id: string };
  frequency_count: number;
  statements: { due_date: string; due_amount: number; payment_status: { id: string } }[];
}

/**
 * Issue 25: the total still to pay this calendar month (overdue included) and next month. Each
 * unpaid statement counts in its month; after a bill's latest statement the next ones are
 * foreseen at the same amount, one period apart.
 */
export function dueTotals(bills: readonly BillForTotals[], today: string): { thisMonth: number; nextMonth: number } {
  const nextMonthStart = `${addMonths(`${today.slice(0, 7)}-01`, 1)}`;
  const afterNext = addMonths(nextMonthStart, 1);
  let thisMonth = 0;
  let nextMonth = 0;
  const add = (dueDate: string, amount: number) => {
    if (dueDate < nextMonthStart) thisMonth += amountToCents(amount);
    else if (dueDate < afterNext) nextMonth += amountToCents(amount);
  };
  for (const bill of bills) {
    if (!bill.is_active || bill.statements.length === 0) continue;
    for (const s of bill.statements) if (s.payment_status.id === "F") add(s.due_date, s.due_amount);
    const latest = bill.statements.reduce((a, b) => (b.due_date > a.due_date ? b : a));
    const frequency = bill.frequency.id as FrequencyId;
    for (let step = 1, guard = 0; guard < 400; step++, guard++) {
      const date = statementDueDate(latest.due_date, frequency, bill.frequency_count, step);
      if (date >= afterNext) break;
      add(date, latest.due_amount);
    }
  }
  return { thisMonth: centsToAmount(thisMonth), nextMonth: centsToAmount(nextMonth) };
}
