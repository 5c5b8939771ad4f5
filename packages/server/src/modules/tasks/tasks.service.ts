import {
  addDays,
  COMPLETED_VIEW_DAYS,
  type checklistItemPatchSchema,
  compareTasks,
  DEFAULT_PRIORITIES,
  nextDueDate,
  parseQuickAdd,
  type priorityPatchSchema,
  type priorityWriteSchema,
  type projectWriteSchema,
  type RepeatRule,
  slugify,
  type taskCreateSchema,
  type taskPatchSchema,
  type taskQuickSchema,
  uniqueSlug,
} from "@homebase/contracts";
import type { z } from "zod";
import { bumpDataVersion } from "../../db/data-versions";
import { type Db, nowIso } from "../../db/database";
import { takenSlugs } from "../../db/slugs";
import { conflict, invalid, orNotFound } from "../../http/errors";
import { hasTaskDefaults, markTaskDefaultsCreated } from "../settings/settings.service";
import type { Lookups } from "./tasks.dto";
import * as repo from "./tasks.repo";

/**
 * Counts a write to the owner's tasks, priorities, projects or checklists: the task list is
 * answered from kept bytes until then (http/cached-json.ts). Every write below calls it, inside
 * the write's transaction or after the write.
 */
export const tasksChanged = (db: Db, userId: number) => bumpDataVersion(db, userId, "tasks");

/** A new owner starts with four priorities, created once (deleting them all sticks). */
async function ensureDefaultPriorities(db: Db, userId: number): Promise<void> {
  if (await hasTaskDefaults(db, userId)) return;
  await db.transaction().execute(async (trx) => {
    await repo.insertPriorities(
      trx,
      DEFAULT_PRIORITIES.map((p) => ({ ...p, user_id: userId })),
    );
    await markTaskDefaultsCreated(trx, userId);
    await tasksChanged(trx, userId);
  });
}

/** Listing the priorities is where a new owner's defaults appear. */
export async function listPriorities(db: Db, userId: number) {
  await ensureDefaultPriorities(db, userId);
  return repo.listPriorities(db, userId);
}

export async function createPriority(db: Db, userId: number, input: z.output<typeof priorityWriteSchema>) {
  const row = await repo.insertPriority(db, { ...input, user_id: userId });
  await tasksChanged(db, userId);
  return row;
}

async function getPriority(db: Db, userId: number, id: number) {
  return orNotFound(await repo.findPriority(db, userId, id), "Priority");
}

export async function patchPriority(db: Db, userId: number, id: number, patch: z.output<typeof priorityPatchSchema>) {
  await getPriority(db, userId, id);
  if (Object.keys(patch).length > 0) await repo.updatePriority(db, id, patch);
  await tasksChanged(db, userId);
  // Unlabelled on purpose: a row deleted between the write and this read has always answered "Object not found."
  return orNotFound(await repo.findPriority(db, userId, id));
}

/** Tasks keep existing, without a priority. */
export async function deletePriority(db: Db, userId: number, id: number) {
  await getPriority(db, userId, id);
  await repo.deletePriority(db, id);
  await tasksChanged(db, userId);
}

export async function createProject(db: Db, userId: number, input: z.output<typeof projectWriteSchema>) {
  const row = await repo.insertProject(db, { ...input, user_id: userId });
  await tasksChanged(db, userId);
  return row;
}

async function getProject(db: Db, userId: number, id: number) {
  return orNotFound(await repo.findProject(db, userId, id), "Project");
}

export async function patchProject(db: Db, userId: number, id: number, patch: z.output<typeof projectWriteSchema>) {
  await getProject(db, userId, id);
  await repo.updateProject(db, id, patch);
  await tasksChanged(db, userId);
  // Unlabelled on purpose: a row deleted between the write and this read has always answered "Object not found."
  return orNotFound(await repo.findProject(db, userId, id));
}

/** Tasks keep existing, without a project. */
export async function deleteProject(db: Db, userId: number, id: number) {
  await getProject(db, userId, id);
  await repo.deleteProject(db, id);
  await tasksChanged(db, userId);
}

/** The owner's priorities and projects by id (defaults are created where priorities are listed). */
export async function lookups(db: Db, userId: number): Promise<Lookups> {
  const [priorities, projects] = await Promise.all([repo.listPriorities(db, userId), repo.listProjects(db, userId)]);
  return {
    priorities: new Map(priorities.map((p) => [p.id, p])),
    projects: new Map(projects.map((p) => [p.id, p])),
  };
}

/** Priority and project ids must be the owner's own; a wrong one is bad input, not a 404. */
function checkReferences(found: Lookups, input: { priority_id?: number | null; project_id?: number | null }) {
  const fields: Record<string, string[]> = {};
  if (input.priority_id != null && !found.priorities.has(input.priority_id))
    fields.priority_id = ["Choose one from the list."];
  if (input.project_id != null && !found.projects.has(input.project_id))
    fields.project_id = ["Choose one from the list."];
  if (Object.keys(fields).length > 0) throw invalid(fields);
}

const repeatColumns = (repeat: RepeatRule | null) => ({
  repeat_every: repeat?.every ?? null,
  repeat_unit: repeat?.unit ?? null,
  repeat_from: repeat?.from ?? null,
});

/** Adds the checklists of these tasks to the lookups the DTO reads. */
async function withChecklists(db: Db, found: Lookups, rows: readonly { id: number }[]): Promise<Lookups> {
  const items = await repo.listChecklists(
    db,
    rows.map((row) => row.id),
  );
  const checklists = new Map<number, repo.ChecklistRow[]>();
  for (const item of items) {
    const list = checklists.get(item.task_id);
    if (list) list.push(item);
    else checklists.set(item.task_id, [item]);
  }
  return { ...found, checklists };
}

export type ListOptions = Omit<repo.TaskFilter, "completedSince" | "today">;

/**
 * Issue 20's views: open (spec order), completed in the last 30 days (latest first), or the
 * trash; narrowed by a search of name and notes, a project or a priority.
 */
export async function listTasks(
  db: Db,
  userId: number,
  today: string,
  options: ListOptions,
  completedSince = addDays(today, -(COMPLETED_VIEW_DAYS - 1)),
) {
  const rows = await repo.listTasks(db, userId, { ...options, today, completedSince });
  const found = await withChecklists(db, await lookups(db, userId), rows);
  if (options.status === "completed") {
    rows.sort((a, b) => ((a.time_completed ?? "") < (b.time_completed ?? "") ? 1 : -1));
    return { rows, found };
  }
  // Sort keys built once per row, not on every comparison.
  const keyed = rows.map((row) => ({
    row,
    key: {
      due_date: row.due_date,
      name: row.name,
      priority: row.priority_id === null ? null : (found.priorities.get(row.priority_id) ?? null),
    },
  }));
  keyed.sort((a, b) => compareTasks(a.key, b.key));
  return { rows: keyed.map((item) => item.row), found };
}

/** One task with everything its DTO shows. */
export async function taskView(db: Db, userId: number, slug: string) {
  const row = await getTask(db, userId, slug);
  return { row, found: await withChecklists(db, await lookups(db, userId), [row]) };
}

/** Empty trash: the owner's deleted tasks go for good. */
export async function emptyTrash(db: Db, userId: number) {
  const deleted = await repo.deleteInactiveTasks(db, userId);
  await tasksChanged(db, userId);
  return deleted;
}

/**
 * Undo the last completion: a completed task opens again; a repeating one goes back to the
 * date it was due when completed, with the steps ticked then ticked again. The completion
 * leaves the history.
 */
export async function undoCompletion(db: Db, userId: number, slug: string) {
  const task = await getTask(db, userId, slug);
  const last = await repo.lastCompletion(db, task.id);
  if (!last || (!task.is_completed && !storedRule(task))) throw conflict("There is no completion to undo.");
  await db.transaction().execute(async (trx) => {
    await repo.deleteCompletion(trx, last.id);
    if (!task.is_completed && last.checklist_done)
      await repo.tickChecklist(trx, task.id, last.checklist_done.split(",").map(Number));
    await repo.updateTask(trx, task.id, {
      is_completed: false,
      time_completed: null,
      completed_on: null,
      ...(task.is_completed ? {} : { due_date: last.due_date }),
    });
    await tasksChanged(trx, userId);
  });
  return taskView(db, userId, slug);
}

export async function addChecklistItem(db: Db, userId: number, slug: string, name: string) {
  const task = await getTask(db, userId, slug);
  await repo.insertChecklistItem(db, { user_id: userId, task_id: task.id, name });
  await tasksChanged(db, userId);
  return taskView(db, userId, slug);
}

export async function patchChecklistItem(
  db: Db,
  userId: number,
  slug: string,
  id: number,
  patch: z.output<typeof checklistItemPatchSchema>,
) {
  const task = await getTask(db, userId, slug);
  orNotFound(await repo.findChecklistItem(db, task.id, id), "Checklist item");
  if (Object.keys(patch).length > 0) await repo.updateChecklistItem(db, id, patch);
  await tasksChanged(db, userId);
  return taskView(db, userId, slug);
}

export async function deleteChecklistItem(db: Db, userId: number, slug: string, id: number) {
  const task = await getTask(db, userId, slug);
  orNotFound(await repo.findChecklistItem(db, task.id, id), "Checklist item");
  await repo.deleteChecklistItem(db, id);
  await tasksChanged(db, userId);
  return taskView(db, userId, slug);
}

export async function createTask(db: Db, userId: number, input: z.output<typeof taskCreateSchema>) {
  const found = await lookups(db, userId);
  checkReferences(found, input);
  return { row: await insertTask(db, userId, input), found };
}

async function insertTask(db: Db, userId: number, input: z.output<typeof taskCreateSchema>) {
  const base = slugify(input.name, "task");
  const slug = uniqueSlug(base, await takenSlugs(db, "tasks", userId, base));
  const row = await repo.insertTask(db, {
    user_id: userId,
    slug,
    name: input.name,
    notes: input.notes,
    due_date: input.due_date,
    priority_id: input.priority_id ?? null,
    project_id: input.project_id ?? null,
    ...repeatColumns(input.repeat),
    is_completed: false,
    is_active: true,
    created_at: nowIso(),
  });
  await tasksChanged(db, userId);
  return row;
}

const NAME_MAX = 200;

/**
 * Issue 20's quick add: the line read as the web app reads it (same parser, owner's today),
 * p1…p4 as the owner's priorities in their order, a new #Project created with the task.
 */
export async function quickAdd(db: Db, userId: number, input: z.output<typeof taskQuickSchema>, today: string) {
  const priorities = await listPriorities(db, userId);
  const projects = await repo.listProjects(db, userId);
  const parsed = parseQuickAdd(input.text, today, { projects: projects.map((p) => p.name), ignore: input.ignore });
  const problems: string[] = [];
  if (parsed.name === "") problems.push("Add a name as well as the date, priority or project.");
  if (parsed.name.length > NAME_MAX)
    problems.push(`The name is ${parsed.name.length} characters; use at most ${NAME_MAX}.`);
  const priority = parsed.priority === null ? null : priorities[parsed.priority - 1];
  if (priority === undefined) problems.push(`There is no priority p${parsed.priority}: you have ${priorities.length}.`);
  if (parsed.project !== null && parsed.project.length > 100)
    problems.push("Use at most 100 characters for the project.");
  if (problems.length > 0) throw invalid({ text: problems });
  const known = projects.find((p) => p.name.toLowerCase() === parsed.project?.toLowerCase());
  const row = await db.transaction().execute(async (trx) => {
    const project =
      parsed.project === null
        ? null
        : (known ?? (await repo.insertProject(trx, { user_id: userId, name: parsed.project })));
    return insertTask(trx, userId, {
      name: parsed.name,
      notes: "",
      due_date: parsed.due_date,
      priority_id: priority?.id ?? null,
      project_id: project?.id ?? null,
      repeat: parsed.repeat,
    });
  });
  return { row, found: await withChecklists(db, await lookups(db, userId), [row]) };
}

export async function getTask(db: Db, userId: number, slug: string) {
  return orNotFound(await repo.findTaskBySlug(db, userId, slug), "Task");
}

/**
 * Completing a repeating task records the completion and moves the same task to its next
 * due date, open again. Completing any other task stamps it; un-completing clears the stamp.
 */
export async function patchTask(
  db: Db,
  userId: number,
  slug: string,
  patch: z.output<typeof taskPatchSchema>,
  today: string,
) {
  const task = await getTask(db, userId, slug);
  const found = await lookups(db, userId);
  checkReferences(found, patch);
  const { repeat, is_completed, ...fields } = patch;
  const values: Parameters<typeof repo.updateTask>[2] = { ...fields };
  if (repeat !== undefined) Object.assign(values, repeatColumns(repeat));
  const rule = repeat !== undefined ? repeat : (storedRule(task) ?? null);
  await db.transaction().execute(async (trx) => {
    if (is_completed === true && !task.is_completed) {
      const now = nowIso();
      const dueDate = values.due_date !== undefined ? values.due_date : task.due_date;
      const completion = await repo.insertCompletion(trx, {
        user_id: userId,
        task_id: task.id,
        completed_at: now,
        due_date: dueDate,
      });
      if (rule) {
        const ticked = await repo.resetChecklist(trx, task.id);
        if (ticked.length > 0) await repo.setCompletionChecklist(trx, completion.id, ticked);
        Object.assign(values, {
          due_date: nextDueDate(rule, dueDate, today),
          is_completed: false,
          time_completed: null,
          completed_on: null,
        });
      } else {
        Object.assign(values, { is_completed: true, time_completed: now, completed_on: today });
      }
    } else if (is_completed === false) {
      Object.assign(values, { is_completed: false, time_completed: null, completed_on: null });
    }
    if (Object.keys(values).length > 0) await repo.updateTask(trx, task.id, values);
    await tasksChanged(trx, userId);
  });
  return taskView(db, userId, slug);
}

function storedRule(task: repo.TaskRow): RepeatRule | undefined {
  if (!task.repeat_every || !task.repeat_unit || !task.repeat_from) return undefined;
  return { every: task.repeat_every, unit: task.repeat_unit, from: task.repeat_from } as RepeatRule;
}

export async function completions(db: Db, userId: number, slug: string) {
  const task = await getTask(db, userId, slug);
  return repo.listCompletions(db, task.id);
}
