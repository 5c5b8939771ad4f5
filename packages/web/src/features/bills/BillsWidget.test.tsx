import { addDays, type Bill, todayIn } from "@homebase/contracts";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { SETTINGS } from "../../test/fakeApi";
import { renderApp } from "../../test/render";
import { dueSoon } from "./BillsWidget";
import { billsApi } from "./testing";

const today = todayIn(SETTINGS.time_zone);
const widget = () => screen.findByRole("region", { name: "Recurring Bills" });

describe("Home widget Recurring Bills", () => {
  it("lists bills due up to 4 days from today, overdue ones marked, soonest first", async () => {
    billsApi({
      today,
      bills: [
        { name: "In four days", due_date: addDays(today, 4), due_amount: 12.5 },
        { name: "In five days", due_date: addDays(today, 5) },
        { name: "Overdue", due_date: addDays(today, -3) },
        { name: "Today", due_date: today },
        { name: "Inactive", due_date: today, is_active: false },
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
    expect(within(rows[2]!).getByRole("link", { name: "In four days" })).toHaveAttribute(
      "href",
      expect.stringMatching(/^\/bills\/bill\/\d+\/$/),
    );
  });

  it("marks a bill paid from Home, after which it leaves the window", async () => {
    const api = billsApi({ today, bills: [{ name: "Rent", due_date: addDays(today, 1), due_amount: 900 }] });
    renderApp("/");
    const card = await widget();
    await userEvent.click(await within(card).findByRole("button", { name: "Mark Rent paid" }));
    await waitFor(() => expect(api.bill("Rent")?.last_paid_statement?.payment_status.id).toBe("P"));
    expect(await within(card).findByText("Nothing due in the next 4 days")).toBeInTheDocument();
  });

  it("says when nothing is due", async () => {
    billsApi({ today, bills: [{ name: "Later", due_date: addDays(today, 10) }] });
    renderApp("/");
    expect(await within(await widget()).findByText("Nothing due in the next 4 days")).toBeInTheDocument();
  });

  it("shows at most 6", () => {
    const bill = (id: number, due: string) =>
      ({ id, name: `Bill ${id}`, is_active: true, next_due_statement: { due_date: due } }) as unknown as Bill;
    const bills = [9, 8, 7, 6, 5, 4, 3, 2].map((n) => bill(n, addDays(today, n - 6)));
    expect(dueSoon(bills, today).map((b) => b.id)).toEqual([2, 3, 4, 5, 6, 7]);
  });
});
