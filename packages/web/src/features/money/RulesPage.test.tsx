import type { MoneyRule } from "@homebase/contracts";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { created, ok } from "../../test/fakeApi";
import { renderApp } from "../../test/render";
import { RULES_PATH } from "./rulesApi";
import { category, categoryRef, moneyApi, named } from "./testing";

// Issue 19: the Rules screen: add a rule, see how many existing transactions it would change, apply it.

const FOOD = category(3, "Food", { is_parent: true, children: [{ id: 4, name: "Coffee" }] });
const COFFEE = category(4, "Coffee", { parent_category: named(FOOD) });
const RULE: MoneyRule = {
  id: 1,
  url: `http://localhost${RULES_PATH}1/`,
  position: 1,
  payee: null,
  description_contains: "coffee",
  set_payee: null,
  set_category: categoryRef(COFFEE),
  set_tags: [],
};

describe("RulesPage", { timeout: 40_000 }, () => {
  it("adds a rule, shows its preview count and applies it", async () => {
    const api = moneyApi({
      categories: [FOOD, COFFEE],
      routes: {
        [`GET ${RULES_PATH}`]: ok([]),
        [`POST ${RULES_PATH}`]: created(RULE),
        [`GET ${RULES_PATH}1/preview/`]: ok({ count: 2 }),
        [`POST ${RULES_PATH}1/apply/`]: ok({ count: 2 }),
      },
    });
    renderApp("/money/rules/");
    expect(await screen.findByText(/No rules yet/)).toBeInTheDocument();
    const form = screen.getByRole("form", { name: "New rule" });
    await userEvent.type(within(form).getByRole("textbox", { name: "Description contains" }), "coffee");
    await userEvent.click(within(form).getByRole("combobox", { name: "Category" }));
    await userEvent.click(within(await screen.findByRole("listbox")).getByRole("option", { name: "Coffee" }));
    api.answer({ [`GET ${RULES_PATH}`]: ok([RULE]) });
    await userEvent.click(within(form).getByRole("button", { name: "Add rule" }));
    await waitFor(() =>
      expect(api.bodies("POST", RULES_PATH)).toEqual([
        { description_contains: "coffee", payee_id: null, set_payee_id: null, set_category_id: 4, set_tag_ids: [] },
      ]),
    );
    const rules = await screen.findByRole("list", { name: "Rules" });
    expect(
      within(rules).getByText("1. When description contains “coffee” → category Coffee (Food)"),
    ).toBeInTheDocument();
    expect(await within(rules).findByText("Would change 2 existing transactions")).toBeInTheDocument();
    await userEvent.click(within(rules).getByRole("button", { name: "Apply to existing" }));
    expect(await within(rules).findByText("Changed 2 transactions")).toBeInTheDocument();
    expect(api.calls("POST", `${RULES_PATH}1/apply/`)).toBe(1);
  });
});
