import type { RepeatRule } from "@homebase/contracts";
import { slugify, uniqueSlug } from "@homebase/contracts";
import { type Db, nowIso } from "../../db/database";
import { takenSlugs } from "../../db/slugs";
import * as repo from "./tasks.repo";
import { tasksChanged } from "./tasks.service";

// The tasks module's side of imports from other apps (issue 23: Todoist, iCalendar): projects
// found by name or created, priorities mapped onto the owner's own, tasks added once.

export type ImportedTask = {
  line: number;
  project: string | null;
  name: string;
  notes: string;
  /** 0 for none, else 1 (highest) to 4: the owner's priorities in their order. */
  rank: number;
  due_date: string | null;
  repeat: RepeatRule | null;
  /** Steps of the task (Todoist's sub-tasks), in order. */
  checklist: string[];
};

/**
 * Adds the tasks inside the import's transaction. A task the owner already has open (same name,
 * project and due date) is skipped, so importing a file again adds nothing. The owner's
 * priorities must exist already (tasks.service listPriorities creates a new owner's defaults).
 */
export async function addImportedTasks(trx: Db, userId: number, tasks: ImportedTask[]) {
  const priorities = await repo.listPriorities(trx, userId);
  const projects = new Map((await repo.listProjects(trx, userId)).map((p) => [p.name.toLowerCase(), p.id]));
  const open = new Set(
    (await repo.openTaskKeys(trx, userId)).map((t) => [t.name, t.project_id ?? "", t.due_date ?? ""].join("\u0000")),
  );
  const projectIds: number[] = [];
  const taskIds: number[] = [];
  let skipped = 0;
  let steps = 0;
  for (const task of tasks) {
    let projectId: number | null = null;
    if (task.project) {
      projectId = projects.get(task.project.toLowerCase()) ?? null;
      if (projectId === null) {
        projectId = (await repo.insertProject(trx, { user_id: userId, name: task.project.slice(0, 100) })).id;
        projects.set(task.project.toLowerCase(), projectId);
        projectIds.push(projectId);
      }
    }
    const key = [task.name, projectId ?? "", task.due_date ?? ""].join("\u0000");
    if (open.has(key)) {
      skipped++;
      continue;
    }
    open.add(key);
    const base = slugify(task.name, "task");
    const row = await repo.insertTask(trx, {
      user_id: userId,
      slug: uniqueSlug(base, await takenSlugs(trx, "tasks", userId, base)),
      name: task.name,
      notes: task.notes,
      due_date: task.due_date,
      priority_id: task.rank > 0 ? (priorities[task.rank - 1]?.id ?? null) : null,
      project_id: projectId,
      repeat_every: task.repeat?.every ?? null,
      repeat_unit: task.repeat?.unit ?? null,
      repeat_from: task.repeat?.from ?? null,
      is_completed: false,
      is_active: true,
      created_at: nowIso(),
    });
    taskIds.push(row.id);
    // Removed with their task (the foreign key cascades), so Undo needs no record of them.
    for (const name of task.checklist) await repo.insertChecklistItem(trx, { user_id: userId, task_id: row.id, name });
    steps += task.checklist.length;
  }
  await tasksChanged(trx, userId);
  return { projectIds, taskIds, skipped, steps };
}
