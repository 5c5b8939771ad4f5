import fs from "node:fs";
import path from "node:path";
import type { BackupRun, BackupStatus } from "@homebase/contracts";
import type { FastifyBaseLogger } from "fastify";
import { createBackup } from "../../backup/backup";
import { latestSlot } from "../../backup/schedule";
import type { Config } from "../../config";
import type { Db } from "../../db/database";
import * as repo from "./backups.repo";

// Scheduled backups (issue 18 §3): once a day at BACKUP_AT into BACKUP_DIR, keeping the newest
// BACKUP_KEEP files. Every outcome is recorded in backup_runs (shared by all instances on one
// PostgreSQL), which is what decides whether today's backup is still due.

/** A failed scheduled backup is tried again after this long, not at every tick. */
const RETRY_AFTER_MS = 60 * 60_000;
/** Names the app gives its files; only these are ever pruned from BACKUP_DIR. */
const SCHEDULED_FILE = /^homebase-\d{8}-\d{6}Z\.tar\.gz$/;

export const scheduledFileName = (at: Date) =>
  `homebase-${at
    .toISOString()
    .replace(/[-:]/g, "")
    .replace("T", "-")
    .replace(/\.\d+Z$/, "Z")}.tar.gz`;

/** When this process started: with no backup on record, the first is at the first BACKUP_AT after it. */
const PROCESS_STARTED = Date.now();

type Clock = { now?: () => number; processStarted?: number };

/**
 * Whether the scheduled backup should run now: BACKUP_AT has come since the last run (a time
 * missed while the app was down is caught up at start), or the last run failed an hour ago.
 * A new install does not back up at its first start: it waits for the first BACKUP_AT.
 */
export async function isBackupDue(db: Db, config: Config, now: number, processStarted = PROCESS_STARTED) {
  const { at } = config.backup;
  if (!at) return false;
  const slot = latestSlot(now, at, config.timeZone);
  const last = await repo.latestRun(db);
  if (!last) return slot >= processStarted;
  if (Date.parse(last.started_at) < slot) return true;
  if (last.status !== "failed") return false;
  return now - Date.parse(last.started_at) >= RETRY_AFTER_MS;
}

/** Writes one backup into BACKUP_DIR and records the outcome; a failure is recorded, not thrown. */
export async function runBackup(db: Db, config: Config, log: FastifyBaseLogger, clock: Clock = {}): Promise<BackupRun> {
  const started = new Date(clock.now?.() ?? Date.now());
  const id = await repo.insertRun(db, started.toISOString());
  const file = path.join(config.backup.dir, scheduledFileName(started));
  let outcome: Parameters<typeof repo.finishRun>[2];
  try {
    const result = await createBackup({ database: config.database, dataDir: config.dataDir, file });
    outcome = {
      status: "succeeded",
      file: path.basename(result.file),
      bytes: result.bytes,
      error: null,
      finished_at: "",
    };
    pruneFiles(config.backup.dir, config.backup.keep);
    log.info({ file: result.file, bytes: result.bytes }, "scheduled backup written");
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    outcome = { status: "failed", file: null, bytes: null, error: message, finished_at: "" };
    log.error({ err: error }, "scheduled backup failed");
  }
  outcome.finished_at = new Date(clock.now?.() ?? Date.now()).toISOString();
  await repo.finishRun(db, id, outcome);
  await repo.pruneRuns(db);
  return toRun({ ...outcome, started_at: started.toISOString() });
}

/** The job's pass: a backup when one is due. */
export async function runScheduledBackup(db: Db, config: Config, log: FastifyBaseLogger, clock: Clock = {}) {
  if (await isBackupDue(db, config, clock.now?.() ?? Date.now(), clock.processStarted)) {
    await runBackup(db, config, log, clock);
  }
}

/** Keeps the newest `keep` backups the app wrote; files of other names are left alone. */
function pruneFiles(dir: string, keep: number): void {
  const ours = fs
    .readdirSync(dir)
    .filter((name) => SCHEDULED_FILE.test(name))
    .sort()
    .reverse();
  for (const name of ours.slice(keep)) fs.rmSync(path.join(dir, name), { force: true });
}

const toRun = (row: Omit<repo.BackupRunRow, "id">): BackupRun => ({
  started_at: row.started_at,
  finished_at: row.finished_at,
  status: row.status,
  file: row.file,
  bytes: row.bytes === null ? null : Number(row.bytes),
  error: row.error,
});

export async function backupStatus(db: Db, config: Config): Promise<BackupStatus> {
  const [last, lastSuccess] = await Promise.all([repo.latestRun(db), repo.latestSuccess(db)]);
  return {
    schedule: { at: config.backup.at ?? null, time_zone: config.timeZone, keep: config.backup.keep },
    last: last ? toRun(last) : null,
    last_success: lastSuccess ? toRun(lastSuccess) : null,
    is_failing: last?.status === "failed",
  };
}
