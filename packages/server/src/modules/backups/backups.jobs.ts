import type { Job } from "../../jobs/runner";
import { runScheduledBackup } from "./backups.service";

/**
 * The daily backup. The pass looks every 5 minutes whether BACKUP_AT has come (backup_runs
 * decides), so the lease's "every" is only how often it looks; the runner's lease keeps it to
 * one instance at a time on PostgreSQL.
 */
export const backupsJobs: Job[] = [
  {
    name: "backups.scheduled",
    everyMs: 5 * 60_000,
    run: (app) => runScheduledBackup(app.db, app.config, app.log),
  },
];
