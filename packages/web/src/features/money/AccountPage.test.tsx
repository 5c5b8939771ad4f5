import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { renderApp } from "../../test/render";
import { moneyApi } from "./testing";

// MUI screens under jsdom are slow on a shared 2-core machine: each test gets 40 s, not 15.
describe("AccountsPage", { timeout: 40_000 }, () => {
  it("lists accounts with their transaction counts and opens a new one after Create", async () => {
    const api = moneyApi({
      accounts: ["Checking"],
      transactions: [{ account: "Checking", date: "2024-01-02", amount: -5 }],
    });
    const { router } = renderApp("/money/account/");
    const list = await screen.findByRole("list", { name: "Accounts" });
    expect(within(list).getByRole("link", { name: /Checking\s*1 transaction/ })).toHaveAttribute(
      "href",
      `/money/account/${api.accounts[0]!.id}/`,
    );
    await userEvent.type(screen.getByRole("textbox", { name: "New Account" }), "Savings");
    await userEvent.click(screen.getByRole("button", { name: "Create" }));
    const savings = await waitFor(() => api.accounts.find((a) => a.name === "Savings")!);
    await waitFor(() => expect(router.state.location.pathname).toBe(`/money/account/${savings.id}/`));
    expect(await screen.findByRole("heading", { level: 1, name: "Savings" })).toBeInTheDocument();
  });

  it("shows the server's message for a duplicate name", async () => {
    moneyApi({ accounts: ["Checking"] });
    renderApp("/money/account/");
    await userEvent.type(await screen.findByRole("textbox", { name: "New Account" }), "checking");
    await userEvent.click(screen.getByRole("button", { name: "Create" }));
    expect(await screen.findByText("You already have an account with this name.")).toBeInTheDocument();
  });
});

describe("AccountPage", { timeout: 40_000 }, () => {
  it("saves an upload field when it is left, with a Saved confirmation", async () => {
    const api = moneyApi({ accounts: ["Checking"] });
    const account = api.accounts[0]!;
    renderApp(`/money/account/${account.id}/`);
    const field = await screen.findByRole("textbox", { name: "Debit Field" });
    await userEvent.type(field, "Withdrawal");
    await userEvent.tab();
    expect(await screen.findByText("Saved")).toBeInTheDocument();
    expect(api.bodies("PATCH", `/money/api/account/${account.id}/`)).toEqual([{ debit_field: "Withdrawal" }]);
    expect(account.debit_field).toBe("Withdrawal");
  });

  it("shows a refused upload field's message under that field", async () => {
    const api = moneyApi({
      accounts: ["Checking"],
      routes: {
        "PATCH /money/api/account/1/": {
          status: 400,
          body: { detail: "Invalid.", code: "invalid", fields: { date_format: ["Use at most 100 characters."] } },
        },
      },
    });
    renderApp(`/money/account/${api.accounts[0]!.id}/`);
    const field = await screen.findByRole("textbox", { name: "Date Format" });
    await userEvent.type(field, "%Y{Enter}");
    expect(await screen.findByText("Use at most 100 characters.")).toBeInTheDocument();
    expect(field).toHaveValue("%Y");
    expect(field).toHaveAttribute("aria-invalid", "true");
  });

  it("saves the Active switch and links to the account's transactions", async () => {
    const api = moneyApi({ accounts: ["Checking"] });
    const account = api.accounts[0]!;
    renderApp(`/money/account/${account.id}/`);
    await userEvent.click(await screen.findByRole("switch", { name: "Active" }));
    await waitFor(() => expect(account.is_active).toBe(false));
    expect(screen.getByRole("link", { name: "View transactions" })).toHaveAttribute(
      "href",
      `/money/?account=${account.id}`,
    );
  });

  it("shows why an account with transactions cannot be deleted", async () => {
    const api = moneyApi({
      accounts: ["Checking"],
      transactions: [{ account: "Checking", date: "2024-01-02", amount: -5 }],
    });
    renderApp(`/money/account/${api.accounts[0]!.id}/`);
    await userEvent.click(await screen.findByRole("button", { name: "Delete account" }));
    await userEvent.click(within(await screen.findByRole("dialog")).getByRole("button", { name: "Delete" }));
    expect(await screen.findByText("This account has 1 transactions.")).toBeInTheDocument();
    expect(api.accounts).toHaveLength(1);
  });
});
