import type { PaymentOffer } from "@homebase/contracts";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeAll, describe, expect, it } from "vitest";
import { NO_CONTENT, ok } from "../../test/fakeApi";
import { preloadRoute, renderApp } from "../../test/render";
import { account, debit, moneyApi, named, payee, resultPage, transaction } from "../money/testing";
import { OFFER_PATH } from "./paymentsApi";
import { bill, billsApi, statement, status } from "./testing";

// The page's code is loaded before the first test, not inside its UI waits (see preloadRoute).
beforeAll(() => preloadRoute("/bills/", "/bills/bill/10/", "/money/", "/money/transaction/1/"), 60_000);

// Issue 19: bills paid from the statement, as the Bills and Money screens show them.

const PAID_WITH = { id: 77, transaction_date: "2026-11-28", amount: -104.2, payee: "City Power", account: "Checking" };
const PAID = statement(11, "2026-11-30", {
  payment_status: status("P"),
  date_paid: "2026-11-28",
  amount_paid: 104.2,
  transaction: PAID_WITH,
});
const NEXT = statement(12, "2026-12-30");
const ELECTRICITY = bill(10, "Electricity", NEXT, { statements: [NEXT, PAID], last_paid_statement: PAID });

const offer = (id: number, transactionId: number, amount: number): PaymentOffer => ({
  id,
  url: `http://localhost${OFFER_PATH}${id}/`,
  accept_url: `http://localhost${OFFER_PATH}${id}/accept/`,
  bill: { id: 10, name: "Electricity" },
  statement: { id: 12, due_date: "2026-12-30", due_amount: 100, payment_status: "F" },
  transaction: { ...PAID_WITH, id: transactionId, amount, transaction_date: "2026-12-29" },
});

describe("bills paid from the statement", { timeout: 40_000 }, () => {
  it("a paid statement says which transaction paid it, linking to it in Money", async () => {
    billsApi({ bills: [ELECTRICITY] });
    renderApp("/bills/bill/10/");
    const card = await screen.findByRole("article", { name: "Due Nov 30, 2026" });
    const link = within(card).getByRole("link", { name: "$104.20 to City Power on Nov 28, 2026" });
    expect(link).toHaveAttribute("href", "/money/transaction/77/");
    expect(card).toHaveTextContent("Paid by $104.20 to City Power on Nov 28, 2026 (Checking)");
    // The unpaid one has no payment yet.
    const next = screen.getByRole("article", { name: "Due Dec 30, 2026" });
    expect(within(next).queryByText(/Paid by/)).toBeNull();
  });

  it("offers the payments that were not clear-cut, to accept or dismiss", async () => {
    const first = offer(1, 80, -99);
    const second = offer(2, 81, -101);
    const api = billsApi({ bills: [ELECTRICITY], offers: [first, second] });
    api.answer({ [`POST ${OFFER_PATH}2/accept/`]: ok({ ...NEXT, payment_status: status("P") }) });
    api.answer({ [`DELETE ${OFFER_PATH}1/`]: NO_CONTENT });
    renderApp("/bills/");
    const section = await screen.findByRole("region", { name: "Payments to confirm" });
    const rows = within(section).getAllByRole("listitem");
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringContaining("Paid by $99.00 to City Power on Dec 29, 2026 (Checking)?"),
      expect.stringContaining("Paid by $101.00 to City Power on Dec 29, 2026 (Checking)?"),
    ]);
    expect(within(rows[0]!).getByRole("link", { name: "Electricity" })).toHaveAttribute("href", "/bills/bill/10/");

    // The server then answers without the accepted one and what it settled.
    api.answer({ [`GET ${OFFER_PATH}`]: ok([first]) });
    await userEvent.click(within(rows[1]!).getByRole("button", { name: "Accept" }));
    await waitFor(() => expect(api.calls("POST", `${OFFER_PATH}2/accept/`)).toBe(1));
    await waitFor(() => expect(within(section).getAllByRole("listitem")).toHaveLength(1));

    api.answer({ [`GET ${OFFER_PATH}`]: ok([]) });
    await userEvent.click(within(section).getByRole("button", { name: "Dismiss" }));
    await waitFor(() => expect(api.calls("DELETE", `${OFFER_PATH}1/`)).toBe(1));
    await waitFor(() => expect(screen.queryByRole("region", { name: "Payments to confirm" })).toBeNull());
  });

  it("a transaction that paid a bill says which on its page, linking to the bill", async () => {
    const checking = account(1, "Checking");
    const power = payee(5, "City Power");
    const paying = transaction(77, checking, "2026-11-28", debit(104.2), { payee: named(power) });
    moneyApi({
      accounts: [checking],
      payees: [power],
      transactions: [paying],
      routes: {
        "GET /bills/api/v2/payment/?transaction_id=77": ok([
          { transaction_id: 77, statement_id: 11, due_date: "2026-11-30", bill: { id: 10, name: "Electricity" } },
        ]),
      },
    });
    renderApp("/money/transaction/77/");
    const link = await screen.findByRole("link", { name: "Electricity" });
    expect(link).toHaveAttribute("href", "/bills/bill/10/");
    expect(link.parentElement).toHaveTextContent("Paid bill Electricity (due Nov 30, 2026)");
  });

  it("the transactions table says which bill a row paid", async () => {
    const checking = account(1, "Checking");
    const power = payee(5, "City Power");
    const paying = transaction(77, checking, "2026-11-28", debit(104.2), { payee: named(power) });
    const other = transaction(78, checking, "2026-11-27", debit(12), { payee: named(payee(6, "Corner Grocery")) });
    moneyApi({
      accounts: [checking],
      views: {
        "": {
          list: resultPage([paying, other]),
          summary: { record_count: 2, total_amount: -116.2 },
          filters: [],
        },
      },
      routes: {
        "GET /bills/api/v2/payment/?transaction_id=77&transaction_id=78": ok([
          { transaction_id: 77, statement_id: 11, due_date: "2026-11-30", bill: { id: 10, name: "Electricity" } },
        ]),
      },
    });
    renderApp("/money/");
    const table = await screen.findByRole("table", { name: "Transactions" });
    const row = (await within(table).findByRole("link", { name: "Electricity" })).closest("tr")!;
    expect(row).toHaveTextContent("Paid bill Electricity (due Nov 30, 2026)");
    expect(within(row).getByRole("link", { name: "Nov 28, 2026" })).toHaveAttribute("href", "/money/transaction/77/");
    const otherRow = within(table).getByRole("link", { name: "Nov 27, 2026" }).closest("tr")!;
    expect(otherRow).not.toHaveTextContent("Paid bill");
  });
});
