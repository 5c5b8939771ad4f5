import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeAll, describe, expect, it } from "vitest";
import { ok, type Routes } from "../../test/fakeApi";
import { preloadRoute, renderApp } from "../../test/render";
import { PAYEES_PATH } from "./api";
import {
  account,
  category,
  categoryRef,
  debit,
  moneyApi,
  named,
  payee,
  resultPage,
  similarity,
  transaction,
} from "./testing";

// The page's code is loaded before the first test, not inside its UI waits (see preloadRoute).
beforeAll(() => preloadRoute("/money/payee/1/"), 60_000);

const CHECKING = account(1, "Checking");
const CORNER = payee(2, "Corner Market");
const CORNER_PATH = `${PAYEES_PATH}${CORNER.id}/`;
/** The payee page's own lists: its transactions and its look-alikes. */
const payeeLists = (transactions: ReturnType<typeof transaction>[], similar: ReturnType<typeof similarity>[]) => ({
  [`GET ${CORNER_PATH}transactions/`]: ok(resultPage(transactions)),
  [`GET ${CORNER_PATH}similar/`]: ok(similar),
});

// MUI screens under jsdom are slow on a shared 2-core machine: each test gets 40 s, not 15.
describe("PayeePage", { timeout: 40_000 }, () => {
  it("saves the default category on change and lists the payee's transactions", async () => {
    const food = category(3, "Food", { is_parent: true, children: [{ id: 4, name: "Groceries" }] });
    const groceries = category(4, "Groceries", { parent_category: named(food) });
    const bought = transaction(5, CHECKING, "2024-03-02", debit(42.5), {
      payee: named(CORNER),
      category: categoryRef(groceries),
    });
    const api = moneyApi({
      accounts: [CHECKING],
      categories: [food, groceries],
      payees: [CORNER],
      routes: {
        ...payeeLists([bought], []),
        [`PATCH ${CORNER_PATH}`]: ok({ ...CORNER, default_category: categoryRef(groceries) }),
      },
    });
    renderApp(`/money/payee/${CORNER.id}/`);
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
    expect(api.bodies("PATCH", CORNER_PATH)).toEqual([{ default_category_id: groceries.id }]);
    await waitFor(() =>
      expect(screen.getByRole("combobox", { name: "Default Category" })).toHaveTextContent("Groceries (Food)"),
    );
  });
});

describe("PayeePage similar payees", { timeout: 40_000 }, () => {
  const MKT = payee(3, "Corner Mkt");
  const THE_CORNER = payee(4, "The Corner Market");
  /** On Corner Market's own list it is always `payee`. */
  const SIMILAR = [similarity(5, CORNER, MKT, 0.812), similarity(6, CORNER, THE_CORNER, 0.7)];
  const setup = (routes: Routes) => moneyApi({ accounts: [CHECKING], payees: [CORNER, MKT, THE_CORNER], routes });

  it("shows Merge once a look-alike is ticked, asks, merges and reloads the payee's lists", async () => {
    const own = transaction(7, CHECKING, "2024-03-02", debit(42.5), { payee: named(CORNER) });
    const api = setup({
      ...payeeLists([own], SIMILAR),
      [`POST ${CORNER_PATH}merge/`]: ok(CORNER),
    });
    renderApp(`/money/payee/${CORNER.id}/`);
    const table = await screen.findByRole("table", { name: "Similar Payees" });
    expect(
      within(table)
        .getAllByRole("row")
        .map((row) => row.textContent),
    ).toEqual(["MergeNameSimilarity", "Corner Mkt81%", "The Corner Market70%"]);
    expect(within(table).getByRole("link", { name: "Corner Mkt" })).toHaveAttribute("href", `/money/payee/${MKT.id}/`);
    expect(screen.queryByRole("button", { name: "Merge" })).not.toBeInTheDocument();

    await userEvent.click(within(table).getByRole("checkbox", { name: "Merge Corner Mkt" }));
    await userEvent.click(within(table).getByRole("checkbox", { name: "Merge The Corner Market" }));
    await userEvent.click(screen.getByRole("button", { name: "Merge" }));
    const dialog = await screen.findByRole("dialog");
    expect(dialog).toHaveTextContent("Merge 2 payees into Corner Market? Their transactions move here.");
    // After the merge the server lists all three transactions here, and no look-alikes.
    const moved = [
      transaction(8, CHECKING, "2024-03-05", debit(3), { payee: named(CORNER) }),
      transaction(9, CHECKING, "2024-03-04", debit(7.25), { payee: named(CORNER) }),
      own,
    ];
    api.answer(payeeLists(moved, []));
    await userEvent.click(within(dialog).getByRole("button", { name: "Merge" }));

    expect(await screen.findByText("No look-alike payees.")).toBeInTheDocument();
    expect(api.bodies("POST", `${CORNER_PATH}merge/`)).toEqual([{ payee_ids: [MKT.id, THE_CORNER.id] }]);
    await waitFor(() => expect(screen.getByText("3 transactions")).toBeInTheDocument());
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(screen.queryByRole("button", { name: "Merge" })).not.toBeInTheDocument();
    expect(api.paths("GET", `${CORNER_PATH}similar/`)).toHaveLength(2);
  });

  it("cancelling the question merges nothing", async () => {
    const api = setup(payeeLists([], SIMILAR.slice(0, 1)));
    renderApp(`/money/payee/${CORNER.id}/`);
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
