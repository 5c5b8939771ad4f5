import {
  addDays,
  type BibleBookSummary,
  type MemoryItem,
  type ReadingPlan,
  type ScheduleEntry,
  todayIn,
} from "@homebase/contracts";
import { type FakeRequest, SETTINGS, signedInModuleApi } from "../../test/fakeApi";
import { BOOKS_PATH, MEMORY_PATH, PLANS_PATH, SCHEDULE_PATH } from "./api";

// Test support only (imported by *.test.tsx): an in-memory Bible API behind the fake fetch.

const ORIGIN = "http://localhost";
type Reply = { status: number; body?: unknown };
type Route = Reply | ((request: FakeRequest) => Reply | Promise<Reply>);

export const TODAY = todayIn(SETTINGS.time_zone);

export const BOOKS: BibleBookSummary[] = [
  { id: "GEN", name: "Genesis", testament: "OT", chapters: 50 },
  { id: "PSA", name: "Psalms", testament: "OT", chapters: 150 },
  { id: "PRO", name: "Proverbs", testament: "OT", chapters: 31 },
  { id: "ROM", name: "Romans", testament: "NT", chapters: 16 },
];

export interface PlanSeed {
  name: string;
  overdue_count?: number;
  is_paused?: boolean;
}
export interface EntrySeed {
  chapter: string;
  /** Days from today: -2 is two days ago. */
  day?: number;
  plan?: string;
  is_completed?: boolean;
}
export interface MemorySeed {
  name: string;
  notes?: string;
  day?: number | null;
  is_priority?: boolean;
  is_completed?: boolean;
  is_review_due?: boolean;
}

export interface BibleApiOptions {
  plans?: PlanSeed[];
  schedule?: EntrySeed[];
  memory?: MemorySeed[];
  /** Replace any route, e.g. to make one call fail. */
  routes?: Record<string, Route>;
}

const notFound: Reply = { status: 404, body: { detail: "Not found.", code: "not_found" } };
const invalid = (fields: Record<string, string[]>): Reply => ({
  status: 400,
  body: { detail: "Invalid input.", code: "invalid", fields },
});

export function bibleApi({ plans = [], schedule = [], memory = [], routes = {} }: BibleApiOptions = {}) {
  let nextId = 1;
  const makePlan = (seed: PlanSeed & Partial<ReadingPlan>): ReadingPlan => {
    const id = nextId++;
    const url = `${ORIGIN}${PLANS_PATH}${id}/`;
    return {
      id,
      url,
      catch_up_url: `${url}catch-up/`,
      kind: seed.kind ?? "year",
      name: seed.name,
      start_date: seed.start_date ?? addDays(TODAY, -2),
      days: seed.days ?? 365,
      weekdays: seed.weekdays ?? [],
      is_paused: seed.is_paused ?? false,
      chapters_total: 1189,
      chapters_done: 3,
      percent: 0,
      expected_finish_date: addDays(TODAY, 363),
      streak_days: 0,
      overdue_count: seed.overdue_count ?? 0,
      time_created: new Date().toISOString(),
    };
  };
  const planList = plans.map((seed) => makePlan(seed));
  const planNamed = (name?: string) => planList.find((plan) => plan.name === name) ?? planList[0];

  const entries: ScheduleEntry[] = schedule.map((seed) => {
    const id = nextId++;
    const plan = planNamed(seed.plan);
    const day = seed.day ?? 0;
    const [book, number] = [seed.chapter.replace(/ \d+$/, ""), Number(seed.chapter.split(" ").pop())];
    return {
      id,
      url: `${ORIGIN}${SCHEDULE_PATH}${id}/`,
      planned_date: addDays(TODAY, day),
      is_completed: seed.is_completed ?? false,
      time_completed: seed.is_completed ? new Date().toISOString() : null,
      is_past_due: day < 0,
      plan: { id: plan?.id ?? 0, name: plan?.name ?? "" },
      chapter: {
        name: seed.chapter,
        book: book.slice(0, 3).toUpperCase(),
        number,
        passage_url: `https://www.biblegateway.com/passage/?search=${encodeURIComponent(seed.chapter)}&version=ESV`,
      },
    };
  });

  const makeItem = (seed: MemorySeed): MemoryItem => {
    const id = nextId++;
    const url = `${ORIGIN}${MEMORY_PATH}${id}/`;
    const planned = seed.day === null || seed.day === undefined ? null : addDays(TODAY, seed.day);
    const done = seed.is_completed ?? false;
    return {
      id,
      url,
      review_url: `${url}review/`,
      name: seed.name,
      notes: seed.notes ?? "",
      planned_date: planned,
      is_priority: seed.is_priority ?? false,
      is_completed: done,
      time_completed: done ? new Date().toISOString() : null,
      is_past_due: !done && planned !== null && planned < TODAY,
      review_stage: 0,
      next_review_date: done ? (seed.is_review_due ? TODAY : addDays(TODAY, 1)) : null,
      is_review_due: done && (seed.is_review_due ?? false),
    };
  };
  const items = memory.map(makeItem);

  const handle = (request: FakeRequest): Reply => {
    const body = (request.body ?? {}) as Record<string, unknown>;
    const key = `${request.method} ${request.path}`;
    if (key === `GET ${BOOKS_PATH}`) return { status: 200, body: BOOKS };
    if (key === `GET ${SCHEDULE_PATH}`) return { status: 200, body: entries };
    if (key === `GET ${PLANS_PATH}`) return { status: 200, body: planList };
    if (key === `GET ${MEMORY_PATH}`) return { status: 200, body: items };
    if (key === `POST ${PLANS_PATH}`) {
      if (body.kind === "custom") {
        const fields: Record<string, string[]> = {};
        if (!Array.isArray(body.books) || body.books.length === 0) fields.books = ["Choose at least one book."];
        if (typeof body.days !== "number") fields.days = ["Enter a number of days."];
        if (Object.keys(fields).length > 0) return invalid(fields);
      }
      const names: Record<string, string> = {
        year: "Bible in a Year",
        nt90: "New Testament in 90 Days",
        "psalms-proverbs": "Psalms and Proverbs in a Month",
      };
      const plan = makePlan({
        name: String(body.name ?? names[String(body.kind)] ?? "Custom plan"),
        kind: body.kind as ReadingPlan["kind"],
        start_date: String(body.start_date),
        weekdays: (body.weekdays as number[]) ?? [],
      });
      planList.unshift(plan);
      return { status: 201, body: plan };
    }
    if (key === `POST ${MEMORY_PATH}`) {
      if (!String(body.name ?? "").trim()) return invalid({ name: ["This field may not be blank."] });
      const item = makeItem({ name: String(body.name), notes: String(body.notes ?? "") });
      Object.assign(item, { planned_date: body.planned_date ?? null, is_priority: body.is_priority ?? false });
      items.push(item);
      return { status: 201, body: item };
    }

    const planMatch = request.path.match(/^\/bible\/api\/plan\/(\d+)\/(catch-up\/)?$/);
    if (planMatch) {
      const plan = planList.find((p) => p.id === Number(planMatch[1]));
      if (!plan) return notFound;
      if (planMatch[2] && request.method === "POST") {
        for (const entry of entries) {
          if (entry.plan.id === plan.id && !entry.is_completed) {
            Object.assign(entry, { planned_date: TODAY, is_past_due: false });
          }
        }
        plan.overdue_count = 0;
        return { status: 200, body: plan };
      }
      if (request.method === "PATCH") return { status: 200, body: Object.assign(plan, body) };
      if (request.method === "DELETE") {
        planList.splice(planList.indexOf(plan), 1);
        return { status: 204 };
      }
      return notFound;
    }

    const entryMatch = request.path.match(/^\/bible\/api\/schedule\/(\d+)\/$/);
    if (entryMatch && request.method === "PATCH") {
      const entry = entries.find((e) => e.id === Number(entryMatch[1]));
      if (!entry) return notFound;
      const done = body.is_completed === true;
      Object.assign(entry, { is_completed: done, time_completed: done ? new Date().toISOString() : null });
      return { status: 200, body: entry };
    }

    const itemMatch = request.path.match(/^\/bible\/api\/memory\/(\d+)\/(review\/)?$/);
    if (itemMatch) {
      const item = items.find((i) => i.id === Number(itemMatch[1]));
      if (!item) return notFound;
      if (itemMatch[2] && request.method === "POST") {
        const remembered = body.remembered === true;
        Object.assign(item, {
          review_stage: remembered ? item.review_stage + 1 : 0,
          next_review_date: addDays(TODAY, remembered ? 3 : 1),
          is_review_due: false,
        });
        return { status: 200, body: item };
      }
      if (request.method === "PATCH") {
        Object.assign(item, body);
        if ("is_completed" in body) {
          const done = body.is_completed === true;
          Object.assign(item, {
            time_completed: done ? new Date().toISOString() : null,
            next_review_date: done ? addDays(TODAY, 1) : null,
            is_review_due: false,
            review_stage: 0,
            is_past_due: !done && item.planned_date !== null && item.planned_date < TODAY,
          });
        }
        return { status: 200, body: item };
      }
      if (request.method === "DELETE") {
        items.splice(items.indexOf(item), 1);
        return { status: 204 };
      }
    }
    return notFound;
  };

  const api = signedInModuleApi(handle, routes);
  return {
    ...api,
    plans: planList,
    entries,
    items,
    entry: (chapter: string) => entries.find((e) => e.chapter.name === chapter),
    item: (name: string) => items.find((i) => i.name === name),
  };
}
