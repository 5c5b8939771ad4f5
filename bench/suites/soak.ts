// Soak (issue 27): the built app runs for SOAK_SECONDS (default 120) under the platform load
// (50 keep-alive clients on /auth/users/me/, plus a client walking the list endpoints) with
// writes mixed in, as a day of real use would: a water entry every 200 ms, a task completed and
// reopened every 300 ms, and a 300-row statement upload every 3 s. Loopback only; every loop stops
// at the deadline. It reports crashes (the server exiting), failed requests, and resident memory
// at the start, at the end and at its highest, to catch a runtime that aborts or leaks under writes.
import fs from "node:fs";
import { loadTest } from "../load";
import { report } from "../report";
import { apiClient, seedOwnerData } from "../seed";
import { OWNER, rssMb, startServer, tempDataDir } from "../server-process";

const SOAK_SECONDS = Number(process.env.SOAK_SECONDS ?? 120);
const ROWS_PER_STATEMENT = 300;

/** A statement of distinct rows: each upload covers its own day, so none are duplicates. */
function statementCsv(upload: number): Blob {
  const day = new Date(Date.UTC(2024, 0, 1) + upload * 86_400_000);
  const date = `${String(day.getUTCMonth() + 1).padStart(2, "0")}/${String(day.getUTCDate()).padStart(2, "0")}/${day.getUTCFullYear()}`;
  const lines = ["Date,Description,Amount"];
  for (let row = 0; row < ROWS_PER_STATEMENT; row++) {
    lines.push(`${date},SOAK MERCHANT ${row % 40} #${upload}-${row},-${(1 + (row % 97) + row / 100).toFixed(2)}`);
  }
  return new Blob([lines.join("\n")], { type: "text/csv" });
}

type Counter = { done: number; errors: number };

/** Runs `step` every `everyMs` until the deadline, counting answers that are not 2xx. */
async function every(everyMs: number, deadline: number, counter: Counter, step: (i: number) => Promise<Response>) {
  for (let i = 0; performance.now() < deadline; i++) {
    const started = performance.now();
    try {
      const response = await step(i);
      await response.arrayBuffer();
      if (response.ok) counter.done++;
      else counter.errors++;
    } catch {
      counter.errors++;
    }
    const wait = everyMs - (performance.now() - started);
    if (wait > 0)
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, Math.min(wait, deadline - performance.now()))));
  }
}

export async function soakBench(): Promise<void> {
  const dataDir = tempDataDir();
  try {
    const server = await startServer(dataDir);
    let crashes = 0;
    let crashSignal = "";
    server.child.once("exit", (code, signal) => {
      crashes++;
      crashSignal = signal ?? `exit code ${code}`;
    });
    const { auth_token } = (await (
      await fetch(`${server.baseUrl}/auth/token/login/`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(OWNER),
      })
    ).json()) as { auth_token: string };
    const headers = { authorization: `Bearer ${auth_token}` };
    const api = apiClient(server.baseUrl, auth_token);
    const { tripItemsPath } = await seedOwnerData(api);
    const tasks = (await api("GET", "/task/api/task/")) as { url: string }[];
    const taskPaths = tasks.slice(0, 50).map((task) => new URL(task.url).pathname);
    const account = (await api("POST", "/money/api/account/", { name: "Soak checking" })) as { id: number };
    await api("PATCH", `/money/api/account/${account.id}/`, {
      transaction_date_field: "Date",
      date_format: "MM/DD/YYYY",
      description_field: "Description",
      amount_field: "Amount",
    });

    const pid = server.child.pid as number;
    const rssStart = rssMb(pid);
    // Sampled every second: the half-way figure against the end one tells growth that levels off
    // (V8 sizing its heap to the load) from a leak, which keeps climbing.
    const rssSamples: number[] = [];
    const poll = setInterval(() => {
      if (crashes === 0) rssSamples.push(rssMb(pid));
    }, 1000);
    const deadline = performance.now() + SOAK_SECONDS * 1000;
    const lists = ["/tracker/api/water/summary/", "/task/api/task/", "/bills/api/v2/bill/", tripItemsPath];
    const reads: Counter = { done: 0, errors: 0 };
    const water: Counter = { done: 0, errors: 0 };
    const toggles: Counter = { done: 0, errors: 0 };
    const uploads: Counter = { done: 0, errors: 0 };
    const json = (method: string, body: unknown): RequestInit => ({
      method,
      headers: { ...headers, "content-type": "application/json" },
      body: JSON.stringify(body),
    });
    const [me] = await Promise.all([
      loadTest(`${server.baseUrl}/auth/users/me/`, headers, 50, SOAK_SECONDS),
      every(0, deadline, reads, (i) => fetch(`${server.baseUrl}${lists[i % lists.length]}`, { headers })),
      every(200, deadline, water, () =>
        fetch(`${server.baseUrl}/tracker/api/water/tracker/`, json("POST", { amount: 250 })),
      ),
      every(300, deadline, toggles, (i) =>
        fetch(`${server.baseUrl}${taskPaths[i % taskPaths.length]}`, json("PATCH", { is_completed: i % 100 < 50 })),
      ),
      every(3000, deadline, uploads, (i) => {
        const form = new FormData();
        form.append("account_id", String(account.id));
        form.append("file", statementCsv(i), `statement-${i}.csv`);
        return fetch(`${server.baseUrl}/money/api/upload/`, { method: "POST", headers, body: form });
      }),
    ]);
    clearInterval(poll);
    const rssEnd = crashes === 0 ? rssMb(pid) : Number.NaN;
    // Every upload that answered 200 must have landed whole: the ledger holds all their rows.
    const ledger =
      crashes === 0
        ? ((await api("GET", "/money/api/transaction/summary/")) as { record_count: number }).record_count
        : Number.NaN;

    report({ name: "soak_seconds", value: SOAK_SECONDS, unit: "s" });
    report({
      name: "soak_node",
      value: Number(process.versions.node.split(".")[0]),
      unit: `major (${process.version})`,
    });
    report({ name: "soak_crashes", value: crashes, unit: crashSignal || "exits", budget: "0" });
    const errors = me.errors + reads.errors + water.errors + toggles.errors + uploads.errors;
    report({ name: "soak_errors", value: errors, unit: "requests", budget: "0" });
    report({ name: "soak_me_requests", value: me.requests, unit: "requests" });
    report({ name: "soak_me_p95", value: me.p95, unit: "ms" });
    report({ name: "soak_list_reads", value: reads.done, unit: "requests" });
    report({ name: "soak_water_entries", value: water.done, unit: "writes" });
    report({ name: "soak_task_toggles", value: toggles.done, unit: "writes" });
    report({ name: "soak_uploads", value: uploads.done, unit: `× ${ROWS_PER_STATEMENT} rows` });
    report({
      name: "soak_ledger_rows",
      value: ledger,
      unit: "rows",
      budget: `= ${uploads.done * ROWS_PER_STATEMENT}`,
    });
    report({ name: "soak_rss_start", value: rssStart, unit: "MB" });
    report({
      name: "soak_rss_half_way",
      value: rssSamples[Math.floor(rssSamples.length / 2)] ?? Number.NaN,
      unit: "MB",
    });
    report({ name: "soak_rss_end", value: rssEnd, unit: "MB" });
    report({ name: "soak_rss_max", value: Math.max(rssStart, ...rssSamples), unit: "MB" });
    if (crashes === 0) await server.stop();
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
