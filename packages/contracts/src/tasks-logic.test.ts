import { describe, expect, it } from "vitest";
import { compareTasks, isDueToday, nextDueDate, type RepeatRule, type SortableTask } from "./tasks-logic";

describe("nextDueDate", () => {
  const rule = (every: number, unit: RepeatRule["unit"], from: RepeatRule["from"] = "due"): RepeatRule => ({
    every,
    unit,
    from,
  });

  it.each([
    [rule(1, "day"), "2026-11-22", "2026-11-22", "2026-11-23"],
    [rule(3, "day"), "2026-11-22", "2026-11-22", "2026-11-25"],
    [rule(1, "week"), "2026-11-22", "2026-11-22", "2026-11-29"],
    [rule(2, "week"), "2026-12-25", "2026-12-24", "2027-01-08"],
    [rule(1, "month"), "2026-01-31", "2026-01-31", "2026-02-28"],
    [rule(1, "month"), "2028-01-31", "2028-01-31", "2028-02-29"],
    [rule(1, "month"), "2026-12-15", "2026-12-15", "2027-01-15"],
    [rule(1, "year"), "2028-02-29", "2028-02-29", "2029-02-28"],
  ])("%j from %s (done %s) → %s", (r, due, done, next) => {
    expect(nextDueDate(r, due, done)).toBe(next);
  });

  it("repeats from the completion date when asked to", () => {
    expect(nextDueDate(rule(1, "week", "completion"), "2026-11-01", "2026-11-22")).toBe("2026-11-29");
  });

  it("skips occurrences already missed when repeating from an old due date", () => {
    expect(nextDueDate(rule(1, "week"), "2026-11-01", "2026-11-22")).toBe("2026-11-29");
    expect(nextDueDate(rule(1, "day"), "2026-11-20", "2026-11-22")).toBe("2026-11-23");
  });

  it("uses the completion date when the task had no due date", () => {
    expect(nextDueDate(rule(2, "day"), null, "2026-11-22")).toBe("2026-11-24");
  });
});

describe("compareTasks", () => {
  const task = (name: string, due_date: string | null, ordering?: number): SortableTask => ({
    name,
    due_date,
    priority: ordering === undefined ? null : { ordering },
  });

  it("sorts by due date, then priority ordering with none last, then name; no due date last", () => {
    const tasks = [
      task("no date", null, 1),
      task("later", "2026-11-30", 1),
      task("b no priority", "2026-11-22"),
      task("a low", "2026-11-22", 4),
      task("urgent", "2026-11-22", 1),
      task("a no priority", "2026-11-22"),
      task("overdue", "2026-11-01", 3),
    ];
    expect(tasks.sort(compareTasks).map((t) => t.name)).toEqual([
      "overdue",
      "urgent",
      "a low",
      "a no priority",
      "b no priority",
      "later",
      "no date",
    ]);
  });
});

describe("isDueToday", () => {
  it.each([
    ["2026-11-21", true],
    ["2026-11-22", true],
    ["2026-11-23", false],
    [null, false],
  ])("a task due %s is today's: %s", (due, expected) => {
    expect(isDueToday({ due_date: due }, "2026-11-22")).toBe(expected);
  });
});
