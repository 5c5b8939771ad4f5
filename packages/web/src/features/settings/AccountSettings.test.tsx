import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeAll, describe, expect, it } from "vitest";
import { modules } from "../../app/modules";
import { NO_CONTENT, ok, type Routes, SETTINGS, signedInApi } from "../../test/fakeApi";
import { preloadRoute, renderApp } from "../../test/render";
import { SESSIONS_SHOWN } from "./SessionsSetting";

// The page's code is loaded before the first test, not inside its UI waits (see preloadRoute).
beforeAll(() => preloadRoute("/settings/"), 60_000);

const SESSIONS = [
  {
    id: 7,
    url: "http://localhost/auth/sessions/7/",
    created_at: "2026-01-10T15:00:00.000Z",
    last_used_at: "2026-01-16T09:30:00.000Z",
    browser: "Firefox on Windows",
    is_current: true,
  },
  {
    id: 3,
    url: "http://localhost/auth/sessions/3/",
    created_at: "2026-01-02T12:00:00.000Z",
    last_used_at: "2026-01-12T18:45:00.000Z",
    browser: "Chrome on Android",
    is_current: false,
  },
];

async function openSettings(routes: Routes = {}) {
  const api = signedInApi({ "GET /auth/sessions/": ok(SESSIONS), ...routes });
  renderApp("/settings/");
  await screen.findByRole("heading", { level: 1, name: "Settings" });
  return api;
}

const section = (name: string) => screen.getByRole("heading", { level: 2, name }).closest("section") as HTMLElement;

describe("Password", () => {
  const type = async (current: string, next: string, again: string) => {
    const form = within(section("Password"));
    if (current) await userEvent.type(form.getByLabelText(/^Current password/), current);
    if (next) await userEvent.type(form.getByLabelText(/^New password \*/), next);
    if (again) await userEvent.type(form.getByLabelText(/^New password again/), again);
    await userEvent.click(form.getByRole("button", { name: "Change password" }));
  };

  it("says what to fix before sending anything", async () => {
    const api = await openSettings();
    await type("", "short", "shorter");
    const form = within(section("Password"));
    expect(form.getByText("Enter your current password.")).toBeInTheDocument();
    expect(form.getByText("Use at least 8 characters.")).toBeInTheDocument();
    expect(form.getByText("The two new passwords differ.")).toBeInTheDocument();
    expect(api.calls("POST", "/auth/users/set_password/")).toBe(0);
  });

  it("shows the server's word on a wrong current password under that field, keeping what was typed", async () => {
    await openSettings({
      "POST /auth/users/set_password/": {
        status: 400,
        body: {
          detail: "That is not your current password.",
          code: "invalid",
          fields: { current_password: ["That is not your current password."] },
        },
      },
    });
    await type("guess-one", "new secret 1", "new secret 1");
    const form = within(section("Password"));
    expect(await form.findByText("That is not your current password.")).toBeInTheDocument();
    expect(form.getByLabelText(/^New password \*/)).toHaveValue("new secret 1");
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });

  it("changes it, clears the form and says the other devices were signed out", async () => {
    const api = await openSettings({ "POST /auth/users/set_password/": NO_CONTENT });
    await type("old secret", "new secret 1", "new secret 1");
    expect(await screen.findByRole("status")).toHaveTextContent(
      "Password changed. Your other devices were signed out.",
    );
    expect(api.bodies("POST", "/auth/users/set_password/")).toEqual([
      { current_password: "old secret", new_password: "new secret 1" },
    ]);
    expect(within(section("Password")).getByLabelText(/^Current password/)).toHaveValue("");
    // The server ended the other sessions: the list is asked for again.
    await waitFor(() => expect(api.calls("GET", "/auth/sessions/")).toBe(2));
  });
});

describe("Signed-in devices", () => {
  it("lists each device with when it was last used, marking this one", async () => {
    await openSettings();
    const list = await within(section("Signed-in devices")).findByRole("list", { name: "Signed-in devices" });
    const rows = within(list).getAllByRole("listitem");
    expect(rows[0]).toHaveTextContent("Firefox on Windows");
    expect(rows[0]).toHaveTextContent("This device");
    expect(rows[0]).toHaveTextContent("Last used Jan 16, 2026, 3:30 AM");
    expect(rows[0]).toHaveTextContent("Signed in Jan 10, 2026, 9:00 AM");
    expect(rows[1]).toHaveTextContent("Chrome on Android");
    expect(rows[1]).not.toHaveTextContent("This device");
  });

  it("shows this device and the most recent others, the rest behind Show all", async () => {
    const others = Array.from({ length: 7 }, (_, i) => ({
      ...SESSIONS[1],
      id: 20 + i,
      url: `http://localhost/auth/sessions/${20 + i}/`,
      browser: `Browser ${i + 1}`,
    }));
    // The server orders by last use: this device can come anywhere.
    await openSettings({ "GET /auth/sessions/": ok([...others.slice(0, 2), SESSIONS[0], ...others.slice(2)]) });
    const list = await within(section("Signed-in devices")).findByRole("list", { name: "Signed-in devices" });
    const names = () =>
      within(list)
        .getAllByRole("listitem")
        .map((row) => row.textContent);
    expect(names()).toHaveLength(SESSIONS_SHOWN);
    expect(names()[0]).toContain("This device");
    expect(names()[1]).toContain("Browser 1");
    await userEvent.click(screen.getByRole("button", { name: "Show all 8 devices" }));
    expect(names()).toHaveLength(8);
    await userEvent.click(screen.getByRole("button", { name: "Show fewer" }));
    expect(names()).toHaveLength(SESSIONS_SHOWN);
  });

  it("signs another device out and drops it from the list", async () => {
    const api = await openSettings({ "DELETE /auth/sessions/3/": NO_CONTENT });
    const list = await screen.findByRole("list", { name: "Signed-in devices" });
    api.answer({ "GET /auth/sessions/": ok([SESSIONS[0]]) });
    await userEvent.click(within(list).getByRole("button", { name: "Sign out Chrome on Android" }));
    await waitFor(() => expect(within(list).queryByText("Chrome on Android")).not.toBeInTheDocument());
    expect(api.calls("DELETE", "/auth/sessions/3/")).toBe(1);
  });

  it("puts a device back and says so when signing it out fails", async () => {
    await openSettings({
      "DELETE /auth/sessions/3/": { status: 500, body: { detail: "Server error.", code: "error" } },
    });
    const list = await screen.findByRole("list", { name: "Signed-in devices" });
    await userEvent.click(within(list).getByRole("button", { name: "Sign out Chrome on Android" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Could not sign that session out");
    expect(within(list).getByText("Chrome on Android")).toBeInTheDocument();
  });

  it("signs out every other device after a question, keeping this one", async () => {
    const api = await openSettings({ "POST /auth/sessions/sign-out-others/": ok({ signed_out: 1 }) });
    const devices = within(section("Signed-in devices"));
    await devices.findByRole("list", { name: "Signed-in devices" });
    await userEvent.click(devices.getByRole("button", { name: "Sign out all other devices" }));
    const dialog = await screen.findByRole("dialog", { name: "Sign out all other devices?" });
    expect(dialog).toHaveTextContent("1 other device will need the password");
    // Cancel is the safe default and sends nothing.
    await userEvent.click(within(dialog).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(api.calls("POST", "/auth/sessions/sign-out-others/")).toBe(0);

    api.answer({ "GET /auth/sessions/": ok([SESSIONS[0]]) });
    await userEvent.click(devices.getByRole("button", { name: "Sign out all other devices" }));
    await userEvent.click(within(await screen.findByRole("dialog")).getByRole("button", { name: "Sign out" }));
    expect(await screen.findByText("Signed out 1 other device")).toBeInTheDocument();
    await waitFor(() => expect(devices.queryByText("Chrome on Android")).not.toBeInTheDocument());
    expect(api.calls("POST", "/auth/sessions/sign-out-others/")).toBe(1);
    // Nothing left to sign out: the button goes.
    expect(devices.queryByRole("button", { name: "Sign out all other devices" })).not.toBeInTheDocument();
  });

  it("signing out this device logs out and shows the login page", async () => {
    const api = await openSettings({ "POST /auth/token/logout/": NO_CONTENT });
    const list = await screen.findByRole("list", { name: "Signed-in devices" });
    await userEvent.click(within(list).getByRole("button", { name: "Sign out Firefox on Windows (this device)" }));
    expect(await screen.findByRole("heading", { name: "Login" })).toBeInTheDocument();
    expect(api.calls("POST", "/auth/token/logout/")).toBe(1);
    expect(localStorage.getItem("token")).toBeNull();
  });
});

describe("Modules", () => {
  it("has a switch per module, on unless hidden, and saves the hidden list", async () => {
    const api = await openSettings({
      "GET /auth/users/me/settings/": ok({ ...SETTINGS, hidden_modules: ["wordle"] }),
      "PATCH /auth/users/me/settings/": (request) => ok({ ...SETTINGS, ...(request.body as object) }),
    });
    const group = within(section("Modules"));
    const switches = await group.findAllByRole("switch");
    expect(switches).toHaveLength(modules.length);
    expect(group.getByRole("switch", { name: "Wordle" })).not.toBeChecked();
    expect(group.getByRole("switch", { name: "Recurring Bills" })).toBeChecked();

    await userEvent.click(group.getByRole("switch", { name: "Recurring Bills" }));
    expect(await screen.findByRole("status")).toHaveTextContent("Settings saved");
    expect(api.bodies("PATCH", "/auth/users/me/settings/")).toEqual([{ hidden_modules: ["wordle", "bills"] }]);
    expect(group.getByRole("switch", { name: "Recurring Bills" })).not.toBeChecked();

    await userEvent.click(group.getByRole("switch", { name: "Wordle" }));
    await waitFor(() => expect(api.bodies("PATCH", "/auth/users/me/settings/")).toHaveLength(2));
    expect(api.bodies("PATCH", "/auth/users/me/settings/")[1]).toEqual({ hidden_modules: ["bills"] });
  });
});
