import { addDays, type Bill, todayIn } from "@homebase/contracts";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeAll, describe, expect, it } from "vitest";
import { ok, SETTINGS } from "../../test/fakeApi";
import { preloadRoute, renderApp } from "../../test/render";
import { BILL_PATH } from "./api";
import { dueSoon } from "./BillsWidget";
import { bill, billsApi, pathOf, statement, status } from "./testing";

// The page's code is loaded before the first test, not inside its UI waits (see preloadRoute).
beforeAll(() => preloadRoute("/"), 60_000);

const today = todayIn(SETTINGS.time_zone);
const widget = () => screen.findByRole("region", { name: "Recurring Bills" });

describe("Home widget Recurring Bills", () => {
  it("lists bills due up to 4 days from today, overdue ones marked, soonest first", async () => {
    billsApi({
      bills: [
        bill(1, "In four days", statement(2, addDays(today, 4), { due_amount: 12.5 })),
        bill(3, "In five days", statement(4, addDays(today, 5))),
        bill(5, "Overdue", statement(6, addDays(today, -3)), { is_past_due: true }),
        bill(7, "Today", statement(8, today)),
      ],
    });
    renderApp("/");
    const list = await within(await widget()).findByRole("list", { name: "Bills due soon" });
    expect(
      within(list)
        .getAllByRole("link")
        .map((a) => a.textContent),
    ).toEqual(["Overdue", "Today", "In four days"]);
    const rows = within(list).getAllByRole("listitem");
    expect(within(rows[0]!).getByText("Overdue", { selector: ".MuiChip-label" })).toBeInTheDocument();
    expect(within(rows[1]!).getByText("today")).toBeInTheDocument();
    expect(within(rows[2]!).getByText("$12.50")).toBeInTheDocument();
    expect(within(rows[2]!).getByRole("link", { name: "In four days" })).toHaveAttribute("href", "/bills/bill/1/");
  });

  it("marks a bill paid from Home, after which it leaves the window", async () => {
    const due = statement(2, addDays(today, 1), { due_amount: 900 });
    const paid = { ...due, payment_status: status("P"), date_paid: today };
    const next = statement(3, addDays(today, 31), { due_amount: 900 });
    const api = billsApi({ bills: [bill(1, "Rent", due)], routes: { [`PATCH ${pathOf(due)}`]: ok(paid) } });
    renderApp("/");
    const card = await widget();
    const button = await within(card).findByRole("button", { name: "Mark Rent paid" });
    api.answer({ [`GET ${BILL_PATH}`]: ok([bill(1, "Rent", next, { statements: [next, paid] })]) });
    await userEvent.click(button);
    await waitFor(() => expect(api.bodies("PATCH", pathOf(due))).toEqual([{ payment_status_id: "P" }]));
    expect(await within(card).findByText("Nothing due in the next 4 days")).toBeInTheDocument();
    // Issue 25: the message offers Undo, which sets it back to unpaid.
    api.answer({ [`PATCH ${pathOf(due)}`]: ok(due) });
    await userEvent.click(await screen.findByRole("button", { name: "Undo" }));
    await waitFor(() =>
      expect(api.bodies("PATCH", pathOf(due))).toEqual([{ payment_status_id: "P" }, { payment_status_id: "F" }]),
    );
  });

  it("says when nothing is due", async () => {
    billsApi({ bills: [bill(1, "Later", statement(2, addDays(today, 10)))] });
    renderApp("/");
    expect(await within(await widget()).findByText("Nothing due in the next 4 days")).toBeInTheDocument();
  });

  it("with no bill yet, links to adding the first one", async () => {
    billsApi({ bills: [] });
    renderApp("/");
    const card = await widget();
    expect(await within(card).findByText("No bills yet. Add one to see it here when it is due.")).toBeInTheDocument();
    expect(within(card).getByRole("link", { name: "Add a bill" })).toHaveAttribute("href", "/bills/create/");
  });

  it("shows at most 6 active bills", () => {
    const due = (id: number, date: string, is_active = true) =>
      ({ id, name: `Bill ${id}`, is_active, next_due_statement: { due_date: date } }) as unknown as Bill;
    const bills = [9, 8, 7, 6, 5, 4, 3, 2].map((n) => due(n, addDays(today, n - 6)));
    expect(dueSoon(bills, today).map((b) => b.id)).toEqual([2, 3, 4, 5, 6, 7]);
    expect(dueSoon([due(1, today, false), due(2, today)], today).map((b) => b.id)).toEqual([2]);
  });
});
