import { describe, expect, it } from "vitest";
import { dateRange, itemCount } from "./format";

describe("dateRange", () => {
  it.each([
    ["2026-12-01", "2026-12-01", "Dec 1, 2026"],
    ["2026-12-01", "2026-12-05", "Dec 1 – 5, 2026"],
    ["2026-11-28", "2026-12-03", "Nov 28 – Dec 3, 2026"],
    ["2026-12-30", "2027-01-02", "Dec 30, 2026 – Jan 2, 2027"],
  ])("%s to %s reads %s", (start, end, expected) => {
    expect(dateRange(start, end)).toBe(expected);
  });

  it("counts items", () => {
    expect([itemCount(0), itemCount(1), itemCount(12)]).toEqual(["0 items", "1 item", "12 items"]);
  });
});
