import { addDays } from "@homebase/contracts";
import type { Db } from "../db/database";

// One owner's agenda in every module the calendar feed and the digest read, around `today`:
// what should show (`shown`) and, beside it, what should not (paid, done, hidden, too far back).

const at = "2026-11-01T12:00:00.000Z";
let tvmazeIds = 900_000 + (process.pid % 1000) * 100;

export type SeededAgenda = Awaited<ReturnType<typeof seedAgenda>>;

export async function seedAgenda(db: Db, userId: number, today: string, label: string) {
  const bill = await db
    .insertInto("bills")
    .values({
      user_id: userId,
      name: `Electric ${label}`,
      payee_id: null,
      category_id: null,
      default_bank_account_id: null,
      frequency: "M",
      frequency_count: 1,
      is_auto_pay: false,
      external_url: "",
      anchor_date: addDays(today, -28),
      created_at: at,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  const statement = (sequence: number, due_date: string, payment_status: string) => ({
    user_id: userId,
    bill_id: bill.id,
    sequence,
    due_date,
    due_amount: 8000,
    bank_account_id: null,
    payment_status,
    date_paid: payment_status === "P" ? due_date : null,
    created_at: at,
  });
  await db
    .insertInto("bill_statements")
    .values([statement(1, addDays(today, -28), "P"), statement(2, addDays(today, 2), "F")])
    .execute();
  const unpaid = await db
    .selectFrom("bill_statements")
    .select("id")
    .where("bill_id", "=", bill.id)
    .where("payment_status", "=", "F")
    .executeTakeFirstOrThrow();

  const task = (slug: string, name: string, due_date: string | null, is_completed = false) => ({
    user_id: userId,
    slug: `${slug}-${label}`.toLowerCase(),
    name,
    notes: "",
    due_date,
    priority_id: null,
    project_id: null,
    is_completed,
    time_completed: is_completed ? at : null,
    completed_on: is_completed ? today : null,
    is_active: true,
    repeat_every: null,
    repeat_unit: null,
    repeat_from: null,
    created_at: at,
  });
  await db
    .insertInto("tasks")
    .values([
      task("call", `Call plumber, ${label}`, today),
      task("late", `Renew passport ${label}`, addDays(today, -3)),
      task("done", `Done already ${label}`, today, true),
      task("someday", `Someday ${label}`, null),
    ])
    .execute();
  const tasks = await db.selectFrom("tasks").select(["id", "slug", "due_date"]).where("user_id", "=", userId).execute();

  const insertShow = async (name: string) =>
    db
      .insertInto("tv_shows")
      .values({
        tvmaze_id: ++tvmazeIds,
        name,
        overview: "",
        network: "",
        status: "Running",
        premiered: null,
        image_url: null,
        poster: null,
        poster_thumb: null,
        tvmaze_updated: 1,
        fetched_at: at,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
  const show = await insertShow(`Severance ${label}`);
  const hidden = await insertShow(`Hidden show ${label}`);
  // 18:00 UTC today: noon in Chicago, the same day in the zones the tests use.
  const airsToday = `${today}T18:00:00.000Z`;
  const episode = (tv_show_id: number, number: number, airstamp: string, runtime: number | null) => ({
    tv_show_id,
    tvmaze_id: ++tvmazeIds,
    season: 2,
    number,
    name: `Episode ${number}`,
    airstamp,
    runtime,
    summary: "",
  });
  await db
    .insertInto("tv_episodes")
    .values([
      episode(show.id, 3, airsToday, 45),
      episode(show.id, 4, `${addDays(today, 7)}T18:00:00.000Z`, null),
      episode(show.id, 1, `${addDays(today, -20)}T18:00:00.000Z`, 45),
      episode(hidden.id, 1, airsToday, 30),
    ])
    .execute();
  await db
    .insertInto("tv_tracked_shows")
    .values([
      { user_id: userId, tv_show_id: show.id, is_hidden: false, hidden_at: null, reset_at: null, created_at: at },
      { user_id: userId, tv_show_id: hidden.id, is_hidden: true, hidden_at: at, reset_at: null, created_at: at },
    ])
    .execute();
  const episodes = await db
    .selectFrom("tv_episodes")
    .select(["id", "number"])
    .where("tv_show_id", "=", show.id)
    .orderBy("number")
    .execute();

  const trip = await db
    .insertInto("pack_trips")
    .values({
      user_id: userId,
      name: `Lisbon; ${label}`,
      date_start: addDays(today, 5),
      date_end: addDays(today, 8),
      show_packed: false,
      created_at: at,
      photo: null,
      photo_width: null,
      photo_height: null,
      thumbnail: null,
      thumbnail_width: null,
      thumbnail_height: null,
    })
    .returning("id")
    .executeTakeFirstOrThrow();

  const plan = await db
    .insertInto("bible_plans")
    .values({ user_id: userId, kind: "custom", name: `Plan ${label}`, start_date: today, days: 2, created_at: at })
    .returning("id")
    .executeTakeFirstOrThrow();
  const reading = (sequence: number, book: string, chapter: number, planned_date: string) => ({
    user_id: userId,
    plan_id: plan.id,
    book,
    chapter,
    sequence,
    planned_date,
  });
  await db
    .insertInto("bible_schedule_entries")
    .values([
      reading(0, "GEN", 1, today),
      reading(1, "GEN", 2, today),
      reading(2, "GEN", 3, today),
      reading(3, "EXO", 1, addDays(today, 1)),
    ])
    .execute();

  return {
    billId: bill.id,
    statementId: unpaid.id,
    tasks: Object.fromEntries(tasks.map((row) => [row.slug.split("-")[0], row])) as Record<
      string,
      { id: number; slug: string; due_date: string | null }
    >,
    showId: show.id,
    episodeIds: episodes.map((row) => row.id),
    tripId: trip.id,
    planId: plan.id,
  };
}
