import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { buildApp } from "../../app";
import type { Config } from "../../config";
import { JobRunner } from "../../jobs/runner";
import { ApiClient } from "../../test-support/api-client";
import { createUser } from "../../test-support/factories";
import { testConfig } from "../../test-support/test-app";
import { createTestDatabase, type TestDatabase } from "../../test-support/test-database";
import { issueToken } from "../auth/auth.service";
import { jobs } from "../index";
import { backupsJobs } from "./backups.jobs";
import { runScheduledBackup } from "./backups.service";

// Issue 18 §3: a daily backup at BACKUP_AT (in TZ, America/Chicago here: 03:30 is 09:30 UTC in
// January) into BACKUP_DIR keeping BACKUP_KEEP files; the outcome is shown by the status route.

let database: TestDatabase;
let app: FastifyInstance;
let dir: string;
let client: ApiClient;
let now = 0;
// The process "started" long before every test's clock, so the first BACKUP_AT counts.
const clock = { now: () => now, processStarted: Date.parse("2025-01-01T00:00:00Z") };

function configWith(env: Record<string, string>): Config {
  const config = testConfig({ DATA_DIR: path.join(dir, "data"), BACKUP_DIR: path.join(dir, "backups"), ...env });
  return { ...config, database: database.connection };
}

beforeAll(async () => {
  database = await createTestDatabase({ onDisk: true });
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "homebase-backups-"));
  app = await buildApp(configWith({ BACKUP_KEEP: "2" }), { db: database.db, logger: false, jobs: false });
  await app.ready();
  const user = await createUser(database.db);
  client = new ApiClient(app, { authorization: `Bearer ${await issueToken(database.db, user.id)}` });
});
afterAll(async () => {
  await app.close();
  await database.drop();
  fs.rmSync(dir, { recursive: true, force: true });
});
beforeEach(async () => {
  await database.db.deleteFrom("backup_runs").execute();
  await database.db.deleteFrom("job_leases").execute();
  fs.rmSync(path.join(dir, "backups"), { recursive: true, force: true });
});

const files = () => fs.readdirSync(path.join(dir, "backups")).sort();
const status = async () => (await client.get("/api/backups/status/")).body;

describe("scheduled backups", () => {
  it("answer 401 without a token, and say nothing has run yet", async () => {
    expect((await new ApiClient(app).get("/api/backups/status/")).status).toBe(401);
    expect(await status()).toEqual({
      schedule: { at: "03:30", time_zone: "America/Chicago", keep: 2 },
      last: null,
      last_success: null,
      is_failing: false,
    });
  });

  it("run once per day at BACKUP_AT and keep the newest BACKUP_KEEP files", async () => {
    const config = app.config;
    now = Date.parse("2026-01-15T09:00:00Z"); // before today's 03:30: yesterday's is due
    await runScheduledBackup(app.db, config, app.log, clock);
    expect(files()).toEqual(["homebase-20260115-090000Z.tar.gz"]);
    now += 20 * 60_000; // 09:20, still before today's time: nothing new
    await runScheduledBackup(app.db, config, app.log, clock);
    expect(files()).toHaveLength(1);
    now = Date.parse("2026-01-15T09:31:00Z");
    await runScheduledBackup(app.db, config, app.log, clock);
    now = Date.parse("2026-01-16T09:30:00Z");
    await runScheduledBackup(app.db, config, app.log, clock);
    expect(files()).toEqual(["homebase-20260115-093100Z.tar.gz", "homebase-20260116-093000Z.tar.gz"]);

    const shown = await status();
    expect(shown.last).toMatchObject({
      status: "succeeded",
      started_at: "2026-01-16T09:30:00.000Z",
      file: "homebase-20260116-093000Z.tar.gz",
      error: null,
    });
    expect(shown.last.bytes).toBe(fs.statSync(path.join(dir, "backups", shown.last.file)).size);
    expect(shown.is_failing).toBe(false);
  });

  it("record a failure, shown until the next success, and retry it after an hour", async () => {
    // BACKUP_DIR under a plain file cannot be created.
    fs.writeFileSync(path.join(dir, "not-a-folder"), "");
    const broken = configWith({ BACKUP_DIR: path.join(dir, "not-a-folder", "backups") });
    now = Date.parse("2026-02-01T09:45:00Z");
    await runScheduledBackup(app.db, broken, app.log, clock);
    let shown = await status();
    expect(shown.is_failing).toBe(true);
    expect(shown.last).toMatchObject({ status: "failed", file: null, bytes: null });
    expect(shown.last.error).toMatch(/not-a-folder/);

    now += 30 * 60_000;
    await runScheduledBackup(app.db, app.config, app.log, clock);
    expect((await status()).last.started_at).toBe("2026-02-01T09:45:00.000Z"); // not retried yet

    now += 31 * 60_000;
    await runScheduledBackup(app.db, app.config, app.log, clock);
    shown = await status();
    expect(shown.is_failing).toBe(false);
    expect(shown.last.status).toBe("succeeded");
    expect(shown.last_success).toEqual(shown.last);
  });

  it("wait on a new install for the first BACKUP_AT after the start, rather than run at once", async () => {
    const started = Date.parse("2026-05-10T12:00:00Z"); // 07:00 in Chicago
    now = started + 60_000;
    await runScheduledBackup(app.db, app.config, app.log, { now: clock.now, processStarted: started });
    expect(await database.db.selectFrom("backup_runs").selectAll().execute()).toEqual([]);
    now = Date.parse("2026-05-11T08:30:00Z"); // 03:30 CDT the next morning
    await runScheduledBackup(app.db, app.config, app.log, { now: clock.now, processStarted: started });
    expect(files()).toEqual(["homebase-20260511-083000Z.tar.gz"]);
  });

  it("never run with BACKUP_AT=off", async () => {
    now = Date.parse("2026-03-01T12:00:00Z");
    await runScheduledBackup(app.db, configWith({ BACKUP_AT: "off" }), app.log, clock);
    expect(await database.db.selectFrom("backup_runs").selectAll().execute()).toEqual([]);
  });

  it("run as a periodic pass in one instance when two tick together", async () => {
    now = Date.parse("2026-04-01T12:00:00Z");
    // The registered pass, on the test's clock.
    const job = {
      ...backupsJobs[0]!,
      run: (on: FastifyInstance) => runScheduledBackup(on.db, on.config, on.log, clock),
    };
    expect(jobs.map((registered) => registered.name)).toContain(job.name);
    const other = await buildApp(app.config, { db: database.db, logger: false, jobs: false });
    await other.ready();
    try {
      const a = new JobRunner(app, [job], { now: clock.now });
      const b = new JobRunner(other, [job], { now: clock.now });
      const ran = await Promise.all([a.tick(), b.tick()]);
      expect(ran.flat()).toEqual(["backups.scheduled"]);
      expect(await database.db.selectFrom("backup_runs").select("status").execute()).toEqual([{ status: "succeeded" }]);
    } finally {
      await other.close();
    }
  });
});
