import { describe, expect, it } from "vitest";
import { apiRequest } from "./support/api";
import { loginForm, pathOf, signIn, submitLogin } from "./support/auth";
import { useBrowser } from "./support/browser";
import { e2eEnv } from "./support/context";
import { heading, logOutControl, openMenuButton, waitForPath } from "./support/shell";

// Sign-in, the access guard and sign-out, walked in Chromium as the owner would (spec §2).

const INVALID_CREDENTIALS = "Unable to log in with provided credentials.";

async function meStatus(token: string): Promise<number> {
  return (await apiRequest("GET", "/auth/users/me/", { token })).status;
}

describe("access guard and login", () => {
  const browser = useBrowser();

  it("sends a signed-out visitor to login and back to the exact URL they asked for", async () => {
    const page = await browser.newPage();
    const target = "/settings/?tab=a&x=1#frag";

    await page.goto(target);
    await waitForPath(page, "/login/");
    // The whole path, query and fragment travel in one encoded parameter.
    expect(new URL(page.url()).search).toBe(`?returnTo=${encodeURIComponent(target)}`);
    await loginForm(page).heading.waitFor();

    const { username, password } = e2eEnv();
    await submitLogin(page, username, password);
    await page.waitForURL((url) => url.pathname !== "/login/");
    expect(pathOf(page.url())).toBe(target);
    await heading(page, "Settings").waitFor();

    // The login entry was replaced, so Back does not return to the login form, not even
    // for a moment before a client-side redirect: every URL the page shows is recorded.
    const shown: string[] = [];
    page.on("framenavigated", (frame) => {
      if (frame === page.mainFrame()) shown.push(frame.url());
    });
    await page.goBack();
    await page.waitForTimeout(500);
    expect(shown.length).toBeGreaterThan(0);
    expect(shown.filter((url) => url.includes("/login/"))).toEqual([]);
  });

  it("keeps the visitor on the login page with a readable error for a wrong password", async () => {
    const page = await browser.newPage();
    const form = loginForm(page);
    const { username } = e2eEnv();

    await page.goto("/login/");
    await submitLogin(page, username, "not-the-password");
    await form.alert.filter({ hasText: INVALID_CREDENTIALS }).waitFor();

    expect(new URL(page.url()).pathname).toBe("/login/");
    expect(await form.username.inputValue()).toBe(username);
    expect(await form.password.inputValue()).toBe("not-the-password");
    // The form is usable again once the request has failed.
    expect(await form.submit.isEnabled()).toBe(true);
  });

  it("logs out from the desktop app bar and revokes the token", async () => {
    const page = await browser.newPage({ viewport: "desktop" });
    const token = await signIn(page);
    await heading(page, `Welcome, ${e2eEnv().username}`).waitFor();
    expect(await meStatus(token)).toBe(200);

    // Desktop shows the links in the app bar; the phone drawer's button is not there.
    expect(await page.getByRole("link", { name: "Home", exact: true }).isVisible()).toBe(true);
    expect(await openMenuButton(page).isVisible()).toBe(false);

    await logOutControl(page).click();
    await waitForPath(page, "/login/");
    await loginForm(page).heading.waitFor();
    await expect.poll(() => meStatus(token)).toBe(401);

    // Signed out for real: a protected page sends the visitor back to the login form.
    await page.goto("/settings/");
    await waitForPath(page, "/login/");
  });
});
