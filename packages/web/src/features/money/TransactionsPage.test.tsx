import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeAll, describe, expect, it } from "vitest";
import { created, ok } from "../../test/fakeApi";
import { preloadRoute, renderApp } from "../../test/render";
import { emulatePhone } from "../../test/viewport";
import { PAYEES_PATH, TRANSACTIONS_PATH } from "./api";
import {
  account,
  category,
  categoryRef,
  credit,
  debit,
  FLAT_FORECAST,
  facet,
  moneyApi,
  NO_TRANSACTIONS,
  named,
  payee,
  resultPage,
  type TransactionView,
  tag,
  transaction,
  viewRoutes,
} from "./testing";

// The page's code is loaded before the first test, not inside its UI waits (see preloadRoute).
beforeAll(() => preloadRoute("/money/"), 60_000);

const CHECKING = account(1, "Checking");
const VISA = account(2, "Visa");
const FOOD = category(3, "Food", {
  is_parent: true,
  children: [
    { id: 4, name: "Groceries" },
    { id: 5, name: "Dining" },
  ],
});
const GROCERIES = category(4, "Groceries", { parent_category: named(FOOD) });
const DINING = category(5, "Dining", { parent_category: named(FOOD) });
const HOME = category(6, "Home", { is_parent: true, children: [{ id: 7, name: "Rent" }] });
const RENT = category(7, "Rent", { parent_category: named(HOME) });
const CORNER = payee(8, "Corner Market");
const WEEKLY = tag(12, "weekly");
const T1 = transaction(13, CHECKING, "2024-03-02", debit(42.5), {
  payee: named(CORNER),
  category: categoryRef(GROCERIES),
  tags: [named(WEEKLY)],
});
const T2 = transaction(14, CHECKING, "2024-03-01", debit(1200), {
  payee: named(payee(9, "Landlord")),
  category: categoryRef(RENT),
  notes: "March rent",
});
const T3 = transaction(15, VISA, "2023-12-24", debit(80.25), {
  payee: named(payee(10, "Bistro")),
  category: categoryRef(DINING),
});
const T4 = transaction(16, CHECKING, "2024-02-28", credit(3000), { payee: named(payee(11, "Employer")) });

/** The filters the server offers for all four transactions (or with `selected` chosen). */
const facets = (selected: Partial<Record<"account" | "year" | "amount_type", string[]>> = {}) => [
  facet(
    "account",
    [
      ["1", "Checking", 3],
      ["2", "Visa", 1],
    ],
    selected.account,
  ),
  facet("payee", [
    ["8", "Corner Market", 1],
    ["9", "Landlord", 1],
    ["10", "Bistro", 1],
    ["11", "Employer", 1],
  ]),
  facet("tag", [["12", "weekly", 1]]),
  facet(
    "year",
    [
      ["2024", "2024", 3],
      ["2023", "2023", 1],
    ],
    selected.year,
  ),
  facet(
    "amount_type",
    [
      ["debit", "Debit", 3],
      ["credit", "Credit", 1],
    ],
    selected.amount_type,
  ),
];
const view = (results: (typeof T1)[], total: number, filters = facets()): TransactionView => ({
  list: resultPage(results),
  summary: { record_count: results.length, total_amount: total },
  filters,
});
/** As the server lists them: newest first. */
const ALL = view([T1, T2, T4, T3], 1677.25);
const CHECKING_ONLY = view([T1, T2, T4], 1757.5, facets({ account: ["1"] }));
const setup = (views: Record<string, TransactionView> = {}) =>
  moneyApi({
    accounts: [CHECKING, VISA],
    categories: [FOOD, GROCERIES, DINING, HOME, RENT],
    views: { "": ALL, ...views },
  });

const summary = () => screen.findByRole("status", { name: "Summary" });
const table = () => screen.findByRole("table", { name: "Transactions" });

// MUI screens under jsdom are slow on a shared 2-core machine: each test gets 40 s, not 15.
describe("TransactionsPage", { timeout: 40_000 }, () => {
  it("shows the eight columns with links, 'child (parent)', tags, notes and absolute amounts", async () => {
    setup();
    renderApp("/money/");
    const rows = within(await table()).getAllByRole("row");
    expect(rows.map((row) => row.textContent)).toEqual([
      "Transaction DateAccount NamePaid ToCategoryTagsNotesTypeAmount",
      "Mar 2, 2024CheckingCorner MarketGroceries (Food)weeklyDebit$42.50",
      "Mar 1, 2024CheckingLandlordRent (Home)Debit$1,200.00",
      "Feb 28, 2024CheckingEmployerCredit$3,000.00",
      "Dec 24, 2023VisaBistroDining (Food)Debit$80.25",
    ]);
    const first = within(rows[1]!);
    expect(first.getByRole("link", { name: "Mar 2, 2024" })).toHaveAttribute("href", "/money/transaction/13/");
    expect(first.getByRole("link", { name: "Checking" })).toHaveAttribute("href", "/money/account/1/");
    expect(first.getByRole("link", { name: "Corner Market" })).toHaveAttribute("href", "/money/payee/8/");
    expect(within(rows[2]!).getByRole("img", { name: "Notes: March rent" })).toBeInTheDocument();
    expect(await summary()).toHaveTextContent("4 records · Total $1,677.25");
  });

  it("keeps filters in the URL, asks the server for them, and Reset clears them", async () => {
    const api = setup({
      "account=1": CHECKING_ONLY,
      "account=1&year=2024": view([T1, T2, T4], 1757.5, facets({ account: ["1"], year: ["2024"] })),
    });
    const { router } = renderApp("/money/");
    await table();
    expect(screen.queryByRole("button", { name: "Reset" })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole("combobox", { name: "Account" }));
    await userEvent.click(await screen.findByRole("option", { name: /^Checking/ }));
    await waitFor(() => expect(router.state.location.search).toBe("?account=1"));
    await waitFor(async () => expect(await summary()).toHaveTextContent("3 records · Total $1,757.50"));

    await userEvent.click(screen.getByRole("combobox", { name: "Year" }));
    await userEvent.click(await screen.findByRole("option", { name: /^2024/ }));
    await waitFor(() => expect(router.state.location.search).toBe("?account=1&year=2024"));
    await waitFor(() =>
      expect(api.paths("GET", `${TRANSACTIONS_PATH}summary/`)).toContain(
        `${TRANSACTIONS_PATH}summary/?account=1&year=2024`,
      ),
    );

    await userEvent.click(screen.getByRole("button", { name: "Reset" }));
    await waitFor(() => expect(router.state.location.search).toBe(""));
    await waitFor(async () => expect(await summary()).toHaveTextContent("4 records"));
    expect(screen.queryByRole("button", { name: "Reset" })).not.toBeInTheDocument();
  });

  it("reads filters from a bookmarked URL and goes Back to the previous view", async () => {
    const api = setup({ "account=2": view([T3], -80.25, facets({ account: ["2"] })) });
    const { router } = renderApp("/money/?account=2");
    expect(await summary()).toHaveTextContent("1 record · Total -$80.25");
    expect(api.paths("GET", `${TRANSACTIONS_PATH}?`)).toContain(`${TRANSACTIONS_PATH}?account=2`);
    await userEvent.click(screen.getByRole("button", { name: "Reset" }));
    await waitFor(async () => expect(await summary()).toHaveTextContent("4 records"));
    await router.navigate(-1);
    await waitFor(async () => expect(await summary()).toHaveTextContent("1 record"));
  });

  it("hides a filter with no options and nothing selected", async () => {
    setup({ "": view([T1, T2, T4, T3], 1677.25, [...facets().filter((f) => f.key !== "tag"), facet("tag", [])]) });
    renderApp("/money/");
    await screen.findByRole("combobox", { name: "Account" });
    expect(screen.queryByRole("combobox", { name: "Tag" })).not.toBeInTheDocument();
    expect(screen.getByRole("combobox", { name: "Payee" })).toBeInTheDocument();
  });

  it("shows page buttons only when there is more than one page, and keeps the page in the URL", async () => {
    const many = Array.from({ length: 120 }, (_, i) => transaction(100 + i, CHECKING, "2024-01-15", debit(i + 1)));
    const pages = { count: 120, num_pages: 3 };
    const api = setup({
      "": { ...ALL, list: resultPage(many.slice(0, 50), pages), summary: { record_count: 120, total_amount: -7260 } },
    });
    api.answer({ [`GET ${TRANSACTIONS_PATH}?page=3`]: ok(resultPage(many.slice(100), { ...pages, page: 3 })) });
    const { router } = renderApp("/money/");
    const nav = await screen.findByRole("navigation", { name: "Transaction pages" }, { timeout: 10_000 });
    expect(
      within(nav)
        .getAllByRole("button")
        .map((b) => b.textContent),
    ).toEqual(["", "1", "2", "3", ""]);
    await userEvent.click(within(nav).getByRole("button", { name: "Go to page 3" }));
    await waitFor(() => expect(router.state.location.search).toBe("?page=3"));
    await waitFor(
      () => expect(within(screen.getByRole("table", { name: "Transactions" })).getAllByRole("row")).toHaveLength(21),
      { timeout: 20_000 },
    );
  });

  it("has no page buttons for a single page", async () => {
    setup();
    renderApp("/money/");
    await table();
    expect(screen.queryByRole("navigation", { name: "Transaction pages" })).not.toBeInTheDocument();
  });

  it("says when nothing matches and offers Reset", async () => {
    setup({ "year=2019": view([], 0, facets({ year: ["2019"] })) });
    renderApp("/money/?year=2019");
    expect(await screen.findByText("No transactions match these filters.")).toBeInTheDocument();
    expect(screen.getAllByRole("button", { name: "Reset" })).toHaveLength(2);
  });

  it("explains that an account is needed first", async () => {
    moneyApi();
    renderApp("/money/");
    expect(await screen.findByText(/No accounts yet/)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "create one on the Accounts page" })).toHaveAttribute(
      "href",
      "/money/account/",
    );
    expect(screen.queryByRole("button", { name: "Add transaction" })).not.toBeInTheDocument();
  });

  it("adds a transaction from the dialog, creating a typed payee, and shows the list the server gives", async () => {
    const coffee = payee(17, "Coffee Cart");
    const added = transaction(18, CHECKING, "2024-03-03", debit(4.75), { payee: named(coffee) });
    const api = setup();
    api.answer({ [`POST ${PAYEES_PATH}`]: created(coffee), [`POST ${TRANSACTIONS_PATH}`]: created(added) });
    renderApp("/money/");
    await table();
    await userEvent.click(screen.getByRole("button", { name: "Add transaction" }));
    const dialog = await screen.findByRole("dialog", { name: "Add transaction" });
    // Pasted rather than typed: each keystroke re-renders the whole dialog, slow under jsdom.
    await userEvent.click(within(dialog).getByRole("combobox", { name: "Paid To" }));
    await userEvent.paste("Coffee Cart");
    expect(await screen.findByRole("option", { name: 'Add "Coffee Cart"' })).toBeInTheDocument();
    // Not picked from the list: the typed name is still created when the form is sent.
    await userEvent.click(within(dialog).getByRole("textbox", { name: "Amount" }));
    await userEvent.paste("4.75");
    api.answer(viewRoutes("", view([added, T1, T2, T4, T3], 1672.5)));
    await userEvent.click(within(dialog).getByRole("button", { name: "Add" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(api.bodies("POST", PAYEES_PATH)).toEqual([{ name: "Coffee Cart" }]);
    expect(api.bodies("POST", TRANSACTIONS_PATH)).toEqual([
      expect.objectContaining({ account_id: CHECKING.id, amount: -4.75, payee_id: coffee.id, notes: "" }),
    ]);
    await waitFor(async () => expect(await summary()).toHaveTextContent("5 records"));
  });

  it("shows compact rows and collapses the filters into a drawer on a phone", async () => {
    emulatePhone();
    setup({ "amount_type=debit": view([T1, T2, T3], -1322.75, facets({ amount_type: ["debit"] })) });
    renderApp("/money/?amount_type=debit");
    // Compact rows instead of the wide table, with the same links.
    const list = await screen.findByRole("list", { name: "Transactions" });
    expect(within(list).getAllByRole("listitem")).toHaveLength(3);
    expect(within(list).getByRole("link", { name: "Corner Market" })).toBeInTheDocument();
    expect(screen.queryByRole("table")).not.toBeInTheDocument();
    expect(screen.queryByRole("combobox", { name: "Type" })).not.toBeInTheDocument();
    await userEvent.click(await screen.findByRole("button", { name: "Filters (1)" }));
    expect(await screen.findByRole("combobox", { name: "Type" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Reset" })).toBeInTheDocument();
  });
});

describe("TransactionsPage with a stale bookmark", { timeout: 40_000 }, () => {
  it("says the filters name something gone and offers Reset", async () => {
    const refused = {
      status: 400,
      body: { detail: "Check the filters.", code: "invalid", fields: { account: ["Choose one from the list."] } },
    };
    moneyApi({
      accounts: [CHECKING],
      views: { "": NO_TRANSACTIONS },
      routes: {
        "GET /money/api/transaction/?account=99": refused,
        "GET /money/api/transaction/summary/?account=99": refused,
        "GET /money/api/transaction/filters/?account=99": refused,
        "GET /money/api/transaction/monthly/?account=99": refused,
      },
    });
    const { router } = renderApp("/money/?account=99");
    const warning = await screen.findByRole("alert");
    expect(warning).toHaveTextContent(/These filters name something that no longer exists/);
    // One message, not one per failed call.
    expect(screen.getAllByRole("alert")).toHaveLength(1);
    await userEvent.click(within(warning).getByRole("button", { name: "Reset" }));
    await waitFor(() => expect(router.state.location.search).toBe(""));
    expect(await screen.findByText(/No transactions yet/)).toBeInTheDocument();
  });

  it("searches on Enter: the search joins the URL and the filters, and Clear removes it (issue 24)", async () => {
    const api = setup({
      "account=1": CHECKING_ONLY,
      "account=1&search=rent": view([T2], -1200, facets({ account: ["1"] })),
      "search=nothing": view([], 0),
    });
    const { router } = renderApp("/money/?account=1");
    await table();
    const box = screen.getByRole("textbox", { name: "Search transactions" });
    await userEvent.type(box, "  rent {Enter}");
    await waitFor(() => expect(router.state.location.search).toBe("?account=1&search=rent"));
    await waitFor(async () => expect(await summary()).toHaveTextContent("1 record · Total -$1,200.00"));
    expect(api.paths("GET", TRANSACTIONS_PATH)).toContain(`${TRANSACTIONS_PATH}?account=1&search=rent`);
    await userEvent.click(screen.getByRole("button", { name: "Clear the search" }));
    await waitFor(() => expect(router.state.location.search).toBe("?account=1"));
    expect(box).toHaveValue("");

    await router.navigate("/money/?search=nothing");
    expect(await screen.findByText("No transactions match this search.")).toBeInTheDocument();
  });

  it("shows the running balance column when the server sends one (one account)", async () => {
    const withBalance = view(
      [
        { ...T1, running_balance: 1757.5 },
        { ...T2, running_balance: 1800 },
        { ...T4, running_balance: null },
      ],
      1757.5,
      facets({ account: ["1"] }),
    );
    setup({ "account=1": withBalance });
    renderApp("/money/?account=1");
    const rows = within(await table()).getAllByRole("row");
    expect(rows[0]).toHaveTextContent("AmountBalance");
    expect(rows.slice(1).map((row) => row.lastElementChild?.textContent)).toEqual(["$1,757.50", "$1,800.00", "–"]);
  });

  it("shows the account's 90-day forecast with its lowest point when one account is selected (issue 24)", async () => {
    const api = setup({ "account=1": CHECKING_ONLY });
    api.answer({
      "GET /money/api/reports/forecast/?account=1": ok({
        ...FLAT_FORECAST,
        account: { id: 1, name: "Checking" },
        lowest: { date: "2025-06-16", balance: -20 },
      }),
    });
    const { router } = renderApp("/money/?account=1");
    const forecast = await screen.findByRole("figure", { name: "Cash-flow forecast, next 90 days" });
    expect(await within(forecast).findByText("-$20.00 on Jun 16, 2025")).toBeInTheDocument();
    // The account is the page's: no account choice.
    expect(within(forecast).queryByRole("combobox", { name: "Account" })).toBeNull();
    // Every account: no forecast here (the Reports page has the total).
    await router.navigate("/money/");
    await waitFor(() => expect(screen.queryByRole("figure", { name: "Cash-flow forecast, next 90 days" })).toBeNull());
    await waitFor(async () => expect(await summary()).toHaveTextContent("4 records"));
  });

  it("opened from a report, leaves transfers out and says so; Show them brings them back (issue 24)", async () => {
    const api = setup({
      "amount_type=debit&transfers=exclude": view([T2], -1200, facets({ amount_type: ["debit"] })),
      "amount_type=debit": CHECKING_ONLY,
    });
    const { router } = renderApp("/money/?amount_type=debit&transfers=exclude");
    const note = await screen.findByRole("status", { name: "Transfers left out" });
    expect(note).toHaveTextContent("Transfers between your accounts are left out, as in the reports.");
    await waitFor(async () => expect(await summary()).toHaveTextContent("1 record"));
    expect(api.paths("GET", `${TRANSACTIONS_PATH}summary/`)).toContain(
      `${TRANSACTIONS_PATH}summary/?amount_type=debit&transfers=exclude`,
    );
    await userEvent.click(within(note).getByRole("button", { name: "Show them" }));
    await waitFor(() => expect(router.state.location.search).toBe("?amount_type=debit"));
    await waitFor(() => expect(screen.queryByRole("status", { name: "Transfers left out" })).toBeNull());
    await waitFor(async () => expect(await summary()).toHaveTextContent("3 records"));
  });
});
