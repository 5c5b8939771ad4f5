import { type MigrationDb, withId, withOwner } from "../schema-helpers";

export async function up(db: MigrationDb): Promise<void> {
  // Set once the owner's default priorities were created, so deleting them all sticks.
  await db.schema
    .alterTable("owner_settings")
    .addColumn("has_task_defaults", "boolean", (col) => col.notNull().defaultTo(false))
    .execute();

  await withOwner(withId(db, db.schema.createTable("task_priorities")))
    .addColumn("name", "varchar(50)", (col) => col.notNull())
    .addColumn("color", "varchar(7)", (col) => col.notNull())
    .addColumn("ordering", "integer", (col) => col.notNull())
    .addUniqueConstraint("task_priorities_user_name", ["user_id", "name"])
    .execute();

  await withOwner(withId(db, db.schema.createTable("task_projects")))
    .addColumn("name", "varchar(100)", (col) => col.notNull())
    .execute();

  await withOwner(withId(db, db.schema.createTable("tasks")))
    .addColumn("slug", "varchar(120)", (col) => col.notNull())
    .addColumn("name", "varchar(200)", (col) => col.notNull())
    .addColumn("notes", "text", (col) => col.notNull().defaultTo(""))
    .addColumn("due_date", "varchar(10)")
    .addColumn("priority_id", "integer", (col) => col.references("task_priorities.id").onDelete("set null"))
    .addColumn("project_id", "integer", (col) => col.references("task_projects.id").onDelete("set null"))
    .addColumn("is_completed", "boolean", (col) => col.notNull().defaultTo(false))
    .addColumn("time_completed", "text")
    // The owner-local day it was completed: "completed today" is decided by it.
    .addColumn("completed_on", "varchar(10)")
    .addColumn("is_active", "boolean", (col) => col.notNull().defaultTo(true))
    .addColumn("repeat_every", "integer")
    .addColumn("repeat_unit", "varchar(8)")
    .addColumn("repeat_from", "varchar(12)")
    .addColumn("created_at", "text", (col) => col.notNull())
    .addUniqueConstraint("tasks_user_slug", ["user_id", "slug"])
    .execute();
  await db.schema.createIndex("tasks_user_active").on("tasks").columns(["user_id", "is_active"]).execute();

  await withOwner(withId(db, db.schema.createTable("task_completions")))
    .addColumn("task_id", "integer", (col) => col.notNull().references("tasks.id").onDelete("cascade"))
    .addColumn("completed_at", "text", (col) => col.notNull())
    .addColumn("due_date", "varchar(10)")
    .execute();
  await db.schema.createIndex("task_completions_task").on("task_completions").column("task_id").execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropTable("task_completions").execute();
  await db.schema.dropTable("tasks").execute();
  await db.schema.dropTable("task_projects").execute();
  await db.schema.dropTable("task_priorities").execute();
  await db.schema.alterTable("owner_settings").dropColumn("has_task_defaults").execute();
}
