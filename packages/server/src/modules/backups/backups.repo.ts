import type { Db } from "../../db/database";
import type { BackupRunsTable } from "../../db/types";

/** Runs kept in backup_runs; older ones say nothing Settings or Home would show. */
const RUNS_KEPT = 100;

export type BackupRunRow = Omit<BackupRunsTable, "id"> & { id: number };

export async function insertRun(db: Db, startedAt: string): Promise<number> {
  const row = await db
    .insertInto("backup_runs")
    .values({ started_at: startedAt, status: "running" })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function finishRun(
  db: Db,
  id: number,
  outcome: {
    finished_at: string;
    status: "succeeded" | "failed";
    file: string | null;
    bytes: number | null;
    error: string | null;
  },
): Promise<void> {
  await db.updateTable("backup_runs").set(outcome).where("id", "=", id).execute();
}

export function latestRun(db: Db): Promise<BackupRunRow | undefined> {
  return db
    .selectFrom("backup_runs")
    .selectAll()
    .orderBy("started_at", "desc")
    .orderBy("id", "desc")
    .executeTakeFirst();
}

export function latestSuccess(db: Db): Promise<BackupRunRow | undefined> {
  return db
    .selectFrom("backup_runs")
    .selectAll()
    .where("status", "=", "succeeded")
    .orderBy("started_at", "desc")
    .orderBy("id", "desc")
    .executeTakeFirst();
}

export async function pruneRuns(db: Db): Promise<void> {
  const cutoff = await db
    .selectFrom("backup_runs")
    .select("id")
    .orderBy("id", "desc")
    .offset(RUNS_KEPT)
    .limit(1)
    .executeTakeFirst();
  if (cutoff) await db.deleteFrom("backup_runs").where("id", "<=", cutoff.id).execute();
}
