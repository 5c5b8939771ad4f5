import type { Db } from "../../db/database";
import { nowIso } from "../../db/database";

export function findUserByUsername(db: Db, username: string) {
  return db.selectFrom("users").selectAll().where("username", "=", username).executeTakeFirst();
}

/** The session's owner, with the owner's time zone: most requests need "today" (settings.service ownerToday). */
export function findSessionByTokenHash(db: Db, tokenHash: string) {
  return db
    .selectFrom("auth_tokens")
    .innerJoin("users", "users.id", "auth_tokens.user_id")
    .leftJoin("owner_settings", "owner_settings.user_id", "users.id")
    .select([
      "users.id",
      "users.username",
      "auth_tokens.id as session_id",
      "auth_tokens.last_used_at",
      "auth_tokens.user_agent",
      "owner_settings.time_zone",
    ])
    .where("auth_tokens.token_hash", "=", tokenHash)
    .executeTakeFirst();
}

export async function touchSession(db: Db, sessionId: number, at: string, userAgent: string | null) {
  await db
    .updateTable("auth_tokens")
    .set({ last_used_at: at, ...(userAgent ? { user_agent: userAgent } : {}) })
    .where("id", "=", sessionId)
    .execute();
}

export function listSessions(db: Db, userId: number) {
  return db
    .selectFrom("auth_tokens")
    .select(["id", "created_at", "last_used_at", "user_agent"])
    .where("user_id", "=", userId)
    .orderBy("last_used_at", "desc")
    .orderBy("id", "desc")
    .execute();
}

export function findSession(db: Db, userId: number, sessionId: number) {
  return db
    .selectFrom("auth_tokens")
    .select(["id", "created_at", "last_used_at", "user_agent"])
    .where("user_id", "=", userId)
    .where("id", "=", sessionId)
    .executeTakeFirst();
}

export async function deleteSession(db: Db, userId: number, sessionId: number) {
  await db.deleteFrom("auth_tokens").where("user_id", "=", userId).where("id", "=", sessionId).execute();
}

/** Signs the user out everywhere but `keepSessionId` (the device asking); answers how many went. */
export async function deleteOtherSessions(db: Db, userId: number, keepSessionId: number): Promise<number> {
  const result = await db
    .deleteFrom("auth_tokens")
    .where("user_id", "=", userId)
    .where("id", "!=", keepSessionId)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
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

export function findUserById(db: Db, userId: number) {
  return db.selectFrom("users").selectAll().where("id", "=", userId).executeTakeFirst();
}

export async function updatePasswordHash(db: Db, userId: number, passwordHash: string) {
  await db.updateTable("users").set({ password_hash: passwordHash }).where("id", "=", userId).execute();
}

export async function insertToken(db: Db, userId: number, tokenHash: string, userAgent: string | null) {
  const at = nowIso();
  await db
    .insertInto("auth_tokens")
    .values({ user_id: userId, token_hash: tokenHash, created_at: at, last_used_at: at, user_agent: userAgent })
    .execute();
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
