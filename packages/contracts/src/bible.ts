import { z } from "zod";
import { bookById, MAX_PLAN_DAYS, PLAN_KINDS } from "./bible-logic";
import { isIsoDate } from "./dates";
import { requiredText } from "./fields";

// Bible module payloads (issue 8, /work/briefs/bible-api.md). Pure rules live in bible-logic.ts.

const isoDate = z.string({ error: "Enter a date." }).refine(isIsoDate, "Use a date as yyyy-mm-dd.");
const yesNo = z.boolean({ error: "Choose yes or no." });

export const bibleBookSchema = z.object({
  id: z.string(),
  name: z.string(),
  testament: z.enum(["OT", "NT"]),
  chapters: z.number(),
});
export type BibleBookSummary = z.infer<typeof bibleBookSchema>;

export const planKindSchema = z.enum(PLAN_KINDS, { error: "Choose a plan." });

export const readingPlanSchema = z.object({
  id: z.number(),
  url: z.string(),
  catch_up_url: z.string(),
  kind: planKindSchema,
  name: z.string(),
  start_date: z.string(),
  days: z.number(),
  weekdays: z.array(z.number()),
  is_paused: z.boolean(),
  chapters_total: z.number(),
  chapters_done: z.number(),
  percent: z.number(),
  expected_finish_date: z.string(),
  streak_days: z.number(),
  overdue_count: z.number(),
  time_created: z.string(),
});
export type ReadingPlan = z.infer<typeof readingPlanSchema>;

const chapterNumber = z.number({ error: "Enter a chapter number." }).int("Use a whole number.").min(1, "Start at 1.");

export const bookSelectionSchema = z
  .object({
    book: z.string({ error: "Choose a book." }).refine((id) => bookById(id) !== undefined, "Choose a book."),
    from_chapter: chapterNumber.optional(),
    to_chapter: chapterNumber.optional(),
  })
  .strict()
  .superRefine((selection, ctx) => {
    const book = bookById(selection.book);
    if (!book) return;
    let inRange = true;
    for (const key of ["from_chapter", "to_chapter"] as const) {
      const chapter = selection[key];
      if (chapter !== undefined && chapter > book.chapters) {
        inRange = false;
        ctx.addIssue({
          code: "custom",
          path: [key],
          message: `${book.name} has ${book.chapters} chapter${book.chapters === 1 ? "" : "s"}.`,
        });
      }
    }
    if (inRange && (selection.from_chapter ?? 1) > (selection.to_chapter ?? book.chapters)) {
      ctx.addIssue({ code: "custom", path: ["to_chapter"], message: "End at or after the first chapter." });
    }
  });
export type BookSelection = z.infer<typeof bookSelectionSchema>;

export const weekdaysSchema = z
  .array(z.number({ error: "Choose weekdays." }).int().min(0, "Use 0 (Sunday) to 6.").max(6, "Use 0 (Sunday) to 6."), {
    error: "Choose weekdays.",
  })
  .max(7, "Choose at most 7 weekdays.")
  .refine((days) => new Set(days).size === days.length, "Choose each weekday once.");

/** Built-in kinds ignore books and days; custom needs both (checked in superRefine so every field error shows). */
export const planCreateSchema = z
  .object({
    kind: planKindSchema,
    start_date: isoDate,
    name: requiredText(100).optional(),
    books: z.array(bookSelectionSchema, { error: "Choose books." }).optional(),
    days: z
      .number({ error: "Enter a number of days." })
      .int("Use a whole number.")
      .min(1, "Use at least 1 day.")
      .max(MAX_PLAN_DAYS, `Use at most ${MAX_PLAN_DAYS} days.`)
      .optional(),
    weekdays: weekdaysSchema.default([]),
  })
  .strict()
  .superRefine((plan, ctx) => {
    if (plan.kind !== "custom") return;
    if (!plan.books || plan.books.length === 0) {
      ctx.addIssue({ code: "custom", path: ["books"], message: "Choose at least one book." });
    }
    if (plan.days === undefined) {
      ctx.addIssue({ code: "custom", path: ["days"], message: "Enter a number of days." });
    }
  });
export type PlanCreate = z.input<typeof planCreateSchema>;

export const planPatchSchema = z
  .object({ name: requiredText(100), is_paused: yesNo })
  .partial()
  .strict();
export type PlanPatch = z.infer<typeof planPatchSchema>;

export const scheduleEntrySchema = z.object({
  id: z.number(),
  url: z.string(),
  planned_date: z.string(),
  is_completed: z.boolean(),
  time_completed: z.string().nullable(),
  is_past_due: z.boolean(),
  plan: z.object({ id: z.number(), name: z.string() }),
  chapter: z.object({ name: z.string(), book: z.string(), number: z.number(), passage_url: z.string() }),
});
export type ScheduleEntry = z.infer<typeof scheduleEntrySchema>;

export const scheduleEntryPatchSchema = z.object({ is_completed: yesNo }).strict();
export type ScheduleEntryPatch = z.infer<typeof scheduleEntryPatchSchema>;

export const memoryItemSchema = z.object({
  id: z.number(),
  url: z.string(),
  review_url: z.string(),
  name: z.string(),
  notes: z.string(),
  planned_date: z.string().nullable(),
  is_priority: z.boolean(),
  is_completed: z.boolean(),
  time_completed: z.string().nullable(),
  is_past_due: z.boolean(),
  review_stage: z.number(),
  next_review_date: z.string().nullable(),
  is_review_due: z.boolean(),
});
export type MemoryItem = z.infer<typeof memoryItemSchema>;

const memoryFields = {
  name: requiredText(200),
  notes: z.string({ error: "Enter text." }).max(10_000, "Use at most 10,000 characters."),
  planned_date: isoDate.nullable(),
  is_priority: yesNo,
  is_completed: yesNo,
};
export const memoryItemCreateSchema = z
  .object({
    name: memoryFields.name,
    notes: memoryFields.notes.default(""),
    planned_date: memoryFields.planned_date.default(null),
    is_priority: memoryFields.is_priority.default(false),
  })
  .strict();
export type MemoryItemCreate = z.input<typeof memoryItemCreateSchema>;
/** Built from fields without defaults, so absent keys stay absent in a PATCH. */
export const memoryItemPatchSchema = z.object(memoryFields).partial().strict();
export type MemoryItemPatch = z.infer<typeof memoryItemPatchSchema>;

export const memoryReviewSchema = z.object({ remembered: yesNo }).strict();
export type MemoryReview = z.infer<typeof memoryReviewSchema>;
