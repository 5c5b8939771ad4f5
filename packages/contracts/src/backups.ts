import { z } from "zod";

/** One backup the app ran on its schedule (issue 18 §3). */
export const backupRunSchema = z.object({
  started_at: z.string(),
  finished_at: z.string().nullable(),
  status: z.enum(["running", "succeeded", "failed"]),
  /** The file's name in the backup folder. */
  file: z.string().nullable(),
  bytes: z.number().nullable(),
  error: z.string().nullable(),
});
export type BackupRun = z.infer<typeof backupRunSchema>;

export const backupStatusSchema = z.object({
  schedule: z.object({
    /** "HH:MM" in time_zone; null when scheduled backups are off (BACKUP_AT=off). */
    at: z.string().nullable(),
    time_zone: z.string(),
    keep: z.number(),
  }),
  last: backupRunSchema.nullable(),
  last_success: backupRunSchema.nullable(),
  /** The last scheduled backup failed and none has succeeded since: owners see it on Home. */
  is_failing: z.boolean(),
});
export type BackupStatus = z.infer<typeof backupStatusSchema>;

/** POST /api/import/homebase/ (issue 18 §5): rows per module and table, and what stops the import. */
export const importResultSchema = z.object({
  dry_run: z.boolean(),
  counts: z.record(z.string(), z.record(z.string(), z.number())),
  problems: z.array(z.string()),
});
export type ImportResult = z.infer<typeof importResultSchema>;
