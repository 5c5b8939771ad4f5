import type { Priority, Project, RepeatRule, Task } from "@homebase/contracts";
import type { FastifyRequest } from "fastify";
import { absoluteUrl } from "../../http/urls";
import type * as repo from "./tasks.repo";

type PriorityRow = Awaited<ReturnType<typeof repo.listPriorities>>[number];
type ProjectRow = Awaited<ReturnType<typeof repo.listProjects>>[number];

export const taskPath = (slug: string) => `/task/api/task/${encodeURIComponent(slug)}/`;

export const priorityDto = (request: FastifyRequest, row: PriorityRow): Priority => ({
  id: row.id,
  url: absoluteUrl(request, `/task/api/priority/${row.id}/`),
  name: row.name,
  color: row.color,
  ordering: row.ordering,
});

export const projectDto = (request: FastifyRequest, row: ProjectRow): Project => ({
  id: row.id,
  url: absoluteUrl(request, `/task/api/project/${row.id}/`),
  name: row.name,
});

export type Lookups = {
  priorities: Map<number, PriorityRow>;
  projects: Map<number, ProjectRow>;
  /** Each listed task's checklist, by task id (absent: none). */
  checklists?: Map<number, repo.ChecklistRow[]>;
};

export function taskDto(request: FastifyRequest, row: repo.TaskRow, lookups: Lookups): Task {
  const priority = row.priority_id === null ? undefined : lookups.priorities.get(row.priority_id);
  const project = row.project_id === null ? undefined : lookups.projects.get(row.project_id);
  const repeat =
    row.repeat_every && row.repeat_unit && row.repeat_from
      ? ({ every: row.repeat_every, unit: row.repeat_unit, from: row.repeat_from } as RepeatRule)
      : null;
  return {
    id: row.id,
    url: absoluteUrl(request, taskPath(row.slug)),
    slug: row.slug,
    name: row.name,
    notes: row.notes,
    is_completed: row.is_completed,
    time_completed: row.time_completed,
    due_date: row.due_date,
    is_active: row.is_active,
    project: project ? { id: project.id, name: project.name } : null,
    priority: priority
      ? { id: priority.id, name: priority.name, color: priority.color, ordering: priority.ordering }
      : null,
    repeat,
    checklist: (lookups.checklists?.get(row.id) ?? []).map((item) => ({
      id: item.id,
      name: item.name,
      is_done: item.is_done,
    })),
  };
}
