import { addDays, addMonths, daysBetween } from "@homebase/contracts";
import { rowsFrom } from "./index-balances";
import { COLUMN_KEYS, dateOfDay, dayNumber, type TransactionIndex } from "./transaction-index";

// Repeating income and spending the ledger shows (issue 24 forecast): the same payee in the same
// account, money the same way, a similar amount, at a regular interval, and still going.

const ACCOUNT = COLUMN_KEYS.indexOf("account");
const PAYEE = COLUMN_KEYS.indexOf("payee");

/** How far back the ledger is read for a pattern. */
export const LOOKBACK_DAYS = 400;
/** Fewest occurrences that make a pattern. */
const MIN_OCCURRENCES = 3;
/** Every interval within this share of the usual one, every amount within this share of the usual one. */
const INTERVAL_SLACK = 0.25;
const AMOUNT_SLACK = 0.2;

type Step = { days: number } | { months: number };
/** The intervals recognised, by their usual length in days. */
const CADENCES: { from: number; to: number; step: Step }[] = [
  { from: 6, to: 8, step: { days: 7 } },
  { from: 13, to: 16, step: { days: 14 } },
  { from: 27, to: 34, step: { months: 1 } },
  { from: 85, to: 97, step: { months: 3 } },
];

export type RecurringSeries = {
  payeeId: number;
  accountId: number;
  /** Signed cents: the median of the occurrences. */
  amount: number;
  last: string;
  step: Step;
};

export const nextDate = (date: string, step: Step) =>
  "days" in step ? addDays(date, step.days) : addMonths(date, step.months);

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 === 1 ? sorted[middle]! : Math.round((sorted[middle - 1]! + sorted[middle]!) / 2);
};

/** Series in the accounts given (null: every account), from the ledger up to `today`. */
export function recurringSeries(
  index: TransactionIndex,
  accountIds: Set<number> | null,
  today: string,
): RecurringSeries[] {
  const accounts = index.columns[ACCOUNT]!;
  const payees = index.columns[PAYEE]!;
  const start = rowsFrom(index, addDays(today, 1));
  const end = rowsFrom(index, addDays(today, -LOOKBACK_DAYS));
  // (payee, account, direction) → day numbers and amounts, newest first. Keyed by a number made
  // of the column codes: a string key per row cost more than the rest of the pass.
  const groups = new Map<number, { payeeId: number; accountId: number; days: number[]; amounts: number[] }>();
  const accountCount = accounts.values.length;
  let run = 0;
  while (index.dateStart[run + 1]! <= start && run < index.days.length - 1) run++;
  let runDay = index.days[run] ?? dayNumber(today);
  for (let row = start; row < end; row++) {
    if (index.dateStart[run + 1]! <= row) {
      while (index.dateStart[run + 1]! <= row) run++;
      runDay = index.days[run]!;
    }
    const payeeCode = payees.codes[row]!;
    const accountCode = accounts.codes[row]!;
    if (payeeCode === 0 || index.transfers?.[row] === 1) continue;
    const accountId = accounts.values[accountCode]!;
    if (accountIds && !accountIds.has(accountId)) continue;
    const amount = index.amounts[row]!;
    const key = (payeeCode * accountCount + accountCode) * 2 + (amount < 0 ? 1 : 0);
    let group = groups.get(key);
    if (!group) {
      group = { payeeId: payees.values[payeeCode]!, accountId, days: [], amounts: [] };
      groups.set(key, group);
    }
    group.days.push(runDay);
    group.amounts.push(amount);
  }

  const found: RecurringSeries[] = [];
  for (const group of groups.values()) {
    if (group.days.length < MIN_OCCURRENCES) continue;
    const days = group.days.slice().reverse();
    const intervals = days.slice(1).map((day, at) => day - days[at]!);
    const usual = median(intervals);
    const cadence = CADENCES.find((c) => usual >= c.from && usual <= c.to);
    if (!cadence) continue;
    if (intervals.some((days) => Math.abs(days - usual) > usual * INTERVAL_SLACK)) continue;
    const amount = median(group.amounts);
    if (group.amounts.some((cents) => Math.abs(cents - amount) > Math.abs(amount) * AMOUNT_SLACK)) continue;
    const last = dateOfDay(days[days.length - 1]!);
    // Stopped: more than one and a half intervals since the last one.
    if (daysBetween(last, today) > usual * 1.5) continue;
    found.push({ payeeId: group.payeeId, accountId: group.accountId, amount, last, step: cadence.step });
  }
  return found;
}
