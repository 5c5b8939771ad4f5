import type { Job } from "../../jobs/runner";
import { autoPayEveryone } from "./bills.service";

/** Auto-pay is daily; due every 6 hours so that a new day in any owner's time zone is met soon. */
export const billsJobs: Job[] = [
  {
    name: "bills.auto-pay",
    everyMs: 6 * 3_600_000,
    run: (app) => autoPayEveryone(app.db, app.config.timeZone),
  },
];
