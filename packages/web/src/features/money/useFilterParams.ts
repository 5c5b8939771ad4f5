import {
  filtersToSearchParams,
  searchParamsToFilters,
  TRANSACTION_FILTER_KEYS,
  type TransactionFilterKey,
  type TransactionFilters,
} from "@homebase/contracts";
import { useMemo } from "react";
import { useSearchParams } from "react-router";

/** The page number in a query string; anything that is not a positive whole number is page 1. */
export function pageFrom(params: URLSearchParams): number {
  const page = Number(params.get("page"));
  return Number.isInteger(page) && page > 1 ? page : 1;
}

export function activeFilterCount(filters: TransactionFilters): number {
  return TRANSACTION_FILTER_KEYS.reduce((sum, key) => sum + (filters[key]?.length ?? 0), 0);
}

/**
 * The transactions page's filters and page live in the URL query (?account=1&account=2&page=2),
 * so a view can be bookmarked and Back returns to the previous one. Changing a filter goes back
 * to page 1: the old page number may not exist any more.
 */
export function useFilterParams() {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => searchParamsToFilters(params), [params]);
  const page = pageFrom(params);
  return {
    filters,
    page,
    activeCount: activeFilterCount(filters),
    setFilter: (key: TransactionFilterKey, values: string[]) =>
      setParams(filtersToSearchParams({ ...filters, [key]: values })),
    setPage: (next: number) => setParams(filtersToSearchParams(filters, next)),
    /** Issue 24: a new search starts at page 1 and keeps the other filters. */
    setSearch: (search: string) => setParams(filtersToSearchParams({ ...filters, search })),
    /** Issue 24: leave transfers out (as the reports do) or show them again. */
    setTransfers: (transfers: "exclude" | undefined) => setParams(filtersToSearchParams({ ...filters, transfers })),
    reset: () => setParams(new URLSearchParams()),
  };
}
