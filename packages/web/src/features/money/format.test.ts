import { describe, expect, it } from "vitest";
import { formatMonth } from "./format";

describe("formatMonth", () => {
  it("writes each month of 1999-2031 as Intl's en-US short month and year do", () => {
    const intl = new Intl.DateTimeFormat("en-US", { month: "short", year: "numeric", timeZone: "UTC" });
    for (let year = 1999; year <= 2031; year++) {
      for (let month = 1; month <= 12; month++) {
        const key = `${year}-${String(month).padStart(2, "0")}`;
        expect(formatMonth(key)).toBe(intl.format(new Date(`${key}-01T00:00:00Z`)));
      }
    }
  });
});
