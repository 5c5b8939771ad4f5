import { type Db, nowIso } from "../../../db/database";
import { similarPairs } from "./similarity";

const BATCH = 500;

/**
 * Scores the changed payees against all the owner's others and stores the pairs above the
 * threshold. A pair the owner deleted (is_active false) stays deleted; a stored suggestion for a
 * changed payee that no longer scores (after a rename) is dropped.
 */
export async function rescorePayees(db: Db, userId: number, changedIds: number[]): Promise<number> {
  if (changedIds.length === 0) return 0;
  const payees = await db.selectFrom("money_payees").select(["id", "name"]).where("user_id", "=", userId).execute();
  const pairs = similarPairs(payees, changedIds);
  const changed = new Set(changedIds);
  const existing = await db
    .selectFrom("money_payee_similarities")
    .select(["id", "payee_id", "secondary_id", "similarity", "is_active"])
    .where("user_id", "=", userId)
    .execute();
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
    for (let i = 0; i < inserts.length; i += BATCH) {
      await trx
        .insertInto("money_payee_similarities")
        .values(inserts.slice(i, i + BATCH))
        .onConflict((conflict) => conflict.columns(["payee_id", "secondary_id"]).doNothing())
        .execute();
    }
    for (const update of updates) {
      await trx
        .updateTable("money_payee_similarities")
        .set({ similarity: update.similarity })
        .where("id", "=", update.id)
        .execute();
    }
    for (let i = 0; i < stale.length; i += BATCH) {
      await trx
        .deleteFrom("money_payee_similarities")
        .where("id", "in", stale.slice(i, i + BATCH))
        .execute();
    }
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
