import { addDays, todayIn } from "@homebase/contracts";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeAll, describe, expect, it } from "vitest";
import { modules } from "../../app/modules";
import { navItems } from "../../app/navigation";
import { ok, SETTINGS } from "../../test/fakeApi";
import { preloadRoute, renderApp } from "../../test/render";
import { BILL_PATH } from "./api";
import { bill, billsApi, pathOf, statement, status } from "./testing";

// The page's code is loaded before the first test, not inside its UI waits (see preloadRoute).
beforeAll(() => preloadRoute("/bills/"), 60_000);

const today = todayIn(SETTINGS.time_zone);
const card = (name: string) => screen.findByRole("article", { name });
const CHECKING = { id: 11, name: "Checking" };
const SAVINGS = { id: 12, name: "Savings" };

describe("Bills2Home", () => {
  it("is in the menu as Recurring Bills, at /bills/, with the footer's two buttons", async () => {
    expect(navItems(modules).find((item) => item.label === "Recurring Bills")?.path).toBe("/bills/");
    billsApi({ bills: [bill(1, "Rent", statement(2, today))] });
    renderApp("/bills/");
    await card("Rent");
    await waitFor(() => expect(document.title).toBe("Recurring Bills · Homebase"));
    const footer = screen.getByRole("navigation", { name: "Recurring bills" });
    expect(within(footer).getByRole("link", { name: "Recurring Bills" })).toHaveAttribute("href", "/bills/");
    expect(within(footer).getByRole("link", { name: "Create Bill" })).toHaveAttribute("href", "/bills/create/");
  }, 40_000);

  it("offers skip only when unpaid, mark paid unless paid, and the link only when set", async () => {
    billsApi({
      bills: [
        bill(1, "Unpaid", statement(2, today), { external_url: "https://power.example.com/" }),
        bill(3, "Paid", statement(4, today, { payment_status: status("P"), date_paid: today }), {
          payment_status: "P",
        }),
        bill(5, "Skipped", statement(6, today, { payment_status: status("S") }), { payment_status: "S" }),
      ],
    });
    renderApp("/bills/");
    const unpaid = within(await card("Unpaid"));
    expect(unpaid.getByRole("button", { name: "Mark paid" })).toBeInTheDocument();
    expect(unpaid.getByRole("button", { name: "Skip" })).toBeInTheDocument();
    const link = unpaid.getByRole("link", { name: "Open the website for Unpaid" });
    expect(link).toHaveAttribute("href", "https://power.example.com/");
    expect(link).toHaveAttribute("target", "_blank");
    expect(unpaid.getByRole("link", { name: "Edit Unpaid" })).toHaveAttribute("href", "/bills/bill/1/");

    const paid = within(await card("Paid"));
    expect(paid.queryByRole("button", { name: "Mark paid" })).toBeNull();
    expect(paid.queryByRole("button", { name: "Skip" })).toBeNull();
    expect(paid.queryByRole("link", { name: /Open the website/ })).toBeNull();

    const skipped = within(await card("Skipped"));
    expect(skipped.getByRole("button", { name: "Mark paid" })).toBeInTheDocument();
    expect(skipped.queryByRole("button", { name: "Skip" })).toBeNull();
  });

  it("marks the bills the server says are past due, and says the due date relatively", async () => {
    billsApi({
      bills: [
        bill(1, "Late", statement(2, addDays(today, -2)), { is_past_due: true }),
        bill(3, "Soon", statement(4, addDays(today, 1))),
      ],
    });
    renderApp("/bills/");
    const late = within(await card("Late"));
    expect(late.getByText("Overdue")).toBeInTheDocument();
    expect(late.getByText("2 days ago · overdue")).toBeInTheDocument();
    const soon = within(await card("Soon"));
    expect(soon.getByText("Tomorrow")).toBeInTheDocument();
    expect(soon.queryByText("Overdue")).toBeNull();
  });

  it("saves the amount, account and comments of the next statement on change", async () => {
    const next = statement(2, today, { due_amount: 40 });
    const phone = (changes: Partial<typeof next>) => {
      const saved = { ...next, ...changes };
      return { saved, bill: bill(1, "Phone", saved) };
    };
    const api = billsApi({ accounts: [CHECKING, SAVINGS], bills: [phone({}).bill] });
    /** What the server answers the PATCH, and the bills it lists after it. */
    const serverSaves = (changes: Partial<typeof next>) => {
      const { saved, bill: after } = phone(changes);
      api.answer({ [`PATCH ${pathOf(next)}`]: ok(saved), [`GET ${BILL_PATH}`]: ok([after]) });
    };
    renderApp("/bills/");
    const card1 = within(await card("Phone"));

    const amount = card1.getByRole("textbox", { name: "Amount" });
    expect(amount).toHaveValue("40.00");
    serverSaves({ due_amount: 42.5 });
    await userEvent.clear(amount);
    await userEvent.type(amount, "42.5{Enter}");
    await waitFor(() => expect(api.bodies("PATCH", pathOf(next))).toEqual([{ due_amount: 42.5 }]));

    serverSaves({ due_amount: 42.5, bank_account: SAVINGS });
    await userEvent.selectOptions(card1.getByRole("combobox", { name: /From Account/ }), "Savings");
    await waitFor(() => expect(api.bodies("PATCH", pathOf(next)).at(-1)).toEqual({ bank_account_id: SAVINGS.id }));

    serverSaves({ due_amount: 42.5, bank_account: SAVINGS, comments: "Autopay failed" });
    await userEvent.type(card1.getByRole("textbox", { name: "Comments" }), "Autopay failed");
    await userEvent.tab();
    await waitFor(() => expect(api.bodies("PATCH", pathOf(next)).at(-1)).toEqual({ comments: "Autopay failed" }));
    await waitFor(() => expect(api.calls("GET", BILL_PATH)).toBe(4));
    expect(card1.getByRole("textbox", { name: "Amount" })).toHaveValue("42.50");
    expect(card1.getByRole("combobox", { name: /From Account/ })).toHaveDisplayValue("Savings");
    expect(card1.getByRole("textbox", { name: "Comments" })).toHaveValue("Autopay failed");
  }, 40_000);

  it("marks paid and shows the next statement the server brings; skips", async () => {
    const january = statement(2, "2026-01-31", { due_amount: 30 });
    const february = statement(3, "2026-02-28", { due_amount: 30 });
    const march = statement(4, "2026-03-31", { due_amount: 30 });
    const paidJanuary = { ...january, payment_status: status("P"), date_paid: today };
    const skippedFebruary = { ...february, payment_status: status("S") };
    const api = billsApi({
      bills: [bill(1, "Water", january)],
      routes: {
        [`PATCH ${pathOf(january)}`]: ok(paidJanuary),
        [`PATCH ${pathOf(february)}`]: ok(skippedFebruary),
      },
    });
    renderApp("/bills/");
    const water = within(await card("Water"));
    api.answer({ [`GET ${BILL_PATH}`]: ok([bill(1, "Water", february, { statements: [february, paidJanuary] })]) });
    await userEvent.click(water.getByRole("button", { name: "Mark paid" }));
    await waitFor(() => expect(api.bodies("PATCH", pathOf(january))).toEqual([{ payment_status_id: "P" }]));
    // The bills are fetched again: the next statement is now on the card.
    expect(await within(await card("Water")).findByDisplayValue("Sat, Feb 28, 2026")).toBeInTheDocument();

    api.answer({
      [`GET ${BILL_PATH}`]: ok([bill(1, "Water", march, { statements: [march, skippedFebruary, paidJanuary] })]),
    });
    await userEvent.click(within(await card("Water")).getByRole("button", { name: "Skip" }));
    await waitFor(() => expect(api.bodies("PATCH", pathOf(february))).toEqual([{ payment_status_id: "S" }]));
    expect(await within(await card("Water")).findByDisplayValue("Tue, Mar 31, 2026")).toBeInTheDocument();
  });

  it("offers Undo after mark paid, which sets the statement back to unpaid (issue 25)", async () => {
    const due = statement(2, today, { due_amount: 1450 });
    const paid = { ...due, payment_status: status("P"), date_paid: today };
    const api = billsApi({
      bills: [bill(1, "Rent", due)],
      routes: { [`PATCH ${pathOf(due)}`]: ok(paid) },
    });
    renderApp("/bills/");
    const rent = within(await card("Rent"));
    // Totals and amounts read as currency when not being edited.
    expect(screen.getByText("Due this month").nextElementSibling).toHaveTextContent("$1,450.00");
    expect(rent.getByRole("textbox", { name: "Amount" })).toHaveValue("1,450.00");
    await userEvent.click(rent.getByRole("button", { name: "Mark paid" }));
    const undo = await screen.findByRole("button", { name: "Undo" });
    expect(screen.getByText("Rent marked paid")).toBeInTheDocument();
    api.answer({ [`PATCH ${pathOf(due)}`]: ok(due) });
    await userEvent.click(undo);
    await waitFor(() =>
      expect(api.bodies("PATCH", pathOf(due))).toEqual([{ payment_status_id: "P" }, { payment_status_id: "F" }]),
    );
  });

  it("says a statement was auto-paid", async () => {
    const next = statement(2, today, { due_amount: 20 });
    const last = statement(3, "2026-11-20", {
      due_amount: 20,
      payment_status: status("P"),
      date_paid: "2026-11-20",
      auto_paid: true,
    });
    billsApi({ bills: [bill(1, "Phone", next, { last_paid_statement: last, statements: [next, last] })] });
    renderApp("/bills/");
    expect(await within(await card("Phone")).findByText(/Auto-paid Nov 20/)).toBeInTheDocument();
  });

  it("puts a refused change back and says why", async () => {
    const next = statement(2, today, { due_amount: 25 });
    billsApi({
      bills: [bill(1, "Gym", next)],
      routes: { [`PATCH ${pathOf(next)}`]: { status: 500, body: { detail: "Database is locked.", code: "error" } } },
    });
    renderApp("/bills/");
    const gym = within(await card("Gym"));
    await userEvent.click(gym.getByRole("button", { name: "Mark paid" }));
    expect(await screen.findByText("Could not save the statement: Database is locked.")).toBeInTheDocument();
    expect(within(await card("Gym")).getByRole("button", { name: "Mark paid" })).toBeInTheDocument();
  });

  it("deactivates after a confirmation, then reactivates from the inactive bills", async () => {
    const netflix = bill(1, "Netflix", statement(2, today));
    const rent = bill(3, "Rent", statement(4, today));
    const inactiveNetflix = { ...netflix, is_active: false };
    const api = billsApi({ bills: [netflix, rent] });
    renderApp("/bills/");
    await userEvent.click(within(await card("Netflix")).getByRole("button", { name: "Deactivate Netflix" }));
    const dialog = await screen.findByRole("dialog", { name: "Deactivate Netflix?" });
    api.answer({
      [`PATCH ${pathOf(netflix)}`]: ok(inactiveNetflix),
      [`GET ${BILL_PATH}`]: ok([rent]),
      [`GET ${BILL_PATH}?is_active=false`]: ok([inactiveNetflix]),
    });
    await userEvent.click(within(dialog).getByRole("button", { name: "Deactivate" }));
    await waitFor(() => expect(screen.queryByRole("article", { name: "Netflix" })).toBeNull());
    expect(api.bodies("PATCH", pathOf(netflix))).toEqual([{ is_active: false }]);
    expect(await screen.findByText("Netflix deactivated")).toBeInTheDocument();
    // The page is hidden from assistive technology until the dialog has finished closing.
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());

    await userEvent.click(screen.getByRole("link", { name: "Show inactive bills" }));
    const inactive = within(await card("Netflix"));
    api.answer({
      [`PATCH ${pathOf(netflix)}`]: ok(netflix),
      [`GET ${BILL_PATH}`]: ok([netflix, rent]),
      [`GET ${BILL_PATH}?is_active=false`]: ok([]),
    });
    await userEvent.click(inactive.getByRole("button", { name: "Reactivate" }));
    await waitFor(() =>
      expect(api.bodies("PATCH", pathOf(netflix))).toEqual([{ is_active: false }, { is_active: true }]),
    );
    await userEvent.click(screen.getByRole("link", { name: "Show active bills" }));
    expect(await card("Netflix")).toBeInTheDocument();
  }, 40_000);

  it("invites to create a bill when there are none", async () => {
    billsApi();
    renderApp("/bills/");
    expect(await screen.findByRole("heading", { name: "No recurring bills yet" })).toBeInTheDocument();
    expect(screen.getAllByRole("link", { name: "Create Bill" })[0]).toHaveAttribute("href", "/bills/create/");
  });
});
