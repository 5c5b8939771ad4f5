// Transaction filter keys and their labels (spec §3 Transaction filter). Pure data, no zod, so the
// web's filter column can import it without the schemas.

export const TRANSACTION_FILTER_KEYS = [
  "account",
  "payee",
  "category",
  "parent_category",
  "tag",
  "year",
  "month",
  "amount_type",
] as const;
export type TransactionFilterKey = (typeof TRANSACTION_FILTER_KEYS)[number];

export const TRANSACTION_FILTER_NAMES: Record<TransactionFilterKey, string> = {
  account: "Account",
  payee: "Payee",
  category: "Category",
  parent_category: "Parent Category",
  tag: "Tag",
  year: "Year",
  month: "Month",
  amount_type: "Type",
};

/**
 * Selected values per key, as they travel in the query string (repeated parameters), and the
 * text search (issue 24: description, payee, notes or an amount), which narrows them all.
 */
export type TransactionFilters = Partial<Record<TransactionFilterKey, string[]>> & {
  search?: string;
  /** Issue 24: "exclude" leaves confirmed transfers out, as the reports do (a report's bar opens the list so). */
  transfers?: "exclude";
};

export const TRANSACTION_PAGE_SIZE = 50;

/** "Groceries (Food)": spec §2 shows a category as 'child (parent)'. */
export function categoryLabel(category: { name: string; parent_category: { name: string } | null }): string {
  return category.parent_category ? `${category.name} (${category.parent_category.name})` : category.name;
}

/** The query string for a set of filters (and page), keys in a stable order so URLs compare equal. */
export function filtersToSearchParams(filters: TransactionFilters, page?: number): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of TRANSACTION_FILTER_KEYS) {
    for (const value of filters[key] ?? []) params.append(key, value);
  }
  const search = filters.search?.trim();
  if (search) params.set("search", search);
  if (filters.transfers === "exclude") params.set("transfers", "exclude");
  if (page && page > 1) params.set("page", String(page));
  return params;
}

export function searchParamsToFilters(params: URLSearchParams): TransactionFilters {
  const filters: TransactionFilters = {};
  for (const key of TRANSACTION_FILTER_KEYS) {
    const values = params.getAll(key).filter((value) => value !== "");
    if (values.length > 0) filters[key] = values;
  }
  const search = params.get("search")?.trim();
  if (search) filters.search = search;
  if (params.get("transfers") === "exclude") filters.transfers = "exclude";
  return filters;
}
