import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeAll, describe, expect, it } from "vitest";
import { ok } from "../../test/fakeApi";
import { preloadRoute, renderApp } from "../../test/render";
import { account, moneyApi } from "./testing";

// The page's code is loaded before the first test, not inside its UI waits (see preloadRoute).
beforeAll(() => preloadRoute("/money/reports/"), 60_000);

// Issue 24: the Reports page's numbers reach the keyboard as links into the filtered table, and
// a suggested transfer is confirmed with one click.

const CHECKING = account(1, "Checking", { balance: 120 });
const SAVINGS = account(2, "Savings", { balance: 500 });
const R = "/money/api/reports/";
const debit = { id: 31, account: { id: 1, name: "Checking" }, transaction_date: "2025-06-05", amount: -200 };
const credit = { id: 32, account: { id: 2, name: "Savings" }, transaction_date: "2025-06-06", amount: 200 };

function setup() {
  return moneyApi({
    accounts: [CHECKING, SAVINGS],
    routes: {
      [`GET ${R}spending-by-category/?months=12`]: ok({
        months: ["2025-05", "2025-06"],
        categories: [
          { category: { id: 4, name: "Food", is_parent: true }, totals: [30, 70.25], total: 100.25 },
          { category: null, totals: [0, 5], total: 5 },
        ],
      }),
      [`GET ${R}income-spending/?months=12`]: ok([
        { month: "2025-05", income: 3000, spending: 30, net: 2970 },
        { month: "2025-06", income: 0, spending: 75.25, net: -75.25 },
      ]),
      [`GET ${R}net-worth/?months=12`]: ok([
        { month: "2025-05", balance: 700 },
        { month: "2025-06", balance: 620 },
      ]),
      [`GET ${R}top-payees/?months=12`]: ok([{ payee: { id: 9, name: "Market" }, spending: 80.25, count: 2 }]),
      [`GET ${R}forecast/`]: ok({
        account: null,
        today: "2025-06-15",
        balance_today: 620,
        points: [
          { date: "2025-06-15", balance: 620 },
          { date: "2025-06-16", balance: 470 },
        ],
        lowest: { date: "2025-06-16", balance: 470 },
        events: [{ date: "2025-06-16", amount: -150, description: "Power bill", source: "bill", account: null }],
      }),
      "GET /money/api/transfer/suggestions/": ok([{ debit, credit }]),
      "POST /money/api/transfer/": ok({ id: 1, url: "/money/api/transfer/1/", debit, credit }),
      "POST /money/api/transfer-rule/": ok({ id: 5, url: "/money/api/transfer-rule/5/" }),
    },
  });
}

describe("ReportsPage", { timeout: 40_000 }, () => {
  it("links every month of every category, each month's income and spending, and each payee", async () => {
    setup();
    renderApp("/money/reports/");
    await userEvent.click(await screen.findByText("Show as a table"));
    const table = screen.getByRole("table", { name: "Spending by category per month" });
    expect(within(table).getByRole("link", { name: "$70.25" })).toHaveAttribute(
      "href",
      "/money/?parent_category=4&year=2025&month=6&amount_type=debit&transfers=exclude",
    );
    expect(within(table).getByRole("link", { name: "$5.00" })).toHaveAttribute(
      "href",
      "/money/?year=2025&month=6&amount_type=debit&transfers=exclude",
    );
    expect(screen.getByRole("link", { name: "income $3,000.00" })).toHaveAttribute(
      "href",
      "/money/?year=2025&month=5&amount_type=credit&transfers=exclude",
    );
    expect(screen.getByRole("link", { name: "Market" })).toHaveAttribute(
      "href",
      "/money/?payee=9&amount_type=debit&transfers=exclude",
    );
    expect(await screen.findByText("$470.00 on Jun 16, 2025")).toBeInTheDocument();
  });

  it("confirms a suggested transfer with one click", async () => {
    const api = setup();
    renderApp("/money/reports/");
    const confirm = await screen.findByRole("button", { name: /^Confirm transfer: \$200\.00 from Checking/ });
    await userEvent.click(confirm);
    await expect
      .poll(() => api.bodies("POST", "/money/api/transfer/"))
      .toEqual([{ debit_transaction_id: 31, credit_transaction_id: 32 }]);
  });

  it("makes a rule for the two accounts of a suggestion", async () => {
    const api = setup();
    renderApp("/money/reports/");
    await userEvent.click(await screen.findByRole("button", { name: "Always a transfer from Checking to Savings" }));
    await expect
      .poll(() => api.bodies("POST", "/money/api/transfer-rule/"))
      .toEqual([{ from_account_id: 1, to_account_id: 2 }]);
  });
});
