import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { ok, signedInApi } from "../../test/fakeApi";
import { renderWithProviders } from "../../test/render";
import { BillReminderField } from "./BillReminderField";

const PATH = "/api/notifications/bill-reminders/4/";

describe("a bill's reminder", () => {
  it("shows the default, saves the bill's own days, and goes back to the default", async () => {
    const api = signedInApi({
      [`GET ${PATH}`]: ok({ bill_id: 4, reminder_days: 3, is_default: true }),
      [`PUT ${PATH}`]: ok({ bill_id: 4, reminder_days: 7, is_default: false }),
    });
    renderWithProviders(<BillReminderField billId={4} />);
    const field = await screen.findByRole("combobox", { name: "Reminder" });
    expect(field).toHaveTextContent("As in Settings (3 days before)");

    await userEvent.click(field);
    await userEvent.click(screen.getByRole("option", { name: "7 days before" }));
    await waitFor(() => expect(field).toHaveTextContent("7 days before"));
    expect(api.bodies("PUT", PATH)).toEqual([{ reminder_days: 7 }]);

    api.answer({ [`DELETE ${PATH}`]: ok({ bill_id: 4, reminder_days: 3, is_default: true }) });
    api.answer({ [`GET ${PATH}`]: ok({ bill_id: 4, reminder_days: 3, is_default: true }) });
    await userEvent.click(field);
    await userEvent.click(screen.getByRole("option", { name: /As in Settings/ }));
    await waitFor(() => expect(field).toHaveTextContent("As in Settings (3 days before)"));
    expect(api.calls("DELETE", PATH)).toBe(1);
  });

  it("switches the bill's reminders off", async () => {
    const api = signedInApi({
      [`GET ${PATH}`]: ok({ bill_id: 4, reminder_days: 3, is_default: true }),
      [`PUT ${PATH}`]: ok({ bill_id: 4, reminder_days: null, is_default: false }),
    });
    renderWithProviders(<BillReminderField billId={4} />);
    await userEvent.click(await screen.findByRole("combobox", { name: "Reminder" }));
    await userEvent.click(screen.getByRole("option", { name: "No reminder" }));
    expect(await screen.findByRole("combobox", { name: "Reminder" })).toHaveTextContent("No reminder");
    expect(api.bodies("PUT", PATH)).toEqual([{ reminder_days: null }]);
  });
});
