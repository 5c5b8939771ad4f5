// Issue 28: Lighthouse (mobile preset: simulated slow 4G and 4x CPU slowdown) on every screen
// of the built app, signed in, with realistic data: the platform seed (300 tasks, 25 bills, a
// reading plan, two vehicles with five years of fill-ups, a trip of 120 items, water), memory
// verses, two tracked TV shows (from a local TVmaze stand-in) and the 1,000,000-transaction
// ledger. Median of LIGHTHOUSE_RUNS (default 5) cold loads per screen: on 2 cores one screen's
// total blocking time ranged 250-690 ms over five runs of the same code.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import lighthouse from "lighthouse";
import { chromium } from "playwright-core";
import { CHROMIUM_ARGS, chromiumPath } from "../../packages/e2e/src/support/chromium";
import { startTvmazeFixture } from "../../packages/server/src/test-support/tvmaze-fixture";
import { report } from "../report";
import { apiClient, seedOwnerData } from "../seed";
import { freePort, OWNER, startServer, tempDataDir } from "../server-process";
import { seedLedger } from "./money-seed";

const SCREENS: Record<string, string> = {
  login: "/login/",
  home: "/",
  tasks: "/tasks/",
  money: "/money/",
  tv: "/tv/",
  water: "/tracker/water/",
  bills: "/bills/",
  fuel: "/fuel/",
  pack: "/pack/",
  bible: "/bible/schedule/",
  wordle: "/wordle/",
};

/**
 * LIGHTHOUSE_SCREENS=login,home,bills measures only those screens (login is always measured:
 * every other screen's TBT is judged against it).
 */
function chosenScreens(): string[] {
  const names = (process.env.LIGHTHOUSE_SCREENS ?? "")
    .split(",")
    .map((name) => name.trim())
    .filter(Boolean);
  const unknown = names.filter((name) => !(name in SCREENS));
  if (unknown.length > 0)
    throw new Error(`LIGHTHOUSE_SCREENS: no screen ${unknown.join(", ")} (${Object.keys(SCREENS).join(", ")})`);
  return names.length > 0 ? ["login", ...names.filter((name) => name !== "login")] : Object.keys(SCREENS);
}

type Run = { performance: number; lcp: number; tbt: number; cls: number; jsKb: number; mainThreadMs: number };

/**
 * The least login TBT a screen's is divided by. TBT counts only each task's time past 50 ms, so
 * on a fast machine login's is 0 (every task under the line) and a screen with one task 4 ms over
 * it read as "4x login" (seen: Money 4 ms, Bible 5 ms against login's 0). Below one task's
 * threshold TBT says where tasks fell around the line, not how much work a page does.
 */
const LOGIN_TBT_FLOOR_MS = 50;

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] as number;
};

async function seedScreens(baseUrl: string, token: string) {
  const api = apiClient(baseUrl, token);
  await seedOwnerData(api);
  for (const tvmazeId of [101, 202]) await api("POST", "/tv/api/show/", { tvmaze_id: tvmazeId });
  for (const name of ["John 3:16", "Psalm 23:1", "Romans 8:28", "Philippians 4:6-7"]) {
    await api("POST", "/bible/api/memory/", { name });
  }
  // The first money read builds the ledger index (seconds at this size): not part of a page load.
  await api("GET", "/money/api/transaction/summary/");
}

/** One Lighthouse run; a trace Lighthouse itself could not record (it says to run again) is run again, twice at most. */
async function audit(url: string, port: number, attempt = 1) {
  const result = await lighthouse(url, {
    port,
    output: "json",
    logLevel: "error",
    onlyCategories: ["performance"],
    disableStorageReset: true,
    // A cold load has no service worker. One registered by the previous run could finish
    // installing after the clean-up below and then serve every script from its cache (seen as
    // runs whose scripts weighed 0 bytes), so the worker's script is not served at all.
    blockedUrlPatterns: ["*/sw.js"],
  });
  const lhr = result?.lhr;
  if (!lhr) throw new Error(`Lighthouse gave no result for ${url}`);
  if (lhr.runtimeError) {
    if (attempt < 3 && /run Lighthouse again/i.test(lhr.runtimeError.message)) return audit(url, port, attempt + 1);
    throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  }
  return lhr;
}

export async function lighthouseBench(): Promise<void> {
  const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 5);
  const screens = chosenScreens();
  // LIGHTHOUSE_REPORTS=dir keeps each run's full Lighthouse report (LCP element, long tasks, shifts).
  const reportsDir = process.env.LIGHTHOUSE_REPORTS;
  if (reportsDir) fs.mkdirSync(reportsDir, { recursive: true });
  const dataDir = tempDataDir();
  const profileDir = fs.mkdtempSync(path.join(os.tmpdir(), "homebase-lighthouse-"));
  const tvmaze = await startTvmazeFixture();
  try {
    const first = await startServer(dataDir);
    await first.stop();
    seedLedger(path.join(dataDir, "homebase.sqlite"), OWNER.username);
    const server = await startServer(dataDir, { TVMAZE_URL: tvmaze.url, TVMAZE_SPACING_MS: "0" });
    // A phone shares no processor with the server; here both share two cores. Money's first
    // calls (sums over the 1,000,000-row ledger) kept the server busy for 100-200 ms, just while
    // the page ran its start-up steps, which then took up to 45 ms each against login's 15-27
    // (login makes no call). At the lowest priority the server takes only what the browser leaves.
    if (server.child.pid !== undefined) os.setPriority(server.child.pid, 19);

    // One browser whose default profile Lighthouse also uses, so the token stored at sign-in holds.
    const port = await freePort();
    const context = await chromium.launchPersistentContext(profileDir, {
      executablePath: chromiumPath(),
      args: [...CHROMIUM_ARGS, `--remote-debugging-port=${port}`],
    });
    try {
      // Nor does the sign-in below leave one behind (it registers once the app is idle).
      await context.route("**/sw.js", (route) => route.abort());
      const page = context.pages()[0] ?? (await context.newPage());
      const cdp = await context.newCDPSession(page);
      const results = new Map<string, Run[]>();
      // One Lighthouse run of a screen: a cold load each time, with no HTTP cache and no service
      // worker (whose precache would serve every script from disk); the rest of storage stays.
      const measure = async (screen: string, run: number) => {
        await cdp.send("Network.clearBrowserCache");
        await cdp.send("Storage.clearDataForOrigin", {
          origin: server.baseUrl,
          storageTypes: "service_workers,cache_storage",
        });
        const lhr = await audit(`${server.baseUrl}${SCREENS[screen]}`, port);
        if (reportsDir) fs.writeFileSync(path.join(reportsDir, `${screen}-${run + 1}.json`), JSON.stringify(lhr));
        const requests =
          (lhr.audits["network-requests"]?.details as { items?: { resourceType?: string; transferSize?: number }[] })
            ?.items ?? [];
        const list = results.get(screen) ?? [];
        list.push({
          performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
          lcp: lhr.audits["largest-contentful-paint"]?.numericValue ?? Number.NaN,
          tbt: lhr.audits["total-blocking-time"]?.numericValue ?? Number.NaN,
          cls: lhr.audits["cumulative-layout-shift"]?.numericValue ?? Number.NaN,
          jsKb:
            requests.filter((r) => r.resourceType === "Script").reduce((sum, r) => sum + (r.transferSize ?? 0), 0) /
            1024,
          mainThreadMs: lhr.audits["mainthread-work-breakdown"]?.numericValue ?? Number.NaN,
        });
        results.set(screen, list);
      };

      const login = (await (
        await fetch(`${server.baseUrl}/auth/token/login/`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify(OWNER),
        })
      ).json()) as { auth_token: string };
      await seedScreens(server.baseUrl, login.auth_token);
      await page.goto(`${server.baseUrl}/login/`);
      await page.getByLabel("Username").fill(OWNER.username);
      await page.getByLabel("Password").fill(OWNER.password);
      await page.getByRole("button", { name: "Login" }).click();
      await page.getByRole("heading", { level: 1, name: /^Welcome/ }).waitFor();
      // Lighthouse loads each screen in a tab of its own; this one stays on a page of the app's
      // origin that runs no script (the health check's JSON), to reach its local storage.
      await page.goto(`${server.baseUrl}/healthz`);

      // The login page is measured signed out: the sign-in's keys leave local storage for its
      // runs and come back after them.
      const signInKeys = ["token", "username"];
      const signIn = await page.evaluate(
        (keys) => keys.map((key) => [key, localStorage.getItem(key)] as const),
        signInKeys,
      );
      if (!signIn[0]?.[1]) throw new Error("The sign-in left no token in local storage");
      const measureSignedOut = async (run: number) => {
        await page.evaluate((keys) => {
          for (const key of keys) localStorage.removeItem(key);
        }, signInKeys);
        await measure("login", run);
        await page.evaluate((entries) => {
          for (const [key, value] of entries) if (value !== null) localStorage.setItem(key, value);
        }, signIn);
      };

      // Round by round, login first in each: every screen's runs, login's included, are spread
      // over the whole bench. Measured one screen after another, login's five runs came minutes
      // before the last screen's, and the machine's speed drifts over minutes (login's median
      // TBT ranged 18-61 ms between benches of the same code).
      for (let run = 0; run < runs; run++) {
        for (const screen of screens) {
          if (screen === "login") await measureSignedOut(run);
          else await measure(screen, run);
        }
      }

      const loginTbt = median((results.get("login") ?? []).map((r) => r.tbt));
      for (const [screen, list] of results) {
        const value = (pick: (run: Run) => number, digits = 0) =>
          Math.round(median(list.map(pick)) * 10 ** digits) / 10 ** digits;
        const tbt = value((r) => r.tbt);
        report({
          name: `lighthouse_${screen}_performance`,
          value: value((r) => r.performance),
          unit: "score",
          budget: ">= 90",
        });
        report({ name: `lighthouse_${screen}_lcp`, value: value((r) => r.lcp), unit: "ms", budget: "< 2500" });
        report({ name: `lighthouse_${screen}_tbt`, value: tbt, unit: "ms" });
        if (screen !== "login") {
          const ratio = Math.round((tbt / Math.max(loginTbt, LOGIN_TBT_FLOOR_MS)) * 100) / 100;
          report({ name: `lighthouse_${screen}_tbt_vs_login`, value: ratio, unit: "x", budget: "<= 1.5" });
        }
        report({ name: `lighthouse_${screen}_cls`, value: value((r) => r.cls, 3), unit: "", budget: "< 0.05" });
        // All the main thread's work during the load (slowed four times), long tasks or not: the
        // work itself, which TBT shows only once a machine is slow enough to push tasks past 50 ms.
        report({ name: `lighthouse_${screen}_main_thread`, value: value((r) => r.mainThreadMs), unit: "ms" });
        report({ name: `lighthouse_${screen}_js`, value: value((r) => r.jsKb, 1), unit: "KB" });
      }
    } finally {
      await context.close();
      await server.stop();
    }
  } finally {
    await tvmaze.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
    fs.rmSync(profileDir, { recursive: true, force: true });
  }
}
