import type { Db } from "../../db/database";

// Table idempotency_keys (migration 0019). Instants are ISO 8601 UTC text, which compares in order.

export type StoredAnswer = {
  id: number;
  request_hash: string;
  status_code: number | null;
  response_body: string | null;
  created_at: string;
};

/**
 * Claims (owner, key) for a request about to run. The unique index makes this the lock: of two
 * concurrent requests with one key, one insert succeeds and the other gets undefined.
 */
export async function claimKey(
  db: Db,
  row: { user_id: number; idempotency_key: string; request_hash: string; created_at: string },
): Promise<number | undefined> {
  const inserted = await db
    .insertInto("idempotency_keys")
    .values(row)
    .onConflict((oc) => oc.columns(["user_id", "idempotency_key"]).doNothing())
    .returning("id")
    .executeTakeFirst();
  return inserted?.id;
}

export function findKey(db: Db, userId: number, key: string): Promise<StoredAnswer | undefined> {
  return db
    .selectFrom("idempotency_keys")
    .select(["id", "request_hash", "status_code", "response_body", "created_at"])
    .where("user_id", "=", userId)
    .where("idempotency_key", "=", key)
    .executeTakeFirst();
}

export async function storeAnswer(db: Db, id: number, statusCode: number, body: string): Promise<void> {
  await db
    .updateTable("idempotency_keys")
    .set({ status_code: statusCode, response_body: body })
    .where("id", "=", id)
    .execute();
}

/** Frees a key whose request failed, so a retry runs it again. */
export async function releaseKey(db: Db, id: number): Promise<void> {
  await db.deleteFrom("idempotency_keys").where("id", "=", id).where("status_code", "is", null).execute();
}

/** Frees a claim whose request never finished (the process stopped mid-request), if still unfinished. */
export async function releaseAbandoned(db: Db, id: number, claimedBefore: string): Promise<void> {
  await db
    .deleteFrom("idempotency_keys")
    .where("id", "=", id)
    .where("status_code", "is", null)
    .where("created_at", "<", claimedBefore)
    .execute();
}

export async function deleteOlderThan(db: Db, before: string): Promise<number> {
  const result = await db.deleteFrom("idempotency_keys").where("created_at", "<", before).executeTakeFirst();
  return Number(result.numDeletedRows);
}
