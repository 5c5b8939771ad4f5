import type { FastifyBaseLogger } from "fastify";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { testConfig } from "../../test-support/test-app";
import { createTestDatabase, type TestDatabase } from "../../test-support/test-database";
import { createUser, ensureOwner, login } from "./auth.service";
import { LoginThrottle } from "./login-throttle";

let database: TestDatabase;
beforeEach(async () => {
  database = await createTestDatabase();
});
afterEach(() => database.drop());

function recordingLogger() {
  const lines: string[] = [];
  const log = {
    info: (m: string) => lines.push(m),
    warn: (m: string) => lines.push(m),
  } as unknown as FastifyBaseLogger;
  return { lines, log };
}

const users = () => database.db.selectFrom("users").select("username").execute();

describe("ensureOwner", () => {
  it("creates the owner from OWNER_USERNAME/OWNER_PASSWORD on first start", async () => {
    const { lines, log } = recordingLogger();
    await ensureOwner(database.db, testConfig({ OWNER_USERNAME: "anna", OWNER_PASSWORD: "anna-password" }), log);
    expect(await users()).toEqual([{ username: "anna" }]);
    expect(lines.join()).not.toContain("anna-password");
    const token = await login(database.db, new LoginThrottle(database.db), {
      username: "anna",
      password: "anna-password",
      clientIp: "127.0.0.1",
    });
    expect(token).toMatch(/^[0-9a-f]{64}$/);
  });

  it("otherwise creates `owner` with a random password printed once", async () => {
    const { lines, log } = recordingLogger();
    await ensureOwner(database.db, testConfig(), log);
    expect(await users()).toEqual([{ username: "owner" }]);
    const password = lines.join().match(/password (\S+) /)?.[1] as string;
    expect(password.length).toBeGreaterThanOrEqual(16);
    await expect(
      login(database.db, new LoginThrottle(database.db), { username: "owner", password, clientIp: "127.0.0.1" }),
    ).resolves.toBeTruthy();

    await ensureOwner(database.db, testConfig(), log);
    expect(lines).toHaveLength(1);
  });

  it("does nothing once any user exists", async () => {
    await createUser(database.db, "first", "first-password");
    const { lines, log } = recordingLogger();
    await ensureOwner(database.db, testConfig({ OWNER_USERNAME: "anna", OWNER_PASSWORD: "anna-password" }), log);
    expect(await users()).toEqual([{ username: "first" }]);
    expect(lines).toEqual([]);
  });
});
