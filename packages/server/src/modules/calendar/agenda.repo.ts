import type { Db } from "../../db/database";

// Read-only questions across modules for the calendar feed and the daily digest: one query per
// module for one owner, each answering only that owner's rows. The feed is fetched by phones
// every hour or so and must stay cheap; going through five services row by row would not.

/** Unpaid statements of the owner's active bills, oldest due first. */
export const unpaidStatements = (db: Db, userId: number, dueBy?: string) => {
  let query = db
    .selectFrom("bill_statements as s")
    .innerJoin("bills as b", "b.id", "s.bill_id")
    .select(["s.id", "s.bill_id", "b.name", "s.due_date", "s.due_amount"])
    .where("s.user_id", "=", userId)
    .where("b.is_active", "=", true)
    .where("s.payment_status", "=", "F");
  if (dueBy) query = query.where("s.due_date", "<=", dueBy);
  return query.orderBy("s.due_date").orderBy("s.id").execute();
};
export type AgendaStatement = Awaited<ReturnType<typeof unpaidStatements>>[number];

/** Open tasks with a due date (a repeating task's due date is its next occurrence). */
export const openTasksDue = (db: Db, userId: number, dueBy?: string) => {
  let query = db
    .selectFrom("tasks")
    .select(["id", "slug", "name", "due_date"])
    .where("user_id", "=", userId)
    .where("is_active", "=", true)
    .where("is_completed", "=", false)
    .where("due_date", "is not", null);
  if (dueBy) query = query.where("due_date", "<=", dueBy);
  return query.orderBy("due_date").orderBy("id").execute();
};
export type AgendaTask = Awaited<ReturnType<typeof openTasksDue>>[number];

/** Episodes of the owner's tracked, non-hidden shows airing in [from, to) (instants). */
export const episodesAiring = (db: Db, userId: number, from: string, to: string) =>
  db
    .selectFrom("tv_episodes as e")
    .innerJoin("tv_tracked_shows as t", "t.tv_show_id", "e.tv_show_id")
    .innerJoin("tv_shows as s", "s.id", "e.tv_show_id")
    .select([
      "e.id",
      "e.tv_show_id",
      "s.name as show_name",
      "e.season",
      "e.number",
      "e.name",
      "e.airstamp",
      "e.runtime",
    ])
    .where("t.user_id", "=", userId)
    .where("t.is_hidden", "=", false)
    .where((eb) => eb.or([eb("e.is_special", "=", false), eb("t.show_specials", "=", true)]))
    .where("e.airstamp", ">=", from)
    .where("e.airstamp", "<", to)
    .orderBy("e.airstamp")
    .orderBy("e.id")
    .execute();
export type AgendaEpisode = Awaited<ReturnType<typeof episodesAiring>>[number];

/** The owner's trips not over before `from`. */
export const tripsFrom = (db: Db, userId: number, from: string) =>
  db
    .selectFrom("pack_trips")
    .select(["id", "name", "date_start", "date_end"])
    .where("user_id", "=", userId)
    .where("date_end", ">=", from)
    .orderBy("date_start")
    .orderBy("id")
    .execute();
export type AgendaTrip = Awaited<ReturnType<typeof tripsFrom>>[number];

/** Unread chapters of plans not paused, planned from `from` to `to`, in reading order. */
export const readingsBetween = (db: Db, userId: number, from: string, to: string) =>
  db
    .selectFrom("bible_schedule_entries as e")
    .innerJoin("bible_plans as p", "p.id", "e.plan_id")
    .select(["e.plan_id", "p.name as plan_name", "e.planned_date", "e.book", "e.chapter"])
    .where("e.user_id", "=", userId)
    .where("p.is_paused", "=", false)
    .where("e.is_completed", "=", false)
    .where("e.planned_date", ">=", from)
    .where("e.planned_date", "<=", to)
    .orderBy("e.planned_date")
    .orderBy("e.plan_id")
    .orderBy("e.sequence")
    .execute();
export type AgendaReading = Awaited<ReturnType<typeof readingsBetween>>[number];
