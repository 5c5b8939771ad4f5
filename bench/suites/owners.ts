// Many owners on one deployment (issue 29): OWNERS_N owners (default 1,000), each with
// 10,000 transactions, 50 tasks, 5 bills, 10 tracked shows and a month of water, in SQLite and,
// when PostgreSQL's binaries are installed, in a throwaway PostgreSQL cluster (fsync off: it
// measures the app, not the disk). The built server runs with the default CACHE_MB (128); 50
// owners use it at once over keep-alive connections (loopback only), every phase bounded:
// 1. every owner opens each screen once, as a person does: a screen's calls together, then
//    THINK_MS (default 500) of reading before the next screen. These are first reads: nothing of
//    theirs is cached yet. Then the server's resident memory, against the budget + 150 MB, at
//    once and 10 s later (settled);
// 2. for OWNERS_SECONDS (default 20) the 200 most recently active owners go on the same way,
//    one screen at a time (later reads: their entries are in the cache);
// 3. capacity: for OWNERS_SECONDS, 50 clients call any owner's screens with no pause at all
//    (requests/s, and the latency when the server is saturated; the cache evicting meanwhile).
import fs from "node:fs";
import http from "node:http";
import { createDatabase } from "../../packages/server/src/db/database";
import { migrateToLatest } from "../../packages/server/src/db/migrate";
import { hashPassword } from "../../packages/server/src/modules/auth/passwords";
import { startPostgres } from "../../scripts/postgres.mjs";
import { percentile } from "../load";
import { report } from "../report";
import { privateMb, rssMb, SERVER_NODE_FLAGS, startServer, tempDataDir } from "../server-process";
import { type Dialect, PER_OWNER, type SeededOwner, seedOwners } from "./owners-seed";

const OWNERS = Number(process.env.OWNERS_N ?? 1_000);
const SECONDS = Number(process.env.OWNERS_SECONDS ?? 20);
const THINK_MS = Number(process.env.THINK_MS ?? 500);
const CLIENTS = 50;
const SETTLE_MS = 10_000;
const RECENT = 200;
/** OWNERS_CACHE_MB=0 measures the server without the cache (what the rest costs under load). */
const CACHE_MB = Number(process.env.OWNERS_CACHE_MB ?? 128);
/**
 * OWNERS_NODE_FLAGS (a JSON list of lists of V8 flags) runs the phases once per set against the
 * same seeded database, OWNERS_ROUNDS times in turn: settings compared without reseeding, and
 * each several times, since the same server's resident memory varies by 15 MB between runs.
 */
const FLAG_SETS: string[][] = JSON.parse(process.env.OWNERS_NODE_FLAGS ?? "null") ?? [SERVER_NODE_FLAGS];
const ROUNDS = Number(process.env.OWNERS_ROUNDS ?? 1);
/** OWNERS_DB=sqlite or postgres runs one database only. */
const ONLY = process.env.OWNERS_DB;

/** What each screen asks for when it opens, together (Money first: its list builds the index). */
const SCREENS = [
  ["/money/api/transaction/", "/money/api/transaction/summary/", "/money/api/account/"],
  ["/task/api/task/"],
  ["/bills/api/v2/bill/"],
  ["/tv/api/show/"],
  ["/tracker/api/water/summary/", "/tracker/api/water/streak/"],
];
const SCREEN_CALLS = SCREENS.flat();
const pause = () => new Promise((resolve) => setTimeout(resolve, THINK_MS));

type Timings = { latencies: number[]; errors: number };

function timedGet(agent: http.Agent, url: string, token: string, into: Timings): Promise<void> {
  return new Promise((resolve) => {
    const started = performance.now();
    const request = http.get(url, { agent, headers: { authorization: `Bearer ${token}` } }, (response) => {
      response.resume();
      response.on("end", () => {
        if (response.statusCode === 200) into.latencies.push(performance.now() - started);
        else into.errors++;
        resolve();
      });
    });
    request.on("error", () => {
      into.errors++;
      resolve();
    });
  });
}

/**
 * CLIENTS workers, each taking the next piece of work until `next` answers undefined. Each starts
 * after a random part of `staggerMs`, as people arrive: not in lockstep. Fifty screens asked for in
 * the same millisecond are a burst no group of people makes, and it alone was the later reads'
 * p95 (the first half second of the phase held nearly all reads over 40 ms).
 */
async function workers(next: () => (() => Promise<void>) | undefined, staggerMs = 0): Promise<void> {
  await Promise.all(
    Array.from({ length: CLIENTS }, async () => {
      await new Promise((resolve) => setTimeout(resolve, Math.random() * staggerMs));
      for (let work = next(); work; work = next()) await work();
    }),
  );
}

const p95 = (timings: Timings) =>
  percentile(
    [...timings.latencies].sort((a, b) => a - b),
    95,
  );

async function measure(dialect: Dialect, env: Record<string, string>, dataDir: string, databaseUrl?: string) {
  const db = createDatabase(
    databaseUrl ? { dialect: "postgres", url: databaseUrl } : { dialect: "sqlite", file: `${dataDir}/homebase.sqlite` },
  );
  let owners: SeededOwner[];
  const seedStarted = performance.now();
  try {
    await migrateToLatest(db);
    owners = await seedOwners(db, dialect, OWNERS, await hashPassword("bench-owner-password"), (done) =>
      process.stdout.write(`\r  ${dialect}: ${done}/${OWNERS} owners seeded`),
    );
  } finally {
    await db.destroy();
  }
  console.log(`\n  ${dialect}: seeded in ${Math.round((performance.now() - seedStarted) / 1000)} s`);

  const compared = FLAG_SETS.length > 1 || ROUNDS > 1;
  for (let round = 1; round <= ROUNDS; round++) {
    for (const [i, flags] of FLAG_SETS.entries()) {
      if (compared) console.log(`  ${dialect}, round ${round}, settings ${i + 1}: ${flags.join(" ")}`);
      await runPhases(`owners_${dialect}${compared ? `_${i + 1}_round${round}` : ""}`, env, dataDir, owners, flags);
    }
  }
}

/** The three phases against one server, its figures reported under `tag`. */
async function runPhases(
  tag: string,
  env: Record<string, string>,
  dataDir: string,
  owners: SeededOwner[],
  nodeFlags: readonly string[],
) {
  const server = await startServer(dataDir, { ...env, CACHE_MB: String(CACHE_MB) }, nodeFlags);
  const agent = new http.Agent({ keepAlive: true, maxSockets: CLIENTS });
  try {
    const pid = server.child.pid as number;
    const idle = rssMb(pid);

    const open = (screen: string[], owner: SeededOwner, into: Timings) =>
      Promise.all(screen.map((call) => timedGet(agent, `${server.baseUrl}${call}`, owner.token, into)));

    // 1. Every owner's first visit, 50 owners at a time.
    const first: Timings = { latencies: [], errors: 0 };
    const firstMoney: Timings = { latencies: [], errors: 0 };
    let o = 0;
    await workers(() => {
      const owner = owners[o++];
      if (!owner) return undefined;
      return async () => {
        for (const [s, screen] of SCREENS.entries()) {
          await open(screen, owner, s === 0 ? firstMoney : first);
          await pause();
        }
      };
    }, THINK_MS * SCREENS.length);
    first.latencies.push(...firstMoney.latencies);
    const afterAll = rssMb(pid);
    const privateAfterAll = privateMb(pid);
    // Once the burst is over V8 collects what it left (it shrinks its heap when idle).
    await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
    const settled = rssMb(pid);

    // 2. The recent owners go on using the app, a random screen at a time.
    const later: Timings = { latencies: [], errors: 0 };
    const recent = owners.slice(-RECENT);
    let deadline = performance.now() + SECONDS * 1000;
    await workers(() => {
      if (performance.now() >= deadline) return undefined;
      const owner = recent[Math.floor(Math.random() * recent.length)]!;
      const screen = SCREENS[Math.floor(Math.random() * SCREENS.length)]!;
      return async () => {
        await open(screen, owner, later);
        await pause();
      };
    }, THINK_MS);

    // 3. Capacity: any owner, any call, no pause.
    const mixed: Timings = { latencies: [], errors: 0 };
    deadline = performance.now() + SECONDS * 1000;
    let i = 0;
    await workers(() => {
      if (performance.now() >= deadline) return undefined;
      const owner = owners[Math.floor(Math.random() * owners.length)]!;
      const call = SCREEN_CALLS[i++ % SCREEN_CALLS.length]!;
      return () => timedGet(agent, `${server.baseUrl}${call}`, owner.token, mixed);
    });
    const end = rssMb(pid);

    const errors = first.errors + firstMoney.errors + later.errors + mixed.errors;
    report({ name: `${tag}_idle_rss`, value: idle, unit: "MB" });
    report({
      name: `${tag}_rss_after_all`,
      value: afterAll,
      unit: "MB",
      budget: `< ${CACHE_MB + 150} (CACHE_MB + 150)`,
    });
    report({ name: `${tag}_private_after_all`, value: privateAfterAll, unit: "MB", budget: `< ${CACHE_MB + 150}` });
    report({ name: `${tag}_rss_settled`, value: settled, unit: "MB", budget: `< ${CACHE_MB + 150}` });
    report({ name: `${tag}_first_read_p95`, value: p95(first), unit: "ms", budget: "< 150" });
    report({ name: `${tag}_first_money_p95`, value: p95(firstMoney), unit: "ms", budget: "< 150" });
    report({ name: `${tag}_later_read_p95`, value: p95(later), unit: "ms", budget: "< 25" });
    report({ name: `${tag}_capacity_rps`, value: Math.round(mixed.latencies.length / SECONDS), unit: "req/s" });
    report({ name: `${tag}_saturated_p95`, value: p95(mixed), unit: "ms" });
    report({ name: `${tag}_rss_end`, value: end, unit: "MB", budget: `< ${CACHE_MB + 150}` });
    report({ name: `${tag}_errors`, value: errors, unit: "requests", budget: "0" });
  } finally {
    agent.destroy();
    await server.stop();
  }
}

export async function ownersBench(): Promise<void> {
  console.log(
    `owners: ${OWNERS} owners × ${PER_OWNER.transactions.toLocaleString("en-US")} transactions, ${CLIENTS} clients`,
  );
  if (ONLY !== "postgres") {
    const sqliteDir = tempDataDir();
    try {
      await measure("sqlite", {}, sqliteDir);
    } finally {
      fs.rmSync(sqliteDir, { recursive: true, force: true });
    }
  }
  if (ONLY === "sqlite") return;

  const postgres = await startPostgres();
  if (!postgres.url) {
    console.log(`owners: PostgreSQL skipped (${postgres.reason})`);
    return;
  }
  const postgresDir = tempDataDir();
  try {
    await measure("postgres", { DATABASE_URL: postgres.url }, postgresDir, postgres.url);
  } finally {
    postgres.stop();
    fs.rmSync(postgresDir, { recursive: true, force: true });
  }
}
