import { spawnSync } from "node:child_process";
import { inject } from "vitest";
import { e2eEnv } from "./context";
import { repoRoot } from "./paths";

/**
 * Creates another owner with the CLI a person would use (`npm run cli -- user:create NAME`),
 * on the running server's data: a spec that needs a brand-new account (first run) gets one
 * whatever other specs left in the shared owner's account.
 */
export function createOwner(username: string, password: string): void {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATA_DIR: inject("dataDir"),
    TZ: e2eEnv().timeZone,
    NEW_PASSWORD: password,
    LOG_LEVEL: "warn",
  };
  // Same database as the server: never a PostgreSQL URL from the developer's shell.
  delete env.DATABASE_URL;
  const result = spawnSync(
    process.execPath,
    ["--import", "tsx", "packages/server/src/cli.ts", "user:create", username],
    {
      cwd: repoRoot,
      env,
      encoding: "utf8",
      timeout: 30_000,
    },
  );
  if (result.status !== 0) {
    throw new Error(`user:create ${username} failed (${result.status}): ${result.stdout}${result.stderr}`);
  }
}
