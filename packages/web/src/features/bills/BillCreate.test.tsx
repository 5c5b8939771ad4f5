import { todayIn } from "@homebase/contracts";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeAll, describe, expect, it } from "vitest";
import { created, ok, SETTINGS } from "../../test/fakeApi";
import { preloadRoute, renderApp } from "../../test/render";
import { BILL_PATH, LOOKUP_PATHS } from "./api";
import { bill, billsApi, statement } from "./testing";

// The page's code is loaded before the first test, not inside its UI waits (see preloadRoute).
beforeAll(() => preloadRoute("/bills/create/"), 60_000);

const today = todayIn(SETTINGS.time_zone);
const CITY_POWER = { id: 1, name: "City Power" };
const CHECKING = { id: 11, name: "Checking" };

describe("Bills2Create", () => {
  it("starts Monthly, every 1, auto pay on, due today; creates and opens the new bill", async () => {
    const electricity = bill(100, "Electricity", statement(101, today, { due_amount: 120.5 }), {
      pay_to: CITY_POWER,
      is_auto_pay: true,
    });
    const api = billsApi({
      payees: [CITY_POWER],
      accounts: [CHECKING],
      routes: { [`POST ${BILL_PATH}`]: created(electricity), [`GET ${BILL_PATH}100/`]: ok(electricity) },
    });
    const { router } = renderApp("/bills/create/");
    const form = within(await screen.findByRole("form", { name: "New bill" }));
    expect(form.getByRole("combobox", { name: /Frequency/ })).toHaveTextContent("Monthly");
    expect(form.getByRole("textbox", { name: "Every" })).toHaveValue("1");
    expect(form.getByRole("switch", { name: /Auto pay/ })).toBeChecked();
    await waitFor(() => expect(api.requests.some((r) => r.path === "/auth/users/me/settings/")).toBe(true));

    await userEvent.type(form.getByRole("textbox", { name: "Name" }), "Electricity");
    await userEvent.selectOptions(form.getByRole("combobox", { name: /Payee/ }), "City Power");
    await userEvent.type(form.getByRole("textbox", { name: "Amount" }), "120.5");
    await userEvent.click(form.getByRole("button", { name: "Create" }));

    await waitFor(() =>
      expect(api.bodies("POST", BILL_PATH)).toEqual([
        {
          name: "Electricity",
          pay_to_id: 1,
          bill_category_id: null,
          default_bank_account_id: null,
          frequency_id: "M",
          frequency_count: 1,
          is_auto_pay: true,
          external_url: "",
          due_date: today,
          due_amount: 120.5,
        },
      ]),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe("/bills/bill/100/"));
    expect(await screen.findByRole("heading", { level: 1, name: "Electricity" })).toBeInTheDocument();
  }, 40_000);

  it("shows the server's field errors beside the fields", async () => {
    const refusal = { detail: "Check the fields.", code: "invalid", fields: { name: ["Enter a name."] } };
    const api = billsApi({ routes: { [`POST ${BILL_PATH}`]: { status: 400, body: refusal } } });
    const { router } = renderApp("/bills/create/");
    const form = within(await screen.findByRole("form", { name: "New bill" }));
    await userEvent.click(form.getByRole("button", { name: "Create" }));
    expect(await form.findByText("Enter a name.")).toBeInTheDocument();
    expect(api.bodies("POST", BILL_PATH)).toEqual([expect.objectContaining({ name: "" })]);
    expect(router.state.location.pathname).toBe("/bills/create/");
  });

  it("adds a new payee through the add-new dialog and selects it", async () => {
    const waterWorks = { id: 2, name: "Water Works" };
    const api = billsApi({ payees: [CITY_POWER], routes: { [`POST ${LOOKUP_PATHS.payee}`]: created(waterWorks) } });
    renderApp("/bills/create/");
    const form = within(await screen.findByRole("form", { name: "New bill" }));
    api.answer({ [`GET ${LOOKUP_PATHS.payee}`]: ok([CITY_POWER, waterWorks]) });
    await userEvent.click(form.getByRole("button", { name: "New payee" }));
    const dialog = within(await screen.findByRole("dialog", { name: "New Payee" }));
    const name = dialog.getByRole("textbox", { name: "Payee Name" });
    expect(dialog.getByRole("button", { name: "Add" })).toBeDisabled();
    await userEvent.type(name, "Water Works{Enter}");
    await waitFor(() => expect(api.bodies("POST", LOOKUP_PATHS.payee)).toEqual([{ name: "Water Works" }]));
    await waitFor(() => expect(form.getByRole("combobox", { name: /Payee/ })).toHaveDisplayValue("Water Works"));
  });

  it("reuses a payee of the same name without a call", async () => {
    const api = billsApi({ payees: [CITY_POWER] });
    renderApp("/bills/create/");
    const form = within(await screen.findByRole("form", { name: "New bill" }));
    // The list must be there for the dialog to know the name.
    await waitFor(() => expect(api.requests.some((r) => r.path === LOOKUP_PATHS.payee)).toBe(true));
    await userEvent.click(form.getByRole("button", { name: "New payee" }));
    const dialog = within(await screen.findByRole("dialog", { name: "New Payee" }));
    await userEvent.type(dialog.getByRole("textbox", { name: "Payee Name" }), "city power");
    await userEvent.click(dialog.getByRole("button", { name: "Add" }));
    await waitFor(() => expect(form.getByRole("combobox", { name: /Payee/ })).toHaveDisplayValue("City Power"));
    expect(api.bodies("POST", LOOKUP_PATHS.payee)).toEqual([]);
  });
});
