import {
  SESSION_TOUCH_INTERVAL_MS,
  type SetPasswordRequest,
  WRONG_CURRENT_PASSWORD_MESSAGE,
} from "@homebase/contracts";
import type { Db } from "../../db/database";
import { nowIso } from "../../db/database";
import { HttpError, invalid, orNotFound } from "../../http/errors";
import * as repo from "./auth.repo";
import type { AuthUser } from "./auth.service";
import { browserLabel, USER_AGENT_MAX_LENGTH } from "./browser-label";
import type { LoginThrottle } from "./login-throttle";
import { hashPassword, verifyPassword } from "./passwords";
import { hashToken } from "./tokens";

export type AuthSession = { user: AuthUser; sessionId: number };
/** What a token opens: its session, and the owner's time zone setting read with it (null: none set). */
export type AuthenticatedSession = AuthSession & { timeZone: string | null };

export function trimUserAgent(userAgent: string | undefined): string | null {
  return userAgent?.trim() ? userAgent.slice(0, USER_AGENT_MAX_LENGTH) : null;
}

/**
 * The owner and session behind a token. "Last used" is written only when it is older than
 * SESSION_TOUCH_INTERVAL_MS, so a busy client costs one write per interval, not one per request.
 */
export async function authenticate(
  db: Db,
  token: string,
  userAgent: string | undefined,
): Promise<AuthenticatedSession | undefined> {
  const row = await repo.findSessionByTokenHash(db, hashToken(token));
  if (!row) return undefined;
  const now = nowIso();
  const lastUsed = row.last_used_at ? Date.parse(row.last_used_at) : 0;
  if (Date.parse(now) - lastUsed >= SESSION_TOUCH_INTERVAL_MS) {
    await repo.touchSession(db, row.session_id, now, trimUserAgent(userAgent));
  }
  return { user: { id: row.id, username: row.username }, sessionId: row.session_id, timeZone: row.time_zone };
}

export async function listSessions(db: Db, userId: number, currentSessionId: number) {
  const rows = await repo.listSessions(db, userId);
  return rows.map((row) => ({
    id: row.id,
    created_at: row.created_at,
    last_used_at: row.last_used_at ?? row.created_at,
    browser: browserLabel(row.user_agent),
    is_current: row.id === currentSessionId,
  }));
}

/** Signs one of the owner's sessions out; another owner's session answers 404. */
export async function signOutSession(db: Db, userId: number, sessionId: number): Promise<void> {
  orNotFound(await repo.findSession(db, userId, sessionId), "Session");
  await repo.deleteSession(db, userId, sessionId);
}

/** Signs out every device but the one asking (a lost phone, a shared computer left signed in). */
export const signOutOtherSessions = (db: Db, session: AuthSession) =>
  repo.deleteOtherSessions(db, session.user.id, session.sessionId);

/**
 * Changes the password after checking the current one, and signs out every other session: a
 * password changed because it leaked must also end the sessions opened with it. Wrong guesses
 * count toward the login limit, so a stolen token cannot be used to guess the password.
 */
export async function setPassword(
  db: Db,
  throttle: LoginThrottle,
  session: AuthSession,
  request: SetPasswordRequest,
): Promise<void> {
  const keys = [`user:${session.user.username.toLowerCase()}`];
  if ((await throttle.retryAfterMs(keys)) > 0) {
    throw new HttpError(429, "throttled", "Too many wrong passwords. Try again later.");
  }
  const user = orNotFound(await repo.findUserById(db, session.user.id), "User");
  if (!(await verifyPassword(user.password_hash, request.current_password))) {
    await throttle.recordFailure(keys);
    throw invalid({ current_password: [WRONG_CURRENT_PASSWORD_MESSAGE] }, WRONG_CURRENT_PASSWORD_MESSAGE);
  }
  const passwordHash = await hashPassword(request.new_password);
  await db.transaction().execute(async (trx) => {
    await repo.updatePasswordHash(trx, user.id, passwordHash);
    await repo.deleteOtherSessions(trx, user.id, session.sessionId);
  });
}
