import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { type BrowserContext, chromium, type Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiClient, ownerToken, setOwnerSettings } from "./support/api";
import { signIn } from "./support/auth";
import { SCREENSHOT_VARIANTS, useBrowser } from "./support/browser";
import { CHROMIUM_ARGS, chromiumPath } from "./support/chromium";
import { e2eEnv } from "./support/context";
import { screenshot } from "./support/screenshot";
import { waitForServiceWorker } from "./support/serviceWorker";
import { heading, waitForPath } from "./support/shell";
import { newTaskForm, TASKS_API } from "./support/tasks";
import { WATER_API } from "./support/water";

// Issue 22: the installable app. The service worker is installed and in control; the Water
// and Tasks pages open with no network, entries made offline show as waiting to sync, and each
// reaches the server exactly once when the network returns; an entry the server refuses stays.

type Entry = { id: number; amount: number };
type Task = { url: string; slug: string; name: string; is_completed: boolean };

async function setOffline(context: BrowserContext, page: Page, offline: boolean) {
  await context.setOffline(offline);
  await page.waitForFunction((expected) => navigator.onLine === expected, !offline);
}

/** WaterHome with today's entries (or the words for none) shown. */
async function waterPageLoaded(page: Page) {
  await heading(page, "Water Tracker").waitFor();
  await page
    .getByRole("list", { name: "Today's entries" })
    .or(page.getByText("Nothing logged yet today."))
    .first()
    .waitFor();
}

const statusArea = (page: Page) => page.getByRole("region", { name: "Connection and sync status" });

describe("installable app, offline", () => {
  const browser = useBrowser();
  // "System": each screenshot variant follows its browser's colour scheme.
  beforeAll(() => setOwnerSettings({ theme: "system" }));
  afterAll(() => setOwnerSettings({ theme: "light" }));

  it("meets Chromium's install criteria: manifest with icons, an active service worker", async () => {
    // A profile on disk: Chromium never offers to install from an incognito-like context.
    const profile = await mkdtemp(path.join(os.tmpdir(), "homebase-pwa-"));
    const context = await chromium.launchPersistentContext(profile, {
      executablePath: chromiumPath(),
      headless: true,
      args: CHROMIUM_ARGS,
      baseURL: e2eEnv().baseUrl,
      viewport: { width: 390, height: 844 },
    });
    try {
      await checkInstallable(context.pages()[0] ?? (await context.newPage()));
    } finally {
      await context.close();
      await rm(profile, { recursive: true, force: true });
    }
  });

  async function checkInstallable(page: Page) {
    await signIn(page);
    await waitForServiceWorker(page);

    const cdp = await page.context().newCDPSession(page);
    const manifest = await cdp.send("Page.getAppManifest");
    expect(manifest.errors).toEqual([]);
    expect(manifest.url).toMatch(/\/manifest\.webmanifest$/);
    const parsed = JSON.parse(manifest.data ?? "{}");
    expect(parsed).toMatchObject({ name: "Homebase", short_name: "Homebase", display: "standalone", start_url: "/" });
    expect(parsed.shortcuts.map((s: { name: string }) => s.name)).toEqual(["Add water", "Add fill-up", "Add task"]);
    expect(parsed.icons.map((i: { sizes: string; purpose: string }) => `${i.sizes} ${i.purpose}`)).toEqual([
      "192x192 any",
      "512x512 any",
      "512x512 maskable",
    ]);
    // Chromium's own verdict on installability: no errors means the install prompt may show.
    await expect
      .poll(async () => (await cdp.send("Page.getInstallabilityErrors")).installabilityErrors, { timeout: 15_000 })
      .toEqual([]);

    // Icons are real PNGs of the declared size.
    for (const icon of parsed.icons as { src: string; sizes: string }[]) {
      const size = await page.evaluate(async (src) => {
        const bitmap = await createImageBitmap(await (await fetch(src)).blob());
        return `${bitmap.width}x${bitmap.height}`;
      }, icon.src);
      expect(size).toBe(icon.sizes);
    }
    const touchIcon = await page.locator('link[rel="apple-touch-icon"]').getAttribute("href");
    expect((await page.request.get(touchIcon ?? "")).headers()["content-type"]).toBe("image/png");
  }

  it("opens Water and Tasks offline, keeps 8 oz and a task made offline, and sends each once", async () => {
    const client = apiClient(await ownerToken());
    const taskName = `Offline task ${Date.now()}`;
    const refusedName = `Deleted elsewhere ${Date.now()}`;
    const doomed = (await client.post<Task>(TASKS_API, { name: refusedName, due_date: null })).body;
    const waterBefore = (await client.get<Entry[]>(WATER_API.tracker)).body;

    const page = await browser.newPage({ viewport: "phone" });
    const context = page.context();
    await signIn(page, { returnTo: "/tasks/" });
    await waitForServiceWorker(page);
    // Online once with the worker in control, so these pages' GETs are in its cache (the first
    // load's answers came before the worker was installed).
    await page.reload();
    await page.getByRole("link", { name: refusedName }).waitFor();
    await page.goto("/tracker/water/");
    await waterPageLoaded(page);

    await setOffline(context, page, true);
    await page.reload(); // a navigation with no network: the cached app shell answers
    await heading(page, "Water Tracker").waitFor();
    await statusArea(page).getByText("Offline — showing what was last loaded.", { exact: false }).waitFor();

    await page.getByRole("button", { name: "8 oz · 236 ml", exact: true }).click();
    const entries = page.getByRole("list", { name: "Today's entries" });
    await entries.getByText(/waiting to sync/).waitFor();
    await statusArea(page).getByText("1 entry waiting to sync.").waitFor();
    await screenshot(page, "water-offline-phone");

    await page.goto("/tasks/");
    await newTaskForm(page).getByRole("textbox", { name: "Name" }).fill(taskName);
    await newTaskForm(page).getByRole("button", { name: "Add Task", exact: true }).click();
    const queuedTask = page.getByRole("listitem").filter({ hasText: taskName });
    await queuedTask.getByText(/waiting to sync/).waitFor();
    // Ticking a task done offline, while another device deletes that task: the server will refuse it.
    await page.getByRole("checkbox", { name: `Complete ${refusedName}` }).check();
    await statusArea(page).getByText("3 entries waiting to sync.").waitFor();
    await screenshot(page, "tasks-offline-phone");
    // Deleted on another device: to the trash, then the trash emptied.
    expect((await client.patch(new URL(doomed.url).pathname, { is_active: false })).status).toBe(200);
    expect((await client.delete("/task/api/trash/")).status).toBe(200);

    await setOffline(context, page, false);
    await statusArea(page).getByText("The server refused 1 entry made offline").waitFor();
    await statusArea(page)
      .getByText(/waiting to sync/)
      .waitFor({ state: "detached" });
    const refused = statusArea(page).getByRole("list", { name: "Refused entries" });
    await refused.getByText(`Complete task: ${refusedName}`).waitFor();
    await refused.getByText("Task not found.").waitFor();
    await screenshot(page, "refused-entry-phone");

    // Each arrived once.
    const waterAfter = (await client.get<Entry[]>(WATER_API.tracker)).body;
    expect(waterAfter.length).toBe(waterBefore.length + 1);
    expect(waterAfter.filter((e) => !waterBefore.some((b) => b.id === e.id)).map((e) => e.amount)).toEqual([236]);
    const tasks = (await client.get<Task[]>(TASKS_API)).body.filter((task) => task.name === taskName);
    expect(tasks).toHaveLength(1);
    await page.getByRole("link", { name: taskName }).waitFor(); // the list now shows the server's task

    // The refused entry stays after a reload, until the owner discards it.
    await page.reload();
    await refused.getByText(`Complete task: ${refusedName}`).waitFor();
    await refused.getByRole("button", { name: "Discard" }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Discard" }).click();
    await statusArea(page).waitFor({ state: "detached" });
    await waitForPath(page, "/tasks/");

    // The server is shared with the other specs: the task made here goes (trash, then emptied).
    for (const task of tasks) await client.patch(new URL(task.url).pathname, { is_active: false });
    expect((await client.delete("/task/api/trash/")).status).toBe(200);
  });

  for (const { viewport, scheme } of SCREENSHOT_VARIANTS) {
    it(`screenshots the offline status at ${viewport} ${scheme}`, async () => {
      const page = await browser.newPage({ viewport, colorScheme: scheme });
      await signIn(page, { returnTo: "/tracker/water/" });
      await waitForServiceWorker(page);
      await page.reload();
      await waterPageLoaded(page);
      await setOffline(page.context(), page, true);
      await page.getByRole("button", { name: "8 oz · 236 ml", exact: true }).click();
      await statusArea(page).getByText("1 entry waiting to sync.").waitFor();
      await screenshot(page, `${viewport}-${scheme}-water-offline`);
      await setOffline(page.context(), page, false);
      await statusArea(page).waitFor({ state: "detached" });
    });
  }
});
