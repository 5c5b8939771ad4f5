import { cp, mkdtemp, readFile, rename, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { type Browser, chromium, type Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signIn } from "./support/auth";
import { CHROMIUM_ARGS, chromiumPath } from "./support/chromium";
import { e2eEnv } from "./support/context";
import { webDist } from "./support/paths";
import { type RunningServer, startServer } from "./support/server";
import { waitForServiceWorker } from "./support/serviceWorker";

// Issue 22: a new version of the app waits until the owner presses "Reload to update", and that
// reload runs the new version. This spec serves a copy of the build from a server of its own,
// installs the app from it, then publishes a new service worker into that copy, the way a
// deploy replaces files: each file written beside its old one and renamed over it.

/** Build B's worker answers "which build?" with "B"; build A's worker does not answer. */
const BUILD_B_MARK = `
self.addEventListener("message", (event) => {
  if (event.data === "homebase-build?") event.source?.postMessage("homebase-build:B");
});
`;

/** Replaces a built file whole: a reader sees the old bytes or the new, never a half-written file. */
async function publish(dist: string, name: string, content: string) {
  // The server prefers the build's compressed copies, which would still hold the old bytes.
  await rm(path.join(dist, `${name}.br`), { force: true });
  await rm(path.join(dist, `${name}.gz`), { force: true });
  const staged = path.join(dist, `.${name}.next`);
  await writeFile(staged, content);
  await rename(staged, path.join(dist, name));
}

/** The build the controlling worker reports: "B" for build B's, null when it does not answer. */
function controllerBuild(page: Page): Promise<string | null> {
  return page.evaluate(
    () =>
      new Promise<string | null>((resolve) => {
        const controller = navigator.serviceWorker.controller;
        if (!controller) return resolve(null);
        const timer = setTimeout(() => resolve(null), 2_000);
        navigator.serviceWorker.addEventListener("message", function onMessage(event) {
          if (typeof event.data !== "string" || !event.data.startsWith("homebase-build:")) return;
          clearTimeout(timer);
          navigator.serviceWorker.removeEventListener("message", onMessage);
          resolve(event.data.slice("homebase-build:".length));
        });
        controller.postMessage("homebase-build?");
      }),
  );
}

describe("Reload to update", () => {
  let dist: string;
  let server: RunningServer;
  let browser: Browser;

  beforeAll(async () => {
    dist = await mkdtemp(path.join(os.tmpdir(), "homebase-e2e-dist-"));
    await cp(webDist, dist, { recursive: true });
    const { username, password, timeZone } = e2eEnv();
    server = await startServer({ username, password, timeZone, env: { WEB_DIST_DIR: dist } });
    browser = await chromium.launch({ executablePath: chromiumPath(), headless: true, args: CHROMIUM_ARGS });
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await rm(dist, { recursive: true, force: true });
  });

  it("offers a new version only when asked, and the reload runs it", async () => {
    const context = await browser.newContext({ baseURL: server.baseUrl, viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await signIn(page);
    await waitForServiceWorker(page);
    expect(await controllerBuild(page)).toBeNull();
    const update = page.getByRole("button", { name: "Reload to update" });
    expect(await update.count()).toBe(0);

    const workerA = await readFile(path.join(dist, "sw.js"), "utf8");
    await publish(dist, "sw.js", `${workerA}\n${BUILD_B_MARK}`);

    // The next load finds the new worker; it installs and waits: the page still runs build A.
    await page.reload();
    await update.waitFor({ timeout: 30_000 });
    expect(await controllerBuild(page)).toBeNull();

    await Promise.all([page.waitForEvent("load"), update.click()]);
    await expect.poll(() => controllerBuild(page), { timeout: 15_000 }).toBe("B");
    expect(await update.count()).toBe(0);
    await context.close();
  });
});
