import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Config } from "../config";
import type { Job } from "../jobs/runner";
import { authRoutes } from "./auth/auth.routes";
import { backupsJobs } from "./backups/backups.jobs";
import { backupsRoutes } from "./backups/backups.routes";
import { bibleRoutes } from "./bible/bible.routes";
import { billsJobs } from "./bills/bills.jobs";
import { billsRoutes } from "./bills/bills.routes";
import { calendarRoutes } from "./calendar/calendar.routes";
import { exportRoutes } from "./export/export.routes";
import { fuelRoutes } from "./fuel/fuel.routes";
import { gettingStartedRoutes } from "./getting-started/getting-started.routes";
import { healthRoutes } from "./health/health.routes";
import { idempotencyJobs } from "./idempotency/idempotency.jobs";
import { appsImportJobs } from "./import/apps-import.jobs";
import { appsImportRoutes } from "./import/apps-import.routes";
import { importRoutes } from "./import/import.routes";
import { mediaRoutes } from "./media/media.routes";
import { moneyRoutes } from "./money/money.routes";
import { notificationsJobs } from "./notifications/notifications.jobs";
import { notificationsRoutes } from "./notifications/notifications.routes";
import { packRoutes } from "./pack/pack.routes";
import { settingsRoutes } from "./settings/settings.routes";
import { tasksRoutes } from "./tasks/tasks.routes";
import { tvJobs } from "./tv/tv.jobs";
import { tvRoutes } from "./tv/tv.routes";
import { tvmazeImageOrigins } from "./tv/tvmaze.client";
import { waterRoutes } from "./water/water.routes";
import { wordleRoutes } from "./wordle/wordle.routes";

/** Every module's routes. Each runs behind the auth hook; public routes opt out per route. */
export const modules: FastifyPluginAsyncZod[] = [
  healthRoutes,
  authRoutes,
  settingsRoutes,
  gettingStartedRoutes,
  waterRoutes,
  fuelRoutes,
  tasksRoutes,
  bibleRoutes,
  moneyRoutes,
  billsRoutes,
  packRoutes,
  tvRoutes,
  mediaRoutes,
  wordleRoutes,
  backupsRoutes,
  exportRoutes,
  importRoutes,
  calendarRoutes,
  notificationsRoutes,
  appsImportRoutes,
];

/** Image hosts a module shows pictures from (added to the CSP). */
export const imageHosts = (config: Config): string[] => [...tvmazeImageOrigins(config.tvmaze.url)];

/** Every module's periodic passes (`<name>.jobs.ts`), run by jobs/runner.ts apart from any request. */
export const jobs: Job[] = [
  ...billsJobs,
  ...tvJobs,
  ...backupsJobs,
  ...notificationsJobs,
  ...idempotencyJobs,
  ...appsImportJobs,
];
