import { mdiCheckboxMarkedOutline } from "@mdi/js";
import { lazy } from "react";
import type { AppModule } from "../../app/modules";
import type { RouteHandle } from "../../app/routeHandle";
import { TASKS_HOME_PATH } from "./paths";

const handle = (value: RouteHandle) => value;

/** Issue 6: the Tasks module's menu entry and its two screens (spec §2 TaskHome, TaskItem). */
export const tasksModule: AppModule = {
  key: "tasks",
  label: "Tasks",
  path: TASKS_HOME_PATH,
  icon: mdiCheckboxMarkedOutline,
  routes: [
    {
      path: "tasks",
      children: [
        {
          index: true,
          lazy: async () => ({ Component: (await import("./TaskHome")).TaskHome }),
          handle: handle({ title: "Tasks", heading: true }),
        },
        {
          path: "task/:taskSlug",
          lazy: async () => ({ Component: (await import("./TaskItem")).TaskItem }),
          handle: handle({ title: "Task" }),
        },
      ],
    },
  ],
  // Issue 20: overdue and today's tasks with their toggles; lazy, so Home's first load stays small.
  // Full width, so Home's grid keeps no hole beside it; room for five rows (two columns from md).
  homeWidget: {
    Component: lazy(() => import("./TodayWidget")),
    size: { xs: 12 },
    minHeight: { xs: 570, md: 370 },
  },
};
