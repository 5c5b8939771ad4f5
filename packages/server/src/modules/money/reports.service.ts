import { centsToAmount, TOP_PAYEES_SHOWN } from "@homebase/contracts";
import type { Db } from "../../db/database";
import { openingsOf } from "./accounts.service";
import { firstMonthKey, monthEndBalances, monthKey, monthOfKey } from "./index-balances";
import { periodTotals } from "./index-reports";
import * as repo from "./money.repo";
import { excludedCategories } from "./transaction-filters";
import { transactionIndex } from "./transaction-index";

// The reports (issue 24), each over the last `months` months up to the owner's current month.

const monthsUpTo = (lastKey: number, count: number) =>
  Array.from({ length: count }, (_, at) => monthOfKey(lastKey - count + 1 + at));

async function period(db: Db, userId: number, months: number, today: string) {
  const lastKey = monthKey(today);
  const firstKey = lastKey - months + 1;
  const index = await transactionIndex(db, userId);
  return { index, lookups: index.lookups, firstKey, lastKey, labels: monthsUpTo(lastKey, months) };
}

export async function spendingByCategory(db: Db, userId: number, months: number, today: string) {
  const { index, lookups, firstKey, lastKey, labels } = await period(db, userId, months, today);
  const totals = periodTotals(index, firstKey, lastKey, excludedCategories(lookups));
  const categories = [...totals.spendingByGroup].map(([id, perMonth]) => {
    const row = lookups.categories.get(id);
    return {
      category: row ? { id: row.id, name: row.name, is_parent: row.is_parent } : null,
      totals: perMonth.map(centsToAmount),
      cents: perMonth.reduce((sum, cents) => sum + cents, 0),
    };
  });
  categories.sort((a, b) => b.cents - a.cents);
  return {
    months: labels,
    categories: categories.map(({ cents, ...rest }) => ({ ...rest, total: centsToAmount(cents) })),
  };
}

export async function incomeSpending(db: Db, userId: number, months: number, today: string) {
  const { index, lookups, firstKey, lastKey, labels } = await period(db, userId, months, today);
  const totals = periodTotals(index, firstKey, lastKey, excludedCategories(lookups));
  return labels.map((month, at) => ({
    month,
    income: centsToAmount(totals.income[at]!),
    spending: centsToAmount(totals.spending[at]!),
    net: centsToAmount(totals.income[at]! - totals.spending[at]!),
  }));
}

export async function topPayees(db: Db, userId: number, months: number, today: string) {
  const { index, lookups, firstKey, lastKey } = await period(db, userId, months, today);
  const totals = periodTotals(index, firstKey, lastKey, excludedCategories(lookups));
  const top = [...totals.payees].sort(([, a], [, b]) => b.spending - a.spending).slice(0, TOP_PAYEES_SHOWN);
  const names = new Map((await repo.listPayees(db, userId)).map((payee) => [payee.id, payee.name]));
  return top.map(([id, { spending, count }]) => ({
    payee: id === 0 ? null : { id, name: names.get(id) ?? "" },
    spending: centsToAmount(spending),
    count,
  }));
}

/** Every account's balance summed at each month's end (transfers between them cancel out). */
export async function netWorth(db: Db, userId: number, months: number, today: string) {
  const { index, lookups, firstKey, lastKey, labels } = await period(db, userId, months, today);
  const balances = monthEndBalances(index, openingsOf(lookups.accounts.values()), firstKey, lastKey);
  return labels.map((month, at) => ({ month, balance: centsToAmount(balances[at]!) }));
}

/** Most months an account's balance history answers (50 years). */
const HISTORY_MONTHS = 600;

/** One account's balance at the end of each month from its first month to the owner's current one. */
export async function accountBalanceHistory(db: Db, account: repo.AccountRow, today: string) {
  const index = await transactionIndex(db, account.user_id);
  const openings = openingsOf([account]);
  const lastKey = monthKey(today);
  const firstKey = Math.max(Math.min(firstMonthKey(index, openings) ?? lastKey, lastKey), lastKey - HISTORY_MONTHS + 1);
  const balances = monthEndBalances(index, openings, firstKey, lastKey);
  return monthsUpTo(lastKey, lastKey - firstKey + 1).map((month, at) => ({
    month,
    balance: centsToAmount(balances[at]!),
  }));
}
