import type { Db } from "../../db/database";
import { nowIso } from "../../db/database";

export function findUserByUsername(db: Db, username: string) {
  return db.selectFrom("users").selectAll().where("username", "=", username).executeTakeFirst();
}

export function findUserByTokenHash(db: Db, tokenHash: string) {
  return db
    .selectFrom("auth_tokens")
    .innerJoin("users", "users.id", "auth_tokens.user_id")
    .select(["users.id", "users.username"])
    .where("auth_tokens.token_hash", "=", tokenHash)
    .executeTakeFirst();
}

export async function countUsers(db: Db): Promise<number> {
  const row = await db
    .selectFrom("users")
    .select((eb) => eb.fn.countAll<number>().as("count"))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export async function insertUser(db: Db, username: string, passwordHash: string) {
  return db
    .insertInto("users")
    .values({ username, password_hash: passwordHash, created_at: nowIso() })
    .returning(["id", "username"])
    .executeTakeFirstOrThrow();
}

export async function updatePasswordHash(db: Db, userId: number, passwordHash: string) {
  await db.updateTable("users").set({ password_hash: passwordHash }).where("id", "=", userId).execute();
}

export async function insertToken(db: Db, userId: number, tokenHash: string) {
  await db.insertInto("auth_tokens").values({ user_id: userId, token_hash: tokenHash, created_at: nowIso() }).execute();
}

export async function deleteToken(db: Db, tokenHash: string) {
  await db.deleteFrom("auth_tokens").where("token_hash", "=", tokenHash).execute();
}

export async function deleteTokensOfUser(db: Db, userId: number) {
  await db.deleteFrom("auth_tokens").where("user_id", "=", userId).execute();
}

/** Failure instants of a throttle key since `since`, newest first, at most `limit`. */
export async function newestLoginFailures(db: Db, key: string, since: string, limit: number): Promise<string[]> {
  const rows = await db
    .selectFrom("login_failures")
    .select("failed_at")
    .where("throttle_key", "=", key)
    .where("failed_at", ">", since)
    .orderBy("failed_at", "desc")
    .limit(limit)
    .execute();
  return rows.map((row) => row.failed_at);
}

export async function insertLoginFailures(db: Db, keys: string[], at: string): Promise<void> {
  await db
    .insertInto("login_failures")
    .values(keys.map((throttle_key) => ({ throttle_key, failed_at: at })))
    .execute();
}

export async function deleteLoginFailures(db: Db, key: string): Promise<void> {
  await db.deleteFrom("login_failures").where("throttle_key", "=", key).execute();
}

/** Expired failures: they no longer count toward any limit. */
export async function deleteLoginFailuresBefore(db: Db, before: string): Promise<void> {
  await db.deleteFrom("login_failures").where("failed_at", "<=", before).execute();
}
