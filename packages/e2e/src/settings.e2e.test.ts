import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { apiClient, apiRequest } from "./support/api";
import { submitLogin } from "./support/auth";
import { expectNoAxeViolations } from "./support/axe";
import { SCREENSHOT_VARIANTS, useBrowser } from "./support/browser";
import { e2eEnv } from "./support/context";
import { screenshot } from "./support/screenshot";
import { heading, openMenuButton, waitForPath } from "./support/shell";
import { createOwner } from "./support/users";

// Issue 25, "Settings and first run", walked at phone width by owners made for this spec (the
// shared owner's account holds what other specs left): the getting-started list on a new
// owner's Home, hiding modules, changing the password and signing devices out.

const RUN = Date.now().toString(36).slice(-5);
const PASSWORD = "first-run-password";
const ANDROID_CHROME =
  "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36";

/** A token for `username`, signed in through the API as the given browser would. */
async function apiLogin(username: string, password: string, userAgent = ANDROID_CHROME): Promise<string> {
  const response = await fetch(new URL("/auth/token/login/", e2eEnv().baseUrl), {
    method: "POST",
    headers: { "content-type": "application/json", "user-agent": userAgent },
    body: JSON.stringify({ username, password }),
  });
  const body = (await response.json()) as { auth_token?: string };
  if (!body.auth_token) throw new Error(`API login failed for ${username}: ${JSON.stringify(body)}`);
  return body.auth_token;
}

const isSignedIn = async (token: string) => (await apiRequest("GET", "/auth/users/me/", { token })).status === 200;

async function signInAs(page: Page, username: string, password: string, returnTo = "/"): Promise<void> {
  await page.goto(`/login/?returnTo=${encodeURIComponent(returnTo)}`);
  await submitLogin(page, username, password);
  await waitForPath(page, returnTo.replace(/[?#].*$/, ""));
}

/** Follows a menu entry from the phone drawer. */
async function openFromDrawer(page: Page, label: string): Promise<void> {
  await openMenuButton(page).click();
  await page.getByRole("dialog").getByRole("link", { name: label, exact: true }).click();
}

// The field's label ends in MUI's required mark; "New password again" must not match.
const NEW_PASSWORD_LABEL = /^New password[\s*\u2009]*$/;

const fitsTheScreen = () => document.documentElement.scrollWidth <= window.innerWidth;

const section = (page: Page, name: string) =>
  page.locator("section").filter({ has: page.getByRole("heading", { level: 2, name, exact: true }) });

describe("settings and first run", () => {
  const browser = useBrowser();

  it("a new owner's Home lists first steps that go as they are done, hidden modules leave, dismiss holds", async () => {
    const username = `newcomer_${RUN}`;
    createOwner(username, PASSWORD);
    const api = apiClient(await apiLogin(username, PASSWORD));
    const page = await browser.newPage({ viewport: "phone" });
    await signInAs(page, username, PASSWORD);

    // Every first step, each a link to where it is taken.
    const checklist = page.getByRole("region", { name: "Getting started" });
    await checklist.getByText("0 of 5 done.").waitFor();
    expect(await checklist.getByRole("link").allTextContents()).toEqual([
      "Set a daily water target",
      "Add a bill",
      "Track a TV show",
      "Start a reading plan",
      "Add a vehicle",
    ]);
    // The empty Bills card links to its first step too.
    const billsCard = page.getByRole("region", { name: "Recurring Bills" });
    await billsCard.getByText("No bills yet.", { exact: false }).waitFor();
    await screenshot(page, "phone-light-getting-started");
    await expectNoAxeViolations(page, "Home with the getting-started list");
    await billsCard.getByRole("link", { name: "Add a bill" }).click();
    await waitForPath(page, "/bills/create/");
    await page.goBack();

    // The water step, taken where its link leads: it leaves the list.
    await checklist.getByRole("link", { name: "Set a daily water target" }).click();
    await waitForPath(page, "/tracker/water/");
    const target = page.getByRole("textbox", { name: "Daily target" });
    await expect.poll(() => target.evaluate((element) => element === document.activeElement)).toBe(true);
    await target.fill("64");
    await target.press("Tab");
    await expect
      .poll(async () => (await api.get<{ target_ml: number }[]>("/tracker/api/water/daily-target/")).body[0]?.target_ml)
      .toBeGreaterThan(0);
    await openFromDrawer(page, "Home");
    await checklist.getByText("1 of 5 done.").waitFor();
    expect(await checklist.getByRole("link", { name: "Set a daily water target" }).count()).toBe(0);

    // Settings → Modules: Recurring Bills and Wordle off.
    await openFromDrawer(page, "Settings");
    await heading(page, "Settings").waitFor();
    const modules = section(page, "Modules");
    for (const name of ["Recurring Bills", "Wordle"]) {
      await modules.getByRole("switch", { name }).click();
      await expect.poll(() => modules.getByRole("switch", { name }).isChecked()).toBe(false);
    }
    await expect
      .poll(async () => (await api.get<{ hidden_modules: string[] }>("/auth/users/me/settings/")).body.hidden_modules)
      .toEqual(["bills", "wordle"]);
    await screenshot(page, "phone-light-modules-hidden");

    // They leave the menu and Home (card, link and first step); their pages still open when typed.
    await openMenuButton(page).click();
    const drawer = page.getByRole("dialog");
    await drawer.getByRole("link", { name: "Water", exact: true }).waitFor();
    expect(await drawer.getByRole("link", { name: "Recurring Bills" }).count()).toBe(0);
    expect(await drawer.getByRole("link", { name: "Wordle" }).count()).toBe(0);
    await drawer.getByRole("link", { name: "Home", exact: true }).click();
    await checklist.getByText("1 of 4 done.").waitFor();
    expect(await checklist.getByRole("link", { name: "Add a bill" }).count()).toBe(0);
    expect(await page.getByRole("region", { name: "Recurring Bills" }).count()).toBe(0);
    expect(await page.getByRole("region", { name: "Your modules" }).getByRole("link").allTextContents()).not.toContain(
      "Recurring Bills",
    );
    await page.goto("/bills/");
    await heading(page, "Recurring Bills").waitFor();

    // Dismissed, it stays gone: the choice is the owner's, kept on the server.
    await page.goto("/");
    await checklist.getByRole("button", { name: "Dismiss getting started" }).click();
    await checklist.waitFor({ state: "detached" });
    await page.reload();
    await page.getByRole("region", { name: "Your modules" }).waitFor();
    expect(await checklist.count()).toBe(0);
    expect((await api.get<{ is_getting_started_dismissed: boolean }>("/auth/users/me/settings/")).body).toMatchObject({
      is_getting_started_dismissed: true,
    });
  });

  it("changes the password, signing out the other devices, and signs devices out one by one", async () => {
    const username = `keyholder_${RUN}`;
    const newPassword = "a-new-passphrase-25";
    createOwner(username, PASSWORD);
    const phoneToken = await apiLogin(username, PASSWORD);
    const page = await browser.newPage({ viewport: "phone" });
    await signInAs(page, username, PASSWORD, "/settings/");

    const devices = page.getByRole("list", { name: "Signed-in devices" });
    await devices.getByText("Chrome on Android").waitFor();
    expect(await devices.getByRole("listitem").count()).toBe(2);
    await devices.getByRole("listitem").filter({ hasText: "This device" }).waitFor();

    // A wrong current password is refused under its field, and nothing changes.
    const form = page.getByRole("form", { name: "Change password" });
    await form.getByLabel("Current password").fill("not-the-password");
    await form.getByLabel(NEW_PASSWORD_LABEL).fill(newPassword);
    await form.getByLabel("New password again").fill(newPassword);
    await form.getByRole("button", { name: "Change password" }).click();
    await form.getByText("That is not your current password.").waitFor();
    await screenshot(page, "phone-light-password-refused");
    expect(await isSignedIn(phoneToken)).toBe(true);

    // The right one: changed, the other device signed out, this one kept.
    await form.getByLabel("Current password").fill(PASSWORD);
    await form.getByRole("button", { name: "Change password" }).click();
    await page
      .getByRole("status")
      .filter({ hasText: "Password changed. Your other devices were signed out." })
      .waitFor();
    await expect.poll(() => devices.getByRole("listitem").count()).toBe(1);
    expect(await isSignedIn(phoneToken)).toBe(false);

    // Another device signs in with the new password; Sign out ends that session only.
    const laterToken = await apiLogin(username, newPassword);
    await page.reload();
    await devices.getByText("Chrome on Android").waitFor();
    await screenshot(page, "phone-light-devices");
    await devices.getByRole("button", { name: "Sign out Chrome on Android" }).click();
    await expect.poll(() => devices.getByRole("listitem").count()).toBe(1);
    expect(await isSignedIn(laterToken)).toBe(false);

    // Two more devices; "Sign out all other devices", after its question, ends both at once.
    const others = [await apiLogin(username, newPassword), await apiLogin(username, newPassword)];
    await page.reload();
    // The reloaded page's list, not the poll's one second, waits for the app to start.
    await devices.getByRole("listitem").nth(2).waitFor();
    await expect.poll(() => devices.getByRole("listitem").count()).toBe(3);
    await page.getByRole("button", { name: "Sign out all other devices" }).click();
    const question = page.getByRole("dialog", { name: "Sign out all other devices?" });
    await question.getByText("2 other devices will need the password").waitFor();
    await screenshot(page, "phone-light-sign-out-others");
    await question.getByRole("button", { name: "Sign out" }).click();
    await page.getByText("Signed out 2 other devices").waitFor();
    await expect.poll(() => devices.getByRole("listitem").count()).toBe(1);
    for (const token of others) expect(await isSignedIn(token)).toBe(false);

    // Signing out this device signs the owner out.
    await devices.getByRole("button", { name: /\(this device\)$/ }).click();
    await page.getByRole("heading", { name: "Login" }).waitFor();
    expect(await apiLogin(username, newPassword)).toMatch(/^[0-9a-f]{64}$/);
  });

  it.each(SCREENSHOT_VARIANTS)("screenshots of Settings at $viewport $scheme", async ({ viewport, scheme }) => {
    const username = `looker_${RUN}_${viewport}_${scheme}`;
    createOwner(username, PASSWORD);
    const api = apiClient(await apiLogin(username, PASSWORD));
    // "system": the picture follows the browser's colour scheme.
    await api.patch("/auth/users/me/settings/", { theme: "system", hidden_modules: ["wordle", "connections"] });
    const page = await browser.newPage({ viewport, colorScheme: scheme });
    await signInAs(page, username, PASSWORD);
    await page.getByRole("region", { name: "Getting started" }).getByText("0 of 5 done.").waitFor();
    await screenshot(page, `${viewport}-${scheme}-home`);
    // Nothing, not even a long username, makes the page wider than the screen.
    expect(await page.evaluate(fitsTheScreen)).toBe(true);
    await page.goto("/settings/");
    await page.getByRole("list", { name: "Signed-in devices" }).getByText("This device").waitFor();
    await screenshot(page, `${viewport}-${scheme}-settings`);
    expect(await page.evaluate(fitsTheScreen)).toBe(true);
    await expectNoAxeViolations(page, `Settings at ${viewport} ${scheme}`);
  });
});
