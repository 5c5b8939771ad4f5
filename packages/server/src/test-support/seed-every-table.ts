import type { Db } from "../db/database";
import { mediaStoreFor } from "../modules/media/media.store";

// One or more rows in every table a backup holds, with the values that are easy to lose between
// dialects: true and false, nulls, fractions, large integers, quotes, newlines and emoji in
// text, a category whose parent has a larger id, and a photo's bytes.

export const SEEDED_PHOTO = "0123456789abcdef0123456789abcdef.webp";
const at = "2024-05-06T07:08:09.123Z";
const tricky = 'Line one\nline "two" \\ ünïcødé 🚀';

export async function seedEveryTable(db: Db, dataDir: string): Promise<{ userId: number }> {
  const user = await db
    .insertInto("users")
    .values({ username: "anna", password_hash: "$argon2id$v=19$m=19456,t=2,p=1$c2FsdA$aGFzaA", created_at: at })
    .returning("id")
    .executeTakeFirstOrThrow();
  const user_id = user.id;
  const other = await db
    .insertInto("users")
    .values({ username: "ben", password_hash: "hash-ben", created_at: at })
    .returning("id")
    .executeTakeFirstOrThrow();
  await db
    .insertInto("auth_tokens")
    .values({ user_id, token_hash: "a".repeat(64), created_at: at })
    .execute();
  await db
    .insertInto("owner_settings")
    .values([
      {
        user_id,
        time_zone: "Europe/Paris",
        theme: "dark",
        has_task_defaults: true,
        bible_url_template: null,
        hidden_modules: '["wordle","connections"]',
        is_getting_started_dismissed: true,
        updated_at: at,
      },
      {
        user_id: other.id,
        time_zone: null,
        theme: "light",
        has_task_defaults: false,
        bible_url_template: "x{ref}",
        // Both rows name every column: a many-row insert on SQLite writes null, not the default.
        hidden_modules: "[]",
        is_getting_started_dismissed: false,
        updated_at: at,
      },
    ])
    .execute();
  await db.insertInto("data_versions").values({ user_id, scope: "money", version: 7 }).execute();

  await db.insertInto("water_daily_targets").values({ user_id, target_ml: 2000, updated_at: at }).execute();
  await db
    .insertInto("water_target_changes")
    .values({ user_id, effective_date: "2024-05-01", target_ml: 2000 })
    .execute();
  await db
    .insertInto("water_entries")
    .values({ user_id, amount_ml: 250, entry_date: "2024-05-06", created_at: at })
    .execute();

  const vehicle = await db
    .insertInto("fuel_vehicles")
    .values({
      user_id,
      slug: "car",
      name: tricky,
      is_default: true,
      distance_unit: "mi",
      volume_unit: "gal",
      created_at: at,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  await db
    .insertInto("fuel_entries")
    .values({
      user_id,
      vehicle_id: vehicle.id,
      date: "2024-05-06",
      mileage_tenths: 123456,
      gallons_milli: 10500,
      price_milli: 3459,
      total_cents: 3632,
      is_full: false,
      is_missed_previous: true,
      location: "",
      latitude: 41.878113,
      longitude: -87.629799,
      notes: tricky,
      created_at: at,
    })
    .execute();

  const priority = await db
    .insertInto("task_priorities")
    .values({ user_id, name: "High", color: "#f00", ordering: 1 })
    .returning("id")
    .executeTakeFirstOrThrow();
  const project = await db
    .insertInto("task_projects")
    .values({ user_id, name: "Home" })
    .returning("id")
    .executeTakeFirstOrThrow();
  const task = await db
    .insertInto("tasks")
    .values({
      user_id,
      slug: "t",
      name: "Task",
      notes: "",
      due_date: null,
      priority_id: priority.id,
      project_id: project.id,
      is_completed: false,
      time_completed: null,
      completed_on: null,
      is_active: true,
      repeat_every: 2,
      repeat_unit: "week",
      repeat_from: "due",
      created_at: at,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  const step = await db
    .insertInto("task_checklist_items")
    .values({ user_id, task_id: task.id, name: "Step", is_done: true, position: 0 })
    .returning("id")
    .executeTakeFirstOrThrow();
  // Ids inside text: an import must renumber them too.
  await db
    .insertInto("task_completions")
    .values({ user_id, task_id: task.id, completed_at: at, due_date: "2024-05-06", checklist_done: String(step.id) })
    .execute();

  const account = await db
    .insertInto("money_accounts")
    .values({ user_id, name: "Checking", is_positive_credit: false, encoding: "iso-8859-2", created_at: at })
    .returning("id")
    .executeTakeFirstOrThrow();
  // The child first: its parent gets the larger id, which an insert in id order cannot satisfy.
  const child = await db
    .insertInto("money_categories")
    .values({
      user_id,
      name: "Groceries",
      is_parent: false,
      is_included: true,
      parent_category_id: null,
      created_at: at,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  const parent = await db
    .insertInto("money_categories")
    .values({ user_id, name: "Food", is_parent: true, is_included: false, parent_category_id: null, created_at: at })
    .returning("id")
    .executeTakeFirstOrThrow();
  await db.updateTable("money_categories").set({ parent_category_id: parent.id }).where("id", "=", child.id).execute();
  const payee = await db
    .insertInto("money_payees")
    .values({ user_id, name: "Shop", default_category_id: child.id, created_at: at })
    .returning("id")
    .executeTakeFirstOrThrow();
  const second = await db
    .insertInto("money_payees")
    .values({ user_id, name: "Shop Inc", is_active: false, default_category_id: null, created_at: at })
    .returning("id")
    .executeTakeFirstOrThrow();
  const tag = await db
    .insertInto("money_tags")
    .values({ user_id, name: "trip" })
    .returning("id")
    .executeTakeFirstOrThrow();
  const transaction = await db
    .insertInto("money_transactions")
    .values({
      user_id,
      account_id: account.id,
      payee_id: payee.id,
      category_id: child.id,
      transaction_date: "2024-05-06",
      posted_date: null,
      amount: -123456789,
      original_data: JSON.stringify({ Description: tricky }),
      original_data_hash: "b".repeat(64),
      created_at: at,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  await db.insertInto("money_transaction_tags").values({ transaction_id: transaction.id, tag_id: tag.id }).execute();
  // Issue 24: an account with an opening balance, a transfer into it, and a transfer rule.
  const savings = await db
    .insertInto("money_accounts")
    .values({ user_id, name: "Savings", opening_balance: -250, opening_date: "2024-01-01", created_at: at })
    .returning("id")
    .executeTakeFirstOrThrow();
  const credit = await db
    .insertInto("money_transactions")
    .values({
      user_id,
      account_id: savings.id,
      payee_id: null,
      category_id: null,
      transaction_date: "2024-05-07",
      posted_date: null,
      amount: 123456789,
      created_at: at,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  await db
    .insertInto("money_transfers")
    .values({
      user_id,
      debit_transaction_id: transaction.id,
      credit_transaction_id: credit.id,
      status: "confirmed",
      created_at: at,
    })
    .execute();
  await db
    .insertInto("money_transfer_rules")
    .values({ user_id, from_account_id: account.id, to_account_id: savings.id, created_at: at })
    .execute();
  await db.insertInto("money_payee_aliases").values({ user_id, payee_id: payee.id, alias: "shop #12" }).execute();
  // Issue 19: a rule that renames a payee, files it and tags it.
  const rule = await db
    .insertInto("money_rules")
    .values({
      user_id,
      position: 1,
      payee_id: second.id,
      description_contains: "shop",
      set_payee_id: payee.id,
      set_category_id: child.id,
      created_at: at,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  await db.insertInto("money_rule_tags").values({ rule_id: rule.id, tag_id: tag.id }).execute();
  await db
    .insertInto("money_payee_similarities")
    .values({
      user_id,
      payee_id: payee.id,
      secondary_id: second.id,
      similarity: 0.8125,
      is_active: true,
      created_at: at,
    })
    .execute();

  const plan = await db
    .insertInto("bible_plans")
    .values({
      user_id,
      kind: "year",
      name: "Plan",
      start_date: "2024-01-01",
      days: 365,
      weekdays: "1,3,5",
      created_at: at,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  await db
    .insertInto("bible_schedule_entries")
    .values({
      user_id,
      plan_id: plan.id,
      book: "GEN",
      chapter: 1,
      sequence: 0,
      planned_date: "2024-01-01",
      is_completed: true,
      time_completed: at,
      completed_on: "2024-01-01",
    })
    .execute();
  await db
    .insertInto("bible_memory_items")
    .values({
      user_id,
      name: "John 3:16",
      planned_date: null,
      is_priority: true,
      time_completed: null,
      next_review_date: null,
      created_at: at,
    })
    .execute();

  const bill = await db
    .insertInto("bills")
    .values({
      user_id,
      name: "Rent",
      payee_id: payee.id,
      category_id: child.id,
      default_bank_account_id: account.id,
      frequency: "M",
      frequency_count: 1,
      is_auto_pay: true,
      external_url: "",
      anchor_date: "2024-01-01",
      created_at: at,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  const statement = await db
    .insertInto("bill_statements")
    .values({
      user_id,
      bill_id: bill.id,
      sequence: 1,
      due_date: "2024-02-01",
      due_amount: 150000,
      bank_account_id: null,
      payment_status: "P",
      date_paid: "2024-02-01",
      transaction_id: credit.id,
      amount_paid: 149999,
      created_at: at,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  await db
    .insertInto("bill_payment_offers")
    .values({ user_id, statement_id: statement.id, transaction_id: credit.id, is_dismissed: true, created_at: at })
    .execute();

  const photo = {
    photo: SEEDED_PHOTO,
    photo_width: 640,
    photo_height: 480,
    thumbnail: null,
    thumbnail_width: null,
    thumbnail_height: null,
  };
  await mediaStoreFor(db, dataDir).put(SEEDED_PHOTO, Buffer.from([0, 1, 2, 250, 255, 10, 13]));
  const category = await db
    .insertInto("pack_categories")
    .values({ user_id, name: "Clothes" })
    .returning("id")
    .executeTakeFirstOrThrow();
  const inventory = await db
    .insertInto("pack_inventories")
    .values({ user_id, name: "Closet" })
    .returning("id")
    .executeTakeFirstOrThrow();
  const item = await db
    .insertInto("pack_items")
    .values({
      user_id,
      name: "Hat",
      brand_name: "",
      size: "M",
      color: "red",
      category_id: category.id,
      inventory_id: inventory.id,
      is_auto_add: true,
      created_at: at,
      ...photo,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  const trip = await db
    .insertInto("pack_trips")
    .values({
      user_id,
      name: "Beach",
      date_start: "2024-07-01",
      date_end: "2024-07-07",
      show_packed: false,
      created_at: at,
      ...photo,
      photo: null,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  const activity = await db
    .insertInto("pack_activities")
    .values({ user_id, trip_id: trip.id, name: "Swim", created_at: at })
    .returning("id")
    .executeTakeFirstOrThrow();
  await db
    .insertInto("pack_trip_items")
    .values({
      user_id,
      trip_id: trip.id,
      activity_id: activity.id,
      item_id: item.id,
      is_packed: true,
      time_updated: at,
    })
    .execute();

  const show = await db
    .insertInto("tv_shows")
    .values({
      tvmaze_id: 82,
      name: "Show",
      overview: tricky,
      network: "HBO",
      status: "Ended",
      premiered: null,
      image_url: null,
      poster: null,
      poster_thumb: null,
      tvmaze_updated: 1_712_345_678,
      fetched_at: at,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  const episode = await db
    .insertInto("tv_episodes")
    .values({
      tv_show_id: show.id,
      tvmaze_id: 4952,
      season: 1,
      number: 0,
      name: "Special",
      airstamp: null,
      runtime: null,
      summary: "",
      is_special: true,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  await db
    .insertInto("tv_tracked_shows")
    .values({ user_id, tv_show_id: show.id, hidden_at: null, reset_at: null, created_at: at, show_specials: true })
    .execute();
  await db.insertInto("tv_watches").values({ user_id, episode_id: episode.id, watched_at: at }).execute();

  await db
    .insertInto("calendar_feeds")
    .values({ user_id, nonce: "n".repeat(32), secret_hash: "f".repeat(64), created_at: at })
    .execute();
  await db
    .insertInto("notification_settings")
    .values({ user_id, digest_time: "07:30", bill_reminder_days: null, show_reading: true, updated_at: at })
    .execute();
  await db
    .insertInto("notification_channels")
    .values({ user_id, kind: "ntfy", url: "https://ntfy.sh/anna", token: null, address: null, created_at: at })
    .execute();
  await db
    .insertInto("notification_bill_rules")
    .values({ user_id, bill_id: bill.id, reminder_days: null, updated_at: at })
    .execute();
  await db
    .insertInto("notification_deliveries")
    .values({
      user_id,
      kind: "digest",
      item_key: "2024-05-06",
      channel: "ntfy",
      status: "failed",
      attempts: 2,
      next_attempt_at: at,
      error: tricky,
      updated_at: at,
    })
    .execute();
  // An import from another app (issue 23) that added the fill-up above.
  const entry = await db
    .selectFrom("fuel_entries")
    .select("id")
    .where("user_id", "=", user_id)
    .executeTakeFirstOrThrow();
  const dataImport = await db
    .insertInto("data_imports")
    .values({ user_id, source: "fuelly", file_name: tricky, counts: '{"fill_ups":1}', created_at: at })
    .returning("id")
    .executeTakeFirstOrThrow();
  await db
    .insertInto("data_import_rows")
    .values({ user_id, import_id: dataImport.id, table_name: "fuel_entries", row_id: entry.id })
    .execute();
  await db
    .insertInto("tv_external_ids")
    .values({ site: "thetvdb", external_id: "81189", tvmaze_id: 82, checked_at: at })
    .execute();
  return { userId: user_id };
}
