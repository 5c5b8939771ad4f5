import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { buildApp } from "../app";
import type { Config } from "../config";
import { createDatabase, type Db } from "../db/database";
import { issueToken } from "../modules/auth/auth.service";
import { ApiClient } from "./api-client";
import { createUser } from "./factories";
import { testConfig } from "./test-app";
import { createTestDatabase } from "./test-database";

export type Instance = { app: FastifyInstance; db: Db; config: Config; dataDir: string };

/**
 * Two app instances over one fresh database, as on two machines behind a load balancer: each
 * with its own connection (pool) and its own DATA_DIR. On SQLite both open one file on disk.
 * Periodic passes are off: the runner's tests drive their own.
 */
export async function createTwoInstances() {
  const database = await createTestDatabase({ onDisk: true });
  const instances: Instance[] = [];
  for (const name of ["a", "b"]) {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `homebase-instance-${name}-`));
    const db = name === "a" ? database.db : createDatabase(database.connection);
    const config = testConfig({
      DATA_DIR: dataDir,
      ...(database.connection.dialect === "postgres" ? { DATABASE_URL: database.connection.url } : {}),
    });
    const app = await buildApp(config, { db, logger: false, jobs: false });
    await app.ready();
    instances.push({ app, db, config, dataDir });
  }
  const [a, b] = instances as [Instance, Instance];
  return {
    a,
    b,
    db: database.db,
    /** A new owner signed in on both instances: one client each. */
    owner: async () => {
      const user = await createUser(database.db);
      const auth = { authorization: `Bearer ${await issueToken(database.db, user.id)}` };
      return { user, a: new ApiClient(a.app, auth), b: new ApiClient(b.app, auth) };
    },
    close: async () => {
      await a.app.close();
      await b.app.close();
      await b.db.destroy();
      await database.drop();
      for (const { dataDir } of instances) fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
