import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { renderApp } from "../../test/render";
import { moneyApi } from "./testing";

const setup = () =>
  moneyApi({
    accounts: ["Checking", "Cash"],
    categories: { Food: ["Groceries", "Dining"] },
    tags: ["weekly"],
    transactions: [
      {
        account: "Checking",
        payee: "Corner Market",
        category: "Groceries",
        date: "2024-03-02",
        amount: -42.5,
        notes: "Milk",
        original_data: { Date: "03/02/2024", Memo: "", Description: "CORNER MKT #12" },
      },
    ],
  });

// MUI screens under jsdom are slow on a shared 2-core machine: each test gets 40 s, not 15.
describe("TransactionPage", { timeout: 40_000 }, () => {
  it("saves a new category as soon as it is chosen", async () => {
    const api = setup();
    const transaction = api.transactions[0]!;
    renderApp(`/money/transaction/${transaction.id}/`);
    await userEvent.click(await screen.findByRole("combobox", { name: "Category" }));
    const listbox = await screen.findByRole("listbox");
    expect(within(listbox).getByText("Food")).toBeInTheDocument(); // the parent is the group heading
    await userEvent.click(within(listbox).getByRole("option", { name: "Dining" }));
    expect(await screen.findByText("Saved")).toBeInTheDocument();
    const dining = api.categories.find((c) => c.name === "Dining")!;
    expect(api.bodies("PATCH", `/money/api/transaction/${transaction.id}/`)).toEqual([{ category_id: dining.id }]);
    expect(screen.getByRole("combobox", { name: "Category" })).toHaveTextContent("Dining (Food)");
  });

  it("saves the amount on blur, keeping money out negative, and the notes when left", async () => {
    const api = setup();
    const transaction = api.transactions[0]!;
    renderApp(`/money/transaction/${transaction.id}/`);
    const amount = await screen.findByRole("textbox", { name: "Amount" });
    expect(amount).toHaveValue("42.50");
    await userEvent.clear(amount);
    await userEvent.type(amount, "45");
    await userEvent.tab();
    const notes = screen.getByRole("textbox", { name: "Notes" });
    await userEvent.type(notes, " and eggs");
    await userEvent.tab();
    await waitFor(() =>
      expect(api.bodies("PATCH", `/money/api/transaction/${transaction.id}/`)).toEqual([
        { amount: -45 },
        { notes: "Milk and eggs" },
      ]),
    );
    await userEvent.click(screen.getByRole("button", { name: "Money in" }));
    await waitFor(() => expect(api.bodies("PATCH", `/money/api/transaction/${transaction.id}/`)).toHaveLength(3));
    expect(transaction.amount).toBe(45);
  });

  it("creates an unknown tag on the fly, then sets the transaction's tags", async () => {
    const api = setup();
    const transaction = api.transactions[0]!;
    renderApp(`/money/transaction/${transaction.id}/`);
    const tags = await screen.findByRole("combobox", { name: "Tags" });
    await userEvent.type(tags, "weekly");
    await userEvent.click(await screen.findByRole("option", { name: "weekly" }));
    await userEvent.type(tags, "vacation");
    await userEvent.click(await screen.findByRole("option", { name: 'Add tag "vacation"' }));
    await waitFor(() => expect(transaction.tags.map((t) => t.name)).toEqual(["weekly", "vacation"]));
    const weekly = api.tags.find((t) => t.name === "weekly")!;
    const vacation = api.tags.find((t) => t.name === "vacation")!;
    expect(api.bodies("POST", "/money/api/tag/")).toEqual([{ name: "vacation" }]);
    expect(api.bodies("PATCH", `/money/api/transaction/${transaction.id}/patch-tags/`)).toEqual([
      { ids: [weekly.id] },
      { ids: [weekly.id, vacation.id] },
    ]);
  });

  it("shows the non-empty original data and links to the payee", async () => {
    const api = setup();
    const transaction = api.transactions[0]!;
    renderApp(`/money/transaction/${transaction.id}/`);
    const table = await screen.findByRole("table", { name: "Original data" });
    expect(
      within(table)
        .getAllByRole("row")
        .map((row) => row.textContent),
    ).toEqual(["Date03/02/2024", "DescriptionCORNER MKT #12"]);
    expect(screen.getByRole("link", { name: "View payee Corner Market" })).toHaveAttribute(
      "href",
      `/money/payee/${transaction.payee!.id}/`,
    );
  });

  it("deletes after confirmation and goes back to the list", async () => {
    const api = setup();
    const transaction = api.transactions[0]!;
    const { router } = renderApp(`/money/transaction/${transaction.id}/`);
    await userEvent.click(await screen.findByRole("button", { name: "Delete transaction" }));
    await userEvent.click(within(await screen.findByRole("dialog")).getByRole("button", { name: "Delete" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/money/"));
    expect(api.transactions).toHaveLength(0);
  });

  it("says when the transaction does not exist", async () => {
    moneyApi();
    renderApp("/money/transaction/404/");
    expect(await screen.findByText(/Transaction not found/)).toBeInTheDocument();
  });
});
