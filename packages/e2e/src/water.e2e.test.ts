import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setOwnerSettings } from "./support/api";
import { signIn } from "./support/auth";
import { SCREENSHOT_VARIANTS, useBrowser } from "./support/browser";
import { chartDrawn } from "./support/charts";
import { e2eEnv } from "./support/context";
import { openMenuEntry } from "./support/navigation";
import { screenshot } from "./support/screenshot";
import { heading, waitForPath } from "./support/shell";
import { backgroundLuminance } from "./support/styles";
import { expectedProgress, mlToOz, progressLine, waterApi, waterCard } from "./support/water";

// Issue 9: the water tracker walked as a person would, then a picture of the home card and
// WaterHome at phone and desktop width, light and dark, under artifacts/water/.
// The server and its owner are shared with the other spec files, so totals are read from
// the API rather than assumed to start at zero.

const TARGET_OZ = 64;
const TARGET_ML = 1893; // 64 oz × 29.5735, rounded
const TWENTY_OZ_ML = 591;

describe("water tracker", () => {
  const browser = useBrowser();

  // "System" lets each screenshot variant follow the browser's colour scheme; oz is the default unit.
  beforeAll(async () => {
    await setOwnerSettings({ theme: "system", time_zone: e2eEnv().timeZone });
    const water = await waterApi();
    await water.setUnit("oz");
    await water.clearTarget();
  });
  afterAll(async () => {
    await setOwnerSettings({ theme: "light" });
    await (await waterApi()).setUnit("oz");
  });

  it("sets a target, adds from home and WaterHome, deletes with undo, and switches units", async () => {
    const water = await waterApi();
    const page = await browser.newPage({ viewport: "desktop" });
    await signIn(page);

    // Home: no target yet, so the card asks for one and links to the target field.
    const homeCard = waterCard(page);
    await homeCard.getByText(/No daily target yet/).waitFor();
    await homeCard.getByRole("link", { name: "Set a daily target" }).click();
    await waitForPath(page, "/tracker/water/");
    await heading(page, "Water Tracker").waitFor();
    expect(await page.title()).toBe("Water Tracker · Homebase");

    const target = page.getByRole("textbox", { name: "Daily target" });
    await expect.poll(() => target.evaluate((element) => element === document.activeElement)).toBe(true);
    await target.fill(String(TARGET_OZ));
    await target.press("Tab");
    await page.getByText("Saved", { exact: true }).waitFor();
    expect(await water.targetMl()).toBe(TARGET_ML);

    // Back home: quick-add 20oz from the card and watch the progress follow.
    await openMenuEntry(page, "Home");
    await heading(page, /^Welcome/).waitFor();
    const before = await water.todayMl();
    await progressLine(homeCard)
      .filter({ hasText: expectedProgress(before, TARGET_ML, "oz") })
      .waitFor();
    await homeCard.getByRole("button", { name: "20 oz · 591 ml", exact: true }).click();
    await progressLine(homeCard)
      .filter({ hasText: expectedProgress(before + TWENTY_OZ_ML, TARGET_ML, "oz") })
      .waitFor();
    await expect.poll(() => water.todayMl()).toBe(before + TWENTY_OZ_ML);
    const bar = homeCard.getByRole("progressbar", { name: "Today's water" });
    expect(Number(await bar.getAttribute("aria-valuenow"))).toBe(
      Math.min(100, Math.round(((before + TWENTY_OZ_ML) / TARGET_ML) * 100)),
    );

    // WaterHome through the menu: a custom 12 oz (355 ml), entered with the keyboard.
    await openMenuEntry(page, "Water");
    await waitForPath(page, "/tracker/water/");
    const entries = page.getByRole("list", { name: "Today's entries" });
    const deleteTwelve = entries.getByRole("button", { name: /^Delete 12 oz at \d{1,2}:\d{2} [AP]M$/ });
    const twelveBefore = await deleteTwelve.count();
    const countBefore = await water.entryCount();
    const custom = page.getByRole("textbox", { name: "Custom amount" });
    await custom.fill("12");
    await custom.press("Enter");
    await expect.poll(() => deleteTwelve.count()).toBe(twelveBefore + 1);
    await expect.poll(() => water.entryCount()).toBe(countBefore + 1);
    await expect.poll(() => custom.inputValue()).toBe("");
    const total = before + TWENTY_OZ_ML + 355;
    await progressLine(waterCard(page, "Today"))
      .filter({ hasText: expectedProgress(total, TARGET_ML, "oz") })
      .waitFor();

    // Delete it: gone at once; Undo in the message adds it back.
    await deleteTwelve.first().click();
    await expect.poll(() => deleteTwelve.count()).toBe(twelveBefore);
    await expect.poll(() => water.entryCount()).toBe(countBefore);
    await page.getByText(/^Deleted 12 oz at /).waitFor();
    await page.getByRole("button", { name: "Undo" }).click();
    await expect.poll(() => deleteTwelve.count()).toBe(twelveBefore + 1);
    await expect.poll(() => water.entryCount()).toBe(countBefore + 1);

    // The 30-day chart and the streak.
    const chart = page.getByRole("figure", {
      name: /^Target met on \d+ of the last 30 days\. Average \d+ oz a day\.$/,
    });
    await chartDrawn(chart);
    const streak = await water.streak();
    const streakText =
      streak.current === 0 ? "No streak yet – meet today's target to start one" : `${streak.current}-day streak`;
    await page.getByRole("status").filter({ hasText: streakText }).waitFor();

    // ml everywhere: card, entries, target, chart caption; and the choice is the owner's.
    const unit = page.getByRole("group", { name: "Water unit" });
    await unit.getByRole("button", { name: "ml", exact: true }).click();
    await progressLine(waterCard(page, "Today"))
      .filter({ hasText: expectedProgress(total, TARGET_ML, "ml") })
      .waitFor();
    await entries
      .getByRole("button", { name: /^Delete 355 ml at / })
      .first()
      .waitFor();
    expect(await entries.getByRole("button", { name: / oz at / }).count()).toBe(0);
    expect(await target.inputValue()).toBe(String(TARGET_ML));
    await page.getByRole("figure", { name: /ml a day\.$/ }).waitFor();
    await page.reload();
    await progressLine(waterCard(page, "Today"))
      .filter({ hasText: expectedProgress(total, TARGET_ML, "ml") })
      .waitFor();

    await unit.getByRole("button", { name: "oz", exact: true }).click();
    await progressLine(waterCard(page, "Today"))
      .filter({ hasText: `of ${TARGET_OZ} oz` })
      .waitFor();
    expect(mlToOz(TARGET_ML)).toBe(TARGET_OZ);
  });

  it("issue 25 at phone width: quick-add in ml says ml, and a target over the limit is refused", async () => {
    const water = await waterApi();
    await water.setUnit("ml");
    const page = await browser.newPage({ viewport: "phone" });
    await signIn(page, { returnTo: "/tracker/water/" });
    const quick = page.getByRole("group", { name: "Quick add" }).first();
    await quick.getByRole("button", { name: "236 ml · 8 oz", exact: true }).waitFor();
    const before = await water.targetMl();
    const target = page.getByRole("textbox", { name: "Daily target" });
    await target.fill("99999");
    await target.press("Tab");
    await page.getByText("Use at most 20,000 ml.", { exact: true }).waitFor();
    expect(await target.inputValue()).toBe("99999");
    expect(await water.targetMl()).toBe(before);
    await screenshot(page, "phone-light-water-ml");
    await water.setUnit("oz");
  });

  it.each(SCREENSHOT_VARIANTS)("screenshots at $viewport $scheme", async ({ viewport, scheme }) => {
    const page = await browser.newPage({ viewport, colorScheme: scheme });
    const shot = (name: string) => screenshot(page, `${viewport}-${scheme}-${name}`);
    const luminance = () => backgroundLuminance(page.locator("main"));

    await signIn(page);
    await progressLine(waterCard(page)).waitFor();
    if (scheme === "dark") await expect.poll(luminance).toBeLessThan(0.05);
    else await expect.poll(luminance).toBeGreaterThan(0.5);
    await shot("home");

    await page.goto("/tracker/water/");
    await chartDrawn(page.getByRole("figure", { name: /^Target met on/ }));
    await page.getByRole("list", { name: "Today's entries" }).waitFor();
    await shot("water-home");
  });
});
