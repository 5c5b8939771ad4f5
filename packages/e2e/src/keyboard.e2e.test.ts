import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiClient, ownerToken, setOwnerSettings } from "./support/api";
import { signIn } from "./support/auth";
import { useBrowser } from "./support/browser";
import { e2eEnv } from "./support/context";
import { type RealisticData, seedRealisticData } from "./support/realistic-data";
import { heading } from "./support/shell";

// Issue 28: every action works from the keyboard, with a visible focus indicator. Tab walks
// through whole screens and every stop must show where focus is; the two actions the spec
// puts on a double-click (a Home poster marks its episode watched, a trip item toggles
// packed) each have a control that Tab reaches and Enter or Space works.

/** Tab stops past which a walk gives up: more than any screen here has. */
const MAX_STOPS = 150;

type Stop = { label: string; indicated: boolean };

/** The focused element, named for a report, and whether something shows that it has focus. */
function focusedStop(page: Page): Promise<Stop | null> {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) return null;
    const ringed = (node: Element | null | undefined) => {
      if (!node) return false;
      const style = getComputedStyle(node);
      return style.outlineStyle !== "none" && Number.parseFloat(style.outlineWidth) > 0;
    };
    // The ring is on the element, or on a close ancestor for controls whose focusable part is
    // invisible (a checkbox's input, a chart's keyboard proxy); a text field shows focus with
    // the 2 px border MUI draws on its wrapper.
    const parent = element.parentElement;
    const indicated =
      [element, parent, parent?.parentElement, parent?.parentElement?.parentElement].some(ringed) ||
      element.closest(".MuiInputBase-root.Mui-focused") !== null;
    const name =
      element.getAttribute("aria-label") ||
      element.textContent?.trim().slice(0, 40) ||
      element.getAttribute("name") ||
      "";
    return { label: `${element.tagName.toLowerCase()} "${name}" ${element.outerHTML.slice(0, 200)}`, indicated };
  });
}

/** Presses Tab through the page until focus comes back round, returning every stop. */
async function tabThrough(page: Page): Promise<Stop[]> {
  const stops: Stop[] = [];
  const seen = new Set<string>();
  for (let press = 0; press < MAX_STOPS; press++) {
    await page.keyboard.press("Tab");
    const stop = await focusedStop(page);
    if (!stop) continue;
    const key = await page.evaluate(() => {
      const element = document.activeElement as HTMLElement & { dataset: DOMStringMap };
      element.dataset.tabOrder ??= String(Math.random());
      return element.dataset.tabOrder;
    });
    if (seen.has(key)) break;
    seen.add(key);
    stops.push(stop);
  }
  return stops;
}

/** Tabs until the focused element's accessible name matches, failing after MAX_STOPS. */
async function tabTo(page: Page, name: RegExp): Promise<void> {
  for (let press = 0; press < MAX_STOPS; press++) {
    await page.keyboard.press("Tab");
    const focused = await page.evaluate(() => document.activeElement?.getAttribute("aria-label") ?? "");
    if (name.test(focused)) return;
  }
  throw new Error(`Tab never reached a control named ${name}`);
}

describe("keyboard", () => {
  const browser = useBrowser();
  let data: RealisticData | undefined;

  beforeAll(async () => {
    await setOwnerSettings({ theme: "light", time_zone: e2eEnv().timeZone });
    data = await seedRealisticData(e2eEnv().timeZone);
  });
  afterAll(() => data?.remove());

  it.each([
    { screen: "Home", path: "/", ready: (page: Page) => heading(page, /^Welcome/) },
    { screen: "Transactions", path: "/money/", ready: (page: Page) => page.getByRole("status", { name: "Summary" }) },
    {
      screen: "a trip",
      path: () => `/pack/trip/${data?.tripId}/`,
      ready: (page: Page) => page.getByRole("checkbox", { name: /^Packed: / }).first(),
    },
  ])("every Tab stop on $screen shows a focus indicator", async ({ path, ready }) => {
    const page = await browser.newPage({ viewport: "desktop" });
    await signIn(page, { returnTo: typeof path === "function" ? path() : path });
    await ready(page).waitFor();
    const stops = await tabThrough(page);
    expect(stops.length).toBeGreaterThan(10);
    expect(stops.filter((stop) => !stop.indicated).map((stop) => stop.label)).toEqual([]);
  });

  it("marks a Home poster's episode watched with Tab and Enter (its double-click has a button)", async () => {
    const client = apiClient(await ownerToken());
    type Show = { name: string; next_episode: { season: number; number: number } | null };
    const northern = async () =>
      (await client.get<Show[]>("/tv/api/show/")).body.find((show) => show.name === "Northern Lights");
    const before = (await northern())?.next_episode;
    if (!before) throw new Error("Northern Lights has no next episode");
    const code = (episode: { season: number; number: number }) => `S${episode.season} E${episode.number}`;

    const page = await browser.newPage({ viewport: "desktop" });
    await signIn(page);
    const button = page.getByRole("button", { name: `Mark Northern Lights ${code(before)} watched` });
    await button.waitFor();
    await tabTo(page, /^Mark Northern Lights .* watched$/);
    expect((await focusedStop(page))?.indicated).toBe(true);
    await page.keyboard.press("Enter");

    await expect.poll(async () => (await northern())?.next_episode).not.toEqual(before);
    await page.getByText(`Marked Northern Lights ${code(before)} watched`).waitFor();
  });

  it("packs a trip item with Tab and Space (its double-click has a checkbox)", async () => {
    if (!data) throw new Error("No data was seeded");
    const item = data.names.item;
    const client = apiClient(await ownerToken());
    type TripItem = { url: string; is_packed: boolean; item: { name: string } };
    const packed = async () =>
      (await client.get<TripItem[]>(`/pack/api/trip/${data?.tripId}/items/`)).body.find(
        (tripItem) => tripItem.item.name === item,
      )?.is_packed;
    expect(await packed()).toBe(false);

    const page = await browser.newPage({ viewport: "desktop" });
    await signIn(page, { returnTo: `/pack/trip/${data.tripId}/` });
    const checkbox = page.getByRole("checkbox", { name: `Packed: ${item}` });
    await checkbox.waitFor();
    await tabTo(page, new RegExp(`^Packed: ${item}$`));
    expect((await focusedStop(page))?.indicated).toBe(true);
    await page.keyboard.press("Space");

    await expect.poll(packed).toBe(true);
  });
});
