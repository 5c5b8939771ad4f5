import type { Insertable } from "kysely";
import type { Db } from "../../db/database";
import type { ImportJobsTable } from "../../db/types";

// Table import_jobs (migration 0027). Instants are ISO 8601 UTC text, which compares in order.
// Every write of a running job names its holder: an instance that lost the lease writes nothing.

const VIEW = [
  "id",
  "user_id",
  "source",
  "file_name",
  "dry_run",
  "done",
  "total",
  "status",
  "answer",
  "created_at",
] as const;

export function insertJob(db: Db, row: Insertable<ImportJobsTable>) {
  return db.insertInto("import_jobs").values(row).returning(VIEW).executeTakeFirstOrThrow();
}

export function findJob(db: Db, userId: number, id: number) {
  return db
    .selectFrom("import_jobs")
    .select(VIEW)
    .where("id", "=", id)
    .where("user_id", "=", userId)
    .executeTakeFirst();
}

/** Everything a run needs, file included. */
export function jobToRun(db: Db, id: number) {
  return db.selectFrom("import_jobs").selectAll().where("id", "=", id).executeTakeFirst();
}

/** Takes a job no instance holds (or whose holder's lease ran out); answers whether it was taken. */
export async function claimJob(db: Db, id: number, holder: string, now: string, leaseUntil: string) {
  const result = await db
    .updateTable("import_jobs")
    .set({ holder, lease_until: leaseUntil })
    .where("id", "=", id)
    .where("status", "is", null)
    .where((eb) => eb.or([eb("lease_until", "is", null), eb("lease_until", "<", now)]))
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

/** Running jobs whose holder stopped (restart, crash): their lease ran out. */
export async function abandonedJobIds(db: Db, now: string, limit: number) {
  const rows = await db
    .selectFrom("import_jobs")
    .select("id")
    .where("status", "is", null)
    .where((eb) => eb.or([eb("lease_until", "is", null), eb("lease_until", "<", now)]))
    .orderBy("id")
    .limit(limit)
    .execute();
  return rows.map((row) => row.id);
}

/** Records progress and renews the lease; false when this holder no longer has the job. */
export async function recordProgress(
  db: Db,
  id: number,
  holder: string,
  done: number,
  total: number,
  leaseUntil: string,
) {
  const result = await db
    .updateTable("import_jobs")
    .set({ done, total, lease_until: leaseUntil })
    .where("id", "=", id)
    .where("holder", "=", holder)
    .where("status", "is", null)
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

/** Lets the job go at once (this instance is stopping), so the next pass anywhere takes it up. */
export function releaseJob(db: Db, id: number, holder: string) {
  return db
    .updateTable("import_jobs")
    .set({ holder: null, lease_until: null })
    .where("id", "=", id)
    .where("holder", "=", holder)
    .execute();
}

/** The import's answer; the file is no longer needed. */
export function finishJob(db: Db, id: number, holder: string, status: number, answer: string, at: string) {
  return db
    .updateTable("import_jobs")
    .set({ status, answer, file: null, holder: null, lease_until: null, finished_at: at })
    .where("id", "=", id)
    .where("holder", "=", holder)
    .where("status", "is", null)
    .execute();
}

/** Finished jobs are read by the screen that started them, then of no use. */
export function deleteFinishedBefore(db: Db, before: string) {
  return db.deleteFrom("import_jobs").where("finished_at", "<", before).execute();
}
