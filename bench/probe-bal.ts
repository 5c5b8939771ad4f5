import { createDatabase } from "../packages/server/src/db/database";
import { buildIndex, countBy } from "../packages/server/src/modules/money/transaction-index";
import { accountBalances } from "../packages/server/src/modules/money/index-balances";
import { openingsOf } from "../packages/server/src/modules/money/accounts.service";
const db = createDatabase({ dialect: "sqlite", file: "/tmp/probe/p.sqlite" });
const users = (await db.selectFrom("users").select("id").limit(20).execute()).map((u) => u.id);
const ixs = await Promise.all(users.map((id) => buildIndex(db, id)));
const accts = await Promise.all(users.map((id) => db.selectFrom("money_accounts").selectAll().where("user_id", "=", id).execute()));
for (let rep = 0; rep < 3; rep++) {
  let s = performance.now();
  for (let i = 0; i < 1000; i++) { const k = i % ixs.length; accountBalances(ixs[k]!, openingsOf(accts[k] as never)); }
  const a = (performance.now() - s) / 1000;
  s = performance.now();
  for (let i = 0; i < 1000; i++) countBy(ixs[i % ixs.length]!, "account");
  const b = (performance.now() - s) / 1000;
  console.log("accountBalances ms", a.toFixed(3), "countBy ms", b.toFixed(3), "size", ixs[0]!.size, "accounts", accts[0]!.length);
}
await db.destroy();
