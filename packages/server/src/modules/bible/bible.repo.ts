import type { Insertable, Updateable } from "kysely";
import type { Db } from "../../db/database";
import type { BibleMemoryItemsTable, BiblePlansTable, BibleScheduleEntriesTable } from "../../db/types";

// "Done" is read from completed_on (set exactly when an entry is completed): a NULL test works
// alike on both dialects, where a boolean literal would not.

export type PlanRow = Awaited<ReturnType<typeof findPlan>> & {};
export type MemoryRow = Awaited<ReturnType<typeof findMemoryItem>> & {};

/** Rows per INSERT: 9 columns × 500 stays far below PostgreSQL's 65,535 and SQLite's 32,766 parameters. */
const INSERT_BATCH = 500;

export const listPlans = (db: Db, userId: number) =>
  db.selectFrom("bible_plans").selectAll().where("user_id", "=", userId).orderBy("id", "desc").execute();

export const findPlan = (db: Db, userId: number, id: number) =>
  db.selectFrom("bible_plans").selectAll().where("user_id", "=", userId).where("id", "=", id).executeTakeFirst();

export const insertPlan = (db: Db, row: Insertable<BiblePlansTable>) =>
  db.insertInto("bible_plans").values(row).returningAll().executeTakeFirstOrThrow();

export const updatePlan = (db: Db, id: number, values: Updateable<BiblePlansTable>) =>
  db.updateTable("bible_plans").set(values).where("id", "=", id).execute();

/** Its schedule entries go with it (ON DELETE CASCADE). */
export const deletePlan = (db: Db, id: number) => db.deleteFrom("bible_plans").where("id", "=", id).execute();

export async function insertEntries(db: Db, rows: Insertable<BibleScheduleEntriesTable>[]): Promise<void> {
  for (let start = 0; start < rows.length; start += INSERT_BATCH) {
    await db
      .insertInto("bible_schedule_entries")
      .values(rows.slice(start, start + INSERT_BATCH))
      .execute();
  }
}

/** Per plan: totals, done, overdue, and the last open planned date / last completion day. */
export async function planTotals(db: Db, userId: number, today: string, planId?: number) {
  let query = db
    .selectFrom("bible_schedule_entries")
    .where("user_id", "=", userId)
    .select((eb) => [
      "plan_id",
      eb.fn.countAll().as("total"),
      eb.fn.count("completed_on").as("done"),
      eb.fn
        .sum(
          eb
            .case()
            .when(eb.and([eb("completed_on", "is", null), eb("planned_date", "<", today)]))
            .then(1)
            .else(0)
            .end(),
        )
        .as("overdue"),
      eb.fn
        .max(eb.case().when("completed_on", "is", null).then(eb.ref("planned_date")).else(null).end())
        .as("last_open"),
      eb.fn.max("completed_on").as("last_done"),
    ])
    .groupBy("plan_id");
  if (planId !== undefined) query = query.where("plan_id", "=", planId);
  const rows = await query.execute();
  return rows.map((row) => ({
    plan_id: row.plan_id,
    total: Number(row.total),
    done: Number(row.done),
    overdue: Number(row.overdue ?? 0),
    last_open: (row.last_open as string | null) ?? null,
    last_done: (row.last_done as string | null) ?? null,
  }));
}

/** Per plan and planned date up to today: how many readings were planned and how many are done. */
export async function planDays(db: Db, userId: number, today: string, planId?: number) {
  let query = db
    .selectFrom("bible_schedule_entries")
    .where("user_id", "=", userId)
    .where("planned_date", "<=", today)
    .select((eb) => ["plan_id", "planned_date", eb.fn.countAll().as("planned"), eb.fn.count("completed_on").as("done")])
    .groupBy(["plan_id", "planned_date"]);
  if (planId !== undefined) query = query.where("plan_id", "=", planId);
  const rows = await query.execute();
  return rows.map((row) => ({
    plan_id: row.plan_id,
    date: row.planned_date,
    planned: Number(row.planned),
    done: Number(row.done),
  }));
}

export async function openDatesOfPlan(db: Db, planId: number): Promise<string[]> {
  const rows = await db
    .selectFrom("bible_schedule_entries")
    .select("planned_date")
    .distinct()
    .where("plan_id", "=", planId)
    .where("completed_on", "is", null)
    .execute();
  return rows.map((row) => row.planned_date);
}

export const moveOpenEntries = (db: Db, planId: number, from: string, to: string) =>
  db
    .updateTable("bible_schedule_entries")
    .set({ planned_date: to })
    .where("plan_id", "=", planId)
    .where("completed_on", "is", null)
    .where("planned_date", "=", from)
    .execute();

const entryColumns = [
  "e.id",
  "e.plan_id",
  "e.book",
  "e.chapter",
  "e.sequence",
  "e.planned_date",
  "e.is_completed",
  "e.time_completed",
  "e.completed_on",
  "p.name as plan_name",
] as const;

const entriesWithPlan = (db: Db, userId: number) =>
  db
    .selectFrom("bible_schedule_entries as e")
    .innerJoin("bible_plans as p", "p.id", "e.plan_id")
    .select(entryColumns)
    .where("e.user_id", "=", userId);

export type EntryRow = Awaited<ReturnType<typeof findEntry>> & {};

/** Every reading day of every plan, paused or not: the export's history (issue 18 §4). */
export const allScheduleEntries = (db: Db, userId: number) =>
  entriesWithPlan(db, userId)
    .orderBy("e.plan_id")
    .orderBy("e.planned_date")
    .orderBy("e.sequence")
    .orderBy("e.id")
    .execute();

/** The reading page: open readings due by today and those completed today, of plans not paused. */
export const listSchedule = (db: Db, userId: number, today: string) =>
  entriesWithPlan(db, userId)
    .where("p.is_paused", "=", false)
    .where((eb) =>
      eb.or([
        eb.and([eb("e.completed_on", "is", null), eb("e.planned_date", "<=", today)]),
        eb("e.completed_on", "=", today),
      ]),
    )
    .orderBy("e.planned_date")
    .orderBy("e.sequence")
    .orderBy("e.id")
    .execute();

/**
 * Reading ahead (issue 25): per plan not paused, the open readings of its next reading day after
 * today, so they can be ticked today.
 */
export async function nextReadings(db: Db, userId: number, today: string) {
  const days = await db
    .selectFrom("bible_schedule_entries as e")
    .innerJoin("bible_plans as p", "p.id", "e.plan_id")
    .where("e.user_id", "=", userId)
    .where("p.is_paused", "=", false)
    .where("e.completed_on", "is", null)
    .where("e.planned_date", ">", today)
    .select((eb) => ["e.plan_id", eb.fn.min("e.planned_date").as("day")])
    .groupBy("e.plan_id")
    .execute();
  if (days.length === 0) return [];
  return entriesWithPlan(db, userId)
    .where("e.completed_on", "is", null)
    .where((eb) =>
      eb.or(days.map((d) => eb.and([eb("e.plan_id", "=", d.plan_id), eb("e.planned_date", "=", d.day as string)]))),
    )
    .orderBy("e.planned_date")
    .orderBy("e.sequence")
    .orderBy("e.id")
    .execute();
}

export const findEntry = (db: Db, userId: number, id: number) =>
  entriesWithPlan(db, userId).where("e.id", "=", id).executeTakeFirst();

export const updateEntry = (db: Db, id: number, values: Updateable<BibleScheduleEntriesTable>) =>
  db.updateTable("bible_schedule_entries").set(values).where("id", "=", id).execute();

export async function bibleUrlTemplate(db: Db, userId: number): Promise<string | null> {
  const row = await db
    .selectFrom("owner_settings")
    .select("bible_url_template")
    .where("user_id", "=", userId)
    .executeTakeFirst();
  return row?.bible_url_template ?? null;
}

export const listMemoryItems = (db: Db, userId: number) =>
  db.selectFrom("bible_memory_items").selectAll().where("user_id", "=", userId).execute();

export const findMemoryItem = (db: Db, userId: number, id: number) =>
  db.selectFrom("bible_memory_items").selectAll().where("user_id", "=", userId).where("id", "=", id).executeTakeFirst();

export const insertMemoryItem = (db: Db, row: Insertable<BibleMemoryItemsTable>) =>
  db.insertInto("bible_memory_items").values(row).returningAll().executeTakeFirstOrThrow();

export const updateMemoryItem = (db: Db, id: number, values: Updateable<BibleMemoryItemsTable>) =>
  db.updateTable("bible_memory_items").set(values).where("id", "=", id).execute();

export const deleteMemoryItem = (db: Db, id: number) =>
  db.deleteFrom("bible_memory_items").where("id", "=", id).execute();

/** Whether the owner has started a reading plan (Home's getting-started list). */
export async function hasReadingPlan(db: Db, userId: number): Promise<boolean> {
  const row = await db.selectFrom("bible_plans").select("id").where("user_id", "=", userId).limit(1).executeTakeFirst();
  return row !== undefined;
}
