import { describe, expect, it } from "vitest";
import { dueTotals, frequencyLabel, isDueSoon, statementDueDate } from "./bills-logic";

describe("statementDueDate", () => {
  it("keeps a month-end anchor without drifting (leap year)", () => {
    const dates = [0, 1, 2, 3, 12, 13].map((n) => statementDueDate("2024-01-31", "M", 1, n));
    expect(dates).toEqual(["2024-01-31", "2024-02-29", "2024-03-31", "2024-04-30", "2025-01-31", "2025-02-28"]);
  });

  it("steps quarterly (M × 3) and twice-monthly counts from the anchor", () => {
    expect([1, 2, 3, 4].map((n) => statementDueDate("2023-11-30", "M", 3, n))).toEqual([
      "2024-02-29",
      "2024-05-30",
      "2024-08-30",
      "2024-11-30",
    ]);
  });

  it("steps days and weeks across month and year ends", () => {
    expect(statementDueDate("2024-12-30", "D", 3, 1)).toBe("2025-01-02");
    expect(statementDueDate("2024-12-25", "W", 1, 1)).toBe("2025-01-01");
    expect(statementDueDate("2024-02-22", "W", 2, 1)).toBe("2024-03-07");
    expect(statementDueDate("2024-01-01", "W", 1, 52)).toBe("2024-12-30");
  });

  it("keeps Feb 29 on leap years and clamps it to Feb 28 otherwise", () => {
    expect([1, 2, 3, 4].map((n) => statementDueDate("2024-02-29", "Y", 1, n))).toEqual([
      "2025-02-28",
      "2026-02-28",
      "2027-02-28",
      "2028-02-29",
    ]);
    expect(statementDueDate("2020-02-29", "Y", 2, 1)).toBe("2022-02-28");
  });
});

describe("labels and the widget window", () => {
  it("names the frequency", () => {
    expect(frequencyLabel("M", 1)).toBe("every month");
    expect(frequencyLabel("M", 3)).toBe("every 3 months");
    expect(frequencyLabel("W", 2)).toBe("every 2 weeks");
  });

  it("counts overdue bills and those due within 4 days", () => {
    expect(isDueSoon("2026-11-01", "2026-11-22")).toBe(true);
    expect(isDueSoon("2026-11-26", "2026-11-22")).toBe(true);
    expect(isDueSoon("2026-11-27", "2026-11-22")).toBe(false);
  });
});

describe("dueTotals", () => {
  const bill = (frequency: string, count: number, statements: [string, number, string][]) => ({
    is_active: true,
    frequency: { id: frequency },
    frequency_count: count,
    statements: statements.map(([due_date, due_amount, id]) => ({ due_date, due_amount, payment_status: { id } })),
  });

  it("sums unpaid statements this month (overdue included) and foresees next month's", () => {
    const totals = dueTotals(
      [
        bill("M", 1, [["2026-11-30", 84.1, "F"]]),
        bill("M", 1, [["2026-10-20", 1450, "F"]]), // overdue: this month; Nov 20 and Dec 20 foreseen
        bill("W", 2, [
          ["2026-12-10", 10.05, "F"],
          ["2026-11-26", 10.05, "P"],
        ]),
        bill("Y", 1, [["2027-03-01", 500, "F"]]),
      ],
      "2026-11-24",
    );
    expect(totals).toEqual({ thisMonth: 2984.1, nextMonth: 1554.2 });
  });
});
