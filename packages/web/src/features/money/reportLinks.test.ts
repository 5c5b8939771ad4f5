import { describe, expect, it } from "vitest";
import { categoryMonthLink, incomeSpendingLink, payeeLink } from "./reportLinks";

describe("report links into the filtered transactions", () => {
  it.each([
    [
      { id: 4, is_parent: true },
      "2025-05",
      "/money/?parent_category=4&year=2025&month=5&amount_type=debit&transfers=exclude",
    ],
    [
      { id: 9, is_parent: false },
      "2024-12",
      "/money/?category=9&year=2024&month=12&amount_type=debit&transfers=exclude",
    ],
    [null, "2025-01", "/money/?year=2025&month=1&amount_type=debit&transfers=exclude"],
  ])("category %j in %s", (category, month, expected) => {
    expect(categoryMonthLink(category, month)).toBe(expected);
  });

  it("income and spending of a month, and a payee", () => {
    expect(incomeSpendingLink("2025-03", "income")).toBe(
      "/money/?year=2025&month=3&amount_type=credit&transfers=exclude",
    );
    expect(incomeSpendingLink("2025-03", "spending")).toBe(
      "/money/?year=2025&month=3&amount_type=debit&transfers=exclude",
    );
    expect(payeeLink(12)).toBe("/money/?payee=12&amount_type=debit&transfers=exclude");
  });
});
