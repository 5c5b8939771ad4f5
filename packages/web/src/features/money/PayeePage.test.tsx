import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { renderApp } from "../../test/render";
import { moneyApi } from "./testing";

// MUI screens under jsdom are slow on a shared 2-core machine: each test gets 40 s, not 15.
describe("PayeePage", { timeout: 40_000 }, () => {
  it("saves the default category on change and lists the payee's transactions", async () => {
    const api = moneyApi({
      accounts: ["Checking"],
      categories: { Food: ["Groceries"], Home: ["Rent"] },
      transactions: [
        { account: "Checking", payee: "Corner Market", category: "Groceries", date: "2024-03-02", amount: -42.5 },
        { account: "Checking", payee: "Landlord", category: "Rent", date: "2024-03-01", amount: -1200 },
      ],
    });
    const payee = api.payees.find((p) => p.name === "Corner Market")!;
    renderApp(`/money/payee/${payee.id}/`);
    const table = await screen.findByRole("table", { name: "Transactions" });
    expect(
      within(table)
        .getAllByRole("row")
        .map((row) => row.textContent),
    ).toEqual(["DateAccountOriginal DescriptionCategoryTypeAmount", "Mar 2, 2024CheckingGroceries (Food)Debit$42.50"]);
    expect(screen.queryByRole("navigation", { name: "Payee transaction pages" })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole("combobox", { name: "Default Category" }));
    await userEvent.click(await screen.findByRole("option", { name: "Groceries" }));
    expect(await screen.findByText("Saved")).toBeInTheDocument();
    const groceries = api.categories.find((c) => c.name === "Groceries")!;
    expect(api.bodies("PATCH", `/money/api/payee/${payee.id}/`)).toEqual([{ default_category_id: groceries.id }]);
    await waitFor(() =>
      expect(screen.getByRole("combobox", { name: "Default Category" })).toHaveTextContent("Groceries (Food)"),
    );
  });
});

describe("PayeePage similar payees", { timeout: 40_000 }, () => {
  it("shows Merge once a look-alike is ticked, asks, merges and reloads the payee's lists", async () => {
    const api = moneyApi({
      accounts: ["Checking"],
      transactions: [
        { account: "Checking", payee: "Corner Market", date: "2024-03-02", amount: -42.5 },
        { account: "Checking", payee: "Corner Mkt", date: "2024-03-04", amount: -7.25 },
        { account: "Checking", payee: "The Corner Market", date: "2024-03-05", amount: -3 },
      ],
      similarities: [
        ["Corner Market", "Corner Mkt", 0.812],
        ["The Corner Market", "Corner Market", 0.7],
      ],
    });
    const corner = api.payees.find((p) => p.name === "Corner Market")!;
    const others = api.payees.filter((p) => p !== corner);
    renderApp(`/money/payee/${corner.id}/`);
    const table = await screen.findByRole("table", { name: "Similar Payees" });
    expect(
      within(table)
        .getAllByRole("row")
        .map((row) => row.textContent),
    ).toEqual(["MergeNameSimilarity", "Corner Mkt81%", "The Corner Market70%"]);
    expect(within(table).getByRole("link", { name: "Corner Mkt" })).toHaveAttribute(
      "href",
      `/money/payee/${others[0]!.id}/`,
    );
    expect(screen.queryByRole("button", { name: "Merge" })).not.toBeInTheDocument();

    await userEvent.click(within(table).getByRole("checkbox", { name: "Merge Corner Mkt" }));
    await userEvent.click(within(table).getByRole("checkbox", { name: "Merge The Corner Market" }));
    await userEvent.click(screen.getByRole("button", { name: "Merge" }));
    const dialog = await screen.findByRole("dialog");
    expect(dialog).toHaveTextContent("Merge 2 payees into Corner Market? Their transactions move here.");
    await userEvent.click(within(dialog).getByRole("button", { name: "Merge" }));

    expect(await screen.findByText("No look-alike payees.")).toBeInTheDocument();
    expect(api.bodies("POST", `/money/api/payee/${corner.id}/merge/`)).toEqual([
      { payee_ids: others.map((p) => p.id) },
    ]);
    await waitFor(() => expect(screen.getByText("3 transactions")).toBeInTheDocument());
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(screen.queryByRole("button", { name: "Merge" })).not.toBeInTheDocument();
    expect(api.paths("GET", `/money/api/payee/${corner.id}/similar/`)).toHaveLength(2);
  });

  it("cancelling the question merges nothing", async () => {
    const api = moneyApi({ similarities: [["Corner Market", "Corner Mkt", 0.812]] });
    const corner = api.payees.find((p) => p.name === "Corner Market")!;
    renderApp(`/money/payee/${corner.id}/`);
    await userEvent.click(await screen.findByRole("checkbox", { name: "Merge Corner Mkt" }));
    await userEvent.click(screen.getByRole("button", { name: "Merge" }));
    expect(await screen.findByRole("dialog")).toHaveTextContent(
      "Merge Corner Mkt into Corner Market? Its transactions move here.",
    );
    await userEvent.click(screen.getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(api.requests.filter((r) => r.method === "POST")).toEqual([]);
    expect(screen.getByRole("link", { name: "All similar payees" })).toHaveAttribute("href", "/money/payee/similar/");
  });
});
