import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeAll, describe, expect, it } from "vitest";
import { fakeApi, OWNER, ok, SETTINGS, signedInApi } from "../test/fakeApi";
import { preloadRoute, renderApp } from "../test/render";
import { emulatePhone } from "../test/viewport";
import { modules } from "./modules";

// The page's code is loaded before the first test, not inside its UI waits (see preloadRoute).
beforeAll(() => preloadRoute("/"), 60_000);

async function openHome() {
  const view = renderApp("/");
  await screen.findByRole("heading", { level: 1, name: "Welcome, owner" });
  return { ...view, banner: screen.getByRole("banner") };
}

describe("Layout", () => {
  it("has an app bar with the title, the menu and Log out, a main area and a footer", async () => {
    signedInApi();
    const { banner } = await openHome();
    expect(within(banner).getByText("Home", { selector: "div" })).toBeInTheDocument();
    const nav = within(banner).getByRole("navigation", { name: "Main menu" });
    const menu = ["Home", ...modules.map((module) => module.label), "Settings"];
    // Below xl the bar holds the first six entries and "More" the rest.
    expect(
      within(nav)
        .getAllByRole("link")
        .map((link) => link.textContent),
    ).toEqual(menu.slice(0, 6));
    expect(within(nav).getByRole("link", { name: "Home" })).toHaveAttribute("aria-current", "page");
    await userEvent.click(within(nav).getByRole("button", { name: "More" }));
    expect(
      within(await screen.findByRole("menu"))
        .getAllByRole("menuitem")
        .map((item) => item.textContent),
    ).toEqual(menu.slice(6));
    await userEvent.keyboard("{Escape}");
    expect(within(banner).getByRole("button", { name: "Log out" })).toBeInTheDocument();
    expect(screen.getByRole("main")).toContainElement(screen.getByRole("heading", { level: 1 }));
    expect(screen.getByRole("contentinfo")).toHaveTextContent("signed in as owner");
    expect(document.title).toBe("Home · Homebase");
  });

  it("leaves the modules the owner hid out of the menu", async () => {
    signedInApi({ "GET /auth/users/me/settings/": ok({ ...SETTINGS, hidden_modules: ["bible", "tasks"] }) });
    const { banner } = await openHome();
    const nav = within(banner).getByRole("navigation", { name: "Main menu" });
    const shown = modules.filter((module) => module.key !== "bible" && module.key !== "tasks");
    await waitFor(() =>
      expect(
        within(nav)
          .getAllByRole("link")
          .map((link) => link.textContent),
      ).toEqual(["Home", ...shown.map((module) => module.label)].slice(0, 6)),
    );
  });

  it("switches the theme from the app bar, remembers it and saves it to the owner's settings", async () => {
    const api = signedInApi({
      "PATCH /auth/users/me/settings/": (request) => ({
        status: 200,
        body: { ...SETTINGS, ...(request.body as object) },
      }),
    });
    await openHome();
    await userEvent.click(screen.getByRole("button", { name: "Change theme" }));
    // The menu's code loads on the first open.
    expect(await screen.findByRole("menuitemradio", { name: "Light" })).toHaveAttribute("aria-checked", "true");
    await userEvent.click(screen.getByRole("menuitemradio", { name: "Dark" }));

    await waitFor(() => expect(document.documentElement).toHaveClass("dark"));
    expect(localStorage.getItem("mui-mode")).toBe("dark");
    await waitFor(() =>
      expect(api.requests.find((r) => r.method === "PATCH")).toMatchObject({
        path: "/auth/users/me/settings/",
        body: { theme: "dark" },
      }),
    );
    await userEvent.click(screen.getByRole("button", { name: "Change theme" }));
    expect(await screen.findByRole("menuitemradio", { name: "Dark" })).toHaveAttribute("aria-checked", "true");
  });

  it("takes the theme from the owner's settings when it differs from this browser's", async () => {
    localStorage.setItem("mui-mode", "light");
    signedInApi({ "GET /auth/users/me/settings/": { status: 200, body: { ...SETTINGS, theme: "dark" } } });
    await openHome();
    await waitFor(() => expect(localStorage.getItem("mui-mode")).toBe("dark"));
  });

  it("keeps a theme picked on the login page and saves it once signed in", async () => {
    const api = fakeApi({
      "POST /auth/token/login/": { status: 200, body: { auth_token: "t" } },
      "GET /auth/users/me/": { status: 200, body: OWNER },
      "GET /auth/users/me/settings/": { status: 200, body: SETTINGS },
      "PATCH /auth/users/me/settings/": (request) => ({
        status: 200,
        body: { ...SETTINGS, ...(request.body as object) },
      }),
    });
    renderApp("/login/");
    await screen.findByRole("heading", { name: "Login" });
    await userEvent.click(screen.getByRole("button", { name: "Change theme" }));
    await userEvent.click(await screen.findByRole("menuitemradio", { name: "Dark" }));
    expect(api.requests.some((r) => r.method === "PATCH")).toBe(false);
    await waitFor(() => expect(screen.queryByRole("menu")).not.toBeInTheDocument());

    await userEvent.type(screen.getByRole("textbox", { name: "Username" }), "owner");
    await userEvent.type(screen.getByLabelText(/Password/), "pw{Enter}");
    await screen.findByRole("heading", { level: 1, name: "Welcome, owner" });
    await waitFor(() => expect(api.requests.find((r) => r.method === "PATCH")?.body).toEqual({ theme: "dark" }));
    expect(localStorage.getItem("mui-mode")).toBe("dark");
  });

  it("puts the old theme back when saving it fails", async () => {
    signedInApi({
      "PATCH /auth/users/me/settings/": { status: 500, body: { detail: "Disk full.", code: "server_error" } },
    });
    await openHome();
    await userEvent.click(screen.getByRole("button", { name: "Change theme" }));
    await userEvent.click(await screen.findByRole("menuitemradio", { name: "Dark" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Could not save settings: Disk full.");
    await waitFor(() => expect(localStorage.getItem("mui-mode")).toBe("light"));
  });

  it("logs out: revokes the token, forgets the cache and shows the login page", async () => {
    const api = signedInApi({ "POST /auth/token/logout/": { status: 204 } });
    const { router, queryClient } = await openHome();
    expect(localStorage.getItem("username")).toBe("owner");
    await userEvent.click(screen.getByRole("button", { name: "Log out" }));

    expect(await screen.findByRole("heading", { name: "Login" })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/login/");
    expect(router.state.location.search).toBe("");
    expect(localStorage.getItem("token")).toBeNull();
    expect(localStorage.getItem("username")).toBeNull();
    expect(api.requests.some((r) => r.method === "POST" && r.path === "/auth/token/logout/")).toBe(true);
    expect(queryClient.getQueryData(["settings"])).toBeUndefined();
    expect(screen.queryByRole("navigation", { name: "Main menu" })).not.toBeInTheDocument();
  });

  it("collapses the menu into a drawer on phone widths", async () => {
    emulatePhone();
    signedInApi({ "POST /auth/token/logout/": { status: 204 } });
    const { banner } = await openHome();
    expect(within(banner).queryByRole("button", { name: "Log out" })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole("button", { name: "Open menu" }));
    // The drawer's code loads on the first open.
    const drawer = await screen.findByRole("navigation", { name: "Main menu" });
    expect(within(drawer).getByRole("link", { name: "Home" })).toBeInTheDocument();
    await userEvent.click(within(drawer).getByRole("link", { name: "Settings" }));
    expect(await screen.findByRole("heading", { level: 1, name: "Settings" })).toBeInTheDocument();

    await userEvent.click(screen.getByRole("button", { name: "Open menu" }));
    await userEvent.click(await screen.findByRole("button", { name: "Log out" }));
    expect(await screen.findByRole("heading", { name: "Login" })).toBeInTheDocument();
  });

  it("closes the drawer with Escape", async () => {
    emulatePhone();
    signedInApi();
    await openHome();
    await userEvent.click(screen.getByRole("button", { name: "Open menu" }));
    expect(await screen.findByRole("navigation", { name: "Main menu" })).toBeInTheDocument();
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("navigation", { name: "Main menu" })).not.toBeInTheDocument());
  });

  it("shows only the theme switch to someone not signed in", async () => {
    signedInApi();
    localStorage.removeItem("token");
    renderApp("/login/");
    const banner = within(await screen.findByRole("banner"));
    await screen.findByRole("heading", { name: "Login" });
    expect(banner.getByRole("button", { name: "Change theme" })).toBeInTheDocument();
    expect(banner.queryByRole("navigation")).not.toBeInTheDocument();
    expect(banner.queryByRole("button", { name: "Log out" })).not.toBeInTheDocument();
  });
});
