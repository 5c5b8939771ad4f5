import type { Insertable, Updateable } from "kysely";
import type { Db } from "../../db/database";
import type { TaskPrioritiesTable, TaskProjectsTable, TasksTable } from "../../db/types";

export type TaskRow = Awaited<ReturnType<typeof findTaskBySlug>> & {};

export const listPriorities = (db: Db, userId: number) =>
  db
    .selectFrom("task_priorities")
    .selectAll()
    .where("user_id", "=", userId)
    .orderBy("ordering")
    .orderBy("id")
    .execute();

export const listProjects = (db: Db, userId: number) =>
  db.selectFrom("task_projects").selectAll().where("user_id", "=", userId).orderBy("name").orderBy("id").execute();

export const findPriority = (db: Db, userId: number, id: number) =>
  db.selectFrom("task_priorities").selectAll().where("user_id", "=", userId).where("id", "=", id).executeTakeFirst();

export const findProject = (db: Db, userId: number, id: number) =>
  db.selectFrom("task_projects").selectAll().where("user_id", "=", userId).where("id", "=", id).executeTakeFirst();

export async function insertPriorities(db: Db, rows: Insertable<TaskPrioritiesTable>[]) {
  await db
    .insertInto("task_priorities")
    .values(rows)
    .onConflict((oc) => oc.columns(["user_id", "name"]).doNothing())
    .execute();
}

export const insertPriority = (db: Db, row: Insertable<TaskPrioritiesTable>) =>
  db.insertInto("task_priorities").values(row).returningAll().executeTakeFirstOrThrow();

export const updatePriority = (db: Db, id: number, values: Updateable<TaskPrioritiesTable>) =>
  db.updateTable("task_priorities").set(values).where("id", "=", id).execute();

export const deletePriority = (db: Db, id: number) => db.deleteFrom("task_priorities").where("id", "=", id).execute();

export const insertProject = (db: Db, row: Insertable<TaskProjectsTable>) =>
  db.insertInto("task_projects").values(row).returningAll().executeTakeFirstOrThrow();

export const updateProject = (db: Db, id: number, values: Updateable<TaskProjectsTable>) =>
  db.updateTable("task_projects").set(values).where("id", "=", id).execute();

export const deleteProject = (db: Db, id: number) => db.deleteFrom("task_projects").where("id", "=", id).execute();

/** Spec: open tasks, plus the ones completed today (owner-local day). */
export const listOpenTasks = (db: Db, userId: number, today: string) =>
  db
    .selectFrom("tasks")
    .selectAll()
    .where("user_id", "=", userId)
    .where("is_active", "=", true)
    .where((eb) => eb.or([eb("is_completed", "=", false), eb("completed_on", "=", today)]))
    .execute();

export const listDeletedTasks = (db: Db, userId: number) =>
  db.selectFrom("tasks").selectAll().where("user_id", "=", userId).where("is_active", "=", false).execute();

export const findTaskBySlug = (db: Db, userId: number, slug: string) =>
  db.selectFrom("tasks").selectAll().where("user_id", "=", userId).where("slug", "=", slug).executeTakeFirst();

export const insertTask = (db: Db, row: Insertable<TasksTable>) =>
  db.insertInto("tasks").values(row).returningAll().executeTakeFirstOrThrow();

export const updateTask = (db: Db, id: number, values: Updateable<TasksTable>) =>
  db.updateTable("tasks").set(values).where("id", "=", id).execute();

export const insertCompletion = (
  db: Db,
  row: { user_id: number; task_id: number; completed_at: string; due_date: string | null },
) => db.insertInto("task_completions").values(row).execute();

export const listCompletions = (db: Db, taskId: number) =>
  db
    .selectFrom("task_completions")
    .select(["id", "completed_at", "due_date"])
    .where("task_id", "=", taskId)
    .orderBy("completed_at", "desc")
    .orderBy("id", "desc")
    .execute();
