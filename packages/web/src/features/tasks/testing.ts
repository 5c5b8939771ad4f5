import { DEFAULT_PRIORITIES, type Priority, type Project, type Task } from "@homebase/contracts";
import { ok, type Routes, signedInApi } from "../../test/fakeApi";
import { PRIORITIES_PATH, PROJECTS_PATH, TASKS_PATH } from "./api";

// Test support only (imported by *.test.tsx): Tasks objects as the API answers them, and a fake
// API that answers them as set up. It applies no Tasks rule; tests say what the server answers.

const ORIGIN = "http://localhost";

/** A new owner's priorities: Urgent 1, High 2, Normal 3, Low 4. */
export const PRIORITIES: Priority[] = DEFAULT_PRIORITIES.map((p, i) => ({
  ...p,
  id: i + 1,
  url: `${ORIGIN}${PRIORITIES_PATH}${i + 1}/`,
}));

export const priorityNamed = (name: string) => {
  const { id, color, ordering } = PRIORITIES.find((p) => p.name === name)!;
  return { id, name, color, ordering };
};

export const project = (id: number, name: string): Project => ({ id, name, url: `${ORIGIN}${PROJECTS_PATH}${id}/` });

export const task = (id: number, slug: string, name: string, fields: Partial<Task> = {}): Task => ({
  id,
  slug,
  url: `${ORIGIN}${TASKS_PATH}${slug}/`,
  name,
  notes: "",
  is_completed: false,
  time_completed: null,
  due_date: null,
  is_active: true,
  priority: null,
  project: null,
  repeat: null,
  checklist: [],
  ...fields,
});

export const taskPath = (slug: string) => `${TASKS_PATH}${slug}/`;

export interface TasksApiOptions {
  /** The open tasks list, as the server answers it; each also answers its own page. */
  tasks?: Task[];
  projects?: Project[];
  /** Answers for anything else, e.g. what a change answers. */
  routes?: Routes;
}

export function tasksApi({ tasks = [], projects = [], routes = {} }: TasksApiOptions = {}) {
  return signedInApi({
    [`GET ${TASKS_PATH}`]: ok(tasks),
    [`GET ${PRIORITIES_PATH}`]: ok(PRIORITIES),
    [`GET ${PROJECTS_PATH}`]: ok(projects),
    ...Object.fromEntries(
      tasks.flatMap((t) => [
        [`GET ${taskPath(t.slug)}`, ok(t)],
        [`GET ${taskPath(t.slug)}completions/`, ok([])],
      ]),
    ),
    ...routes,
  });
}
