import { rowsFrom } from "./index-balances";
import { COLUMN_KEYS, type TransactionIndex } from "./transaction-index";

// Report totals from the in-memory ledger (issue 24), one pass over the rows of the months asked
// (rows are in date order, so those are one range). Transfers between the owner's accounts and
// categories with Include in Summary off are left out; spending is money out, income money in.

const PAYEE = COLUMN_KEYS.indexOf("payee");
const CATEGORY = COLUMN_KEYS.indexOf("category");
const PARENT = COLUMN_KEYS.indexOf("parent_category");
const YEAR = COLUMN_KEYS.indexOf("year");
const MONTH = COLUMN_KEYS.indexOf("month");

export type PeriodTotals = {
  /** Per month of the period: income and spending in cents (both ≥ 0). */
  income: number[];
  spending: number[];
  /** Top-level category id (0: uncategorised) → spending per month. */
  spendingByGroup: Map<number, number[]>;
  /** Payee id (0: none) → spending and how many debits. */
  payees: Map<number, { spending: number; count: number }>;
};

const firstDayOf = (key: number) => `${Math.floor(key / 12)}-${String((key % 12) + 1).padStart(2, "0")}-01`;

/** Totals for the months firstKey .. lastKey (month keys: year * 12 + month - 1). */
export function periodTotals(
  index: TransactionIndex,
  firstKey: number,
  lastKey: number,
  excludedCategories: Set<number>,
): PeriodTotals {
  const span = lastKey - firstKey + 1;
  const income = new Array<number>(span).fill(0);
  const spending = new Array<number>(span).fill(0);
  const spendingByGroup = new Map<number, number[]>();
  const payees = new Map<number, { spending: number; count: number }>();
  const { amounts, transfers, columns } = index;
  const category = columns[CATEGORY]!;
  const parent = columns[PARENT]!;
  const payee = columns[PAYEE]!;
  const years = columns[YEAR]!;
  const months = columns[MONTH]!;
  const excluded = new Uint8Array(category.values.length);
  category.values.forEach((id, code) => {
    if (excludedCategories.has(id)) excluded[code] = 1;
  });
  const start = rowsFrom(index, firstDayOf(lastKey + 1));
  const end = rowsFrom(index, firstDayOf(firstKey));
  for (let row = start; row < end; row++) {
    if (transfers?.[row] === 1 || excluded[category.codes[row]!] === 1) continue;
    const at = years.values[years.codes[row]!]! * 12 + months.values[months.codes[row]!]! - 1 - firstKey;
    const amount = amounts[row]!;
    if (amount >= 0) {
      income[at]! += amount;
      continue;
    }
    spending[at]! -= amount;
    // A child category counts under its parent; a top-level one under itself.
    const group = parent.values[parent.codes[row]!]! || category.values[category.codes[row]!]!;
    let perMonth = spendingByGroup.get(group);
    if (!perMonth) {
      perMonth = new Array<number>(span).fill(0);
      spendingByGroup.set(group, perMonth);
    }
    perMonth[at]! -= amount;
    const payeeId = payee.values[payee.codes[row]!]!;
    const byPayee = payees.get(payeeId);
    if (byPayee) {
      byPayee.spending -= amount;
      byPayee.count++;
    } else payees.set(payeeId, { spending: -amount, count: 1 });
  }
  return { income, spending, spendingByGroup, payees };
}
