import os from "node:os";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { buildApp } from "../app";
import { type Config, loadConfig } from "../config";
import type { Db } from "../db/database";
import { issueToken } from "../modules/auth/auth.service";
import { ApiClient } from "./api-client";
import { createUser, type TestUser } from "./factories";
import { createTestDatabase } from "./test-database";

export type TestContext = {
  app: FastifyInstance;
  db: Db;
  config: Config;
  /** A client with no token. */
  anonymous: ApiClient;
  /** A new user with a token, and a client that sends it. */
  signedIn: (overrides?: Partial<TestUser>) => Promise<{ user: TestUser & { id: number }; client: ApiClient }>;
  close: () => Promise<void>;
};

export const TEST_TIME_ZONE = "America/Chicago";

export function testConfig(env: Record<string, string> = {}): Config {
  return loadConfig({
    DATA_DIR: path.join(os.tmpdir(), "homebase-test-unused"),
    TZ: TEST_TIME_ZONE,
    LOG_LEVEL: "silent",
    WEB_DIST_DIR: path.join(os.tmpdir(), "homebase-test-no-web"),
    ...env,
  });
}

/**
 * One app over one fresh database per test file: `beforeAll(createTestContext)`, `afterAll(ctx.close)`.
 * `jobs: false` leaves the periodic passes to the test (they would otherwise run on the real clock).
 */
export async function createTestContext(
  env: Record<string, string> = {},
  options: { jobs?: false } = {},
): Promise<TestContext> {
  const database = await createTestDatabase();
  const config = testConfig(env);
  const app = await buildApp(config, { db: database.db, logger: false, ...options });
  await app.ready();
  return {
    app,
    db: database.db,
    config,
    anonymous: new ApiClient(app),
    signedIn: async (overrides) => {
      const user = await createUser(database.db, overrides);
      const token = await issueToken(database.db, user.id);
      return { user, client: new ApiClient(app, { authorization: `Bearer ${token}` }) };
    },
    close: async () => {
      await app.close();
      await database.drop();
    },
  };
}
