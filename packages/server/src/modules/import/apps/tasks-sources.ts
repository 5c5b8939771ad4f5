import type { Db } from "../../../db/database";
import { addImportedTasks } from "../../tasks/tasks.import";
import { listPriorities } from "../../tasks/tasks.service";
import { readICalendar } from "./icalendar";
import { type SourceImporter, type SourceOutcome, startOutcome, todayOf } from "./source";
import { readTodoist } from "./todoist";

// Task sources: projects and tasks with their priorities, due dates and repeat rules.

/** A new owner's default priorities are created on first use, before the import's transaction. */
async function prepare(db: Db, userId: number) {
  await listPriorities(db, userId);
}

type TaskFile = ReturnType<typeof readTodoist>;

async function write(trx: Db, userId: number, file: TaskFile): Promise<SourceOutcome> {
  const outcome = startOutcome(file);
  if (file.problems.length > 0) return outcome;
  const added = await addImportedTasks(trx, userId, file.tasks);
  outcome.counts = {
    projects: added.projectIds.length,
    tasks: added.taskIds.length,
    tasks_skipped: added.skipped,
    // Said only for files that have them (Todoist's sub-tasks, as checklist steps).
    ...(added.steps > 0 ? { sub_tasks: added.steps } : {}),
  };
  outcome.matched = [...new Set(file.tasks.map((t) => t.project).filter((p): p is string => !!p))].map(
    (name) => `${name} (project)`,
  );
  // Tasks first: Undo removes them before the projects they are in.
  outcome.added = [
    { table: "task_projects", ids: added.projectIds },
    { table: "tasks", ids: added.taskIds },
  ];
  return outcome;
}

export const tasksSources = {
  todoist: {
    prepare,
    write: (trx, userId, input) => write(trx, userId, readTodoist(input.bytes, input.fileName ?? "", todayOf(input))),
  } satisfies SourceImporter,
  icalendar: {
    prepare,
    write: (trx, userId, input) => write(trx, userId, readICalendar(new TextDecoder().decode(input.bytes))),
  } satisfies SourceImporter,
};
