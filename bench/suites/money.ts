// Issue 3's money benchmark: a 1,000,000-transaction ledger; p50/p95 of the list, summary and
// filters endpoints with no filter, one filter and three filters (100 sequential requests each),
// against the same questions asked of SQLite directly in SQL, as a ratio. Issue 24 adds search,
// the reports, the forecast, balances and transfer suggestions at the same size.
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import Database from "better-sqlite3";
import { percentile } from "../load";
import { report } from "../report";
import { OWNER, rssMb, startServer, tempDataDir } from "../server-process";
import { SEED, type SeededIds, seedLedger } from "./money-seed";

type Filters = Record<string, string[]>;
const ENDPOINTS = { list: "", summary: "summary/", filters: "filters/" } as const;
const FACET_KEYS = ["account", "payee", "category", "parent_category", "tag", "year", "month", "amount_type"];

function scenarios(ids: SeededIds): Record<string, Filters> {
  return {
    none: {},
    one: { account: [String(ids.accounts[0])] },
    three: { account: [String(ids.accounts[0])], year: ["2019"], parent_category: [String(ids.parents[0])] },
  };
}

const queryString = (filters: Filters) => {
  const params = new URLSearchParams();
  for (const [key, values] of Object.entries(filters)) for (const value of values) params.append(key, value);
  return params.toString();
};

function get(url: string, agent: http.Agent, token: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    http
      .get(url, { agent, headers: { authorization: `Bearer ${token}` } }, (response) => {
        response.resume();
        response.on("end", () =>
          response.statusCode === 200
            ? resolve(performance.now() - started)
            : reject(new Error(`${url}: ${response.statusCode}`)),
        );
      })
      .on("error", reject);
  });
}

/** The SQL a straightforward implementation would run for the same answers. */
function sqlQuestions(db: Database.Database, userId: number) {
  const where = (filters: Filters, except?: string) => {
    const clauses = ["t.user_id = ?"];
    const params: (string | number)[] = [userId];
    const inList = (expression: string, values: string[]) => {
      clauses.push(`${expression} IN (${values.map(() => "?").join(", ")})`);
      params.push(...values);
    };
    for (const [key, values] of Object.entries(filters)) {
      if (key === except || values.length === 0) continue;
      if (key === "account") inList("t.account_id", values);
      else if (key === "payee") inList("t.payee_id", values);
      else if (key === "category") inList("t.category_id", values);
      else if (key === "parent_category") inList("c.parent_category_id", values);
      else if (key === "tag") {
        clauses.push(
          `t.id IN (SELECT transaction_id FROM money_transaction_tags WHERE tag_id IN (${values.map(() => "?").join(", ")}))`,
        );
        params.push(...values);
      } else if (key === "year") inList("substr(t.transaction_date, 1, 4)", values);
      else if (key === "month") inList("CAST(substr(t.transaction_date, 6, 2) AS INTEGER)", values);
      else if (key === "amount_type") clauses.push(values[0] === "credit" ? "t.amount >= 0" : "t.amount < 0");
    }
    return { sql: clauses.join(" AND "), params };
  };
  const from = "FROM money_transactions t LEFT JOIN money_categories c ON c.id = t.category_id";
  const facetColumn: Record<string, string> = {
    account: "t.account_id",
    payee: "t.payee_id",
    category: "t.category_id",
    parent_category: "c.parent_category_id",
    year: "substr(t.transaction_date, 1, 4)",
    month: "substr(t.transaction_date, 6, 2)",
    amount_type: "t.amount >= 0",
  };
  return {
    list: (filters: Filters) => {
      const w = where(filters);
      db.prepare(`SELECT count(*) ${from} WHERE ${w.sql}`).get(...w.params);
      db.prepare(
        `SELECT t.*, p.name FROM money_transactions t LEFT JOIN money_categories c ON c.id = t.category_id LEFT JOIN money_payees p ON p.id = t.payee_id WHERE ${w.sql} ORDER BY t.transaction_date DESC, t.id DESC LIMIT 50`,
      ).all(...w.params);
    },
    summary: (filters: Filters) => {
      const w = where(filters);
      db.prepare(
        `SELECT count(*), sum(CASE WHEN c.is_included IS NULL OR c.is_included = 1 THEN t.amount ELSE 0 END) ${from} WHERE ${w.sql}`,
      ).get(...w.params);
    },
    filters: (filters: Filters) => {
      for (const key of FACET_KEYS) {
        const w = where(filters, key);
        if (key === "tag") {
          db.prepare(
            `SELECT g.tag_id, count(*) ${from} JOIN money_transaction_tags g ON g.transaction_id = t.id WHERE ${w.sql} GROUP BY g.tag_id`,
          ).all(...w.params);
        } else {
          db.prepare(`SELECT ${facetColumn[key]} AS v, count(*) ${from} WHERE ${w.sql} GROUP BY v`).all(...w.params);
        }
      }
    },
  };
}

const round = (ms: number) => Math.round(ms * 10) / 10;

export async function moneyBench(): Promise<void> {
  const dataDir = tempDataDir();
  try {
    // The server creates and migrates the database and the owner; the ledger is written directly.
    const first = await startServer(dataDir);
    await first.stop();
    const file = path.join(dataDir, "homebase.sqlite");
    const seedStarted = performance.now();
    const ids = seedLedger(file, OWNER.username);
    const unique = `${SEED.uniqueDescriptions * 100}% unique descriptions`;
    console.log(
      `seeded ${SEED.transactions} transactions (${unique}) in ${Math.round(performance.now() - seedStarted)} ms`,
    );

    const server = await startServer(dataDir);
    const login = await fetch(`${server.baseUrl}/auth/token/login/`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(OWNER),
    });
    const { auth_token: token } = (await login.json()) as { auth_token: string };
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const base = `${server.baseUrl}/money/api/transaction/`;

    // The first money request after a start (or a write) builds the in-memory ledger index.
    const rssBefore = rssMb(server.child.pid as number);
    report({
      name: "money_first_request_index_build",
      value: Math.round(await get(`${base}summary/`, agent, token)),
      unit: "ms",
    });
    report({
      name: "money_index_memory_before_search",
      value: round(rssMb(server.child.pid as number) - rssBefore),
      unit: "MB",
    });
    // The searched text is read after the build (at this size right away, off the request's
    // path); the first search waits for it. The index's whole memory is counted after it.
    const firstSearch = await get(`${base}?${new URLSearchParams({ search: "store" })}`, agent, token);
    report({ name: "money_first_search_ms", value: Math.round(firstSearch), unit: "ms" });
    report({ name: "money_index_memory", value: round(rssMb(server.child.pid as number) - rssBefore), unit: "MB" });

    // API first (the server's keep-alive socket would time out during the slow SQL runs).
    const apiTimes = new Map<string, number[]>();
    const all = Object.entries(scenarios(ids)).flatMap(([scenario, filters]) =>
      (Object.keys(ENDPOINTS) as (keyof typeof ENDPOINTS)[]).map((endpoint) => ({ scenario, filters, endpoint })),
    );
    for (const { scenario, filters, endpoint } of all) {
      const url = `${base}${ENDPOINTS[endpoint]}?${queryString(filters)}`;
      await get(url, agent, token); // warm
      const times: number[] = [];
      for (let i = 0; i < 100; i++) times.push(await get(url, agent, token));
      apiTimes.set(
        `${endpoint}_${scenario}`,
        times.sort((a, b) => a - b),
      );
    }
    report({ name: "money_server_rss_after_queries", value: rssMb(server.child.pid as number), unit: "MB" });

    // Issue 24: search and reports at this size. Each search request asks a new query (the index
    // keeps the last two searches' row masks), so these are the uncached cost; the page's three
    // requests for one search (list, summary, filters) share one mask.
    const timed = async (name: string, urls: string[]) => {
      await get(urls[0]!, agent, token); // warm
      const times: number[] = [];
      for (let i = 0; i < 100; i++) times.push(await get(urls[i % urls.length]!, agent, token));
      times.sort((a, b) => a - b);
      report({ name: `${name}_p50`, value: round(percentile(times, 50)), unit: "ms" });
      report({ name: `${name}_p95`, value: round(percentile(times, 95)), unit: "ms", budget: "< 50" });
    };
    const searches = (make: (i: number) => string, count = 100) =>
      Array.from({ length: count }, (_, i) => `${base}?${new URLSearchParams({ search: make(i) })}`);
    // About 1% of the rows with a unique description each ("#123" is in #123, #1230…, #12300…).
    await timed(
      "money_search_text",
      searches((i) => `#${100 + i}`),
    );
    // A payee's name and its descriptions: the popular payees hold thousands of rows.
    await timed(
      "money_search_payee",
      searches((i) => `payee ${1 + i}`),
    );
    // Every row matches: the worst case for the text scan.
    const everything = ["payee", "ayee", "paye", "pay", "aye", "yee"];
    await timed(
      "money_search_every_row",
      searches((i) => everything[i % everything.length]!, everything.length),
    );
    await timed(
      "money_search_amount",
      searches((i) => `${100 + i}.${String(i % 100).padStart(2, "0")}`),
    );
    await timed(
      "money_search_with_facets",
      Array.from({ length: 100 }, (_, i) => {
        const query = queryString({ account: [String(ids.accounts[0])], year: ["2019"], search: [`#${200 + i}`] });
        return `${base}${["", "summary/", "filters/"][i % 3]}?${query}`;
      }),
    );
    const reports = `${server.baseUrl}/money/api/reports/`;
    for (const name of ["spending-by-category", "income-spending", "net-worth", "top-payees"]) {
      await timed(`money_report_${name.replaceAll("-", "_")}`, [`${reports}${name}/?months=12`]);
    }
    await timed("money_report_forecast", [`${reports}forecast/`]);
    await timed(`money_account_balance_history`, [
      `${server.baseUrl}/money/api/account/${ids.accounts[0]}/balance-history/`,
    ]);
    await timed("money_account_list_with_balances", [`${server.baseUrl}/money/api/account/`]);
    await timed("money_transfer_suggestions", [`${base.replace("transaction/", "transfer/")}suggestions/`]);

    // Issue 17: the list and summary right after editing one transaction (category, then amount,
    // alternately), which update the index in place instead of rebuilding it (~3 s at this size).
    const page = (await (await fetch(base, { headers: { authorization: `Bearer ${token}` } })).json()) as {
      results: { url: string }[];
    };
    const afterEdit: number[] = [];
    for (let i = 0; i < 40; i++) {
      const edit = i % 2 === 0 ? { category_id: ids.children[i % ids.children.length] } : { amount: -(i + 0.25) };
      const patched = await fetch(page.results[i % page.results.length]!.url, {
        method: "PATCH",
        headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
        body: JSON.stringify(edit),
      });
      if (!patched.ok) throw new Error(`PATCH answered ${patched.status}`);
      const started = performance.now();
      await get(base, agent, token);
      await get(`${base}summary/`, agent, token);
      afterEdit.push(performance.now() - started);
    }
    afterEdit.sort((a, b) => a - b);
    report({
      name: "money_list_and_summary_after_edit_p95",
      value: round(percentile(afterEdit, 95)),
      unit: "ms",
      budget: "< 50",
    });
    agent.destroy();
    await server.stop();

    // The same answers straight from SQLite: one warm-up, then 3 timed runs (seconds each at this size).
    const db = new Database(file, { readonly: true });
    const { id: userId } = db.prepare("SELECT id FROM users WHERE username = ?").get(OWNER.username) as { id: number };
    const sql = sqlQuestions(db, userId);
    for (const { scenario, filters, endpoint } of all) {
      sql[endpoint](filters);
      const direct: number[] = [];
      for (let i = 0; i < 3; i++) {
        const started = performance.now();
        sql[endpoint](filters);
        direct.push(performance.now() - started);
      }
      direct.sort((a, b) => a - b);
      const api = apiTimes.get(`${endpoint}_${scenario}`) as number[];
      const name = `money_${endpoint}_${scenario}_filter`;
      report({ name: `${name}_p50`, value: round(percentile(api, 50)), unit: "ms" });
      report({ name: `${name}_p95`, value: round(percentile(api, 95)), unit: "ms", budget: "< 50" });
      report({ name: `${name}_sql_median`, value: round(percentile(direct, 50)), unit: "ms" });
      report({
        name: `${name}_ratio`,
        value: Math.round((percentile(api, 95) / percentile(direct, 50)) * 100) / 100,
        unit: "x",
        budget: "< 1.5",
      });
    }
    db.close();
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
