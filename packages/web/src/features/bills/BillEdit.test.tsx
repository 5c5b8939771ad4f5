import type { Bill } from "@homebase/contracts";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeAll, describe, expect, it } from "vitest";
import { created, NO_CONTENT, ok } from "../../test/fakeApi";
import { preloadRoute, renderApp } from "../../test/render";
import { LOOKUP_PATHS } from "./api";
import { bill, billsApi, frequency, pathOf, statement, status } from "./testing";

// The page's code is loaded before the first test, not inside its UI waits (see preloadRoute).
beforeAll(() => preloadRoute("/bills/bill/1/"), 60_000);

const CITY_POWER = { id: 1, name: "City Power" };
const CHECKING = { id: 11, name: "Checking" };
const JANUARY = statement(101, "2026-01-15", { due_amount: 80 });
const ELECTRICITY = bill(100, "Electricity", JANUARY, { pay_to: CITY_POWER });
const PATH = pathOf(ELECTRICITY);

function setup(shown: Bill = ELECTRICITY) {
  const api = billsApi({ payees: [CITY_POWER], accounts: [CHECKING], bills: [shown] });
  /** What the server answers a PATCH of the bill, and then when the bill is fetched again. */
  const serverSaves = (saved: Bill) => api.answer({ [`PATCH ${PATH}`]: ok(saved), [`GET ${PATH}`]: ok(saved) });
  return { api, serverSaves, view: renderApp(`/bills/bill/${shown.id}/`) };
}

describe("Bills2Edit", () => {
  it("saves each field on change", async () => {
    const { api, serverSaves } = setup();
    const name = await screen.findByRole("textbox", { name: "Name" });
    serverSaves({ ...ELECTRICITY, name: "Power" });
    await userEvent.clear(name);
    await userEvent.type(name, "Power{Enter}");
    await waitFor(() => expect(api.bodies("PATCH", PATH)).toEqual([{ name: "Power" }]));
    expect(await screen.findByRole("heading", { level: 1, name: "Power" })).toBeInTheDocument();

    serverSaves({ ...ELECTRICITY, name: "Power", is_auto_pay: true });
    await userEvent.click(screen.getByRole("switch", { name: /Auto pay/ }));
    await waitFor(() => expect(api.bodies("PATCH", PATH).at(-1)).toEqual({ is_auto_pay: true }));

    serverSaves({ ...ELECTRICITY, name: "Power", is_auto_pay: true, frequency: frequency("Y") });
    await userEvent.click(screen.getByRole("combobox", { name: /Frequency/ }));
    await userEvent.click(await screen.findByRole("option", { name: "Yearly" }));
    await waitFor(() => expect(api.bodies("PATCH", PATH).at(-1)).toEqual({ frequency_id: "Y" }));

    serverSaves({ ...ELECTRICITY, name: "Power", is_auto_pay: true, frequency: frequency("Y"), frequency_count: 3 });
    const every = screen.getByRole("textbox", { name: "Every" });
    await userEvent.clear(every);
    await userEvent.type(every, "3");
    await userEvent.tab();
    await waitFor(() => expect(api.bodies("PATCH", PATH).at(-1)).toEqual({ frequency_count: 3 }));
    expect(await screen.findByText("Saved")).toBeInTheDocument();
  }, 40_000);

  it("adds a bank account with the plus button, selects and saves it", async () => {
    const creditUnion = { id: 12, name: "Credit Union" };
    const { api, serverSaves } = setup();
    const plus = await screen.findByRole("button", { name: "New bank account" });
    api.answer({
      [`POST ${LOOKUP_PATHS.account}`]: created(creditUnion),
      [`GET ${LOOKUP_PATHS.account}`]: ok([CHECKING, creditUnion]),
    });
    serverSaves({ ...ELECTRICITY, default_bank_account: creditUnion });
    await userEvent.click(plus);
    const dialog = within(await screen.findByRole("dialog", { name: "New Bank Account" }));
    await userEvent.type(dialog.getByRole("textbox", { name: "Bank Account Name" }), "Credit Union");
    await userEvent.click(dialog.getByRole("button", { name: "Add" }));
    await waitFor(() => expect(api.bodies("POST", LOOKUP_PATHS.account)).toEqual([{ name: "Credit Union" }]));
    await waitFor(() => expect(api.bodies("PATCH", PATH)).toEqual([{ default_bank_account_id: creditUnion.id }]));
    await waitFor(() =>
      expect(screen.getByRole("combobox", { name: /Default Bank Account/ })).toHaveDisplayValue("Credit Union"),
    );
  });

  it("shows a card per statement, newest first, saving its fields", async () => {
    const paid = { ...JANUARY, payment_status: status("P"), date_paid: "2026-01-14" };
    const february = statement(102, "2026-02-15", { due_amount: 80 });
    const { api } = setup(bill(100, "Electricity", february, { statements: [february, paid] }));
    api.answer({ [`PATCH ${pathOf(paid)}`]: ok({ ...paid, comments: "Paid by phone" }) });
    const cards = await screen.findAllByRole("article", { name: /^Due / });
    expect(cards.map((c) => within(c).getByRole("heading").textContent)).toEqual([
      "Due Feb 15, 2026",
      "Due Jan 15, 2026",
    ]);
    expect(within(cards[1]!).getByText(/^Paid /)).toBeInTheDocument();
    const comments = within(cards[1]!).getByRole("textbox", { name: "Comments" });
    await userEvent.type(comments, "Paid by phone");
    await userEvent.tab();
    await waitFor(() => expect(api.bodies("PATCH", pathOf(paid))).toEqual([{ comments: "Paid by phone" }]));
    // Issue 25: a paid statement can be set back to unpaid.
    await userEvent.click(within(cards[1]!).getByRole("combobox", { name: "Status" }));
    await userEvent.click(await screen.findByRole("option", { name: "Unpaid" }));
    await waitFor(() => expect(api.bodies("PATCH", pathOf(paid)).at(-1)).toEqual({ payment_status_id: "F" }));
  }, 40_000);

  it("deletes the bill after a confirmation and goes back to the list", async () => {
    const { api, view } = setup();
    api.answer({ [`DELETE ${PATH}`]: NO_CONTENT, "GET /bills/api/v2/bill/": ok([]) });
    await userEvent.click(await screen.findByRole("button", { name: "Delete bill" }));
    const dialog = within(await screen.findByRole("dialog", { name: "Delete Electricity?" }));
    await userEvent.click(dialog.getByRole("button", { name: "Delete" }));
    await waitFor(() => expect(view.router.state.location.pathname).toBe("/bills/"));
    expect(api.requests.filter((r) => r.method === "DELETE").map((r) => r.path)).toEqual([PATH]);
  });
});
