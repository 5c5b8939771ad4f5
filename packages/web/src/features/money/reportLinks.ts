import { filtersToSearchParams, type TransactionFilters } from "@homebase/contracts";
import { moneyPaths } from "./paths";

// Issue 24: every bar of a report opens the transactions page filtered to what it counts. The
// page reads its filters from the URL, so a bar is a link. Reports leave confirmed transfers
// out, and so does the list a bar opens (transfers=exclude).

type Group = { id: number; is_parent: boolean } | null;

/** "2025-05" → year 2025, month 5, as the filters name them. */
const monthFilters = (month: string): TransactionFilters => ({
  year: [month.slice(0, 4)],
  month: [String(Number(month.slice(5, 7)))],
});

const link = (filters: TransactionFilters) =>
  `${moneyPaths.home}?${filtersToSearchParams({ ...filters, transfers: "exclude" })}`;

/** One category's spending in one month (a parent category: all its children). */
export function categoryMonthLink(category: Group, month: string): string {
  const byCategory: TransactionFilters = !category
    ? {}
    : category.is_parent
      ? { parent_category: [String(category.id)] }
      : { category: [String(category.id)] };
  return link({ ...byCategory, ...monthFilters(month), amount_type: ["debit"] });
}

/** Money in or out in one month. */
export function incomeSpendingLink(month: string, kind: "income" | "spending"): string {
  return link({ ...monthFilters(month), amount_type: [kind === "income" ? "credit" : "debit"] });
}

/** A payee's spending (every month: the period can span years the filters cannot cut). */
export function payeeLink(payeeId: number): string {
  return link({ payee: [String(payeeId)], amount_type: ["debit"] });
}
