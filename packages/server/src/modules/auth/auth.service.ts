import { randomBytes } from "node:crypto";
import { INVALID_CREDENTIALS_MESSAGE, MIN_PASSWORD_LENGTH, USERNAME_PATTERN } from "@homebase/contracts";
import type { FastifyBaseLogger } from "fastify";
import type { Config } from "../../config";
import type { Db } from "../../db/database";
import { conflict, HttpError, invalid } from "../../http/errors";
import * as repo from "./auth.repo";
import type { LoginThrottle } from "./login-throttle";
import { hashPassword, verifyPassword } from "./passwords";
import { trimUserAgent } from "./sessions.service";
import { hashToken, newToken } from "./tokens";

export type AuthUser = { id: number; username: string };

export async function login(
  db: Db,
  throttle: LoginThrottle,
  credentials: { username: string; password: string; clientIp: string; userAgent?: string | undefined },
): Promise<string> {
  const keys = [`user:${credentials.username.toLowerCase()}`, `ip:${credentials.clientIp}`];
  const waitMs = await throttle.retryAfterMs(keys);
  if (waitMs > 0) {
    const minutes = Math.ceil(waitMs / 60_000);
    throw new HttpError(
      429,
      "throttled",
      `Too many failed login attempts. Try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`,
      undefined,
      { "retry-after": String(Math.ceil(waitMs / 1000)) },
    );
  }
  const user = await repo.findUserByUsername(db, credentials.username);
  const ok = await verifyPassword(user?.password_hash, credentials.password);
  if (!user || !ok) {
    await throttle.recordFailure(keys);
    // Same answer for an unknown user and a wrong password: never say which part was wrong.
    throw new HttpError(400, "invalid_credentials", INVALID_CREDENTIALS_MESSAGE, {
      non_field_errors: [INVALID_CREDENTIALS_MESSAGE],
    });
  }
  await throttle.clear(keys[0] as string);
  return issueToken(db, user.id, credentials.userAgent);
}

export async function issueToken(db: Db, userId: number, userAgent?: string): Promise<string> {
  const { token, tokenHash } = newToken();
  await repo.insertToken(db, userId, tokenHash, trimUserAgent(userAgent));
  return token;
}

export function logout(db: Db, token: string): Promise<void> {
  return repo.deleteToken(db, hashToken(token));
}

export function validateNewCredentials(username: string, password: string): void {
  const fields: Record<string, string[]> = {};
  if (!USERNAME_PATTERN.test(username)) {
    fields.username = ["Use 1-150 letters, digits or . @ + - _ characters."];
  }
  if (password.length < MIN_PASSWORD_LENGTH) {
    fields.password = [`Use at least ${MIN_PASSWORD_LENGTH} characters.`];
  }
  if (Object.keys(fields).length > 0) throw invalid(fields);
}

export async function createUser(db: Db, username: string, password: string): Promise<AuthUser> {
  validateNewCredentials(username, password);
  if (await repo.findUserByUsername(db, username)) {
    throw conflict(`User ${username} already exists.`, { username: ["A user with that username already exists."] });
  }
  return repo.insertUser(db, username, await hashPassword(password));
}

/** Sets a new password and signs the user out everywhere. */
export async function changePassword(db: Db, username: string, password: string): Promise<void> {
  validateNewCredentials(username, password);
  const user = await repo.findUserByUsername(db, username);
  if (!user) throw new HttpError(404, "not_found", `User ${username} not found.`);
  await repo.updatePasswordHash(db, user.id, await hashPassword(password));
  await repo.deleteTokensOfUser(db, user.id);
}

/**
 * First start: with no user yet, create the owner from OWNER_USERNAME/OWNER_PASSWORD, or
 * `owner` with a random password printed once, so a fresh install can always be signed in to.
 */
export async function ensureOwner(db: Db, config: Config, log: FastifyBaseLogger): Promise<void> {
  if ((await repo.countUsers(db)) > 0) return;
  if (config.owner) {
    await createUser(db, config.owner.username, config.owner.password);
    log.info(`Created owner account "${config.owner.username}" from OWNER_USERNAME.`);
    return;
  }
  const password = randomBytes(12).toString("base64url");
  await createUser(db, "owner", password);
  log.warn(
    `Created owner account "owner" with password ${password} — it is shown only this once. ` +
      "Change it with: npm run cli -- user:password owner",
  );
}
