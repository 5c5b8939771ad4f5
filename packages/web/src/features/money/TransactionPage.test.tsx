import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeAll, describe, expect, it } from "vitest";
import { created, inTurn, NO_CONTENT, ok, type Routes } from "../../test/fakeApi";
import { preloadRoute, renderApp } from "../../test/render";
import { TAGS_PATH } from "./api";
import {
  account,
  category,
  categoryRef,
  credit,
  debit,
  moneyApi,
  named,
  pathOf,
  payee,
  tag,
  transaction,
} from "./testing";

// The page's code is loaded before the first test, not inside its UI waits (see preloadRoute).
beforeAll(() => preloadRoute("/money/transaction/8/"), 60_000);

const FOOD = category(3, "Food", {
  is_parent: true,
  children: [
    { id: 4, name: "Groceries" },
    { id: 5, name: "Dining" },
  ],
});
const GROCERIES = category(4, "Groceries", { parent_category: named(FOOD) });
const DINING = category(5, "Dining", { parent_category: named(FOOD) });
const WEEKLY = tag(6, "weekly");
const CORNER = payee(7, "Corner Market");
const MILK = transaction(8, account(1, "Checking"), "2024-03-02", debit(42.5), {
  payee: named(CORNER),
  category: categoryRef(GROCERIES),
  notes: "Milk",
  original_data: { Date: "03/02/2024", Memo: "", Description: "CORNER MKT #12" },
});
const PATH = pathOf(MILK);
const setup = (routes: Routes = {}) =>
  moneyApi({
    accounts: [account(1, "Checking"), account(2, "Cash")],
    categories: [FOOD, GROCERIES, DINING],
    payees: [CORNER],
    tags: [WEEKLY],
    transactions: [MILK],
    routes,
  });

// MUI screens under jsdom are slow on a shared 2-core machine: each test gets 40 s, not 15.
describe("TransactionPage", { timeout: 40_000 }, () => {
  it("saves a new category as soon as it is chosen", async () => {
    const api = setup({ [`PATCH ${PATH}`]: ok({ ...MILK, category: categoryRef(DINING) }) });
    renderApp("/money/transaction/8/");
    await userEvent.click(await screen.findByRole("combobox", { name: "Category" }));
    const listbox = await screen.findByRole("listbox");
    expect(within(listbox).getByText("Food")).toBeInTheDocument(); // the parent is the group heading
    await userEvent.click(within(listbox).getByRole("option", { name: "Dining" }));
    expect(await screen.findByText("Saved")).toBeInTheDocument();
    expect(api.bodies("PATCH", PATH)).toEqual([{ category_id: DINING.id }]);
    expect(screen.getByRole("combobox", { name: "Category" })).toHaveTextContent("Dining (Food)");
  });

  it("saves the amount on blur, keeping money out negative, and the notes when left", async () => {
    const api = setup({
      [`PATCH ${PATH}`]: inTurn(
        ok({ ...MILK, ...debit(45) }),
        ok({ ...MILK, ...debit(45), notes: "Milk and eggs" }),
        ok({ ...MILK, ...credit(45), notes: "Milk and eggs" }),
      ),
    });
    renderApp("/money/transaction/8/");
    const amount = await screen.findByRole("textbox", { name: "Amount" });
    expect(amount).toHaveValue("42.50");
    await userEvent.clear(amount);
    await userEvent.type(amount, "45");
    await userEvent.tab();
    const notes = screen.getByRole("textbox", { name: "Notes" });
    await userEvent.type(notes, " and eggs");
    await userEvent.tab();
    await waitFor(() => expect(api.bodies("PATCH", PATH)).toEqual([{ amount: -45 }, { notes: "Milk and eggs" }]));
    await userEvent.click(screen.getByRole("button", { name: "Money in" }));
    await waitFor(() => expect(api.bodies("PATCH", PATH)).toHaveLength(3));
    expect(api.bodies("PATCH", PATH)[2]).toEqual({ amount: 45 });
  });

  it("creates an unknown tag on the fly, then sets the transaction's tags", async () => {
    const vacation = tag(9, "vacation");
    const tagsPath = `${PATH}patch-tags/`;
    const api = setup({
      [`POST ${TAGS_PATH}`]: created(vacation),
      [`PATCH ${tagsPath}`]: inTurn(
        ok({ ...MILK, tags: [named(WEEKLY)] }),
        ok({ ...MILK, tags: [named(WEEKLY), named(vacation)] }),
      ),
    });
    renderApp("/money/transaction/8/");
    const tags = await screen.findByRole("combobox", { name: "Tags" });
    await userEvent.type(tags, "weekly");
    await userEvent.click(await screen.findByRole("option", { name: "weekly" }));
    await waitFor(() => expect(api.bodies("PATCH", tagsPath)).toEqual([{ ids: [WEEKLY.id] }]));
    api.answer({ [`GET ${TAGS_PATH}`]: ok([WEEKLY, vacation]) });
    await userEvent.type(tags, "vacation");
    await userEvent.click(await screen.findByRole("option", { name: 'Add tag "vacation"' }));
    await waitFor(() =>
      expect(api.bodies("PATCH", tagsPath)).toEqual([{ ids: [WEEKLY.id] }, { ids: [WEEKLY.id, vacation.id] }]),
    );
    expect(api.bodies("POST", TAGS_PATH)).toEqual([{ name: "vacation" }]);
  });

  it("shows the non-empty original data and links to the payee", async () => {
    setup();
    renderApp("/money/transaction/8/");
    const table = await screen.findByRole("table", { name: "Original data" });
    expect(
      within(table)
        .getAllByRole("row")
        .map((row) => row.textContent),
    ).toEqual(["Date03/02/2024", "DescriptionCORNER MKT #12"]);
    expect(screen.getByRole("link", { name: "View payee Corner Market" })).toHaveAttribute(
      "href",
      `/money/payee/${CORNER.id}/`,
    );
  });

  it("deletes after confirmation and goes back to the list", async () => {
    const api = setup({ [`DELETE ${PATH}`]: NO_CONTENT });
    const { router } = renderApp("/money/transaction/8/");
    await userEvent.click(await screen.findByRole("button", { name: "Delete transaction" }));
    await userEvent.click(within(await screen.findByRole("dialog")).getByRole("button", { name: "Delete" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/money/"));
    expect(api.calls("DELETE", PATH)).toBe(1);
  });

  it("says when the transaction does not exist", async () => {
    moneyApi();
    renderApp("/money/transaction/404/");
    expect(await screen.findByText(/Transaction not found/)).toBeInTheDocument();
  });
});
