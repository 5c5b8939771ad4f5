import type { Page } from "playwright-core";
import { e2eEnv } from "./context";

/** The login form's controls, by the labels a person reads (UI contract). */
export function loginForm(page: Page) {
  return {
    heading: page.getByRole("heading", { name: "Login" }),
    username: page.getByLabel("Username"),
    password: page.getByLabel("Password"),
    submit: page.getByRole("button", { name: "Login" }),
    alert: page.getByRole("alert"),
  };
}

/** Types credentials into the login form on the current page and submits it. */
export async function submitLogin(page: Page, username: string, password: string): Promise<void> {
  const form = loginForm(page);
  await form.username.fill(username);
  await form.password.fill(password);
  await form.submit.click();
}

/**
 * Signs the owner in through the real login form, waits until the app has left /login/ for
 * `returnTo` (or "/"), the same path a person takes, and returns the token the server issued.
 */
export async function signIn(page: Page, { returnTo }: { returnTo?: string } = {}): Promise<string> {
  const { username, password } = e2eEnv();
  await page.goto(returnTo ? `/login/?returnTo=${encodeURIComponent(returnTo)}` : "/login/");
  const loginResponse = page.waitForResponse(
    (response) => response.request().method() === "POST" && new URL(response.url()).pathname === "/auth/token/login/",
  );
  await submitLogin(page, username, password);
  const body = (await (await loginResponse).json()) as { auth_token?: string };
  if (!body.auth_token) throw new Error(`Sign-in through the form failed: ${JSON.stringify(body)}`);
  await page.waitForURL((url) => pathOf(url) === (returnTo ?? "/"));
  return body.auth_token;
}

/** Path, query and fragment of a URL: what the access guard must preserve. */
export function pathOf(url: URL | string): string {
  const parsed = typeof url === "string" ? new URL(url) : url;
  return parsed.pathname + parsed.search + parsed.hash;
}
