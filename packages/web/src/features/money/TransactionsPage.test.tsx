import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { renderApp } from "../../test/render";
import { emulatePhone } from "../../test/viewport";
import { moneyApi, type TransactionSeed } from "./testing";

const CATEGORIES = { Food: ["Groceries", "Dining"], Home: ["Rent"] };
const SEEDS: TransactionSeed[] = [
  {
    account: "Checking",
    payee: "Corner Market",
    category: "Groceries",
    date: "2024-03-02",
    amount: -42.5,
    tags: ["weekly"],
  },
  { account: "Checking", payee: "Landlord", category: "Rent", date: "2024-03-01", amount: -1200, notes: "March rent" },
  { account: "Visa", payee: "Bistro", category: "Dining", date: "2023-12-24", amount: -80.25 },
  { account: "Checking", payee: "Employer", date: "2024-02-28", amount: 3000 },
];
const setup = (transactions = SEEDS) =>
  moneyApi({ accounts: ["Checking", "Visa"], categories: CATEGORIES, transactions });

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
    expect(first.getByRole("link", { name: "Mar 2, 2024" })).toHaveAttribute(
      "href",
      expect.stringMatching(/^\/money\/transaction\/\d+\/$/),
    );
    expect(first.getByRole("link", { name: "Checking" })).toHaveAttribute(
      "href",
      expect.stringMatching(/^\/money\/account\/\d+\/$/),
    );
    expect(first.getByRole("link", { name: "Corner Market" })).toHaveAttribute(
      "href",
      expect.stringMatching(/^\/money\/payee\/\d+\/$/),
    );
    expect(within(rows[2]!).getByRole("img", { name: "Notes: March rent" })).toBeInTheDocument();
    expect(await summary()).toHaveTextContent("4 records · Total $1,677.25");
  });

  it("keeps filters in the URL, narrows list and summary, and Reset clears them", async () => {
    setup();
    const { router } = renderApp("/money/");
    await table();
    expect(screen.queryByRole("button", { name: "Reset" })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole("combobox", { name: "Account" }));
    await userEvent.click(await screen.findByRole("option", { name: /^Checking/ }));
    await waitFor(() => expect(router.state.location.search).toMatch(/^\?account=\d+$/));
    await waitFor(async () => expect(await summary()).toHaveTextContent("3 records · Total $1,757.50"));

    await userEvent.click(screen.getByRole("combobox", { name: "Year" }));
    await userEvent.click(await screen.findByRole("option", { name: /^2024/ }));
    await waitFor(() => expect(router.state.location.search).toMatch(/^\?account=\d+&year=2024$/));

    await userEvent.click(screen.getByRole("button", { name: "Reset" }));
    await waitFor(() => expect(router.state.location.search).toBe(""));
    await waitFor(async () => expect(await summary()).toHaveTextContent("4 records"));
    expect(screen.queryByRole("button", { name: "Reset" })).not.toBeInTheDocument();
  });

  it("reads filters from a bookmarked URL and goes Back to the previous view", async () => {
    const api = setup();
    const visa = api.accounts.find((a) => a.name === "Visa")!;
    const { router } = renderApp(`/money/?account=${visa.id}`);
    expect(await summary()).toHaveTextContent("1 record · Total -$80.25");
    expect(api.paths("GET", "/money/api/transaction/?")).toContain(`/money/api/transaction/?account=${visa.id}`);
    await userEvent.click(screen.getByRole("button", { name: "Reset" }));
    await waitFor(async () => expect(await summary()).toHaveTextContent("4 records"));
    await router.navigate(-1);
    await waitFor(async () => expect(await summary()).toHaveTextContent("1 record"));
  });

  it("hides a filter with no options and nothing selected", async () => {
    // No tags on any transaction: the Tag filter has no options.
    setup(SEEDS.map(({ tags: _tags, ...seed }) => seed));
    renderApp("/money/");
    await screen.findByRole("combobox", { name: "Account" });
    expect(screen.queryByRole("combobox", { name: "Tag" })).not.toBeInTheDocument();
    expect(screen.getByRole("combobox", { name: "Payee" })).toBeInTheDocument();
  });

  it("shows page buttons only when there is more than one page, and keeps the page in the URL", async () => {
    const many = Array.from({ length: 120 }, (_, i) => ({
      account: "Checking",
      date: `2024-01-${String((i % 28) + 1).padStart(2, "0")}`,
      amount: -(i + 1),
    }));
    setup(many);
    const { router } = renderApp("/money/");
    const pages = await screen.findByRole("navigation", { name: "Transaction pages" }, { timeout: 10_000 });
    expect(
      within(pages)
        .getAllByRole("button")
        .map((b) => b.textContent),
    ).toEqual(["", "1", "2", "3", ""]);
    await userEvent.click(within(pages).getByRole("button", { name: "Go to page 3" }));
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
    setup();
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

  it("adds a transaction from the dialog, creating a typed payee, and refreshes the list", async () => {
    const api = setup();
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
    await userEvent.click(within(dialog).getByRole("button", { name: "Add" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    const coffee = api.payees.find((p) => p.name === "Coffee Cart")!;
    expect(api.bodies("POST", "/money/api/transaction/")).toEqual([
      expect.objectContaining({ account_id: api.accounts[0]!.id, amount: -4.75, payee_id: coffee.id, notes: "" }),
    ]);
    await waitFor(async () => expect(await summary()).toHaveTextContent("5 records"));
  });

  it("shows compact rows and collapses the filters into a drawer on a phone", async () => {
    emulatePhone();
    setup();
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
      accounts: ["Checking"],
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
});
