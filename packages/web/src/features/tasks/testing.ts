import { DEFAULT_PRIORITIES, type Priority, type Project, type RepeatRule, type Task } from "@homebase/contracts";
import { type FakeRequest, signedInModuleApi } from "../../test/fakeApi";
import { PRIORITIES_PATH, PROJECTS_PATH, TASKS_PATH } from "./api";

// Test support only (imported by *.test.tsx): an in-memory Tasks API behind the fake fetch.

const ORIGIN = "http://localhost";
type Reply = { status: number; body?: unknown };
type Route = Reply | ((request: FakeRequest) => Reply | Promise<Reply>);

export interface TaskSeed {
  name: string;
  due_date?: string | null;
  is_completed?: boolean;
  is_active?: boolean;
  priority?: string;
  project?: string;
  repeat?: RepeatRule | null;
}

export interface TasksApiOptions {
  tasks?: TaskSeed[];
  projects?: string[];
  /** Replace any route, e.g. to make one call fail. */
  routes?: Record<string, Route>;
}

const notFound: Reply = { status: 404, body: { detail: "Not found.", code: "not_found" } };
const slugOf = (name: string) => name.toLowerCase().replace(/[^a-z0-9]+/g, "-");

export function tasksApi({ tasks = [], projects = [], routes = {} }: TasksApiOptions = {}) {
  let nextId = 100;
  const priorities: Priority[] = DEFAULT_PRIORITIES.map((p, i) => ({
    ...p,
    id: i + 1,
    url: `${ORIGIN}${PRIORITIES_PATH}${i + 1}/`,
  }));
  const projectList: Project[] = projects.map((name, i) => ({
    id: i + 1,
    name,
    url: `${ORIGIN}${PROJECTS_PATH}${i + 1}/`,
  }));
  const priorityRef = (id: number | null | undefined) => {
    const found = priorities.find((p) => p.id === id);
    return found ? { id: found.id, name: found.name, color: found.color, ordering: found.ordering } : null;
  };
  const projectRef = (id: number | null | undefined) => {
    const found = projectList.find((p) => p.id === id);
    return found ? { id: found.id, name: found.name } : null;
  };
  const make = (body: Record<string, unknown>): Task => {
    const id = nextId++;
    const slug = slugOf(String(body.name));
    return {
      id,
      slug,
      url: `${ORIGIN}${TASKS_PATH}${slug}/`,
      name: String(body.name),
      notes: String(body.notes ?? ""),
      is_completed: false,
      time_completed: null,
      due_date: (body.due_date as string | null) ?? null,
      is_active: true,
      priority: priorityRef(body.priority_id as number),
      project: projectRef(body.project_id as number),
      repeat: (body.repeat as RepeatRule | null) ?? null,
    };
  };
  const list: Task[] = tasks.map((seed) => ({
    ...make({ name: seed.name, due_date: seed.due_date ?? null, repeat: seed.repeat ?? null }),
    is_completed: seed.is_completed ?? false,
    is_active: seed.is_active ?? true,
    priority: priorityRef(priorities.find((p) => p.name === seed.priority)?.id),
    project: projectRef(projectList.find((p) => p.name === seed.project)?.id),
  }));

  const handle = (request: FakeRequest): Reply => {
    const body = (request.body ?? {}) as Record<string, unknown>;
    const key = `${request.method} ${request.path}`;
    if (key === `GET ${TASKS_PATH}`) return { status: 200, body: list.filter((t) => t.is_active) };
    if (key === `GET ${PRIORITIES_PATH}`) return { status: 200, body: priorities };
    if (key === `GET ${PROJECTS_PATH}`) return { status: 200, body: projectList };
    if (key === `POST ${TASKS_PATH}`) {
      if (!String(body.name ?? "").trim()) {
        return { status: 400, body: { detail: "Invalid.", code: "invalid", fields: { name: ["Enter a name."] } } };
      }
      const task = make(body);
      list.push(task);
      return { status: 201, body: task };
    }
    const match = request.path.match(/^\/task\/api\/task\/([^/]+)\/(completions\/)?$/);
    const task = match && list.find((t) => t.slug === match[1]);
    if (!match || !task) return notFound;
    if (match[2]) return { status: 200, body: [] };
    if (request.method === "GET") return { status: 200, body: task };
    if (request.method === "PATCH") {
      const { priority_id, project_id, ...rest } = body;
      Object.assign(task, rest);
      if ("priority_id" in body) task.priority = priorityRef(priority_id as number | null);
      if ("project_id" in body) task.project = projectRef(project_id as number | null);
      return { status: 200, body: task };
    }
    return notFound;
  };

  const api = signedInModuleApi(handle, routes);
  return {
    ...api,
    task: (slug: string) => list.find((t) => t.slug === slug),
  };
}
