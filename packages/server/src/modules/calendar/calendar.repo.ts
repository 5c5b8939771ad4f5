import type { Db } from "../../db/database";
import { nowIso } from "../../db/database";

export async function instanceSecret(db: Db, name: string): Promise<string | undefined> {
  const row = await db.selectFrom("instance_secrets").select("value").where("name", "=", name).executeTakeFirst();
  return row?.value;
}

/** Stores `value` unless another instance stored one first; the stored one wins. */
export async function insertInstanceSecretIfMissing(db: Db, name: string, value: string): Promise<void> {
  await db
    .insertInto("instance_secrets")
    .values({ name, value, created_at: nowIso() })
    .onConflict((oc) => oc.column("name").doNothing())
    .execute();
}

export const findFeed = (db: Db, userId: number) =>
  db.selectFrom("calendar_feeds").selectAll().where("user_id", "=", userId).executeTakeFirst();

export const findFeedBySecretHash = (db: Db, secretHash: string) =>
  db.selectFrom("calendar_feeds").select("user_id").where("secret_hash", "=", secretHash).executeTakeFirst();

/** Two tabs opening Settings at once keep the first feed. */
export async function insertFeedIfMissing(db: Db, userId: number, nonce: string, secretHash: string): Promise<void> {
  await db
    .insertInto("calendar_feeds")
    .values({ user_id: userId, nonce, secret_hash: secretHash, created_at: nowIso() })
    .onConflict((oc) => oc.column("user_id").doNothing())
    .execute();
}

export async function replaceFeedSecret(db: Db, userId: number, nonce: string, secretHash: string): Promise<void> {
  await db
    .updateTable("calendar_feeds")
    .set({ nonce, secret_hash: secretHash, created_at: nowIso() })
    .where("user_id", "=", userId)
    .execute();
}
