import { todayIn } from "@homebase/contracts";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { SETTINGS } from "../../test/fakeApi";
import { renderApp } from "../../test/render";
import { billsApi } from "./testing";

const today = todayIn(SETTINGS.time_zone);

function setup() {
  const api = billsApi({
    today,
    payees: ["City Power"],
    accounts: ["Checking"],
    bills: [{ name: "Electricity", due_date: "2026-01-15", due_amount: 80, payee: "City Power" }],
  });
  const bill = api.bill("Electricity")!;
  const path = new URL(bill.url).pathname;
  return { api, bill, path, view: renderApp(`/bills/bill/${bill.id}/`) };
}

describe("Bills2Edit", () => {
  it("saves each field on change", async () => {
    const { api, path } = setup();
    const name = await screen.findByRole("textbox", { name: "Name" });
    await userEvent.clear(name);
    await userEvent.type(name, "Power{Enter}");
    await waitFor(() => expect(api.bodies("PATCH", path)).toEqual([{ name: "Power" }]));
    expect(await screen.findByRole("heading", { level: 1, name: "Power" })).toBeInTheDocument();

    await userEvent.click(screen.getByRole("switch", { name: /Auto pay/ }));
    await waitFor(() => expect(api.bodies("PATCH", path).at(-1)).toEqual({ is_auto_pay: true }));

    await userEvent.click(screen.getByRole("combobox", { name: /Frequency/ }));
    await userEvent.click(await screen.findByRole("option", { name: "Yearly" }));
    await waitFor(() => expect(api.bodies("PATCH", path).at(-1)).toEqual({ frequency_id: "Y" }));

    const every = screen.getByRole("textbox", { name: "Every" });
    await userEvent.clear(every);
    await userEvent.type(every, "3");
    await userEvent.tab();
    await waitFor(() => expect(api.bodies("PATCH", path).at(-1)).toEqual({ frequency_count: 3 }));
    expect(await screen.findByText("Saved")).toBeInTheDocument();
  }, 40_000);

  it("adds a bank account with the plus button, selects and saves it", async () => {
    const { api, path } = setup();
    await userEvent.click(await screen.findByRole("button", { name: "New bank account" }));
    const dialog = within(await screen.findByRole("dialog", { name: "New Bank Account" }));
    await userEvent.type(dialog.getByRole("textbox", { name: "Bank Account Name" }), "Credit Union");
    await userEvent.click(dialog.getByRole("button", { name: "Add" }));
    await waitFor(() => expect(api.bodies("POST", "/bills/api/v2/account/")).toEqual([{ name: "Credit Union" }]));
    const created = api.lookups.account.find((a) => a.name === "Credit Union")!;
    await waitFor(() => expect(api.bodies("PATCH", path)).toEqual([{ default_bank_account_id: created.id }]));
    await waitFor(() =>
      expect(screen.getByRole("combobox", { name: /Default Bank Account/ })).toHaveTextContent("Credit Union"),
    );
  });

  it("shows a card per statement, newest first, saving its fields", async () => {
    const { api, bill } = setup();
    // Pay the first so there are two statements.
    await api.fetchMock(bill.next_due_statement!.url, {
      method: "PATCH",
      headers: { authorization: "Bearer test-token" },
      body: JSON.stringify({ payment_status_id: "P" }),
    });
    const cards = await screen.findAllByRole("article", { name: /^Due / });
    expect(cards.map((c) => within(c).getByRole("heading").textContent)).toEqual([
      "Due Feb 15, 2026",
      "Due Jan 15, 2026",
    ]);
    expect(within(cards[1]!).getByText(/^Paid /)).toBeInTheDocument();
    const comments = within(cards[1]!).getByRole("textbox", { name: "Comments" });
    await userEvent.type(comments, "Paid by phone");
    await userEvent.tab();
    const url = new URL(bill.next_due_statement!.url).pathname;
    await waitFor(() => expect(api.bodies("PATCH", url).at(-1)).toEqual({ comments: "Paid by phone" }));
  }, 40_000);

  it("deletes the bill after a confirmation and goes back to the list", async () => {
    const { api, path, view } = setup();
    await userEvent.click(await screen.findByRole("button", { name: "Delete bill" }));
    const dialog = within(await screen.findByRole("dialog", { name: "Delete Electricity?" }));
    await userEvent.click(dialog.getByRole("button", { name: "Delete" }));
    await waitFor(() => expect(view.router.state.location.pathname).toBe("/bills/"));
    expect(api.requests.filter((r) => r.method === "DELETE").map((r) => r.path)).toEqual([path]);
    expect(api.bill("Electricity")).toBeUndefined();
  });
});
