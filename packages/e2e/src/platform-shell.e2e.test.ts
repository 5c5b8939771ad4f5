import type { Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiClient, apiRequest, type OwnerSettings, ownerToken, setOwnerSettings } from "./support/api";
import { loginForm, signIn } from "./support/auth";
import { useBrowser } from "./support/browser";
import { e2eEnv } from "./support/context";
import {
  chooseTheme,
  closeMenuIfOpen,
  heading,
  isMenuItemChecked,
  logOutControl,
  openMenuButton,
  themeButton,
  themeMenuItem,
  waitForPath,
} from "./support/shell";
import { backgroundColor, backgroundLuminance, luminance } from "./support/styles";

// The app shell around every module: theme, phone drawer, not-found page and owner settings.

const LIGHT_MAIN_BACKGROUND = "rgb(238, 238, 238)"; // grey-lighten-3 (#EEEEEE), spec §9
const DARK_LUMINANCE_BELOW = 0.05; // darker than rgb(63, 63, 63): clearly a dark surface

/** Home's h1 in the table below: "Welcome," and the owner's username. */
const GREETING = Symbol("greeting");

/** The app's code: without it, what shows is what index.html paints on its own. */
const APP_CODE = /\/assets\/.+\.js$/;

/** Where an element's centre is, to the pixel: the app bar's name must not move when the app takes over. */
async function centre(locator: Locator): Promise<{ x: number; y: number }> {
  const box = await locator.boundingBox();
  if (!box) throw new Error("Not on screen");
  return { x: Math.round(box.x + box.width / 2), y: Math.round(box.y + box.height / 2) };
}

/** Where an element starts, to the pixel (a heading's box may be as wide as its row or its text). */
async function topLeft(locator: Locator): Promise<{ x: number; y: number }> {
  const box = await locator.boundingBox();
  if (!box) throw new Error("Not on screen");
  return { x: Math.round(box.x), y: Math.round(box.y) };
}

async function ownerSettings(): Promise<OwnerSettings> {
  const { body } = await apiClient(await ownerToken()).get<OwnerSettings>("/auth/users/me/settings/");
  return body;
}

describe("app shell", () => {
  const browser = useBrowser();

  // Other specs may have changed these; each test here starts from the defaults.
  beforeAll(() => setOwnerSettings({ theme: "light", time_zone: e2eEnv().timeZone }));
  afterAll(() => setOwnerSettings({ theme: "light", time_zone: e2eEnv().timeZone }));

  it("switches to the dark theme, keeps it across a reload, and back to light", async () => {
    const page = await browser.newPage({ viewport: "desktop" });
    await signIn(page);
    const main = page.locator("main");
    await expect.poll(() => backgroundColor(main)).toBe(LIGHT_MAIN_BACKGROUND);

    await chooseTheme(page, "Dark");
    await expect.poll(() => backgroundLuminance(main)).toBeLessThan(DARK_LUMINANCE_BELOW);
    await expect.poll(async () => (await ownerSettings()).theme).toBe("dark");

    await page.reload();
    // The page's own shell shows the greeting before the app runs; <main> is the app's. Waited for
    // inside the poll, it could take longer than the poll's second on a busy machine.
    await main.waitFor();
    await expect.poll(() => backgroundLuminance(main)).toBeLessThan(DARK_LUMINANCE_BELOW);
    await themeButton(page).click();
    expect(await isMenuItemChecked(themeMenuItem(page, "Dark"))).toBe(true);
    expect(await isMenuItemChecked(themeMenuItem(page, "Light"))).toBe(false);
    await closeMenuIfOpen(page);

    // Stored for the owner, not just in this browser: a fresh browser signs in to dark.
    const otherDevice = await browser.newPage({ viewport: "desktop" });
    await signIn(otherDevice);
    await expect.poll(() => backgroundLuminance(otherDevice.locator("main"))).toBeLessThan(DARK_LUMINANCE_BELOW);

    await chooseTheme(page, "Light");
    await expect.poll(() => backgroundColor(main)).toBe(LIGHT_MAIN_BACKGROUND);
    await page.reload();
    await main.waitFor();
    await expect.poll(() => backgroundColor(main)).toBe(LIGHT_MAIN_BACKGROUND);
    await expect.poll(async () => (await ownerSettings()).theme).toBe("light");
  });

  // Issue 28: on a phone on slow 4G the app's code takes seconds to arrive; the bar shows at once.
  // `heading` is the page's h1 (GREETING: Home's, with the owner's name); `loaded` shows once the
  // page's own code has run.
  const searchBox = (page: Page) => page.getByRole("main").getByRole("textbox").first();
  it.each([
    {
      viewport: "phone",
      mode: "dark",
      signedIn: true,
      path: "/tracker/water/",
      heading: "Water Tracker",
      loaded: searchBox,
    },
    { viewport: "desktop", mode: "light", signedIn: true, path: "/tasks/", heading: "Tasks", loaded: searchBox },
    {
      viewport: "phone",
      mode: "light",
      signedIn: true,
      path: "/",
      heading: GREETING,
      loaded: (page: Page) => page.getByRole("heading", { name: "Your modules" }),
    },
    { viewport: "phone", mode: "light", signedIn: false, path: "/login/", heading: null, loaded: null },
  ] as const)(
    "paints the app bar, and a main screen's heading, before the app's code arrives, where the app then draws them: $viewport, $mode, $path",
    async ({ viewport, mode, signedIn, path, heading: shownHeading, loaded }) => {
      const page = await browser.newPage({ viewport });
      const { username } = e2eEnv();
      const heading = shownHeading === GREETING ? `Welcome, ${username}` : shownHeading;
      const token = signedIn ? await ownerToken() : null;
      // As the app leaves them after an earlier visit: the mode, the token and the owner's name.
      await page.context().addInitScript(
        ([storedMode, storedToken, storedUsername]) => {
          localStorage.setItem("mui-mode", storedMode);
          if (storedToken) {
            localStorage.setItem("token", storedToken);
            localStorage.setItem("username", storedUsername);
          }
        },
        [mode, token, username] as const,
      );
      const menuShown = signedIn && viewport === "phone";

      await page.route(APP_CODE, (route) => route.abort());
      await page.goto(path);
      const shellName = page.getByText("Homebase", { exact: true });
      const shellMenu = page.locator("#root svg").first();
      const nameBefore = await centre(shellName);
      // The owner's mode from this browser, before any script of the app: no light flash in dark mode.
      expect(await page.evaluate(() => document.documentElement.classList.contains("dark"))).toBe(mode === "dark");
      expect(luminance(await backgroundColor(page.locator("body"))) < DARK_LUMINANCE_BELOW).toBe(mode === "dark");
      expect(await shellMenu.isVisible()).toBe(menuShown);
      const menuBefore = menuShown ? await centre(shellMenu) : null;
      // A main screen's heading comes with the page (from the server, or Home's from this
      // browser), where the page draws its h1.
      expect(await page.getByRole("heading", { level: 1 }).count()).toBe(heading ? 1 : 0);
      const headingBefore = heading ? await topLeft(page.getByRole("heading", { level: 1, name: heading })) : null;

      await page.unroute(APP_CODE);
      await page.reload();
      const bar = page.getByRole("banner");
      const appName = bar.getByRole("link", { name: "Homebase" });
      await appName.waitFor();
      expect(await centre(appName)).toEqual(nameBefore);
      expect(await openMenuButton(page).isVisible()).toBe(menuShown);
      if (menuBefore) expect(await centre(openMenuButton(page).locator("svg"))).toEqual(menuBefore);
      if (heading && loaded) {
        await loaded(page).waitFor();
        expect(await topLeft(page.getByRole("heading", { level: 1, name: heading }))).toEqual(headingBefore);
      }
    },
  );

  it("navigates and logs out through the drawer on a phone", async () => {
    const page = await browser.newPage({ viewport: "phone" });
    const token = await signIn(page);
    await heading(page, `Welcome, ${e2eEnv().username}`).waitFor();
    // At phone width the app bar's links collapse into the drawer.
    expect(await logOutControl(page).isVisible()).toBe(false);

    await openMenuButton(page).click();
    await page.getByRole("link", { name: "Home", exact: true }).waitFor();
    await page.getByRole("link", { name: "Settings", exact: true }).click();
    await waitForPath(page, "/settings/");
    await heading(page, "Settings").waitFor();
    await page.getByRole("link", { name: "Home", exact: true }).waitFor({ state: "hidden" });

    await openMenuButton(page).click();
    await logOutControl(page).click();
    await waitForPath(page, "/login/");
    await loginForm(page).heading.waitFor();
    await expect.poll(async () => (await apiRequest("GET", "/auth/users/me/", { token })).status).toBe(401);
  });

  it("shows a not-found page for an unknown path, with a way home", async () => {
    const page = await browser.newPage();
    await signIn(page);
    await page.goto("/no/such/page");
    await heading(page, "Page not found").waitFor();

    await page.getByRole("link", { name: "Go home" }).click();
    await waitForPath(page, "/");
    await heading(page, `Welcome, ${e2eEnv().username}`).waitFor();
  });

  it("saves a new time zone in settings and keeps it after a reload", async () => {
    const page = await browser.newPage();
    await signIn(page, { returnTo: "/settings/" });
    await heading(page, "Settings").waitFor();
    const timeZone = page.getByRole("combobox", { name: "Time zone" });
    await expect.poll(() => timeZone.inputValue()).toBe(e2eEnv().timeZone);
    expect(await page.getByRole("radio", { name: "Light" }).isChecked()).toBe(true);

    await timeZone.click();
    await timeZone.fill("Europe/Berl");
    await page.getByRole("option", { name: /^Europe\/Berlin\b/ }).click();
    await page.getByText("Settings saved").waitFor();
    await expect.poll(async () => (await ownerSettings()).time_zone).toBe("Europe/Berlin");

    await page.reload();
    await heading(page, "Settings").waitFor();
    await expect.poll(() => timeZone.inputValue()).toBe("Europe/Berlin");
  });
});
