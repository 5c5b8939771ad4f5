import type { Locator, Page } from "playwright-core";
import { apiClient, ownerToken } from "./api";
import { isoDaysBefore, todayIn } from "./fuel";

// The Tasks module's API and screens as a spec sees them (issue 6).

export const TASKS_API = "/task/api/task/";

export type ApiTask = {
  slug: string;
  name: string;
  due_date: string | null;
  is_completed: boolean;
  is_active: boolean;
  priority: { name: string } | null;
  project: { name: string } | null;
};

export async function tasksApi() {
  const client = apiClient(await ownerToken());
  return {
    task: async (slug: string) => (await client.get<ApiTask>(`${TASKS_API}${slug}/`)).body,
    /** Today's open tasks as the server counts them, for the heading's N. */
    openToday: async (timeZone: string) =>
      (await client.get<ApiTask[]>(TASKS_API)).body.filter(
        (task) => task.due_date !== null && task.due_date <= todayIn(timeZone) && !task.is_completed,
      ).length,
  };
}

export const isoDaysAfter = (isoDate: string, days: number) => isoDaysBefore(isoDate, -days);

/** "Sun, Nov 29, 2026": the form the app uses for a due date. */
export const formatDay = (isoDate: string) =>
  new Intl.DateTimeFormat("en-US", {
    weekday: "short",
    month: "short",
    day: "numeric",
    year: "numeric",
    timeZone: "UTC",
  }).format(new Date(`${isoDate}T00:00:00Z`));

export function newTaskForm(page: Page): Locator {
  return page.getByRole("region", { name: "Add New Task" });
}

/** One of TaskHome's sections by its heading's start: "Today's Tasks", "Later", "No due date". */
export function taskSection(page: Page, start: string): Locator {
  return page.getByRole("list", { name: new RegExp(`^${start}`) });
}
