import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import type { Config } from "../config";
import { createDatabase, type Db } from "../db/database";
import { migrateToLatest } from "../db/migrate";

export type TestDatabase = {
  db: Db;
  /** How to open it again, e.g. for code that opens its own connection (the CLI). */
  connection: Config["database"];
  drop: () => Promise<void>;
};

/**
 * A fresh, migrated database for one test file, in the dialect of the running vitest project:
 * an in-memory SQLite database, or a new PostgreSQL database on the TEST_DATABASE_URL server.
 */
export async function createTestDatabase(options: { onDisk?: boolean } = {}): Promise<TestDatabase> {
  if (process.env.TEST_DIALECT !== "postgres") {
    const dir = options.onDisk ? fs.mkdtempSync(path.join(os.tmpdir(), "homebase-db-")) : undefined;
    const connection = { dialect: "sqlite", file: dir ? path.join(dir, "test.sqlite") : ":memory:" } as const;
    const db = createDatabase(connection);
    await migrateToLatest(db);
    const drop = async () => {
      await db.destroy();
      if (dir) fs.rmSync(dir, { recursive: true, force: true });
    };
    return { db, connection, drop };
  }
  const database = await newPostgresDatabase();
  await migrateToLatest(database.db);
  return database;
}

/** A new, empty PostgreSQL database on the TEST_DATABASE_URL server, dropped by `drop`. */
async function newPostgresDatabase(): Promise<TestDatabase> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error("a PostgreSQL test database needs TEST_DATABASE_URL");
  const name = `test_${randomBytes(6).toString("hex")}`;
  await withAdmin(adminUrl, (admin) => admin.query(`CREATE DATABASE ${name}`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const connection = { dialect: "postgres", url: url.toString() } as const;
  const db = createDatabase(connection);
  return {
    db,
    connection,
    drop: async () => {
      await db.destroy();
      await withAdmin(adminUrl, (admin) => admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    },
  };
}

async function withAdmin<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

export type EmptyDatabase = TestDatabase & { dataDir: string };

/**
 * A new database of the given dialect, not migrated, with a DATA_DIR of its own (SQLite's
 * homebase.sqlite lives in it, as with `npm start`): a restore target, or a source to migrate.
 * PostgreSQL needs TEST_DATABASE_URL.
 */
export async function createEmptyDatabase(dialect: "sqlite" | "postgres"): Promise<EmptyDatabase> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "homebase-data-"));
  const removeDir = () => fs.rmSync(dataDir, { recursive: true, force: true });
  if (dialect === "sqlite") {
    const connection = { dialect: "sqlite", file: path.join(dataDir, "homebase.sqlite") } as const;
    const db = createDatabase(connection);
    const drop = async () => {
      await db.destroy();
      removeDir();
    };
    return { db, connection, dataDir, drop };
  }
  const database = await newPostgresDatabase();
  return {
    ...database,
    dataDir,
    drop: async () => {
      await database.drop();
      removeDir();
    },
  };
}
