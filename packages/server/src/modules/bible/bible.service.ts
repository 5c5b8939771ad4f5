import {
  BUILT_IN_PLANS,
  bookById,
  type ChapterRange,
  catchUpDates,
  firstReview,
  generateSchedule,
  type MemoryItemPatch,
  type memoryItemCreateSchema,
  nextReview,
  overlappingSelections,
  type PlanPatch,
  type planCreateSchema,
} from "@homebase/contracts";
import type { z } from "zod";
import { type Db, nowIso } from "../../db/database";
import { conflict, invalid, orNotFound } from "../../http/errors";
import { weekdaysToText } from "./bible.dto";
import * as repo from "./bible.repo";

type PlanInput = z.output<typeof planCreateSchema>;

const MAX_NAME = 100;

/** "Romans", "Romans 1–8" or "Romans 8". */
function selectionLabel(selection: ChapterRange): string {
  const book = bookById(selection.book)!;
  const from = selection.from_chapter ?? 1;
  const to = selection.to_chapter ?? book.chapters;
  if (from === 1 && to === book.chapters) return book.name;
  return from === to ? `${book.name} ${from}` : `${book.name} ${from}–${to}`;
}

/** A custom plan without a name is named after its books. */
function customPlanName(selections: readonly ChapterRange[]): string {
  const name = selections.map(selectionLabel).join(", ");
  return name.length <= MAX_NAME ? name : `${name.slice(0, MAX_NAME - 1)}…`;
}

function planDefinition(input: PlanInput) {
  if (input.kind === "custom") {
    const books = input.books ?? [];
    // Each chapter is read exactly once per plan.
    const overlapping = overlappingSelections(books);
    if (overlapping.length > 0) {
      throw invalid(
        Object.fromEntries(overlapping.map((index) => [`books.${index}`, ["Repeats chapters chosen above."]])),
      );
    }
    return { name: input.name ?? customPlanName(books), days: input.days!, books };
  }
  const builtIn = BUILT_IN_PLANS[input.kind];
  return { name: input.name ?? builtIn.name, days: builtIn.days, books: builtIn.books };
}

/** Starts a plan: the plan row and one schedule entry per chapter, in one transaction. */
export async function createPlan(db: Db, userId: number, input: PlanInput): Promise<repo.PlanRow> {
  const definition = planDefinition(input);
  const schedule = generateSchedule(definition.books, input.start_date, definition.days, input.weekdays);
  return db.transaction().execute(async (trx) => {
    const plan = await repo.insertPlan(trx, {
      user_id: userId,
      kind: input.kind,
      name: definition.name,
      start_date: input.start_date,
      days: definition.days,
      weekdays: weekdaysToText(input.weekdays),
      is_paused: false,
      created_at: nowIso(),
    });
    await repo.insertEntries(
      trx,
      schedule.map((entry) => ({
        user_id: userId,
        plan_id: plan.id,
        book: entry.book,
        chapter: entry.chapter,
        sequence: entry.sequence,
        planned_date: entry.planned_date,
        is_completed: false,
        time_completed: null,
        completed_on: null,
      })),
    );
    return plan;
  });
}

export async function getPlan(db: Db, userId: number, id: number): Promise<repo.PlanRow> {
  return orNotFound(await repo.findPlan(db, userId, id), "Plan");
}

export async function patchPlan(db: Db, userId: number, id: number, patch: PlanPatch): Promise<repo.PlanRow> {
  await getPlan(db, userId, id);
  if (Object.keys(patch).length > 0) await repo.updatePlan(db, id, patch);
  return getPlan(db, userId, id);
}

export async function deletePlan(db: Db, userId: number, id: number): Promise<void> {
  await getPlan(db, userId, id);
  await repo.deletePlan(db, id);
}

/**
 * Moves every uncompleted entry later by the same number of reading days, so the oldest overdue
 * one falls on today (or the next reading day). 409 when nothing is overdue.
 */
export async function catchUp(db: Db, userId: number, id: number, today: string): Promise<repo.PlanRow> {
  const plan = await getPlan(db, userId, id);
  const weekdays = plan.weekdays === "" ? [] : plan.weekdays.split(",").map(Number);
  const moves = catchUpDates(await repo.openDatesOfPlan(db, id), today, weekdays);
  if (moves.size === 0) throw conflict("Nothing in this plan is overdue.");
  // Latest dates first: a moved group never lands on a date that is still waiting to move.
  const ordered = [...moves].sort(([a], [b]) => (a < b ? 1 : -1));
  await db.transaction().execute(async (trx) => {
    for (const [from, to] of ordered) if (from !== to) await repo.moveOpenEntries(trx, id, from, to);
  });
  return plan;
}

export async function getEntry(db: Db, userId: number, id: number): Promise<repo.EntryRow> {
  return orNotFound(await repo.findEntry(db, userId, id), "Schedule entry");
}

/** Completing stamps the time and the owner-local day; un-completing clears both. */
export async function setEntryCompleted(db: Db, userId: number, id: number, isCompleted: boolean, today: string) {
  const entry = await getEntry(db, userId, id);
  if (isCompleted && !entry.is_completed) {
    await repo.updateEntry(db, id, { is_completed: true, time_completed: nowIso(), completed_on: today });
  } else if (!isCompleted && entry.is_completed) {
    await repo.updateEntry(db, id, { is_completed: false, time_completed: null, completed_on: null });
  }
  return getEntry(db, userId, id);
}

/** Not memorized first, by planned date (undated last), then memorized by next review date. */
export async function listMemoryItems(db: Db, userId: number): Promise<repo.MemoryRow[]> {
  const rows = await repo.listMemoryItems(db, userId);
  const key = (row: repo.MemoryRow) =>
    row.is_completed ? `1|${row.next_review_date ?? "9999-12-31"}` : `0|${row.planned_date ?? "9999-12-31"}`;
  const keyed = rows.map((row) => ({ row, key: key(row) }));
  keyed.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : a.row.id - b.row.id));
  return keyed.map((item) => item.row);
}

export function createMemoryItem(db: Db, userId: number, input: z.output<typeof memoryItemCreateSchema>) {
  return repo.insertMemoryItem(db, {
    user_id: userId,
    name: input.name,
    notes: input.notes,
    planned_date: input.planned_date,
    is_priority: input.is_priority,
    is_completed: false,
    time_completed: null,
    review_stage: 0,
    next_review_date: null,
    created_at: nowIso(),
  });
}

export async function getMemoryItem(db: Db, userId: number, id: number): Promise<repo.MemoryRow> {
  return orNotFound(await repo.findMemoryItem(db, userId, id), "Memory item");
}

/** Marking memorized starts the review schedule (first review tomorrow); un-marking clears it. */
export async function patchMemoryItem(db: Db, userId: number, id: number, patch: MemoryItemPatch, today: string) {
  const item = await getMemoryItem(db, userId, id);
  const { is_completed, ...fields } = patch;
  const values: Parameters<typeof repo.updateMemoryItem>[2] = { ...fields };
  if (is_completed === true && !item.is_completed) {
    Object.assign(values, { is_completed: true, time_completed: nowIso(), ...firstReview(today) });
  } else if (is_completed === false && item.is_completed) {
    Object.assign(values, { is_completed: false, time_completed: null, review_stage: 0, next_review_date: null });
  }
  if (Object.keys(values).length > 0) await repo.updateMemoryItem(db, id, values);
  return getMemoryItem(db, userId, id);
}

export async function deleteMemoryItem(db: Db, userId: number, id: number): Promise<void> {
  await getMemoryItem(db, userId, id);
  await repo.deleteMemoryItem(db, id);
}

export async function reviewMemoryItem(db: Db, userId: number, id: number, remembered: boolean, today: string) {
  const item = await getMemoryItem(db, userId, id);
  if (!item.is_completed) throw conflict("Mark the verse memorized before reviewing it.");
  await repo.updateMemoryItem(db, id, nextReview(item.review_stage, remembered, today));
  return getMemoryItem(db, userId, id);
}

/** Whether the owner has started a reading plan (Home's getting-started list). */
export function hasReadingPlan(db: Db, userId: number): Promise<boolean> {
  return repo.hasReadingPlan(db, userId);
}
