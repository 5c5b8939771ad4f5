// scratch: CPU profile of later reads (warm owners), in-process
import { createDatabase } from "../packages/server/src/db/database";
import { buildApp } from "../packages/server/src/app";
import { testConfig } from "../packages/server/src/test-support/test-app";
import { issueToken } from "../packages/server/src/modules/auth/auth.service";
import { Session } from "node:inspector/promises";
import fs from "node:fs";
const db = createDatabase({ dialect: "sqlite", file: "/tmp/probe/p.sqlite" });
const users = (await db.selectFrom("users").select("id").limit(100).execute()).map((u) => u.id);
const owners = await Promise.all(users.map(async (id) => ({ id, token: await issueToken(db, id) })));
const app = await buildApp(testConfig({ CACHE_MB: "128" }), { db, logger: false, jobs: false });
await app.ready();
const calls = ["/money/api/transaction/", "/money/api/transaction/summary/", "/money/api/account/", "/task/api/task/", "/bills/api/v2/bill/", "/tv/api/show/", "/tracker/api/water/summary/", "/tracker/api/water/streak/"];
const run = async (rounds: number, per?: Record<string, number>) => {
  for (let r = 0; r < rounds; r++) for (const o of owners) for (const c of calls) {
    const s = performance.now();
    const res = await app.inject({ url: c, headers: { authorization: `Bearer ${o.token}` } });
    if (res.statusCode !== 200) throw new Error(`${c} ${res.statusCode}`);
    if (per) per[c] = (per[c] ?? 0) + performance.now() - s;
  }
};
await run(1);
const per: Record<string, number> = {};
const session = new Session(); session.connect();
await session.post("Profiler.enable"); await session.post("Profiler.start");
const t0 = performance.now();
await run(3, per);
const total = performance.now() - t0;
const { profile } = await session.post("Profiler.stop");
fs.mkdirSync("/tmp/prof", { recursive: true }); fs.rmSync("/tmp/prof", { recursive: true }); fs.mkdirSync("/tmp/prof");
fs.writeFileSync("/tmp/prof/later.cpuprofile", JSON.stringify(profile));
const n = owners.length * 3;
console.log("ms per call (mean):", (total / (n * calls.length)).toFixed(2));
for (const [c, t] of Object.entries(per)) console.log(c.padEnd(36), (t / n).toFixed(2));
await app.close(); await db.destroy();
