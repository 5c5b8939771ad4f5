import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeAll, describe, expect, it } from "vitest";
import { fakeApi, OWNER, SETTINGS } from "../../test/fakeApi";
import { preloadRoute, renderApp } from "../../test/render";

// The page's code is loaded before the first test, not inside its UI waits (see preloadRoute).
beforeAll(() => preloadRoute("/login/"), 60_000);

const INVALID_CREDENTIALS = {
  status: 400,
  body: {
    detail: "Unable to log in with provided credentials.",
    code: "invalid_credentials",
    fields: { non_field_errors: ["Unable to log in with provided credentials."] },
  },
};

async function openLogin() {
  const view = renderApp("/login/");
  await screen.findByRole("heading", { name: "Login" });
  return {
    ...view,
    username: screen.getByRole("textbox", { name: "Username" }),
    password: screen.getByLabelText(/Password/),
    submit: screen.getByRole("button", { name: "Login" }),
  };
}

describe("LoginPage", () => {
  it("has required Username and Password fields and a Login button", async () => {
    fakeApi({});
    const { username, password, submit } = await openLogin();
    expect(username).toBeRequired();
    expect(password).toBeRequired();
    expect(password).toHaveAttribute("type", "password");
    expect(submit).toHaveAttribute("type", "submit");
  });

  it("puts the cursor in Username once the page is on screen", async () => {
    fakeApi({});
    const { username } = await openLogin();
    await waitFor(() => expect(username).toHaveFocus());
  });

  it("shows the server's error under the form and keeps no token", async () => {
    const api = fakeApi({ "POST /auth/token/login/": INVALID_CREDENTIALS });
    const { username, password, router } = await openLogin();
    await userEvent.type(username, "owner");
    await userEvent.type(password, "wrong{Enter}");

    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Unable to log in with provided credentials.");
    expect(localStorage.getItem("token")).toBeNull();
    expect(router.state.location.pathname).toBe("/login/");
    // What the owner typed is still there to correct.
    expect(username).toHaveValue("owner");
    expect(api.requests.filter((r) => r.path === "/auth/users/me/")).toHaveLength(0);
  });

  it("asks for both fields before sending anything", async () => {
    const api = fakeApi({});
    const { submit } = await openLogin();
    await userEvent.click(submit);
    expect(screen.getAllByText("This field may not be blank.")).toHaveLength(2);
    expect(api.requests.some((r) => r.method === "POST")).toBe(false);
  });

  it("shows the server's field errors under the fields", async () => {
    fakeApi({
      "POST /auth/token/login/": {
        status: 400,
        body: { detail: "Invalid input.", code: "invalid", fields: { username: ["Use at most 150 characters."] } },
      },
    });
    const { username, password } = await openLogin();
    await userEvent.type(username, "x");
    await userEvent.type(password, "y{Enter}");
    expect(await screen.findByText("Use at most 150 characters.")).toBeInTheDocument();
    expect(screen.getByRole("alert")).toHaveTextContent("Invalid input.");
  });

  it("disables the form while signing in, then goes home", async () => {
    let answer: (value: { status: number; body: unknown }) => void = () => {};
    fakeApi({
      "POST /auth/token/login/": () => new Promise((resolve) => (answer = resolve)),
      "GET /auth/users/me/": { status: 200, body: OWNER },
      "GET /auth/users/me/settings/": { status: 200, body: SETTINGS },
    });
    const { username, password, submit, router } = await openLogin();
    await userEvent.type(username, "owner");
    await userEvent.type(password, "correct-horse-1");
    await userEvent.click(submit);

    expect(username).toBeDisabled();
    expect(password).toBeDisabled();
    expect(submit).toBeDisabled();

    answer({ status: 200, body: { auth_token: "t1" } });
    expect(await screen.findByRole("heading", { level: 1, name: "Welcome, owner" })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/");
    // Kept beside the token for index.html's shell, which greets with it on the next visit.
    expect(localStorage.getItem("username")).toBe("owner");
    expect(within(screen.getByRole("banner")).getByRole("button", { name: "Log out" })).toBeInTheDocument();
  });

  it("says so when the server cannot be reached", async () => {
    fakeApi({ "POST /auth/token/login/": () => Promise.reject(new TypeError("Failed to fetch")) });
    const { username, password } = await openLogin();
    await userEvent.type(username, "owner");
    await userEvent.type(password, "pw{Enter}");
    expect(await screen.findByRole("alert")).toHaveTextContent("Could not reach the server");
  });
});
