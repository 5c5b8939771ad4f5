import { type Db, nowIso } from "../../../db/database";
import { similarPairs } from "./similarity";
import * as repo from "./similarity.repo";

/**
 * Scores the changed payees against all the owner's others and stores the pairs above the
 * threshold. A pair the owner deleted (is_active false) stays deleted; a stored suggestion for a
 * changed payee that no longer scores (after a rename) is dropped.
 */
export async function rescorePayees(db: Db, userId: number, changedIds: number[]): Promise<number> {
  if (changedIds.length === 0) return 0;
  const pairs = similarPairs(await repo.payeeNames(db, userId), changedIds);
  const changed = new Set(changedIds);
  const existing = await repo.storedPairs(db, userId);
  const byPair = new Map(existing.map((row) => [`${row.payee_id}:${row.secondary_id}`, row]));
  const scored = new Set<string>();
  const inserts: { user_id: number; payee_id: number; secondary_id: number; similarity: number; created_at: string }[] =
    [];
  const updates: { id: number; similarity: number }[] = [];
  const now = nowIso();
  for (const pair of pairs) {
    const key = `${pair.payeeId}:${pair.secondaryId}`;
    scored.add(key);
    const row = byPair.get(key);
    if (!row) {
      inserts.push({
        user_id: userId,
        payee_id: pair.payeeId,
        secondary_id: pair.secondaryId,
        similarity: pair.similarity,
        created_at: now,
      });
    } else if (row.is_active && Math.abs(row.similarity - pair.similarity) > 1e-9) {
      updates.push({ id: row.id, similarity: pair.similarity });
    }
  }
  const stale = existing
    .filter((row) => row.is_active && (changed.has(row.payee_id) || changed.has(row.secondary_id)))
    .filter((row) => !scored.has(`${row.payee_id}:${row.secondary_id}`))
    .map((row) => row.id);
  await db.transaction().execute(async (trx) => {
    await repo.insertPairs(trx, inserts);
    for (const update of updates) await repo.updatePairScore(trx, update.id, update.similarity);
    await repo.deletePairs(trx, stale);
  });
  return inserts.length;
}

// After an upload the new payees are scored in the background, so a large statement's answer does
// not wait for it; anything that reads or moves similarity rows first waits for the owner's
// scoring in flight (settledScoring), so it never sees a half-written set.
const inFlight = new WeakMap<Db, Map<number, Promise<void>>>();

function ownerQueue(db: Db): Map<number, Promise<void>> {
  let queue = inFlight.get(db);
  if (!queue) {
    queue = new Map();
    inFlight.set(db, queue);
  }
  return queue;
}

/** Queues a re-scoring after the owner's earlier ones; failures are logged, never thrown. */
export function scheduleRescore(db: Db, userId: number, changedIds: number[], log: (error: unknown) => void): void {
  if (changedIds.length === 0) return;
  const queue = ownerQueue(db);
  const previous = queue.get(userId) ?? Promise.resolve();
  const next = previous
    .then(() => rescorePayees(db, userId, changedIds))
    .then(
      () => undefined,
      (error: unknown) => log(error),
    );
  queue.set(userId, next);
  void next.then(() => {
    if (queue.get(userId) === next) queue.delete(userId);
  });
}

/** Resolves when the owner's queued re-scoring is done. */
export function settledScoring(db: Db, userId: number): Promise<void> {
  return ownerQueue(db).get(userId) ?? Promise.resolve();
}

/**
 * Re-scores in the owner's queue, after any scoring in flight, and waits for it (errors are
 * thrown). A payee created or renamed while an upload's scoring runs would otherwise be scored
 * at the same time, and the upload's pass, reading the pairs before this one wrote, could drop
 * this one's new pairs as stale.
 */
export async function rescoreInTurn(db: Db, userId: number, changedIds: number[]): Promise<void> {
  if (changedIds.length === 0) return;
  const queue = ownerQueue(db);
  const run = (queue.get(userId) ?? Promise.resolve()).then(() => rescorePayees(db, userId, changedIds));
  const next = run.then(
    () => undefined,
    () => undefined,
  );
  queue.set(userId, next);
  void next.then(() => {
    if (queue.get(userId) === next) queue.delete(userId);
  });
  await run;
}
