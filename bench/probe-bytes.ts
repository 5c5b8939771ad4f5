import { createDatabase } from "../packages/server/src/db/database";
import { buildIndex, indexBytes, scan, selectionFor } from "../packages/server/src/modules/money/transaction-index";
const db = createDatabase({ dialect: "sqlite", file: "/tmp/probe/p.sqlite" });
const users = (await db.selectFrom("users").select("id").limit(100).execute()).map((u) => u.id);
globalThis.gc!();
const before = process.memoryUsage().arrayBuffers;
const kept = [];
let est = 0;
for (const id of users) { const ix = await buildIndex(db, id); scan(ix, selectionFor(ix, {}), { window: { offset: 0, limit: 50 } }); kept.push(ix); est += indexBytes(ix); }
globalThis.gc!();
const after = process.memoryUsage().arrayBuffers;
let actual = 0;
for (const ix of kept) for (const v of Object.values(ix)) if (ArrayBuffer.isView(v)) actual += (v as Uint8Array).byteLength; else if (v && typeof v === "object" && "columns" in ix) {}
for (const ix of kept) for (const c of ix.columns) actual += c.codes.byteLength;
console.log("per index: arrayBuffers delta KB", ((after - before) / users.length / 1024).toFixed(1), "typed arrays KB", (actual / users.length / 1024).toFixed(1), "estimate KB", (est / users.length / 1024).toFixed(1));
console.log(Object.entries(kept[0]!).map(([k, v]) => `${k}:${ArrayBuffer.isView(v) ? (v as Uint8Array).byteLength + "/" + (v as Uint8Array).buffer.byteLength : typeof v}`).join(" "));
await db.destroy();
