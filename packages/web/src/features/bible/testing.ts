import {
  addDays,
  type BibleBookSummary,
  type MemoryItem,
  type ReadingPlan,
  type ScheduleEntry,
  todayIn,
} from "@homebase/contracts";
import { ok, type Routes, SETTINGS, signedInApi } from "../../test/fakeApi";
import { BOOKS_PATH, MEMORY_PATH, PLANS_PATH, SCHEDULE_PATH } from "./api";

// Test support only (imported by *.test.tsx): Bible objects as the API answers them, and a fake
// API that answers them as set up. It derives nothing (no progress, past-due flags, review dates
// or catch-up); tests say what the server answers.

const ORIGIN = "http://localhost";

export const TODAY = todayIn(SETTINGS.time_zone);

export const BOOKS: BibleBookSummary[] = [
  { id: "GEN", name: "Genesis", testament: "OT", chapters: 50 },
  { id: "PSA", name: "Psalms", testament: "OT", chapters: 150 },
  { id: "PRO", name: "Proverbs", testament: "OT", chapters: 31 },
  { id: "ROM", name: "Romans", testament: "NT", chapters: 16 },
];

/** A plan started two days ago, 3 of 1,189 chapters read, nothing overdue. */
export const plan = (id: number, name: string, fields: Partial<ReadingPlan> = {}): ReadingPlan => {
  const url = `${ORIGIN}${PLANS_PATH}${id}/`;
  return {
    id,
    url,
    catch_up_url: `${url}catch-up/`,
    kind: "year",
    name,
    start_date: addDays(TODAY, -2),
    days: 365,
    weekdays: [],
    is_paused: false,
    chapters_total: 1189,
    chapters_done: 3,
    percent: 0,
    expected_finish_date: addDays(TODAY, 363),
    streak_days: 0,
    overdue_count: 0,
    time_created: "2026-01-01T12:00:00.000Z",
    ...fields,
  };
};

/** An open reading planned for today. */
export const reading = (
  id: number,
  of: ReadingPlan,
  chapter: Omit<ScheduleEntry["chapter"], "passage_url"> & { passage_url?: string },
  fields: Partial<ScheduleEntry> = {},
): ScheduleEntry => ({
  id,
  url: `${ORIGIN}${SCHEDULE_PATH}${id}/`,
  planned_date: TODAY,
  is_completed: false,
  time_completed: null,
  is_past_due: false,
  plan: { id: of.id, name: of.name },
  chapter: { passage_url: `https://passages.example.com/${chapter.book}.${chapter.number}`, ...chapter },
  ...fields,
});

/** A verse not memorized yet, with no planned date. */
export const verse = (id: number, name: string, fields: Partial<MemoryItem> = {}): MemoryItem => {
  const url = `${ORIGIN}${MEMORY_PATH}${id}/`;
  return {
    id,
    url,
    review_url: `${url}review/`,
    name,
    notes: "",
    planned_date: null,
    is_priority: false,
    is_completed: false,
    time_completed: null,
    is_past_due: false,
    review_stage: 0,
    next_review_date: null,
    is_review_due: false,
    ...fields,
  };
};

/** The path of a url the server gave (an object's url, or e.g. a plan's catch_up_url). */
export const pathOf = (object: { url: string } | string) =>
  new URL(typeof object === "string" ? object : object.url).pathname;

export interface BibleApiOptions {
  plans?: ReadingPlan[];
  schedule?: ScheduleEntry[];
  /** The memory verses in the server's order. */
  memory?: MemoryItem[];
  /** Answers for anything else, e.g. what a change answers. */
  routes?: Routes;
}

export function bibleApi({ plans = [], schedule = [], memory = [], routes = {} }: BibleApiOptions = {}) {
  return signedInApi({
    [`GET ${BOOKS_PATH}`]: ok(BOOKS),
    [`GET ${PLANS_PATH}`]: ok(plans),
    [`GET ${SCHEDULE_PATH}`]: ok(schedule),
    [`GET ${SCHEDULE_PATH}ahead/`]: ok([]),
    [`GET ${MEMORY_PATH}`]: ok(memory),
    ...routes,
  });
}
