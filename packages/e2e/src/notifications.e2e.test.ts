import http from "node:http";
import type { AddressInfo } from "node:net";
import ICAL from "ical.js";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiClient, ownerToken, setOwnerSettings } from "./support/api";
import { signIn } from "./support/auth";
import { SCREENSHOT_VARIANTS, useBrowser } from "./support/browser";
import { e2eEnv } from "./support/context";
import { todayIn } from "./support/fuel";
import { screenshot } from "./support/screenshot";
import { heading } from "./support/shell";
import { TASKS_API } from "./support/tasks";

// Issue 21: the calendar feed's address copied from Settings and fetched as a phone's calendar
// would (no token), a new address that retires the old one, and a notification channel set up
// and tested against a local webhook, then each section photographed at phone and desktop width,
// light and dark, under artifacts/notifications/.

const TASK_NAME = "Renew the car registration";

/** A webhook stand-in the app's server posts to. */
function startWebhook() {
  const bodies: unknown[] = [];
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      bodies.push(JSON.parse(Buffer.concat(chunks).toString() || "null"));
      response.writeHead(200).end("ok");
    });
  });
  return new Promise<{ url: string; bodies: unknown[]; close: () => Promise<void> }>((resolve) =>
    server.listen(0, "127.0.0.1", () =>
      resolve({
        url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`,
        bodies,
        close: () => new Promise((done) => server.close(() => done())),
      }),
    ),
  );
}

/** The feed fetched without a token and read with a real iCalendar parser. */
async function fetchFeed(url: string) {
  const response = await fetch(url);
  if (response.status !== 200) return { status: response.status, type: "", summaries: [] as string[] };
  const calendar = new ICAL.Component(ICAL.parse(await response.text()));
  const summaries = calendar
    .getAllSubcomponents("vevent")
    .map((vevent) => String(vevent.getFirstPropertyValue("summary")));
  return { status: 200, type: response.headers.get("content-type") ?? "", summaries };
}

function section(page: Page, title: string) {
  return page.locator("section").filter({ has: page.getByRole("heading", { level: 2, name: title }) });
}

async function openSettings(page: Page) {
  await signIn(page);
  await page.goto("/settings/");
  await heading(page, "Settings").waitFor();
}

describe("calendar feed and notifications", () => {
  const browser = useBrowser();
  let webhook: Awaited<ReturnType<typeof startWebhook>>;

  beforeAll(async () => {
    webhook = await startWebhook();
    await setOwnerSettings({ theme: "system", time_zone: e2eEnv().timeZone });
    const client = apiClient(await ownerToken());
    const created = await client.post(TASKS_API, { name: TASK_NAME, due_date: todayIn(e2eEnv().timeZone) });
    expect(created.status).toBe(201);
  });
  afterAll(async () => {
    await webhook?.close();
  });

  it("copies the feed address from Settings; the address serves the owner's calendar, and a new one retires it", async () => {
    const page = await browser.newPage({ viewport: "desktop" });
    await page.context().grantPermissions(["clipboard-read", "clipboard-write"]);
    await openSettings(page);
    const feed = section(page, "Calendar feed");
    await feed.getByRole("button", { name: "Copy" }).click();
    await page.getByText("Feed address copied").waitFor();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
    expect(await feed.getByRole("textbox", { name: "Feed address" }).inputValue()).toBe(copied);

    const fetched = await fetchFeed(copied);
    expect(fetched.status).toBe(200);
    expect(fetched.type).toBe("text/calendar; charset=utf-8");
    expect(fetched.summaries).toContain(TASK_NAME);

    await feed.getByRole("button", { name: "New address" }).click();
    await page.getByRole("dialog", { name: "Make a new feed address?" }).waitFor();
    await screenshot(page, "rotate-confirm");
    await page.getByRole("button", { name: "Make new address" }).click();
    await page.getByText("New feed address made; the old one no longer works").waitFor();
    const renewed = await feed.getByRole("textbox", { name: "Feed address" }).inputValue();
    expect(renewed).not.toBe(copied);
    expect((await fetchFeed(copied)).status).toBe(404);
    expect((await fetchFeed(renewed)).summaries).toContain(TASK_NAME);
  });

  it("sets up a webhook, sends a test through it, and previews the digest", async () => {
    const page = await browser.newPage({ viewport: "desktop" });
    await openSettings(page);
    const notifications = section(page, "Notifications");
    await notifications.getByRole("switch", { name: "Webhook" }).click();
    await notifications.getByRole("textbox", { name: /Webhook URL/ }).fill(webhook.url);
    await notifications.getByRole("button", { name: "Save" }).click();
    await page.getByText("Notification settings saved").waitFor();
    await notifications.getByRole("button", { name: "Send a test" }).click();
    await notifications.getByText("Sent a test through webhook.").waitFor();
    expect(webhook.bodies).toEqual([
      expect.objectContaining({ kind: "test", title: "Homebase test", url: expect.stringMatching(/\/settings\/$/) }),
    ]);
    await notifications.getByRole("button", { name: "Preview today's digest" }).click();
    const preview = notifications.getByRole("alert", { name: "Digest preview" });
    // Other specs leave tasks due today too: this one is somewhere in the line.
    await preview.getByText(new RegExp(`Tasks today: ([^\\n]*, )?${TASK_NAME}`)).waitFor();
  });

  it("gives one bill its own reminder from the bill's page", async () => {
    const client = apiClient(await ownerToken());
    const today = todayIn(e2eEnv().timeZone);
    const bill = await client.post<{ id: number }>("/bills/api/v2/bill/", {
      name: "Water utility",
      is_auto_pay: false,
      due_date: today,
      due_amount: 42.5,
    });
    expect(bill.status).toBe(201);
    const page = await browser.newPage({ viewport: "phone" });
    await signIn(page);
    await page.goto(`/bills/bill/${bill.body.id}/`);
    const field = page.getByRole("combobox", { name: "Reminder" });
    await field.getByText(/^As in Settings/).waitFor();
    await field.click();
    await page.getByRole("option", { name: "1 day before" }).click();
    await field.getByText("1 day before").waitFor();
    await screenshot(page, "bill-reminder-phone");
    const stored = await client.get(`/api/notifications/bill-reminders/${bill.body.id}/`);
    expect(stored.body).toEqual({ bill_id: bill.body.id, reminder_days: 1, is_default: false });
  });

  it.each(SCREENSHOT_VARIANTS)("screenshots at $viewport $scheme", async ({ viewport, scheme }) => {
    const page = await browser.newPage({ viewport, colorScheme: scheme });
    await openSettings(page);
    const feed = section(page, "Calendar feed");
    await feed.getByRole("textbox", { name: "Feed address" }).waitFor();
    await feed.scrollIntoViewIfNeeded();
    await screenshot(page, `${viewport}-${scheme}-settings`);
    const notifications = section(page, "Notifications");
    await notifications.getByRole("switch", { name: "ntfy" }).click();
    await notifications.getByRole("button", { name: "Save" }).click();
    await notifications.getByText("Enter the server's address.").waitFor();
    await notifications.scrollIntoViewIfNeeded();
    await screenshot(page, `${viewport}-${scheme}-notifications-error`);
  });
});
