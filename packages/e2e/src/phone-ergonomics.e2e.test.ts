import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setOwnerSettings } from "./support/api";
import { signIn } from "./support/auth";
import { useBrowser } from "./support/browser";
import { e2eEnv } from "./support/context";
import { type RealisticData, seedRealisticData } from "./support/realistic-data";
import { luminance } from "./support/styles";
import { smallTapTargets } from "./support/tap-targets";

// Issue 22's phone ergonomics, measured at 390 px with a touch screen: every control on the
// main screens is a 44 × 44 px target, sub-pages are tabs under the app bar, a new page starts
// at its top, and the app bar's text reads at 4.5:1 in both themes.

const SCREENS = [
  "/",
  "/tracker/water/",
  "/tasks/",
  "/fuel/",
  "/money/",
  "/money/category/",
  "/money/account/",
  "/bills/",
  "/bible/schedule/",
  "/tv/",
  "/pack",
  "/pack/items/",
  "/settings/",
];

const contrast = (a: string, b: string) => {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
};

describe("phone ergonomics (issue 22)", () => {
  const browser = useBrowser();
  let data: RealisticData | undefined;
  // "System": each page follows its browser's colour scheme. Realistic data in every module, so
  // the screens show their lists, cards and posters rather than empty states.
  beforeAll(async () => {
    await setOwnerSettings({ theme: "system", time_zone: e2eEnv().timeZone });
    data = await seedRealisticData(e2eEnv().timeZone);
  });
  afterAll(async () => {
    await data?.remove();
    await setOwnerSettings({ theme: "light" });
  });

  it("has no control smaller than 44 × 44 px on the main screens", async () => {
    const page = await browser.newPage({ viewport: "phone" });
    await signIn(page);
    const small: Record<string, unknown> = {};
    for (const screen of SCREENS) {
      await page.goto(screen);
      await page.getByRole("heading", { level: 1 }).first().waitFor();
      await page.waitForLoadState("networkidle");
      const found = await smallTapTargets(page);
      if (found.length > 0) small[screen] = found;
    }
    expect(small).toEqual({});
  });

  it("shows Money's pages as tabs under the app bar, and a new page starts at its top", async () => {
    const page = await browser.newPage({ viewport: "phone" });
    await signIn(page, { returnTo: "/money/category/" });
    const tabs = page.getByRole("navigation", { name: "Money" });
    const bar = await page.locator("header").first().boundingBox();
    const strip = await tabs.boundingBox();
    expect(strip && bar && Math.abs(strip.y - (bar.y + bar.height)) < 1).toBe(true);
    expect(await tabs.getByRole("link", { name: "Categories" }).getAttribute("aria-current")).toBe("page");

    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.getByRole("link", { name: "Homebase" }).waitFor();
    await tabs.getByRole("link", { name: "Accounts" }).click();
    await page.getByRole("heading", { level: 1, name: "Accounts" }).waitFor();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  it("keeps the app bar's text at 4.5:1 or more in light and dark", async () => {
    for (const colorScheme of ["light", "dark"] as const) {
      const page = await browser.newPage({ viewport: "phone", colorScheme });
      await signIn(page);
      await expect.poll(() => page.evaluate(() => document.documentElement.className)).toContain(colorScheme);
      const header = page.locator("header").first();
      const title = header.getByRole("link", { name: "Homebase" });
      const [fg, bg] = await Promise.all([
        title.evaluate((element) => getComputedStyle(element).color),
        header.evaluate((element) => getComputedStyle(element).backgroundColor),
      ]);
      expect(contrast(fg, bg), `${colorScheme}: ${fg} on ${bg}`).toBeGreaterThanOrEqual(4.5);
    }
  });
});
