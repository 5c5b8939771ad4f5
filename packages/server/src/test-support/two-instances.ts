import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { type BuildOptions, buildApp } from "../app";
import { type Config, loadConfig } from "../config";
import { createDatabase, type Db } from "../db/database";
import { TEST_TIME_ZONE } from "./test-app";
import { createTestDatabase } from "./test-database";

export type Instance = { app: FastifyInstance; db: Db; config: Config; dataDir: string };

/**
 * Two app instances over one fresh database, as on two machines behind a load balancer: each
 * with its own connection (pool) and its own DATA_DIR. On SQLite both open one file on disk.
 */
export async function createTwoInstances(options: Pick<BuildOptions, "jobs"> = { jobs: false }) {
  const database = await createTestDatabase({ onDisk: true });
  const instances: Instance[] = [];
  for (const name of ["a", "b"]) {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `homebase-instance-${name}-`));
    const db = name === "a" ? database.db : createDatabase(database.connection);
    const config = loadConfig({
      DATA_DIR: dataDir,
      TZ: TEST_TIME_ZONE,
      LOG_LEVEL: "silent",
      WEB_DIST_DIR: path.join(os.tmpdir(), "homebase-test-no-web"),
      ...(database.connection.dialect === "postgres" ? { DATABASE_URL: database.connection.url } : {}),
    });
    const app = await buildApp(config, { db, logger: false, ...options });
    await app.ready();
    instances.push({ app, db, config, dataDir });
  }
  const [a, b] = instances as [Instance, Instance];
  return {
    a,
    b,
    db: database.db,
    close: async () => {
      await a.app.close();
      await b.app.close();
      await b.db.destroy();
      await database.drop();
      for (const { dataDir } of instances) fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
