import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setOwnerSettings } from "./support/api";
import { loginForm, signIn, submitLogin } from "./support/auth";
import { SCREENSHOT_VARIANTS, useBrowser } from "./support/browser";
import { e2eEnv } from "./support/context";
import { screenshot } from "./support/screenshot";
import { heading, loaded, logOutControl, openMenuButton, themeButton, waitForPath } from "./support/shell";
import { backgroundLuminance } from "./support/styles";

// A picture of every platform screen at phone and desktop width, light and dark, saved under
// artifacts/screens/ for a person to review. The checks here only make sure each picture
// shows the screen it is named after, in the colour scheme it is named after.

describe("screenshots of every screen", () => {
  const browser = useBrowser();

  // "System" makes the app follow the browser's emulated colour scheme in each variant.
  beforeAll(() => setOwnerSettings({ theme: "system" }));
  afterAll(() => setOwnerSettings({ theme: "light" }));

  it.each(SCREENSHOT_VARIANTS)("$viewport $scheme", async ({ viewport, scheme }) => {
    const page = await browser.newPage({ viewport, colorScheme: scheme });
    const shot = (name: string) => screenshot(page, `${viewport}-${scheme}-${name}`);
    const expectScheme = async () => {
      const luminance = () => backgroundLuminance(page.locator("main"));
      if (scheme === "dark") await expect.poll(luminance).toBeLessThan(0.05);
      else await expect.poll(luminance).toBeGreaterThan(0.5);
    };

    await signIn(page);
    await heading(page, `Welcome, ${e2eEnv().username}`).waitFor();
    await expectScheme();
    // Home's widgets load after its heading: the picture shows them, not their placeholders.
    // Their cells (busy until filled) come with the modules' links, once the owner's settings are
    // in; waiting for busy cells before then found none and took the picture of the placeholders.
    await page.getByRole("heading", { name: "Your modules" }).waitFor();
    await loaded(page);
    await shot("home");

    await themeButton(page).click();
    await page.getByRole("menu").waitFor();
    await shot("theme-menu");
    await page.keyboard.press("Escape");
    await page.getByRole("menu").waitFor({ state: "hidden" });

    if (viewport === "phone") {
      await openMenuButton(page).click();
      await page.getByRole("link", { name: "Home", exact: true }).waitFor();
      await shot("drawer");
      await page.keyboard.press("Escape");
      await page.getByRole("link", { name: "Home", exact: true }).waitFor({ state: "hidden" });
    }

    await page.goto("/settings/");
    await heading(page, "Settings").waitFor();
    await page.getByRole("combobox", { name: "Time zone" }).waitFor();
    await expectScheme();
    await shot("settings");

    await page.goto("/no/such/page");
    await heading(page, "Page not found").waitFor();
    await shot("not-found");

    // Log out last, so the signed-out screens show the theme the app remembered.
    if (viewport === "phone") await openMenuButton(page).click();
    await logOutControl(page).click();
    await waitForPath(page, "/login/");
    const form = loginForm(page);
    await form.heading.waitFor();
    await shot("login");

    await submitLogin(page, e2eEnv().username, "wrong-password");
    await form.alert.filter({ hasText: "Unable to log in with provided credentials." }).waitFor();
    await shot("login-error");
  });
});
