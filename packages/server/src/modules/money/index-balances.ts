import { COLUMN_KEYS, dateOfDay, dayNumber, type TransactionIndex } from "./transaction-index";

// Account balances from the in-memory ledger (issue 24). An account's balance is its opening
// balance plus every transaction on or after its opening date (with no opening date: every
// transaction). Rows are newest first, so "on or after a date" is a prefix of the rows.

export type Opening = { cents: number; date: string | null };

const nextDay = (date: string) => new Date(Date.parse(date) + 86_400_000).toISOString().slice(0, 10);

const ACCOUNT = COLUMN_KEYS.indexOf("account");
const YEAR = COLUMN_KEYS.indexOf("year");
const MONTH = COLUMN_KEYS.indexOf("month");

/** How many rows are dated on or after `date` (they are rows 0 .. answer - 1). */
export function rowsFrom(index: TransactionIndex, date: string): number {
  // The first date run older than `date` (dates are newest first).
  const day = dayNumber(date);
  let low = 0;
  let high = index.days.length;
  while (low < high) {
    const mid = (low + high) >> 1;
    if (index.days[mid]! < day) high = mid;
    else low = mid + 1;
  }
  return index.dateStart[low] ?? index.size;
}

/** Per account code: rows before this position count toward the balance. */
function countedRows(index: TransactionIndex, openings: Map<number, Opening>): Int32Array {
  const column = index.columns[ACCOUNT]!;
  const limits = new Int32Array(column.values.length);
  column.values.forEach((id, code) => {
    const date = openings.get(id)?.date;
    limits[code] = date ? rowsFrom(index, date) : index.size;
  });
  return limits;
}

/**
 * Each account's balance in cents (accounts with no transactions hold their opening balance);
 * with `asOf`, only transactions up to that day count (the forecast's "today").
 */
export function accountBalances(
  index: TransactionIndex,
  openings: Map<number, Opening>,
  asOf?: string,
): Map<number, number> {
  const column = index.columns[ACCOUNT]!;
  const limits = countedRows(index, openings);
  const sums = new Float64Array(column.values.length);
  const { codes } = column;
  const { amounts } = index;
  const first = asOf ? rowsFrom(index, nextDay(asOf)) : 0;
  for (let row = first; row < index.size; row++) {
    const code = codes[row]!;
    if (row < limits[code]!) sums[code]! += amounts[row]!;
  }
  const balances = new Map<number, number>();
  for (const [id, opening] of openings) {
    const code = column.codeOf.get(id);
    balances.set(id, opening.cents + (code === undefined ? 0 : sums[code]!));
  }
  return balances;
}

/**
 * The account's balance just after each of `rows` (positions in the index, any order), or null
 * for a row before its opening date. Rows of other accounts answer null too.
 */
export function runningBalances(
  index: TransactionIndex,
  accountId: number,
  opening: Opening,
  rows: number[],
): Map<number, number | null> {
  const column = index.columns[ACCOUNT]!;
  const code = column.codeOf.get(accountId);
  const limit = opening.date ? rowsFrom(index, opening.date) : index.size;
  const wanted = new Set(rows);
  const answer = new Map<number, number | null>(rows.map((row) => [row, null]));
  if (code === undefined || rows.length === 0) return answer;
  const first = Math.min(...rows);
  // Older rows come later in the list: sum from the oldest counted row up to the page.
  let sum = opening.cents;
  for (let row = limit - 1; row >= first; row--) {
    if (column.codes[row] !== code) continue;
    sum += index.amounts[row]!;
    if (wanted.has(row)) answer.set(row, sum);
  }
  return answer;
}

/** "2024-03" → 2024 * 12 + 2, the month key used below. */
export const monthKey = (month: string) => Number(month.slice(0, 4)) * 12 + Number(month.slice(5, 7)) - 1;
export const monthOfKey = (key: number) => `${Math.floor(key / 12)}-${String((key % 12) + 1).padStart(2, "0")}`;

/**
 * The sum of the accounts' balances at the end of each month from `firstKey` to `lastKey`
 * (month keys). An account counts from the month of its opening date (or of its oldest
 * transaction): before that it did not exist for us, and adds nothing.
 */
export function monthEndBalances(
  index: TransactionIndex,
  openings: Map<number, Opening>,
  firstKey: number,
  lastKey: number,
): number[] {
  const column = index.columns[ACCOUNT]!;
  const limits = countedRows(index, openings);
  const years = index.columns[YEAR]!;
  const months = index.columns[MONTH]!;
  const yearKeys = years.values.map((year) => year * 12);
  const monthKeys = months.values.map((month) => month - 1);
  const selected = new Uint8Array(column.values.length);
  for (const id of openings.keys()) {
    const code = column.codeOf.get(id);
    if (code !== undefined) selected[code] = 1;
  }
  // Changes per account per month up to lastKey, and what came before firstKey.
  const span = lastKey - firstKey + 1;
  const deltas = new Float64Array(span);
  let before = 0;
  // Per account code, the month key of its oldest counted row (-1: none). A typed array, not a
  // Map: this runs once per row of a million.
  const oldest = new Int32Array(column.values.length).fill(-1);
  for (let row = 0; row < index.size; row++) {
    const code = column.codes[row]!;
    if (selected[code] === 0 || row >= limits[code]!) continue;
    const key = yearKeys[years.codes[row]!]! + monthKeys[months.codes[row]!]!;
    oldest[code] = key; // rows are newest first: the last one seen is the oldest
    if (key > lastKey) continue;
    if (key < firstKey) before += index.amounts[row]!;
    else deltas[key - firstKey]! += index.amounts[row]!;
  }
  const balances: number[] = [];
  let running = before;
  for (let at = 0; at < span; at++) {
    running += deltas[at]!;
    let opened = 0;
    for (const [id, opening] of openings) {
      const code = column.codeOf.get(id);
      const start = opening.date ? monthKey(opening.date) : code === undefined ? -1 : oldest[code]!;
      if (start <= firstKey + at) opened += opening.cents;
    }
    balances.push(running + opened);
  }
  return balances;
}

/** The month key of the oldest counted transaction or opening date among the accounts (null: none). */
export function firstMonthKey(index: TransactionIndex, openings: Map<number, Opening>): number | null {
  let first: number | null = null;
  const column = index.columns[ACCOUNT]!;
  const limits = countedRows(index, openings);
  for (const [id, opening] of openings) {
    let key: number | null = opening.date ? monthKey(opening.date) : null;
    const code = column.codeOf.get(id);
    if (key === null && code !== undefined) {
      // The account's oldest row: the last row of its code before its limit.
      for (let row = limits[code]! - 1; row >= 0; row--) {
        if (column.codes[row] === code) {
          key = monthKey(dateOfRow(index, row));
          break;
        }
      }
    }
    if (key !== null && (first === null || key < first)) first = key;
  }
  return first;
}

/** The date of row `row` (a binary search over the date runs). */
export function dateOfRow(index: TransactionIndex, row: number): string {
  let low = 0;
  let high = index.days.length - 1;
  while (low < high) {
    const mid = (low + high + 1) >> 1;
    if (index.dateStart[mid]! <= row) low = mid;
    else high = mid - 1;
  }
  return dateOfDay(index.days[low]!);
}
