import type { Priority, Project, RepeatRule, Task, TaskCompletion, TaskStatus } from "@homebase/contracts";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { api, apiRequest } from "../../api/client";
import type { QueuedWrite } from "../../app/offline/queue";
import { sendOrQueue } from "../../app/offline/sync";
import { queuedUrl, useQueuedWrites } from "../../app/offline/useQueuedWrites";

// Spec §7 "Tasks" plus issue 6's additions (task by slug, completions, lookups' CRUD).
export const TASKS_PATH = "/task/api/task/";
export const PRIORITIES_PATH = "/task/api/priority/";
export const PROJECTS_PATH = "/task/api/project/";

export const taskKeys = {
  all: ["tasks"] as const,
  open: ["tasks", "open"] as const,
  /** Searches and the completed and trash views (issue 20). */
  list: (params: TaskListParams) => ["tasks", "list", params] as const,
  item: (slug: string) => ["tasks", "item", slug] as const,
  completions: (slug: string) => ["tasks", "completions", slug] as const,
  priorities: ["tasks", "priorities"] as const,
  projects: ["tasks", "projects"] as const,
};

/** What a task write may carry (spec §7 names plus repeat, completion and activity). */
export interface TaskWrite {
  name?: string;
  notes?: string;
  due_date?: string | null;
  priority_id?: number | null;
  project_id?: number | null;
  repeat?: RepeatRule | null;
  is_completed?: boolean;
  is_active?: boolean;
}

export interface TaskListParams {
  status?: TaskStatus;
  search?: string;
  project?: number;
  priority?: number;
}

const listQuery = (params: TaskListParams) => {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params))
    if (value !== undefined && value !== "") query.set(key, String(value));
  const text = query.toString();
  return text ? `${TASKS_PATH}?${text}` : TASKS_PATH;
};

/** GET /task/api/task/?search=…&status=…: a view other than the open list. */
export function useTaskList(params: TaskListParams, enabled = true) {
  return useQuery({
    queryKey: taskKeys.list(params),
    queryFn: ({ signal }) => api.get<Task[]>(listQuery(params), signal),
    enabled,
    placeholderData: (previous) => previous,
    meta: { errorMessage: "Could not load the tasks" },
  });
}

/** Every cached copy of a task takes the server's answer. */
function mergeTask(queryClient: ReturnType<typeof useQueryClient>, saved: Task) {
  queryClient.setQueryData<Task[]>(taskKeys.open, (list) => list?.map((t) => (t.id === saved.id ? saved : t)));
  queryClient.setQueryData(taskKeys.item(saved.slug), saved);
}

/** The offline queue's kinds for tasks (app/offline/): a new task, and a task ticked or unticked. */
export const TASK_CREATE_WRITE = "task";
export const TASK_DONE_WRITE = "task-done";

/** A task made offline, as the lists show it until the server has it. */
function queuedTask(write: QueuedWrite, index: number): Task {
  const body = write.body as TaskWrite;
  return {
    id: -1_000_000 - index,
    url: queuedUrl(write),
    slug: queuedUrl(write),
    name: body.name ?? "",
    notes: body.notes ?? "",
    is_completed: false,
    time_completed: null,
    due_date: body.due_date ?? null,
    is_active: true,
    project: null,
    priority: null,
    repeat: body.repeat ?? null,
    checklist: [],
  };
}

/**
 * The open tasks, with what waits in the offline queue laid over them: ticks made offline show
 * as made, and new tasks join the list (issue 22), whatever the server or the cached answer says.
 */
export function useOpenTasks() {
  const queued = useQueuedWrites();
  const select = useCallback(
    (tasks: Task[]) => {
      const waiting = queued.filter((write) => !write.refusal);
      if (waiting.length === 0) return tasks;
      const ticks = new Map(
        waiting.filter((write) => write.kind === TASK_DONE_WRITE).map((write) => [write.url, write.body.is_completed]),
      );
      const merged = tasks.map((task) =>
        ticks.has(task.url) ? { ...task, is_completed: ticks.get(task.url) === true } : task,
      );
      return [...merged, ...waiting.filter((write) => write.kind === TASK_CREATE_WRITE).map(queuedTask)];
    },
    [queued],
  );
  return useQuery({
    queryKey: taskKeys.open,
    queryFn: ({ signal }) => api.get<Task[]>(TASKS_PATH, signal),
    select,
    meta: { errorMessage: "Could not load the tasks" },
  });
}

export function usePriorities() {
  return useQuery({
    queryKey: taskKeys.priorities,
    queryFn: ({ signal }) => api.get<Priority[]>(PRIORITIES_PATH, signal),
    staleTime: 5 * 60_000,
    meta: { errorMessage: "Could not load the priorities" },
  });
}

export function useProjects() {
  return useQuery({
    queryKey: taskKeys.projects,
    queryFn: ({ signal }) => api.get<Project[]>(PROJECTS_PATH, signal),
    staleTime: 5 * 60_000,
    meta: { errorMessage: "Could not load the projects" },
  });
}

export function useTask(slug: string) {
  return useQuery({
    queryKey: taskKeys.item(slug),
    queryFn: ({ signal }) => api.get<Task>(`${TASKS_PATH}${encodeURIComponent(slug)}/`, signal),
    // The page says "Task not found" or shows the failure with a retry itself.
    meta: { errorMessage: "Could not load the task", showsErrorInline: true },
  });
}

export function useCompletions(task: Task) {
  return useQuery({
    queryKey: taskKeys.completions(task.slug),
    queryFn: ({ signal }) => api.get<TaskCompletion[]>(`${task.url}completions/`, signal),
    meta: { errorMessage: "Could not load the task's completions" },
  });
}

/** Spec §7: the created task is appended to the list; the list is refetched for its order. */
export function useCreateTask() {
  const queryClient = useQueryClient();
  return useMutation({
    // Offline, the task joins the queue and shows from there as waiting to sync (issue 22).
    mutationFn: (body: TaskWrite) =>
      sendOrQueue<Task>({
        kind: TASK_CREATE_WRITE,
        label: `New task: ${body.name ?? ""}`,
        method: "POST",
        url: TASKS_PATH,
        body: { ...body },
        invalidates: [[...taskKeys.all]],
      }),
    onSuccess: ({ sent: task }) => {
      if (task) queryClient.setQueryData<Task[]>(taskKeys.open, (list) => (list ? [...list, task] : list));
      void queryClient.invalidateQueries({ queryKey: taskKeys.open });
    },
    meta: { errorMessage: "Could not add the task", showsErrorInline: true },
  });
}

/** Spec §4: the toggle shows at once, then is patched; a refusal puts it back. */
export function useToggleTask() {
  const queryClient = useQueryClient();
  return useMutation({
    // Offline, the tick joins the queue and shows from there as made (issue 22).
    mutationFn: ({ task, done }: { task: Task; done: boolean }) =>
      sendOrQueue<Task>({
        kind: TASK_DONE_WRITE,
        label: `${done ? "Complete" : "Reopen"} task: ${task.name}`,
        method: "PATCH",
        url: task.url,
        body: { is_completed: done },
        invalidates: [[...taskKeys.all]],
      }),
    onMutate: async ({ task, done }) => {
      await queryClient.cancelQueries({ queryKey: taskKeys.open });
      const previous = queryClient.getQueryData<Task[]>(taskKeys.open);
      queryClient.setQueryData<Task[]>(taskKeys.open, (list) =>
        list?.map((t) => (t.id === task.id ? { ...t, is_completed: done } : t)),
      );
      return { previous };
    },
    onError: (_error, _vars, context) => {
      if (context?.previous) queryClient.setQueryData(taskKeys.open, context.previous);
    },
    onSuccess: ({ sent: saved }) => {
      if (!saved) return; // queued: the list shows the tick from the queue
      // Response fields are merged back (spec §4); a repeating task comes back on its next date.
      mergeTask(queryClient, saved);
      void queryClient.invalidateQueries({ queryKey: taskKeys.completions(saved.slug) });
      void queryClient.invalidateQueries({ queryKey: ["tasks", "list"] });
    },
    meta: { errorMessage: "Could not change the task" },
  });
}

/** TaskItem's saves; the page shows the state and error beside the fields. */
export function useUpdateTask() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ task, body }: { task: Task; body: TaskWrite }) => api.patch<Task>(task.url, body),
    onSuccess: (saved) => {
      queryClient.setQueryData(taskKeys.item(saved.slug), saved);
      void queryClient.invalidateQueries({ queryKey: taskKeys.open });
      void queryClient.invalidateQueries({ queryKey: ["tasks", "list"] });
      void queryClient.invalidateQueries({ queryKey: taskKeys.completions(saved.slug) });
    },
    meta: { errorMessage: "Could not save the task", showsErrorInline: true },
  });
}

/** Moves a task to the trash or back (is_active), for the lists' Delete and Undo. */
export function useSetActive() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ task, active }: { task: Task; active: boolean }) => api.patch<Task>(task.url, { is_active: active }),
    onSuccess: (saved) => {
      queryClient.setQueryData(taskKeys.item(saved.slug), saved);
      void queryClient.invalidateQueries({ queryKey: taskKeys.open });
      void queryClient.invalidateQueries({ queryKey: ["tasks", "list"] });
    },
    meta: { errorMessage: "Could not change the task" },
  });
}

/** Undo the last completion: the task opens again, a repeating one on its earlier date. */
export function useUndoCompletion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (task: Task) => api.post<Task>(`${task.url}undo/`, {}),
    onSuccess: (saved) => {
      mergeTask(queryClient, saved);
      void queryClient.invalidateQueries({ queryKey: taskKeys.open });
      void queryClient.invalidateQueries({ queryKey: ["tasks", "list"] });
      void queryClient.invalidateQueries({ queryKey: taskKeys.completions(saved.slug) });
    },
    meta: { errorMessage: "Could not undo" },
  });
}

export function useEmptyTrash() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.delete("/task/api/trash/"),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ["tasks", "list"] }),
    meta: { errorMessage: "Could not empty the trash" },
  });
}

/** A task's checklist: each change answers the whole task. */
export function useChecklist(task: Task) {
  const queryClient = useQueryClient();
  const onSuccess = (saved: Task) => {
    mergeTask(queryClient, saved);
    void queryClient.invalidateQueries({ queryKey: ["tasks", "list"] });
  };
  const itemUrl = (id: number) => `${task.url}checklist/${id}/`;
  return {
    add: useMutation({
      mutationFn: (name: string) => api.post<Task>(`${task.url}checklist/`, { name }),
      onSuccess,
      meta: { errorMessage: "Could not add the checklist item", showsErrorInline: true },
    }),
    update: useMutation({
      mutationFn: ({ id, body }: { id: number; body: { name?: string; is_done?: boolean } }) =>
        api.patch<Task>(itemUrl(id), body),
      onMutate: ({ id, body }) => {
        // Ticks show at once, as the task's own toggle does.
        queryClient.setQueryData<Task>(taskKeys.item(task.slug), (current) =>
          current
            ? { ...current, checklist: current.checklist.map((i) => (i.id === id ? { ...i, ...body } : i)) }
            : current,
        );
      },
      onError: () => void queryClient.invalidateQueries({ queryKey: taskKeys.item(task.slug) }),
      onSuccess,
      meta: { errorMessage: "Could not change the checklist" },
    }),
    remove: useMutation({
      mutationFn: (id: number) => apiRequest<Task>(itemUrl(id), { method: "DELETE" }),
      onSuccess,
      meta: { errorMessage: "Could not delete the checklist item" },
    }),
  };
}

type LookupKind = "priority" | "project";
const LOOKUP = {
  priority: { path: PRIORITIES_PATH, key: taskKeys.priorities, label: "priority" },
  project: { path: PROJECTS_PATH, key: taskKeys.projects, label: "project" },
} as const;

/** Create, change and delete a priority or project; tasks show names, so they refetch too. */
export function useLookupMutations(kind: LookupKind) {
  const queryClient = useQueryClient();
  const { path, key, label } = LOOKUP[kind];
  const refetch = async () => {
    await queryClient.invalidateQueries({ queryKey: key });
    void queryClient.invalidateQueries({ queryKey: ["tasks", "open"] });
    void queryClient.invalidateQueries({ queryKey: ["tasks", "item"] });
  };
  return {
    create: useMutation({
      mutationFn: (body: Record<string, unknown>) => api.post(path, body),
      onSuccess: refetch,
      meta: { errorMessage: `Could not add the ${label}` },
    }),
    update: useMutation({
      mutationFn: ({ url, body }: { url: string; body: Record<string, unknown> }) => api.patch(url, body),
      onSuccess: refetch,
      meta: { errorMessage: `Could not save the ${label}` },
    }),
    remove: useMutation({
      mutationFn: (url: string) => api.delete(url),
      onSuccess: refetch,
      meta: { errorMessage: `Could not delete the ${label}` },
    }),
  };
}
