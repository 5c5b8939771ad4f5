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
