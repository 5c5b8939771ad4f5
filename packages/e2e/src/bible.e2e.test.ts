import { mkdir } from "node:fs/promises";
import path from "node:path";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiClient, ownerToken, setOwnerSettings } from "./support/api";
import { signIn } from "./support/auth";
import { SCREENSHOT_VARIANTS, useBrowser } from "./support/browser";
import { chooseCalendarDay } from "./support/calendar";
import { e2eEnv } from "./support/context";
import { isoDaysBefore, todayIn } from "./support/fuel";
import { openMenuEntry } from "./support/navigation";
import { artifactsDir } from "./support/paths";
import { screenshot } from "./support/screenshot";
import { heading, waitForPath } from "./support/shell";
import { isoDaysAfter } from "./support/tasks";

// Issue 8: a reading plan and a memory verse walked as a person would, then pictures of the
// reading page, the plans page and the memory dialog at phone and desktop width, light and
// dark, under artifacts/bible/. Only this spec creates Bible data, so it starts by clearing it.

const YEAR = "Bible in a Year";
const PSALMS = "Psalms and Proverbs in a Month";
const VERSE = "Romans 8:28";
const DEFAULT_URL_TEMPLATE = "https://www.biblegateway.com/passage/?search={passage}&version=ESV";
const VERSE_LINES = ["And we know that for those who love God", "all things work together for good."];

// The review of a verse memorized today is due tomorrow, and the server has no clock to move.
// "Today" is the owner's time zone, which the API can set: memorizing at UTC-12 and reviewing
// at UTC+14 (26 hours ahead) makes the owner's today at least one day later.
const WEST = "Etc/GMT+12";
const EAST = "Pacific/Kiritimati";

type Plan = { id: number; url: string; name: string; start_date: string; overdue_count: number; chapters_done: number };
type Entry = {
  url: string;
  planned_date: string;
  is_completed: boolean;
  is_past_due: boolean;
  chapter: { name: string };
};
type MemoryItem = {
  url: string;
  name: string;
  notes: string;
  is_completed: boolean;
  review_stage: number;
  next_review_date: string | null;
  is_review_due: boolean;
};

const pathOf = (url: string) => new URL(url).pathname;

async function bibleApi() {
  const client = apiClient(await ownerToken());
  const plans = async () => (await client.get<Plan[]>("/bible/api/plan/")).body;
  const items = async () => (await client.get<MemoryItem[]>("/bible/api/memory/")).body;
  return {
    plans,
    plan: async (name: string) => (await plans()).find((plan) => plan.name === name),
    schedule: async () => (await client.get<Entry[]>("/bible/api/schedule/")).body,
    items,
    item: async (name: string) => (await items()).find((item) => item.name === name),
    clear: async () => {
      for (const plan of await plans()) expect((await client.delete(pathOf(plan.url))).status).toBe(204);
      for (const item of await items()) expect((await client.delete(pathOf(item.url))).status).toBe(204);
    },
    resetUrlTemplate: async () => {
      const { status } = await client.patch("/auth/users/me/settings/", { bible_url_template: DEFAULT_URL_TEMPLATE });
      expect(status).toBe(200);
    },
    /** Data for the pictures: a second plan that is behind, and verses tinted as priority and past due. */
    ensurePictureData: async (today: string) => {
      if (!(await plans()).some((plan) => plan.name === PSALMS)) {
        const started = await client.post("/bible/api/plan/", {
          kind: "psalms-proverbs",
          start_date: isoDaysBefore(today, 1),
        });
        expect(started.status).toBe(201);
      }
      const names = (await items()).map((item) => item.name);
      const verses = [
        {
          name: "Psalm 119:11",
          notes: "I have stored up your word in my heart,\nthat I might not sin against you.",
          planned_date: isoDaysAfter(today, 5),
          is_priority: true,
        },
        { name: "Joshua 1:9", notes: "Be strong and courageous.", planned_date: isoDaysBefore(today, 4) },
      ];
      for (const verse of verses) {
        if (!names.includes(verse.name)) expect((await client.post("/bible/api/memory/", verse)).status).toBe(201);
      }
    },
  };
}

/** Picks a date in the shared calendar dialog, which opens on today's month, and confirms it. */
async function pickDate(page: Page, title: string, isoDate: string, today: string) {
  const dialog = page.getByRole("dialog", { name: title });
  await dialog.waitFor();
  await chooseCalendarDay(dialog, isoDate, today);
  await dialog.getByRole("button", { name: "OK" }).click();
  await dialog.waitFor({ state: "hidden" });
}

/**
 * A picture of what the screen shows with a dialog open. The shared full-page picture
 * stretches the page behind a modal (its scroll is locked), which hides how it really looks.
 */
async function dialogShot(page: Page, name: string) {
  const dir = path.join(artifactsDir, "bible");
  await mkdir(dir, { recursive: true });
  await page.evaluate(() => document.fonts.ready);
  await page.waitForTimeout(350);
  await page.screenshot({ path: path.join(dir, `${name}.png`), animations: "disabled" });
}

const readings = (page: Page) => page.getByRole("list", { name: "Today's readings" });
const memoryList = (page: Page) => page.getByRole("list", { name: "Memory verses" });

describe("bible", () => {
  const browser = useBrowser();
  const today = () => todayIn(e2eEnv().timeZone);

  beforeAll(async () => {
    await setOwnerSettings({ theme: "system", time_zone: e2eEnv().timeZone });
    await (await bibleApi()).clear();
  });
  afterAll(async () => {
    await setOwnerSettings({ theme: "light", time_zone: e2eEnv().timeZone });
    await (await bibleApi()).resetUrlTemplate();
  });

  it("starts a plan two days back, reads, catches up, and memorizes and reviews a verse", async () => {
    const bible = await bibleApi();
    const page = await browser.newPage({ viewport: "desktop" });
    await signIn(page);

    // No plan yet: the reading page offers to start one instead of an empty "Reading Plan".
    await openMenuEntry(page, "Reading Plan");
    await waitForPath(page, "/bible/schedule/");
    await heading(page, "Start a reading plan").waitFor();
    expect(await page.title()).toBe("Reading Plan · Homebase");
    expect(await page.getByRole("heading", { name: "Reading Plan", exact: true }).count()).toBe(0);
    await screenshot(page, "desktop-light-no-plan");
    await page.getByRole("link", { name: "Choose a plan" }).click();
    await waitForPath(page, "/bible/plans/");
    await heading(page, "Reading Plans").waitFor();

    // Bible in a Year, starting two days ago.
    const twoDaysAgo = isoDaysBefore(today(), 2);
    const form = page.getByRole("region", { name: "Start a plan" });
    expect(await form.getByRole("radio", { name: new RegExp(YEAR) }).isChecked()).toBe(true);
    await form.getByRole("button", { name: /^Start date: .*\(today\)$/ }).click();
    await pickDate(page, "Start date", twoDaysAgo, today());
    await form.getByRole("button", { name: /^Start date: .*\(2 days ago\)$/ }).waitFor();
    await form.getByRole("button", { name: "Start plan" }).click();
    const card = page.getByRole("article", { name: YEAR });
    await card.getByText("0 of 1,189 chapters read").waitFor();
    await card.getByText(/readings behind$/).waitFor();
    const plan = await bible.plan(YEAR);
    expect(plan?.start_date).toBe(twoDaysAgo);
    expect(plan?.overdue_count).toBeGreaterThan(0);

    // The past-due readings, each with its planned date in words.
    await page.getByRole("link", { name: "Today's readings" }).click();
    await waitForPath(page, "/bible/schedule/");
    await page.getByRole("heading", { name: "Reading Plan", exact: true }).waitFor();
    await readings(page).getByText("2 days ago").first().waitFor();
    await readings(page).getByText("yesterday").first().waitFor();
    const genesis = readings(page).getByRole("link", { name: "Genesis 1", exact: true });
    expect(await genesis.getAttribute("target")).toBe("_blank");
    expect(await genesis.getAttribute("href")).toContain("search=Genesis%201");

    // Complete one.
    // click, not check(): the box turns checked once the optimistic update lands, a moment later.
    const genesis1 = page.getByRole("checkbox", { name: "Read Genesis 1", exact: true });
    await genesis1.click();
    await expect.poll(() => genesis1.isChecked()).toBe(true);
    await expect
      .poll(async () => (await bible.schedule()).find((e) => e.chapter.name === "Genesis 1")?.is_completed)
      .toBe(true);

    // Catch me up: what is left moves so the oldest unread reading falls on today.
    await page.getByRole("button", { name: `Catch me up on ${YEAR}` }).click();
    await page.getByText(`${YEAR}: the remaining readings now start today`).waitFor();
    await expect.poll(async () => await readings(page).getByText("yesterday").count()).toBe(0);
    expect(await page.getByRole("button", { name: /Catch me up/ }).count()).toBe(0);
    const open = (await bible.schedule()).filter((entry) => !entry.is_completed);
    expect(open.length).toBeGreaterThan(0);
    expect(open.every((entry) => entry.planned_date === today() && !entry.is_past_due)).toBe(true);
    // Only the reading done before catching up still says when it was planned.
    expect(await readings(page).getByText("2 days ago").count()).toBe(1);
    expect((await bible.plan(YEAR))?.overdue_count).toBe(0);

    // A memory verse whose text has two lines.
    await page.getByRole("button", { name: "Add verse" }).click();
    const add = page.getByRole("dialog", { name: "Add verse" });
    await add.getByRole("textbox", { name: "Reference" }).fill(VERSE);
    await add.getByRole("textbox", { name: "Verse text" }).fill(VERSE_LINES.join("\n"));
    await screenshot(page, "desktop-light-add-verse");
    await add.getByRole("button", { name: "Add verse" }).click();
    await add.waitFor({ state: "hidden" });
    expect((await bible.item(VERSE))?.notes).toBe(VERSE_LINES.join("\n"));

    // Memorize it "today" at UTC-12.
    await setOwnerSettings({ time_zone: WEST });
    await page.reload();
    await memoryList(page)
      .getByRole("button", { name: new RegExp(`^${VERSE}`) })
      .click();
    const dialog = page.getByRole("dialog", { name: VERSE });
    const notes = dialog.getByText(VERSE_LINES[0] as string);
    expect(await notes.textContent()).toBe(VERSE_LINES.join("\n"));
    expect(await notes.evaluate((element) => getComputedStyle(element).whiteSpace)).toBe("pre-wrap");
    // Two lines on screen, not one run together.
    const lineHeight = await notes.evaluate((element) => Number.parseFloat(getComputedStyle(element).lineHeight));
    expect((await notes.boundingBox())?.height).toBeGreaterThanOrEqual(lineHeight * 2 - 1);
    await dialog.getByRole("button", { name: "Toggle Memorized" }).click();
    await dialog.getByText("Memorized", { exact: true }).waitFor();
    const memorized = await bible.item(VERSE);
    expect(memorized?.is_completed).toBe(true);
    expect(memorized?.next_review_date).toBe(isoDaysAfter(todayIn(WEST), 1));
    expect(memorized?.is_review_due).toBe(false);
    await dialog.getByRole("button", { name: "Close" }).click();
    await dialog.waitFor({ state: "hidden" });
    expect(await page.getByRole("heading", { name: /Due for review/ }).count()).toBe(0);

    // At UTC+14 the owner's today is past the review date: the verse is due.
    await setOwnerSettings({ time_zone: EAST });
    await page.reload();
    await page.getByRole("heading", { name: "Due for review (1)" }).waitFor();
    await screenshot(page, "desktop-light-review-due");
    await page.getByRole("button", { name: `I remembered ${VERSE}` }).click();
    await page.getByRole("heading", { name: /Due for review/ }).waitFor({ state: "detached" });
    const reviewed = await bible.item(VERSE);
    expect([reviewed?.review_stage, reviewed?.next_review_date]).toEqual([1, isoDaysAfter(todayIn(EAST), 3)]);
    await setOwnerSettings({ time_zone: e2eEnv().timeZone });

    // Chapter names link to the online Bible chosen in Settings.
    await page.goto("/settings/");
    const template = page.getByRole("textbox", { name: "Passage link" });
    await template.fill("https://www.esv.org/{passage}/");
    await template.press("Tab");
    await page.getByText("Settings saved").waitFor();
    await page.goto("/bible/schedule/");
    expect(await readings(page).getByRole("link", { name: "Genesis 1", exact: true }).getAttribute("href")).toBe(
      "https://www.esv.org/Genesis%201/",
    );
  });

  it("issue 25 at phone width: reads tomorrow's first reading today, and the plan counts it", async () => {
    const bible = await bibleApi();
    const before = (await bible.plan(YEAR))!.chapters_done;
    const page = await browser.newPage({ viewport: "phone" });
    await signIn(page, { returnTo: "/bible/schedule/" });
    const ahead = page.getByRole("list", { name: "Readings ahead" });
    const first = ahead.getByRole("checkbox").first();
    const name = ((await first.getAttribute("aria-label")) ?? "").replace(/^Read /, "");
    expect(name).not.toBe("");
    await screenshot(page, "phone-light-read-ahead");
    await first.click();
    await readings(page)
      .getByRole("checkbox", { name: `Read ${name}`, exact: true })
      .waitFor();
    expect(
      await readings(page)
        .getByRole("checkbox", { name: `Read ${name}`, exact: true })
        .isChecked(),
    ).toBe(true);
    await expect.poll(async () => (await bible.plan(YEAR))!.chapters_done).toBe(before + 1);
    // Put it back for the pictures.
    const entry = (await bible.schedule()).find((e) => e.chapter.name === name)!;
    expect((await apiClient(await ownerToken()).patch(pathOf(entry.url), { is_completed: false })).status).toBe(200);
  });

  it.each(SCREENSHOT_VARIANTS)("screenshots at $viewport $scheme", async ({ viewport, scheme }) => {
    await (await bibleApi()).ensurePictureData(today());
    const page = await browser.newPage({ viewport, colorScheme: scheme });
    const shot = (name: string) => screenshot(page, `${viewport}-${scheme}-${name}`);

    await signIn(page, { returnTo: "/bible/schedule/" });
    await page.getByRole("heading", { name: "Reading Plan", exact: true }).waitFor();
    await memoryList(page).getByText(VERSE).waitFor();
    await page.getByRole("button", { name: `Catch me up on ${PSALMS}` }).waitFor();
    await shot("reading");

    await memoryList(page)
      .getByRole("button", { name: /^Psalm 119:11/ })
      .click();
    await page
      .getByRole("dialog", { name: "Psalm 119:11" })
      .getByText(/stored up your word/)
      .waitFor();
    await dialogShot(page, `${viewport}-${scheme}-memory-dialog`);
    await page.keyboard.press("Escape");

    await page.goto("/bible/plans/");
    await page.getByRole("article", { name: YEAR }).waitFor();
    await page.getByRole("article", { name: PSALMS }).waitFor();
    await shot("plans");
  });
});
