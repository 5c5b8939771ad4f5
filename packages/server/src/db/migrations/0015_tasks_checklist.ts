import { type MigrationDb, withId, withOwner } from "../schema-helpers";

// Issue 20: checklists inside a task (subtasks: a name and a tick), reset when it repeats.
export async function up(db: MigrationDb): Promise<void> {
  await withOwner(withId(db, db.schema.createTable("task_checklist_items")))
    .addColumn("task_id", "integer", (col) => col.notNull().references("tasks.id").onDelete("cascade"))
    .addColumn("name", "varchar(200)", (col) => col.notNull())
    .addColumn("is_done", "boolean", (col) => col.notNull().defaultTo(false))
    .addColumn("position", "integer", (col) => col.notNull())
    .execute();
  await db.schema.createIndex("task_checklist_items_task").on("task_checklist_items").column("task_id").execute();
  // The steps ticked when a repeating task was completed (comma-separated ids), so Undo can
  // tick them again after the reset.
  await db.schema.alterTable("task_completions").addColumn("checklist_done", "text").execute();
  // The completed view reads an owner's recent completions.
  await db.schema.createIndex("tasks_user_completed_on").on("tasks").columns(["user_id", "completed_on"]).execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropIndex("tasks_user_completed_on").execute();
  await db.schema.alterTable("task_completions").dropColumn("checklist_done").execute();
  await db.schema.dropTable("task_checklist_items").execute();
}
