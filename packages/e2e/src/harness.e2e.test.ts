import { describe, expect, it } from "vitest";
import { apiRequest, ownerToken } from "./support/api";
import { loginForm } from "./support/auth";
import { useBrowser } from "./support/browser";
import { e2eEnv } from "./support/context";

// The harness itself: the server the global setup started is healthy, serves the built app
// for deep links, knows the test owner, and Chromium can open it. If this file fails, every
// other spec's failure is noise.

describe("e2e harness", () => {
  const browser = useBrowser();

  it("starts a healthy server on a fresh SQLite data dir", async () => {
    const { status, body } = await apiRequest<{ status: string; database: string }>("GET", "/healthz");
    expect(status).toBe(200);
    expect(body).toEqual({ status: "ok", database: "sqlite" });
  });

  it("serves the built web app for any non-API path", async () => {
    const response = await fetch(new URL("/some/deep/link?x=1", e2eEnv().baseUrl));
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/text\/html/);
    expect(await response.text()).toMatch(/<div id="root"/);
  });

  it("created the test owner, who can get a token", async () => {
    const token = await ownerToken();
    const me = await apiRequest<{ username: string }>("GET", "/auth/users/me/", { token });
    expect(me.status).toBe(200);
    expect(me.body.username).toBe(e2eEnv().username);
  });

  it("opens the login page in Chromium", async () => {
    const page = await browser.newPage();
    await page.goto("/login/");
    await loginForm(page).heading.waitFor();
    expect(await page.title()).not.toBe("");
  });
});
