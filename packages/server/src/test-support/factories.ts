import type { Db } from "../db/database";
import * as authRepo from "../modules/auth/auth.repo";
import { hashPassword } from "../modules/auth/passwords";

export type TestUser = { username: string; password: string };

let sequence = 0;
/** Unique per process, so parallel files never collide on usernames. */
export const unique = (prefix: string) => `${prefix}${process.pid}_${++sequence}`;

// Hashing once keeps test users cheap; argon2id is deliberately slow.
const DEFAULT_PASSWORD = "correct-horse-battery";
let defaultHash: Promise<string> | undefined;

export async function createUser(db: Db, overrides: Partial<TestUser> = {}): Promise<TestUser & { id: number }> {
  const username = overrides.username ?? unique("user");
  const password = overrides.password ?? DEFAULT_PASSWORD;
  if (password === DEFAULT_PASSWORD) defaultHash ??= hashPassword(DEFAULT_PASSWORD);
  const hash = password === DEFAULT_PASSWORD ? await (defaultHash as Promise<string>) : await hashPassword(password);
  const row = await authRepo.insertUser(db, username, hash);
  return { id: row.id, username, password };
}
