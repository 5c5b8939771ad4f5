import { type MigrationDb, withId, withOwner } from "../schema-helpers";

export async function up(db: MigrationDb): Promise<void> {
  // null: the default passage link (DEFAULT_BIBLE_URL_TEMPLATE in contracts).
  await db.schema.alterTable("owner_settings").addColumn("bible_url_template", "varchar(500)").execute();

  await withOwner(withId(db, db.schema.createTable("bible_plans")))
    .addColumn("kind", "varchar(20)", (col) => col.notNull())
    .addColumn("name", "varchar(100)", (col) => col.notNull())
    .addColumn("start_date", "varchar(10)", (col) => col.notNull())
    .addColumn("days", "integer", (col) => col.notNull())
    // Reading weekdays as "1,3,5" (0 = Sunday); "" = every day.
    .addColumn("weekdays", "varchar(20)", (col) => col.notNull().defaultTo(""))
    .addColumn("is_paused", "boolean", (col) => col.notNull().defaultTo(false))
    .addColumn("created_at", "text", (col) => col.notNull())
    .execute();
  await db.schema.createIndex("bible_plans_user").on("bible_plans").column("user_id").execute();

  await withOwner(withId(db, db.schema.createTable("bible_schedule_entries")))
    .addColumn("plan_id", "integer", (col) => col.notNull().references("bible_plans.id").onDelete("cascade"))
    .addColumn("book", "varchar(3)", (col) => col.notNull())
    .addColumn("chapter", "integer", (col) => col.notNull())
    // Canonical index of the chapter (0 = Genesis 1 … 1188 = Revelation 22): the order within a day.
    .addColumn("sequence", "integer", (col) => col.notNull())
    .addColumn("planned_date", "varchar(10)", (col) => col.notNull())
    .addColumn("is_completed", "boolean", (col) => col.notNull().defaultTo(false))
    .addColumn("time_completed", "text")
    // The owner-local day it was completed: "completed today" is decided by it.
    .addColumn("completed_on", "varchar(10)")
    .execute();
  await db.schema
    .createIndex("bible_schedule_entries_user_date")
    .on("bible_schedule_entries")
    .columns(["user_id", "planned_date"])
    .execute();
  await db.schema
    .createIndex("bible_schedule_entries_plan_date")
    .on("bible_schedule_entries")
    .columns(["plan_id", "planned_date"])
    .execute();

  await withOwner(withId(db, db.schema.createTable("bible_memory_items")))
    .addColumn("name", "varchar(200)", (col) => col.notNull())
    .addColumn("notes", "text", (col) => col.notNull().defaultTo(""))
    .addColumn("planned_date", "varchar(10)")
    .addColumn("is_priority", "boolean", (col) => col.notNull().defaultTo(false))
    .addColumn("is_completed", "boolean", (col) => col.notNull().defaultTo(false))
    .addColumn("time_completed", "text")
    .addColumn("review_stage", "integer", (col) => col.notNull().defaultTo(0))
    .addColumn("next_review_date", "varchar(10)")
    .addColumn("created_at", "text", (col) => col.notNull())
    .execute();
  await db.schema.createIndex("bible_memory_items_user").on("bible_memory_items").column("user_id").execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropTable("bible_memory_items").execute();
  await db.schema.dropTable("bible_schedule_entries").execute();
  await db.schema.dropTable("bible_plans").execute();
  await db.schema.alterTable("owner_settings").dropColumn("bible_url_template").execute();
}
