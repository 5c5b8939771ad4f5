import {
  BIBLE_BOOKS,
  type BibleBookSummary,
  chapterName,
  type MemoryItem,
  type PlanKind,
  passageUrl,
  type ReadingPlan,
  type ScheduleEntry,
  streakDays,
} from "@homebase/contracts";
import type { FastifyRequest } from "fastify";
import { absoluteUrl } from "../../http/urls";
import type * as repo from "./bible.repo";

export const planPath = (id: number) => `/bible/api/plan/${id}/`;
export const entryPath = (id: number) => `/bible/api/schedule/${id}/`;
export const memoryPath = (id: number) => `/bible/api/memory/${id}/`;

export const BOOK_SUMMARIES: BibleBookSummary[] = BIBLE_BOOKS.map(({ id, name, testament, chapters }) => ({
  id,
  name,
  testament,
  chapters,
}));

/** Weekdays travel as numbers and are stored as "1,3,5" ("" = every day). */
export const weekdaysToText = (weekdays: readonly number[]) => [...new Set(weekdays)].sort((a, b) => a - b).join(",");
export const weekdaysFromText = (text: string) => (text === "" ? [] : text.split(",").map(Number));

export type PlanTotals = Awaited<ReturnType<typeof repo.planTotals>>[number];
export type PlanDayRow = Awaited<ReturnType<typeof repo.planDays>>[number];

export function planDto(
  request: FastifyRequest,
  row: repo.PlanRow,
  totals: PlanTotals | undefined,
  days: readonly PlanDayRow[],
  today: string,
): ReadingPlan {
  const url = absoluteUrl(request, planPath(row.id));
  const total = totals?.total ?? 0;
  const done = totals?.done ?? 0;
  return {
    id: row.id,
    url,
    catch_up_url: `${url}catch-up/`,
    kind: row.kind as PlanKind,
    name: row.name,
    start_date: row.start_date,
    days: row.days,
    weekdays: weekdaysFromText(row.weekdays),
    is_paused: row.is_paused,
    chapters_total: total,
    chapters_done: done,
    // Rounded down, so 100 means every chapter is read.
    percent: total === 0 ? 0 : Math.floor((done * 100) / total),
    expected_finish_date: totals?.last_open ?? totals?.last_done ?? row.start_date,
    streak_days: streakDays(days, today),
    overdue_count: totals?.overdue ?? 0,
    time_created: row.created_at,
  };
}

export function entryDto(
  request: FastifyRequest,
  row: repo.EntryRow,
  today: string,
  urlTemplate: string | null,
): ScheduleEntry {
  const name = chapterName(row.book, row.chapter);
  return {
    id: row.id,
    url: absoluteUrl(request, entryPath(row.id)),
    planned_date: row.planned_date,
    is_completed: row.is_completed,
    time_completed: row.time_completed,
    is_past_due: row.planned_date < today,
    plan: { id: row.plan_id, name: row.plan_name },
    chapter: { name, book: row.book, number: row.chapter, passage_url: passageUrl(urlTemplate, name) },
  };
}

export function memoryDto(request: FastifyRequest, row: repo.MemoryRow, today: string): MemoryItem {
  const url = absoluteUrl(request, memoryPath(row.id));
  return {
    id: row.id,
    url,
    review_url: `${url}review/`,
    name: row.name,
    notes: row.notes,
    planned_date: row.planned_date,
    is_priority: row.is_priority,
    is_completed: row.is_completed,
    time_completed: row.time_completed,
    is_past_due: !row.is_completed && row.planned_date !== null && row.planned_date < today,
    review_stage: row.review_stage,
    next_review_date: row.next_review_date,
    is_review_due: row.is_completed && row.next_review_date !== null && row.next_review_date <= today,
  };
}
