import { describe, expect, it } from "vitest";
import { memoryItemCreateSchema, memoryItemPatchSchema, planCreateSchema } from "./bible";

const issuePaths = (result: { success: boolean; error?: { issues: { path: PropertyKey[] }[] } }) =>
  (result.error?.issues ?? []).map((issue) => issue.path.join("."));

describe("planCreateSchema", () => {
  it("accepts a built-in plan and defaults to every day", () => {
    expect(planCreateSchema.parse({ kind: "year", start_date: "2026-01-01" })).toEqual({
      kind: "year",
      start_date: "2026-01-01",
      weekdays: [],
    });
  });

  it("needs books and days for a custom plan", () => {
    const result = planCreateSchema.safeParse({ kind: "custom", start_date: "2026-01-01" });
    expect(issuePaths(result)).toEqual(["books", "days"]);
  });

  it("checks chapter ranges against the book", () => {
    const result = planCreateSchema.safeParse({
      kind: "custom",
      start_date: "2026-01-01",
      books: [{ book: "ROM", from_chapter: 17 }, { book: "GEN", from_chapter: 3, to_chapter: 2 }, { book: "XXX" }],
      days: 5,
    });
    expect(issuePaths(result)).toEqual(["books.0.from_chapter", "books.1.to_chapter", "books.2.book"]);
  });
});

describe("memory item schemas", () => {
  it("fills create defaults but leaves a patch partial", () => {
    expect(memoryItemCreateSchema.parse({ name: "Romans 8:28" })).toEqual({
      name: "Romans 8:28",
      notes: "",
      planned_date: null,
      is_priority: false,
    });
    expect(memoryItemPatchSchema.parse({ is_completed: true })).toEqual({ is_completed: true });
  });
});
