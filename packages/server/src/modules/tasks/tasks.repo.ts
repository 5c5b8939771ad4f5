import type { TaskStatus } from "@homebase/contracts";
import { type Insertable, sql, type Updateable } from "kysely";
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

export interface TaskFilter {
  status: TaskStatus;
  /** The owner's today: open tasks keep the ones completed today (spec §9). */
  today: string;
  /** Completed tasks are listed from this day on. */
  completedSince: string;
  search?: string;
  projectId?: number;
  priorityId?: number;
}

/** Spec: open tasks plus the ones completed today; or recent completions; or the trash. */
export function listTasks(db: Db, userId: number, filter: TaskFilter) {
  let query = db.selectFrom("tasks").selectAll().where("user_id", "=", userId);
  if (filter.status === "deleted") query = query.where("is_active", "=", false);
  else query = query.where("is_active", "=", true);
  if (filter.status === "open")
    query = query.where((eb) => eb.or([eb("is_completed", "=", false), eb("completed_on", "=", filter.today)]));
  if (filter.status === "completed")
    query = query.where("is_completed", "=", true).where("completed_on", ">=", filter.completedSince);
  if (filter.projectId !== undefined) query = query.where("project_id", "=", filter.projectId);
  if (filter.priorityId !== undefined) query = query.where("priority_id", "=", filter.priorityId);
  if (filter.search) {
    // Case-insensitive on both dialects; the owner's % and _ are literal.
    const pattern = `%${filter.search.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    query = query.where((eb) =>
      eb.or([
        sql<boolean>`lower(${eb.ref("name")}) like ${pattern} escape '\\'`,
        sql<boolean>`lower(${eb.ref("notes")}) like ${pattern} escape '\\'`,
      ]),
    );
  }
  return query.execute();
}

/** Empties the trash: deleted tasks go for good (their history and checklists with them). */
export async function deleteInactiveTasks(db: Db, userId: number): Promise<number> {
  const result = await db
    .deleteFrom("tasks")
    .where("user_id", "=", userId)
    .where("is_active", "=", false)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

export const listChecklists = (db: Db, taskIds: readonly number[]) =>
  taskIds.length === 0
    ? Promise.resolve([])
    : db
        .selectFrom("task_checklist_items")
        .select(["id", "task_id", "name", "is_done"])
        .where("task_id", "in", taskIds)
        .orderBy("position")
        .orderBy("id")
        .execute();
export type ChecklistRow = Awaited<ReturnType<typeof listChecklists>>[number];

export async function insertChecklistItem(db: Db, row: { user_id: number; task_id: number; name: string }) {
  const last = await db
    .selectFrom("task_checklist_items")
    .select((eb) => eb.fn.max("position").as("position"))
    .where("task_id", "=", row.task_id)
    .executeTakeFirst();
  await db
    .insertInto("task_checklist_items")
    .values({ ...row, is_done: false, position: Number(last?.position ?? 0) + 1 })
    .execute();
}
export const findChecklistItem = (db: Db, taskId: number, id: number) =>
  db
    .selectFrom("task_checklist_items")
    .selectAll()
    .where("task_id", "=", taskId)
    .where("id", "=", id)
    .executeTakeFirst();
export const updateChecklistItem = (db: Db, id: number, values: { name?: string; is_done?: boolean }) =>
  db.updateTable("task_checklist_items").set(values).where("id", "=", id).execute();
export const deleteChecklistItem = (db: Db, id: number) =>
  db.deleteFrom("task_checklist_items").where("id", "=", id).execute();
/** A repeating task starts its next round with nothing ticked; answers the ids that were ticked. */
export async function resetChecklist(db: Db, taskId: number): Promise<number[]> {
  const ticked = await db
    .selectFrom("task_checklist_items")
    .select("id")
    .where("task_id", "=", taskId)
    .where("is_done", "=", true)
    .execute();
  if (ticked.length > 0)
    await db.updateTable("task_checklist_items").set({ is_done: false }).where("task_id", "=", taskId).execute();
  return ticked.map((row) => row.id);
}
/** Ticks these items of the task again (items deleted since are skipped). */
export async function tickChecklist(db: Db, taskId: number, ids: readonly number[]) {
  if (ids.length === 0) return;
  await db
    .updateTable("task_checklist_items")
    .set({ is_done: true })
    .where("task_id", "=", taskId)
    .where("id", "in", ids)
    .execute();
}

export const lastCompletion = (db: Db, taskId: number) =>
  db
    .selectFrom("task_completions")
    .select(["id", "due_date", "checklist_done"])
    .where("task_id", "=", taskId)
    .orderBy("completed_at", "desc")
    .orderBy("id", "desc")
    .executeTakeFirst();
export const deleteCompletion = (db: Db, id: number) =>
  db.deleteFrom("task_completions").where("id", "=", id).execute();
export const findTaskBySlug = (db: Db, userId: number, slug: string) =>
  db.selectFrom("tasks").selectAll().where("user_id", "=", userId).where("slug", "=", slug).executeTakeFirst();

export const insertTask = (db: Db, row: Insertable<TasksTable>) =>
  db.insertInto("tasks").values(row).returningAll().executeTakeFirstOrThrow();

export const updateTask = (db: Db, id: number, values: Updateable<TasksTable>) =>
  db.updateTable("tasks").set(values).where("id", "=", id).execute();

export const insertCompletion = (
  db: Db,
  row: { user_id: number; task_id: number; completed_at: string; due_date: string | null },
) => db.insertInto("task_completions").values(row).returning("id").executeTakeFirstOrThrow();
export const setCompletionChecklist = (db: Db, id: number, ids: readonly number[]) =>
  db
    .updateTable("task_completions")
    .set({ checklist_done: ids.join(",") })
    .where("id", "=", id)
    .execute();

export const listCompletions = (db: Db, taskId: number) =>
  db
    .selectFrom("task_completions")
    .select(["id", "completed_at", "due_date"])
    .where("task_id", "=", taskId)
    .orderBy("completed_at", "desc")
    .orderBy("id", "desc")
    .execute();

/** The owner's open tasks' name, project and due date: what an import compares to add a task once. */
export const openTaskKeys = (db: Db, userId: number) =>
  db
    .selectFrom("tasks")
    .select(["name", "project_id", "due_date"])
    .where("user_id", "=", userId)
    .where("is_active", "=", true)
    .where("is_completed", "=", false)
    .execute();
