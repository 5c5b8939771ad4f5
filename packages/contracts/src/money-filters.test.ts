import { describe, expect, it } from "vitest";
import { filtersToSearchParams, searchParamsToFilters } from "./money-filters";

describe("transaction filters in the URL", () => {
  it("carries the search (trimmed) after the facets, and drops an empty one", () => {
    const params = filtersToSearchParams({ search: "  coffee shop ", account: ["2", "1"], year: ["2025"] }, 3);
    expect(params.toString()).toBe("account=2&account=1&year=2025&search=coffee+shop&page=3");
    expect(searchParamsToFilters(params)).toEqual({ account: ["2", "1"], year: ["2025"], search: "coffee shop" });
    expect(filtersToSearchParams({ search: "   " }).toString()).toBe("");
    expect(searchParamsToFilters(new URLSearchParams("search=%20%20"))).toEqual({});
  });

  it("carries transfers=exclude (issue 24: the list opened from a report), and nothing else for it", () => {
    const params = filtersToSearchParams({ year: ["2025"], transfers: "exclude" }, 2);
    expect(params.toString()).toBe("year=2025&transfers=exclude&page=2");
    expect(searchParamsToFilters(params)).toEqual({ year: ["2025"], transfers: "exclude" });
    expect(searchParamsToFilters(new URLSearchParams("transfers=include"))).toEqual({});
  });
});
