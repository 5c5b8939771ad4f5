import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { sql } from "kysely";
import * as tar from "tar";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../db/database";
import { migrateToLatest } from "../db/migrate";
import { seedEveryTable } from "../test-support/seed-every-table";
import { createEmptyDatabase, type EmptyDatabase } from "../test-support/test-database";
import { createBackup } from "./backup";
import { restoreBackup } from "./restore";
import { foreignKeyConstraints, RUNTIME_TABLES, secondaryIndexes, tableNames } from "./schema";
import { tempDir } from "./test-helpers";

// Issue 18 §2, §6: what a restore refuses (a damaged, truncated or newer file; a target that
// is not empty), always before changing anything, and a restore killed midway leaving no row.

const dialect = process.env.TEST_DIALECT === "postgres" ? "postgres" : "sqlite";
const SERVER_ROOT = path.resolve(import.meta.dirname, "../..");
const opened: EmptyDatabase[] = [];
let dir: string;
let source: EmptyDatabase;
let backupFile: string;

async function database(): Promise<EmptyDatabase> {
  const created = await createEmptyDatabase(dialect);
  opened.push(created);
  return created;
}

beforeAll(async () => {
  dir = tempDir("homebase-restore-safety-");
  source = await database();
  await migrateToLatest(source.db);
  await seedEveryTable(source.db, source.dataDir);
  backupFile = (
    await createBackup({ database: source.connection, dataDir: source.dataDir, file: path.join(dir, "good") })
  ).file;
});
afterAll(async () => {
  for (const database of opened) await database.drop();
  fs.rmSync(dir, { recursive: true, force: true });
});

/** Rows in every table but the runtime ones: what "the target stays empty" means. */
async function rowsPerTable(db: Db): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of await tableNames(db)) {
    if (RUNTIME_TABLES.has(table)) continue;
    const result = await sql<{ n: number | string }>`select count(*) as n from ${sql.table(table)}`.execute(db);
    const n = Number(result.rows[0]?.n);
    if (n > 0) counts[table] = n;
  }
  return counts;
}

/** A copy of the good backup with one file inside changed by `edit`. */
async function tampered(name: string, edit: (work: string) => void): Promise<string> {
  const work = tempDir("homebase-tamper-");
  await tar.x({ file: backupFile, cwd: work });
  edit(work);
  const file = path.join(dir, name);
  const entries = fs.readdirSync(work, { recursive: true, withFileTypes: true });
  const files = entries.filter((e) => e.isFile()).map((e) => path.relative(work, path.join(e.parentPath, e.name)));
  await tar.c(
    { gzip: true, file, cwd: work },
    files.sort((a, b) => (a === "manifest.json" ? -1 : b === "manifest.json" ? 1 : a.localeCompare(b))),
  );
  fs.rmSync(work, { recursive: true, force: true });
  return file;
}

async function refusedRestore(file: string) {
  const target = await database();
  const error = await restoreBackup({ database: target.connection, dataDir: target.dataDir, file }).then(
    () => undefined,
    (e: Error) => e,
  );
  // Refused before touching the target: not even the schema was created.
  expect(await tableNames(target.db)).toEqual([]);
  return error?.message;
}

describe("restore refuses", () => {
  it("a truncated file", async () => {
    const file = path.join(dir, "truncated.tar.gz");
    const bytes = fs.readFileSync(backupFile);
    fs.writeFileSync(file, bytes.subarray(0, Math.floor(bytes.length * 0.6)));
    expect(await refusedRestore(file)).toMatch(/truncated\.tar\.gz is damaged or truncated \(.*unexpected end of file/);
  });

  it("a file that is not a backup", async () => {
    const file = path.join(dir, "notes.tar.gz");
    fs.writeFileSync(file, "just some text\n");
    expect(await refusedRestore(file)).toMatch(/damaged or truncated/);
  });

  it("a table whose content does not match its checksum, naming it", async () => {
    const file = await tampered("edited.tar.gz", (work) => {
      const users = path.join(work, "tables/users.jsonl");
      fs.writeFileSync(users, fs.readFileSync(users, "utf8").replace("anna", "anne")); // same size
    });
    expect(await refusedRestore(file)).toBe(
      "tables/users.jsonl does not match its checksum in manifest.json: the backup is damaged.",
    );
  });

  it("a missing table file, naming it", async () => {
    const file = await tampered("missing.tar.gz", (work) =>
      fs.rmSync(path.join(work, "tables/money_transactions.jsonl")),
    );
    expect(await refusedRestore(file)).toBe("tables/money_transactions.jsonl is missing from the backup.");
  });

  it("a backup from a newer schema", async () => {
    const file = await tampered("newer.tar.gz", (work) => {
      const manifest = path.join(work, "manifest.json");
      const parsed = JSON.parse(fs.readFileSync(manifest, "utf8"));
      fs.writeFileSync(
        manifest,
        JSON.stringify({ ...parsed, schema_version: "9999_from_the_future", app_version: "9.0.0" }),
      );
    });
    expect(await refusedRestore(file)).toMatch(/made by a newer Homebase \(app 9\.0\.0, schema 9999_from_the_future\)/);
  });

  it("a target database that is not empty, changing nothing", async () => {
    const target = await database();
    await migrateToLatest(target.db);
    await target.db
      .insertInto("users")
      .values({ username: "already-here", password_hash: "h", created_at: "2024-01-01T00:00:00Z" })
      .execute();
    const error = await restoreBackup({ database: target.connection, dataDir: target.dataDir, file: backupFile }).catch(
      (e: Error) => e,
    );
    expect((error as Error).message).toMatch(
      /^The target database is not empty \(users: 1 row\)\. .*Nothing was changed\.$/,
    );
    expect(await rowsPerTable(target.db)).toEqual({ users: 1 });
  });
});

describe("restore killed midway", () => {
  it("leaves the target without a row (kill -9 during the transaction), and a second restore then succeeds", async () => {
    // A ledger large enough that the restore is still inserting when the kill arrives.
    const big = await database();
    await migrateToLatest(big.db);
    const { userId } = await seedEveryTable(big.db, big.dataDir);
    const account = await big.db.selectFrom("money_accounts").select("id").executeTakeFirstOrThrow();
    for (let start = 0; start < 100_000; start += 2_000) {
      const rows = Array.from({ length: 2_000 }, (_, i) => ({
        user_id: userId,
        account_id: account.id,
        payee_id: null,
        category_id: null,
        transaction_date: "2024-01-01",
        posted_date: null,
        amount: -(start + i),
        original_data: null,
        original_data_hash: null,
        created_at: "2024-01-01T00:00:00Z",
      }));
      await big.db.insertInto("money_transactions").values(rows).execute();
    }
    const file = (await createBackup({ database: big.connection, dataDir: big.dataDir, file: path.join(dir, "big") }))
      .file;

    const target = await database();
    const env: Record<string, string | undefined> = { ...process.env, DATA_DIR: target.dataDir, LOG_LEVEL: "silent" };
    if (target.connection.dialect === "postgres") env.DATABASE_URL = target.connection.url;
    else delete env.DATABASE_URL;
    const child = spawn(process.execPath, ["--import", "tsx", "src/cli.ts", "restore", file], {
      cwd: SERVER_ROOT,
      env,
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    const exited = new Promise<NodeJS.Signals | number | null>((resolve) =>
      child.on("exit", (code, signal) => resolve(signal ?? code)),
    );
    child.stdout.on("data", (chunk) => {
      output += chunk;
      // "users: 2" is printed once the first table is in, inside the restore's transaction.
      if (/^users: /m.test(output)) child.kill("SIGKILL");
    });
    child.stderr.on("data", (chunk) => {
      output += chunk;
    });
    expect(await exited, output).toBe("SIGKILL");
    expect(output).not.toMatch(/Restored/);
    expect(await rowsPerTable(target.db)).toEqual({});
    // The indexes the restore drops while loading came back with the rollback.
    expect((await secondaryIndexes(target.db, "money_transactions")).length).toBeGreaterThan(0);
    if (dialect === "postgres") expect(await foreignKeyConstraints(target.db, "money_transactions")).toHaveLength(4);

    const restored = await restoreBackup({ database: target.connection, dataDir: target.dataDir, file });
    expect(restored.rows).toBeGreaterThan(100_000);
    // seed-every-table writes two (a transfer pair, issue 24).
    expect((await rowsPerTable(target.db)).money_transactions).toBe(100_002);
  }, 180_000);
});
