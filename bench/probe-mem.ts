// scratch (not committed): memory after N owners open Money, in-process, 50 at a time
import { createDatabase } from "../packages/server/src/db/database";
import { buildApp } from "../packages/server/src/app";
import { testConfig } from "../packages/server/src/test-support/test-app";
import { issueToken } from "../packages/server/src/modules/auth/auth.service";
const db = createDatabase({ dialect: "sqlite", file: "/tmp/probe/p.sqlite" });
const users = (await db.selectFrom("users").select("id").execute()).map((u) => u.id);
const owners = await Promise.all(users.map(async (id) => ({ id, token: await issueToken(db, id) })));
const app = await buildApp(testConfig({ CACHE_MB: "128" }), { db, logger: false, jobs: false });
await app.ready();
const mb = (n: number) => (n / 1048576).toFixed(1);
const show = (label: string) => { const m = process.memoryUsage(); console.log(label, "rss", mb(m.rss), "heapTotal", mb(m.heapTotal), "heapUsed", mb(m.heapUsed), "external", mb(m.external), "arrayBuffers", mb(m.arrayBuffers)); };
show("idle");
const calls = ["/money/api/transaction/", "/money/api/transaction/summary/", "/money/api/account/", "/task/api/task/", "/bills/api/v2/bill/", "/tv/api/show/", "/tracker/api/water/summary/", "/tracker/api/water/streak/"];
let next = 0;
await Promise.all(Array.from({ length: 50 }, async () => {
  for (let o = owners[next++]; o; o = owners[next++]) for (const c of calls) {
    const r = await app.inject({ url: c, headers: { authorization: `Bearer ${o.token}` } });
    if (r.statusCode !== 200) throw new Error(`${c} ${r.statusCode}`);
  }
}));
show("after all");
await new Promise((r) => setTimeout(r, 5000));
show("5 s later");
globalThis.gc?.();
show("after gc");
const { memoryCacheOf } = await import("../packages/server/src/cache/memory-cache");
console.log(memoryCacheOf(db).stats);
memoryCacheOf(db).setBudget(0);
globalThis.gc?.();
show("cache emptied");
await new Promise((r) => setTimeout(r, 2000));
globalThis.gc?.();
await new Promise((r) => setTimeout(r, 2000));
show("cache emptied, later");
await app.close(); await db.destroy();
