import type { Db } from "../db/database";

// Leases on periodic passes (table job_leases). Instants are ISO 8601 UTC text, which compares
// in time order as text in both dialects.

/** A lease row for each pass (kept when one exists), so claiming is a plain UPDATE. */
export async function ensureLeases(db: Db, names: string[]): Promise<void> {
  if (names.length === 0) return;
  await db
    .insertInto("job_leases")
    .values(names.map((name) => ({ name, holder: null, lease_until: null, last_finished_at: null })))
    .onConflict((oc) => oc.column("name").doNothing())
    .execute();
}

/**
 * Claims `name` for `holder` until `leaseUntil` when the pass is due (never finished, or last
 * finished at or before `dueIfFinishedBy`) and nobody holds an unexpired lease. One UPDATE, so
 * of several instances asking at once exactly one gets it.
 */
export async function claimLease(
  db: Db,
  name: string,
  holder: string,
  now: string,
  dueIfFinishedBy: string,
  leaseUntil: string,
): Promise<boolean> {
  const result = await db
    .updateTable("job_leases")
    .set({ holder, lease_until: leaseUntil })
    .where("name", "=", name)
    .where((eb) => eb.or([eb("lease_until", "is", null), eb("lease_until", "<", now)]))
    .where((eb) => eb.or([eb("last_finished_at", "is", null), eb("last_finished_at", "<=", dueIfFinishedBy)]))
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

/** The pass ran to its end: due again one period from `finishedAt`. */
export async function finishLease(db: Db, name: string, holder: string, finishedAt: string): Promise<void> {
  await db
    .updateTable("job_leases")
    .set({ holder: null, lease_until: null, last_finished_at: finishedAt })
    .where("name", "=", name)
    .where("holder", "=", holder)
    .execute();
}

/** The pass failed: the lease goes, the finish time stays, so the next tick tries again. */
export async function releaseLease(db: Db, name: string, holder: string): Promise<void> {
  await db
    .updateTable("job_leases")
    .set({ holder: null, lease_until: null })
    .where("name", "=", name)
    .where("holder", "=", holder)
    .execute();
}
