import type { MoneyTransferRule } from "@homebase/contracts";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeAll, describe, expect, it } from "vitest";
import { created, NO_CONTENT, ok } from "../../test/fakeApi";
import { preloadRoute, renderApp } from "../../test/render";
import { TRANSFER_RULES_PATH } from "./insightsApi";
import { account, moneyApi } from "./testing";

// The page's code is loaded before the first test, not inside its UI waits (see preloadRoute).
beforeAll(() => preloadRoute("/money/reports/"), 60_000);

// Issue 24: transfer rules have a screen (on the Reports page, beside the possible transfers).

const CHECKING = account(1, "Checking");
const SAVINGS = account(2, "Savings");
const rule = (id: number, from: typeof CHECKING, to: typeof CHECKING): MoneyTransferRule => ({
  id,
  url: `http://localhost${TRANSFER_RULES_PATH}${id}/`,
  from_account: { id: from.id, name: from.name },
  to_account: { id: to.id, name: to.name },
});

async function choose(label: string, option: string) {
  const form = screen.getByRole("form", { name: "New transfer rule" });
  await userEvent.click(within(form).getByRole("combobox", { name: label }));
  await userEvent.click(await screen.findByRole("option", { name: option }));
}

describe("Transfer rules", { timeout: 40_000 }, () => {
  it("lists the rules, adds one and deletes one after a confirmation", async () => {
    const existing = rule(5, SAVINGS, CHECKING);
    const added = { ...rule(6, CHECKING, SAVINGS), confirmed_count: 2 };
    const api = moneyApi({
      accounts: [CHECKING, SAVINGS],
      routes: {
        [`GET ${TRANSFER_RULES_PATH}`]: ok([existing]),
        [`POST ${TRANSFER_RULES_PATH}`]: created(added),
        [`DELETE ${TRANSFER_RULES_PATH}5/`]: NO_CONTENT,
      },
    });
    renderApp("/money/reports/");
    const list = await screen.findByRole("list", { name: "Transfer rules" });
    expect(
      within(list)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(["Savings to Checking"]);

    const add = screen.getByRole("button", { name: "Add rule" });
    expect(add).toBeDisabled();
    await choose("From account", "Checking");
    await choose("To account", "Savings");
    api.answer({ [`GET ${TRANSFER_RULES_PATH}`]: ok([existing, added]) });
    await userEvent.click(add);
    expect(await screen.findByText("Rule added: 2 transfers confirmed.")).toBeInTheDocument();
    expect(api.bodies("POST", TRANSFER_RULES_PATH)).toEqual([{ from_account_id: 1, to_account_id: 2 }]);
    await waitFor(() => expect(within(list).getAllByRole("listitem")).toHaveLength(2));

    api.answer({ [`GET ${TRANSFER_RULES_PATH}`]: ok([added]) });
    await userEvent.click(within(list).getByRole("button", { name: "Delete the rule from Savings to Checking" }));
    await userEvent.click(within(await screen.findByRole("dialog")).getByRole("button", { name: "Delete" }));
    await waitFor(() => expect(api.calls("DELETE", `${TRANSFER_RULES_PATH}5/`)).toBe(1));
    await waitFor(() =>
      expect(
        within(list)
          .getAllByRole("listitem")
          .map((item) => item.textContent),
      ).toEqual(["Checking to Savings"]),
    );
  });

  it("shows the server's refusal under the field and says when there are none", async () => {
    const refusal = {
      detail: "Check the highlighted fields.",
      code: "invalid",
      fields: { to_account_id: ["Choose a different account."] },
    };
    moneyApi({
      accounts: [CHECKING, SAVINGS],
      routes: { [`POST ${TRANSFER_RULES_PATH}`]: { status: 400, body: refusal } },
    });
    renderApp("/money/reports/");
    expect(await screen.findByText(/No rules yet/)).toBeInTheDocument();
    await choose("From account", "Checking");
    await choose("To account", "Checking");
    await userEvent.click(screen.getByRole("button", { name: "Add rule" }));
    expect(await screen.findByText("Choose a different account.")).toBeInTheDocument();
  });
});
