import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { fakeApi, OWNER, SETTINGS, signedInApi } from "../test/fakeApi";
import { preloadRoute, renderApp } from "../test/render";

// The page's code is loaded before the first test, not inside its UI waits (see preloadRoute).
beforeAll(() => preloadRoute("/settings/"), 60_000);

const NOT_AUTHENTICATED = { status: 401, body: { detail: "Not signed in.", code: "not_authenticated" } };
const fullPath = (router: ReturnType<typeof renderApp>["router"]) => {
  const { pathname, search, hash } = router.state.location;
  return pathname + search + hash;
};

describe("access guard", () => {
  it("sends a visitor to the login page, remembering the full path, and back after signing in", async () => {
    const api = fakeApi({
      "POST /auth/token/login/": { status: 200, body: { auth_token: "new-token" } },
      "GET /auth/users/me/": (request) =>
        request.headers.get("Authorization") === "Bearer new-token" ? { status: 200, body: OWNER } : NOT_AUTHENTICATED,
      "GET /auth/users/me/settings/": { status: 200, body: SETTINGS },
    });
    // A deep link being opened: the address bar shows it (the loader request has no hash).
    window.history.replaceState(null, "", "/settings/?tab=a%20b#zone");
    const { router } = renderApp("/settings/?tab=a%20b#zone");

    expect(await screen.findByRole("heading", { name: "Login" })).toBeInTheDocument();
    expect(fullPath(router)).toBe(`/login/?returnTo=${encodeURIComponent("/settings/?tab=a%20b#zone")}`);
    // Without a token there is nobody to ask the server about.
    expect(api.requests.filter((r) => r.path === "/auth/users/me/")).toHaveLength(0);

    await userEvent.type(screen.getByRole("textbox", { name: "Username" }), "owner");
    await userEvent.type(screen.getByLabelText(/Password/), "correct-horse-1{Enter}");

    expect(await screen.findByRole("heading", { level: 1, name: "Settings" })).toBeInTheDocument();
    expect(fullPath(router)).toBe("/settings/?tab=a%20b#zone");
    expect(router.state.historyAction).toBe("REPLACE");
    expect(localStorage.getItem("token")).toBe("new-token");
    expect(api.requests.find((r) => r.method === "POST")?.body).toEqual({
      username: "owner",
      password: "correct-horse-1",
    });
  });

  it("removes a token the server rejects and asks to sign in", async () => {
    localStorage.setItem("token", "revoked");
    fakeApi({ "GET /auth/users/me/": NOT_AUTHENTICATED });
    const { router } = renderApp("/");
    expect(await screen.findByRole("heading", { name: "Login" })).toBeInTheDocument();
    expect(router.state.location.search).toBe("?returnTo=%2F");
    expect(localStorage.getItem("token")).toBeNull();
  });

  it("lets a signed-in owner through, and the login page sends them straight on", async () => {
    signedInApi();
    const { router } = renderApp("/login/?returnTo=%2Fsettings%2F");
    expect(await screen.findByRole("heading", { level: 1, name: "Settings" })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/settings/");
  });

  it("ignores a returnTo that would leave the site", async () => {
    signedInApi();
    const { router } = renderApp("/login/?returnTo=%2F%2Fevil.example%2F");
    expect(await screen.findByRole("heading", { level: 1, name: "Welcome, owner" })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/");
  });

  it("asks to sign in again, coming back afterwards, when the session ends while in use", async () => {
    signedInApi({ "GET /auth/users/me/settings/": NOT_AUTHENTICATED });
    const { router } = renderApp("/settings/");
    expect(await screen.findByRole("heading", { name: "Login" })).toBeInTheDocument();
    expect(fullPath(router)).toBe("/login/?returnTo=%2Fsettings%2F");
    expect(localStorage.getItem("token")).toBeNull();
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });

  it("shows a not-found page with a way home for unknown paths", async () => {
    signedInApi();
    renderApp("/no/such/page");
    expect(await screen.findByRole("heading", { level: 1, name: "Page not found" })).toBeInTheDocument();
    await userEvent.click(screen.getByRole("link", { name: "Go home" }));
    expect(await screen.findByRole("heading", { level: 1, name: "Welcome, owner" })).toBeInTheDocument();
  });

  it("shows a readable error with a Reload button when the guard cannot check the user", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    localStorage.setItem("token", "t");
    fakeApi({ "GET /auth/users/me/": { status: 500, body: { detail: "Database is down.", code: "server_error" } } });
    renderApp("/");
    expect(await screen.findByRole("heading", { name: "Something went wrong" })).toBeInTheDocument();
    expect(within(screen.getByRole("main")).getByText(/Database is down/)).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Reload" })).toBeInTheDocument();
    // The layout stays around the error, so the app bar is still there.
    expect(screen.getByRole("link", { name: "Homebase" })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole("alert")).toHaveTextContent("Could not check who is signed in"));
    // The full error stays available to whoever debugs it.
    expect(logged).toHaveBeenCalled();
  });
});
