// Issue 18's backup benchmark on the 1,000,000-transaction ledger, through the CLI as a user
// runs it: `backup` time, file size and the command's peak memory (tables are streamed in pages,
// so it should not grow with the ledger), then `restore` into a fresh SQLite database and, when
// PostgreSQL binaries exist, the SQLite → PostgreSQL migration path, a backup taken from
// PostgreSQL and its restore into SQLite. The SQLite backup runs while the server is up, as it
// would at 03:30. The throwaway PostgreSQL cluster runs with fsync off (scripts/postgres.mjs),
// so its figures are a floor for a real server.
import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import pg from "pg";
import type { Config } from "../../packages/server/src/config";
import { report } from "../report";
import { OWNER, ROOT, type RunningServer, rssMb, SERVER_NODE_FLAGS, startServer, tempDataDir } from "../server-process";
import { SEED, seedLedger } from "./money-seed";

type Connection = Config["database"];

/**
 * Runs `npm run cli -- <command> <file>` as a user would (its own process, DATA_DIR and
 * DATABASE_URL as for `npm start`), answering its time and peak resident memory, polled from /proc.
 */
async function cli(args: string[], database: Connection, dataDir: string, extraEnv: Record<string, string> = {}) {
  const env: Record<string, string | undefined> = { ...process.env, DATA_DIR: dataDir, ...extraEnv };
  if (database.dialect === "postgres") env.DATABASE_URL = database.url;
  else delete env.DATABASE_URL;
  const started = performance.now();
  const child = spawn(
    process.execPath,
    [...SERVER_NODE_FLAGS, "--import", "tsx", "packages/server/src/cli.ts", ...args],
    {
      cwd: ROOT,
      env,
      stdio: ["ignore", "pipe", "inherit"],
    },
  );
  let output = "";
  child.stdout.on("data", (chunk) => {
    output += chunk;
  });
  let peakMb = 0;
  const timer = setInterval(() => {
    try {
      const rss = rssMb(child.pid as number);
      if (Number.isFinite(rss)) peakMb = Math.max(peakMb, rss);
    } catch {} // the process has just ended
  }, 50);
  const code = await new Promise<number | null>((resolve) => child.on("exit", resolve));
  clearInterval(timer);
  if (code !== 0) throw new Error(`${args[0]} failed: ${output}`);
  console.log(output.trim().split("\n").at(-1));
  return { ms: Math.round(performance.now() - started), peakMb: Math.round(peakMb) };
}

type Postgres = { url?: string; reason?: string; stop?: () => void };

async function postgresServer(): Promise<Postgres> {
  if (process.env.TEST_DATABASE_URL) return { url: process.env.TEST_DATABASE_URL };
  const script = path.join(ROOT, "scripts/postgres.mjs");
  const { startPostgres } = (await import(script)) as { startPostgres: () => Promise<Postgres> };
  return startPostgres();
}

async function newPostgresDatabase(adminUrl: string, name: string): Promise<Connection> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await client.query(`CREATE DATABASE ${name}`);
  await client.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { dialect: "postgres", url: url.toString() };
}

/**
 * The owner's export (GET /api/export/) of the same ledger, downloaded as the browser does:
 * its time, size and the server's peak memory while it streams (the API-shaped transactions
 * are read page by page through the ledger index, never held whole).
 */
async function exportBench(server: RunningServer): Promise<Buffer> {
  const token = await signInAs(server, OWNER);
  const peak = peakRss(server);
  const started = performance.now();
  const response = await fetch(`${server.baseUrl}/api/export/`, { headers: { authorization: `Bearer ${token}` } });
  if (!response.ok || !response.body) throw new Error(`export answered ${response.status}`);
  const chunks: Uint8Array[] = [];
  for await (const chunk of response.body) chunks.push(chunk);
  const zip = Buffer.concat(chunks);
  report({ name: "export_owner_1m", value: Math.round(performance.now() - started), unit: "ms" });
  report({ name: "export_owner_file_1m", value: mb(zip.length), unit: "MB" });
  report({ name: "export_owner_1m_server_peak_rss", value: peak.stop(), unit: "MB" });
  return zip;
}

/** That export imported into a new, empty account on the same server (POST /api/import/homebase/). */
async function importBench(server: RunningServer, zip: Buffer, dataDir: string, sqlite: Connection) {
  const newcomer = { username: "bench-import", password: "bench-import-password-1" };
  await cli(["user:create", newcomer.username], sqlite, dataDir, { NEW_PASSWORD: newcomer.password });
  const token = await signInAs(server, newcomer);
  const form = new FormData();
  form.append("file", new Blob([zip], { type: "application/zip" }), "export.zip");
  const peak = peakRss(server);
  const started = performance.now();
  const response = await fetch(`${server.baseUrl}/api/import/homebase/`, {
    method: "POST",
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  if (response.status !== 201) throw new Error(`import answered ${response.status}: ${await response.text()}`);
  report({ name: "import_owner_1m", value: Math.round(performance.now() - started), unit: "ms" });
  report({ name: "import_owner_1m_server_peak_rss", value: peak.stop(), unit: "MB" });
}

async function signInAs(server: RunningServer, user: { username: string; password: string }): Promise<string> {
  const login = await fetch(`${server.baseUrl}/auth/token/login/`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(user),
  });
  return ((await login.json()) as { auth_token: string }).auth_token;
}

/** The server's peak resident memory from now until stop(), polled every 50 ms. */
function peakRss(server: RunningServer) {
  let peakMb = 0;
  const timer = setInterval(() => {
    peakMb = Math.max(peakMb, rssMb(server.child.pid as number));
  }, 50);
  return {
    stop: () => {
      clearInterval(timer);
      return Math.round(peakMb);
    },
  };
}

const mb = (bytes: number) => Math.round((bytes / 1_048_576) * 10) / 10;

export async function backupBench(): Promise<void> {
  const dataDir = tempDataDir();
  const restoreDir = tempDataDir();
  const backupDir = tempDataDir();
  const postgresDir = tempDataDir();
  const backDir = tempDataDir();
  const postgres = await postgresServer();
  try {
    const first = await startServer(dataDir);
    await first.stop();
    const sqlite: Connection = { dialect: "sqlite", file: path.join(dataDir, "homebase.sqlite") };
    seedLedger(sqlite.file, OWNER.username);
    console.log(`backup bench: ${SEED.transactions} transactions seeded`);

    const server = await startServer(dataDir);
    const fromSqlite = path.join(backupDir, "from-sqlite.tar.gz");
    const backup = await cli(["backup", fromSqlite], sqlite, dataDir);
    const exported = await exportBench(server);
    await importBench(server, exported, dataDir, sqlite);
    await server.stop();
    report({ name: "backup_sqlite_1m", value: backup.ms, unit: "ms" });
    report({ name: "backup_file_1m", value: mb(fs.statSync(fromSqlite).size), unit: "MB" });
    report({ name: "backup_sqlite_1m_peak_rss", value: backup.peakMb, unit: "MB" });

    const intoSqlite: Connection = { dialect: "sqlite", file: path.join(restoreDir, "homebase.sqlite") };
    const restore = await cli(["restore", fromSqlite], intoSqlite, restoreDir);
    report({ name: "restore_sqlite_1m", value: restore.ms, unit: "ms" });
    report({ name: "restore_sqlite_1m_peak_rss", value: restore.peakMb, unit: "MB" });

    if (!postgres.url) {
      console.log(`backup bench: PostgreSQL skipped (${postgres.reason})`);
      return;
    }
    const intoPostgres = await newPostgresDatabase(postgres.url, "bench_backup");
    const toPostgres = await cli(["restore", fromSqlite], intoPostgres, postgresDir);
    report({ name: "restore_sqlite_to_postgres_1m", value: toPostgres.ms, unit: "ms" });
    report({ name: "restore_sqlite_to_postgres_1m_peak_rss", value: toPostgres.peakMb, unit: "MB" });
    const fromPostgres = path.join(backupDir, "from-postgres.tar.gz");
    const pgBackup = await cli(["backup", fromPostgres], intoPostgres, postgresDir);
    report({ name: "backup_postgres_1m", value: pgBackup.ms, unit: "ms" });
    report({ name: "backup_postgres_file_1m", value: mb(fs.statSync(fromPostgres).size), unit: "MB" });
    report({ name: "backup_postgres_1m_peak_rss", value: pgBackup.peakMb, unit: "MB" });

    const backToSqlite: Connection = { dialect: "sqlite", file: path.join(backDir, "homebase.sqlite") };
    const toSqlite = await cli(["restore", fromPostgres], backToSqlite, backDir);
    report({ name: "restore_postgres_to_sqlite_1m", value: toSqlite.ms, unit: "ms" });
    report({ name: "restore_postgres_to_sqlite_1m_peak_rss", value: toSqlite.peakMb, unit: "MB" });
  } finally {
    postgres.stop?.();
    for (const dir of [dataDir, restoreDir, backupDir, postgresDir, backDir])
      fs.rmSync(dir, { recursive: true, force: true });
  }
}
