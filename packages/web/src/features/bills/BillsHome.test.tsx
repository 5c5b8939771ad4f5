import { addDays, todayIn } from "@homebase/contracts";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { modules } from "../../app/modules";
import { navItems } from "../../app/navigation";
import { SETTINGS } from "../../test/fakeApi";
import { renderApp } from "../../test/render";
import { billsApi } from "./testing";

const today = todayIn(SETTINGS.time_zone);
const card = (name: string) => screen.findByRole("article", { name });

describe("Bills2Home", () => {
  it("is in the menu as Recurring Bills, at /bills/, with the footer's two buttons", async () => {
    expect(navItems(modules).find((item) => item.label === "Recurring Bills")?.path).toBe("/bills/");
    billsApi({ today, bills: [{ name: "Rent", due_date: today }] });
    renderApp("/bills/");
    await card("Rent");
    await waitFor(() => expect(document.title).toBe("Recurring Bills · Homebase"));
    const footer = screen.getByRole("navigation", { name: "Recurring bills" });
    expect(within(footer).getByRole("link", { name: "Recurring Bills" })).toHaveAttribute("href", "/bills/");
    expect(within(footer).getByRole("link", { name: "Create Bill" })).toHaveAttribute("href", "/bills/create/");
  }, 40_000);

  it("offers skip only when unpaid, mark paid unless paid, and the link only when set", async () => {
    billsApi({
      today,
      bills: [
        { name: "Unpaid", due_date: today, external_url: "https://power.example.com/" },
        { name: "Paid", due_date: today, status: "P" },
        { name: "Skipped", due_date: today, status: "S" },
      ],
    });
    renderApp("/bills/");
    const unpaid = within(await card("Unpaid"));
    expect(unpaid.getByRole("button", { name: "Mark paid" })).toBeInTheDocument();
    expect(unpaid.getByRole("button", { name: "Skip" })).toBeInTheDocument();
    const link = unpaid.getByRole("link", { name: "Open the website for Unpaid" });
    expect(link).toHaveAttribute("href", "https://power.example.com/");
    expect(link).toHaveAttribute("target", "_blank");
    expect(unpaid.getByRole("link", { name: "Edit Unpaid" })).toHaveAttribute(
      "href",
      expect.stringMatching(/^\/bills\/bill\/\d+\/$/),
    );

    const paid = within(await card("Paid"));
    expect(paid.queryByRole("button", { name: "Mark paid" })).toBeNull();
    expect(paid.queryByRole("button", { name: "Skip" })).toBeNull();
    expect(paid.queryByRole("link", { name: /Open the website/ })).toBeNull();

    const skipped = within(await card("Skipped"));
    expect(skipped.getByRole("button", { name: "Mark paid" })).toBeInTheDocument();
    expect(skipped.queryByRole("button", { name: "Skip" })).toBeNull();
  });

  it("marks overdue bills and says the due date relatively", async () => {
    billsApi({
      today,
      bills: [
        { name: "Late", due_date: addDays(today, -2) },
        { name: "Soon", due_date: addDays(today, 1) },
      ],
    });
    renderApp("/bills/");
    const late = within(await card("Late"));
    expect(late.getByText("Overdue")).toBeInTheDocument();
    expect(late.getByText("2 days ago · overdue")).toBeInTheDocument();
    expect(within(await card("Soon")).getByText("Tomorrow")).toBeInTheDocument();
  });

  it("saves the amount, account and comments of the next statement on change", async () => {
    const api = billsApi({
      today,
      accounts: ["Checking", "Savings"],
      bills: [{ name: "Phone", due_date: today, due_amount: 40 }],
    });
    renderApp("/bills/");
    const phone = within(await card("Phone"));
    const statementUrl = new URL(api.bill("Phone")!.next_due_statement!.url).pathname;

    const amount = phone.getByRole("textbox", { name: "Amount" });
    expect(amount).toHaveValue("40.00");
    await userEvent.clear(amount);
    await userEvent.type(amount, "42.5{Enter}");
    await waitFor(() => expect(api.bodies("PATCH", statementUrl)).toEqual([{ due_amount: 42.5 }]));

    await userEvent.click(phone.getByRole("combobox", { name: /From Account/ }));
    // Spec §9: select menus are at most 310px tall.
    expect((await screen.findByRole("listbox")).parentElement).toHaveStyle({ maxHeight: "310px" });
    await userEvent.click(await screen.findByRole("option", { name: "Savings" }));
    await waitFor(() => expect(api.bodies("PATCH", statementUrl).at(-1)).toEqual({ bank_account_id: 12 }));

    await userEvent.type(phone.getByRole("textbox", { name: "Comments" }), "Autopay failed");
    await userEvent.tab();
    await waitFor(() => expect(api.bodies("PATCH", statementUrl).at(-1)).toEqual({ comments: "Autopay failed" }));
    expect(api.bill("Phone")!.next_due_statement).toMatchObject({ due_amount: 42.5, comments: "Autopay failed" });
  }, 40_000);

  it("marks paid and shows the next statement; skips", async () => {
    const api = billsApi({ today, bills: [{ name: "Water", due_date: "2026-01-31", due_amount: 30 }] });
    renderApp("/bills/");
    const first = api.bill("Water")!.next_due_statement!;
    await userEvent.click(within(await card("Water")).getByRole("button", { name: "Mark paid" }));
    await waitFor(() => expect(api.bodies("PATCH", new URL(first.url).pathname)).toEqual([{ payment_status_id: "P" }]));
    // The bill is re-fetched: the next statement (anchor Jan 31 → Feb 28) is now on the card.
    expect(await within(await card("Water")).findByDisplayValue("Sat, Feb 28, 2026")).toBeInTheDocument();

    await userEvent.click(within(await card("Water")).getByRole("button", { name: "Skip" }));
    expect(await within(await card("Water")).findByDisplayValue("Tue, Mar 31, 2026")).toBeInTheDocument();
  });

  it("puts a refused change back and says why", async () => {
    const seeded = billsApi({ today, bills: [{ name: "Gym", due_date: today, due_amount: 25 }] });
    const url = new URL(seeded.bill("Gym")!.next_due_statement!.url).pathname;
    billsApi({
      today,
      bills: [{ name: "Gym", due_date: today, due_amount: 25 }],
      routes: { [`PATCH ${url}`]: { status: 500, body: { detail: "Database is locked.", code: "error" } } },
    });
    renderApp("/bills/");
    const gym = within(await card("Gym"));
    await userEvent.click(gym.getByRole("button", { name: "Mark paid" }));
    expect(await screen.findByText("Could not save the statement: Database is locked.")).toBeInTheDocument();
    expect(within(await card("Gym")).getByRole("button", { name: "Mark paid" })).toBeInTheDocument();
  });

  it("deactivates after a confirmation, then reactivates from the inactive bills", async () => {
    const api = billsApi({
      today,
      bills: [
        { name: "Netflix", due_date: today },
        { name: "Rent", due_date: today },
      ],
    });
    renderApp("/bills/");
    await userEvent.click(within(await card("Netflix")).getByRole("button", { name: "Deactivate Netflix" }));
    const dialog = await screen.findByRole("dialog", { name: "Deactivate Netflix?" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Deactivate" }));
    await waitFor(() => expect(screen.queryByRole("article", { name: "Netflix" })).toBeNull());
    expect(api.bill("Netflix")?.is_active).toBe(false);
    expect(await screen.findByText("Netflix deactivated")).toBeInTheDocument();
    // The page is hidden from assistive technology until the dialog has finished closing.
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());

    await userEvent.click(screen.getByRole("link", { name: "Show inactive bills" }));
    const inactive = within(await card("Netflix"));
    await userEvent.click(inactive.getByRole("button", { name: "Reactivate" }));
    await waitFor(() => expect(api.bill("Netflix")?.is_active).toBe(true));
    await userEvent.click(screen.getByRole("link", { name: "Show active bills" }));
    expect(await card("Netflix")).toBeInTheDocument();
  }, 40_000);

  it("invites to create a bill when there are none", async () => {
    billsApi({ today });
    renderApp("/bills/");
    expect(await screen.findByRole("heading", { name: "No recurring bills yet" })).toBeInTheDocument();
    expect(screen.getAllByRole("link", { name: "Create Bill" })[0]).toHaveAttribute("href", "/bills/create/");
  });
});
