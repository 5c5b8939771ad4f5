import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { Config } from "../config";
import { login } from "../modules/auth/auth.service";
import { LoginThrottle } from "../modules/auth/login-throttle";
import { testConfig } from "../test-support/test-app";
import { createEmptyDatabase, createTestDatabase, type TestDatabase } from "../test-support/test-database";
import { runCli } from "./commands";

let database: TestDatabase;
beforeEach(async () => {
  database = await createTestDatabase({ onDisk: true });
});
afterEach(() => database.drop());

function cli(argv: string[], options: { newPassword?: string; answers?: string[] } = {}) {
  const lines: string[] = [];
  const config: Config = { ...testConfig(), database: database.connection, newPassword: options.newPassword };
  const answers = options.answers ? [...options.answers] : undefined;
  const io = {
    out: (line: string) => lines.push(line),
    askSecret: answers ? async () => answers.shift() ?? "" : undefined,
  };
  return runCli(argv, config, io).then((code) => ({ code, output: lines.join("\n") }));
}

const signIn = (username: string, password: string) =>
  login(database.db, new LoginThrottle(database.db), { username, password, clientIp: "127.0.0.1" });

describe("cli", () => {
  it("creates a user with the password from NEW_PASSWORD", async () => {
    const result = await cli(["user:create", "anna"], { newPassword: "anna-password-1" });
    expect(result).toEqual({ code: 0, output: "Created user anna." });
    await expect(signIn("anna", "anna-password-1")).resolves.toMatch(/^[0-9a-f]{64}$/);
  });

  it("asks twice at a terminal and refuses a mismatch", async () => {
    const mismatch = await cli(["user:create", "ben"], { answers: ["ben-password-1", "ben-password-2"] });
    expect(mismatch.code).toBe(1);
    expect(mismatch.output).toContain("did not match");
    const match = await cli(["user:create", "ben"], { answers: ["ben-password-1", "ben-password-1"] });
    expect(match.code).toBe(0);
    await expect(signIn("ben", "ben-password-1")).resolves.toBeTruthy();
  });

  it("refuses without a terminal or NEW_PASSWORD", async () => {
    const result = await cli(["user:create", "cy"]);
    expect(result.code).toBe(1);
    expect(result.output).toContain("set NEW_PASSWORD");
  });

  it("rejects a short password and a duplicate user, changing nothing", async () => {
    expect((await cli(["user:create", "dee"], { newPassword: "short" })).output).toBe(
      "password: Use at least 8 characters.",
    );
    await cli(["user:create", "dee"], { newPassword: "dee-password-1" });
    const duplicate = await cli(["user:create", "dee"], { newPassword: "other-password" });
    expect(duplicate.code).toBe(1);
    await expect(signIn("dee", "dee-password-1")).resolves.toBeTruthy();
  });

  it("changes a password and signs the user out everywhere", async () => {
    await cli(["user:create", "eve"], { newPassword: "eve-password-1" });
    await signIn("eve", "eve-password-1");
    const result = await cli(["user:password", "eve"], { newPassword: "eve-password-2" });
    expect(result.code).toBe(0);
    const tokens = await database.db.selectFrom("auth_tokens").selectAll().execute();
    expect(tokens).toEqual([]);
    await expect(signIn("eve", "eve-password-1")).rejects.toThrow();
    await expect(signIn("eve", "eve-password-2")).resolves.toBeTruthy();
  });

  it("reports an unknown user, an unknown command and a missing name", async () => {
    expect(await cli(["user:password", "nobody"], { newPassword: "whatever-123" })).toEqual({
      code: 1,
      output: "User nobody not found.",
    });
    expect((await cli(["user:delete", "x"])).code).toBe(2);
    expect((await cli(["user:create"])).output).toContain("needs a user name");
  });

  it("migrates on request", async () => {
    expect(await cli(["db:migrate"])).toEqual({ code: 0, output: "The database is up to date." });
  });

  it("backs up, then restores into an empty database; refuses the same restore into a full one", async () => {
    await cli(["user:create", "fay"], { newPassword: "fay-password-1" });
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "homebase-cli-backup-"));
    try {
      const backup = await cli(["backup", path.join(dir, "nightly")]);
      expect(backup.code).toBe(0);
      expect(backup.output).toMatch(
        /^users: 1\nBacked up 1 rows and 0 photos to .*nightly\.tar\.gz \(0\.0 MB, schema \d{4}_\w+\) in /m,
      );

      const refused = await cli(["restore", path.join(dir, "nightly.tar.gz")]);
      expect(refused).toEqual({
        code: 1,
        output: expect.stringMatching(/^Restore failed: The target database is not empty/),
      });

      const target = await createEmptyDatabase(database.connection.dialect);
      try {
        const config: Config = { ...testConfig({ DATA_DIR: target.dataDir }), database: target.connection };
        const lines: string[] = [];
        const code = await runCli(["restore", path.join(dir, "nightly.tar.gz")], config, { out: (l) => lines.push(l) });
        expect(code).toBe(0);
        expect(lines.at(-1)).toMatch(/^Restored 1 rows and 0 photos \(schema \d{4}_\w+\) in /);
        const users = await target.db.selectFrom("users").select("username").execute();
        expect(users).toEqual([{ username: "fay" }]);
      } finally {
        await target.drop();
      }
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it("asks backup and restore for a file name", async () => {
    expect(await cli(["backup"])).toEqual({ code: 2, output: expect.stringContaining("backup needs a file name.") });
    expect((await cli(["restore"])).output).toContain("restore needs a file name.");
  });
});
