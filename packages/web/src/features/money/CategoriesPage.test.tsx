import type { MoneyCategory } from "@homebase/contracts";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeAll, describe, expect, it } from "vitest";
import { created, inTurn, NO_CONTENT, ok, type Routes } from "../../test/fakeApi";
import { preloadRoute, renderApp } from "../../test/render";
import { CATEGORIES_PATH } from "./api";
import { account, category, moneyApi, named, pathOf } from "./testing";

// The page's code is loaded before the first test, not inside its UI waits (see preloadRoute).
beforeAll(() => preloadRoute("/money/category/"), 60_000);

const FOOD = category(2, "Food", {
  is_parent: true,
  children: [
    { id: 3, name: "Groceries" },
    { id: 4, name: "Dining" },
  ],
});
const GROCERIES = category(3, "Groceries", { parent_category: named(FOOD) });
const DINING = category(4, "Dining", { parent_category: named(FOOD) });
const CATEGORIES = [FOOD, GROCERIES, DINING];
const setup = (categories: MoneyCategory[] = CATEGORIES, routes: Routes = {}) =>
  moneyApi({ accounts: [account(1, "Checking")], categories, routes });
/** What the server answers a PATCH of `saved`, and the categories it lists after it. */
const savedAs = (saved: MoneyCategory, list: MoneyCategory[]): Routes => ({
  [`PATCH ${pathOf(saved)}`]: ok(saved),
  [`GET ${CATEGORIES_PATH}`]: ok(list),
});

// MUI screens under jsdom are slow on a shared 2-core machine: each test gets 40 s, not 15.
describe("CategoriesPage", { timeout: 40_000 }, () => {
  it("lists child categories with their parent and saves a renamed one when the field is left", async () => {
    const api = setup();
    renderApp("/money/category/");
    const table = await screen.findByRole("table", { name: "Categories" });
    expect(
      within(table)
        .getAllByRole("row")
        .map((row) => (row as HTMLTableRowElement).cells[0]?.textContent),
    ).toEqual(["Parent Category", "Food", "Food"]);
    const supermarket = { ...GROCERIES, name: "Supermarket" };
    const food = { ...FOOD, children: [named(supermarket), named(DINING)] };
    api.answer(savedAs(supermarket, [food, supermarket, DINING]));
    const name = within(table).getByRole("textbox", { name: "Name of Groceries" });
    await userEvent.clear(name);
    await userEvent.type(name, "Supermarket");
    await userEvent.tab();
    expect(await within(table).findByText("Saved")).toBeInTheDocument();
    expect(api.bodies("PATCH", pathOf(GROCERIES))).toEqual([{ name: "Supermarket" }]);
    expect(within(table).getByRole("textbox", { name: "Name of Supermarket" })).toHaveValue("Supermarket");
  });

  it("moves a category under another parent as soon as one is chosen", async () => {
    const fun = category(5, "Fun", { is_parent: true, children: [{ id: 6, name: "Movies" }] });
    const movies = category(6, "Movies", { parent_category: named(fun) });
    const api = setup([...CATEGORIES, fun, movies]);
    renderApp("/money/category/");
    const parent = await screen.findByRole("combobox", { name: "Parent category of Dining" });
    const moved = { ...DINING, parent_category: named(fun) };
    api.answer(
      savedAs(moved, [
        { ...FOOD, children: [named(GROCERIES)] },
        GROCERIES,
        moved,
        { ...fun, children: [named(movies), named(moved)] },
        movies,
      ]),
    );
    await userEvent.click(parent);
    await userEvent.click(await screen.findByRole("option", { name: "Fun" }));
    await waitFor(() => expect(api.bodies("PATCH", pathOf(DINING))).toEqual([{ parent_category_id: fun.id }]));
    await waitFor(() =>
      expect(screen.getByRole("combobox", { name: "Parent category of Dining" })).toHaveTextContent("Fun"),
    );
  });

  it("saves Include in Summary as soon as it changes", async () => {
    const api = setup();
    renderApp("/money/category/");
    const box = await screen.findByRole("checkbox", { name: "Include Dining in summary" });
    const excluded = { ...DINING, is_included: false };
    api.answer(savedAs(excluded, [FOOD, GROCERIES, excluded]));
    await userEvent.click(box);
    await waitFor(() => expect(api.bodies("PATCH", pathOf(DINING))).toEqual([{ is_included: false }]));
    await waitFor(() => expect(screen.getByRole("checkbox", { name: "Include Dining in summary" })).not.toBeChecked());
  });

  it("keeps a refused name and shows the server's field message; a blank name is not sent", async () => {
    const api = setup(CATEGORIES, {
      [`PATCH ${pathOf(DINING)}`]: {
        status: 400,
        body: {
          detail: "Invalid.",
          code: "invalid",
          fields: { name: ["A category with this name already exists here."] },
        },
      },
    });
    renderApp("/money/category/");
    const name = await screen.findByRole("textbox", { name: "Name of Dining" });
    await userEvent.clear(name);
    await userEvent.type(name, "Groceries{Enter}");
    expect(await screen.findByText("A category with this name already exists here.")).toBeInTheDocument();
    expect(name).toHaveValue("Groceries");

    await userEvent.clear(name);
    await userEvent.tab();
    await waitFor(() => expect(name).toHaveValue("Dining"));
    expect(api.bodies("PATCH", pathOf(DINING))).toEqual([{ name: "Groceries" }]);
  });

  it("adds a parent category and a category under it", async () => {
    const travel = category(7, "Travel", { is_parent: true });
    const flights = category(8, "Flights", { parent_category: named(travel), is_included: false });
    const api = setup(CATEGORIES, { [`POST ${CATEGORIES_PATH}`]: inTurn(created(travel), created(flights)) });
    renderApp("/money/category/");
    const parentForm = await screen.findByRole("form", { name: "Add New Parent Category" });
    api.answer({ [`GET ${CATEGORIES_PATH}`]: ok([...CATEGORIES, travel]) });
    await userEvent.type(within(parentForm).getByRole("textbox", { name: "Parent Category Name" }), "Travel");
    await userEvent.click(within(parentForm).getByRole("button", { name: "Add Parent Category" }));
    await waitFor(() => expect(api.bodies("POST", CATEGORIES_PATH)).toHaveLength(1));

    const childForm = screen.getByRole("form", { name: "Add New Category" });
    await userEvent.click(within(childForm).getByRole("combobox", { name: "Parent Category" }));
    await userEvent.click(await screen.findByRole("option", { name: "Travel" }));
    await userEvent.type(within(childForm).getByRole("textbox", { name: "Category Name" }), "Flights");
    await userEvent.click(within(childForm).getByRole("checkbox", { name: "Include in Summary" }));
    api.answer({
      [`GET ${CATEGORIES_PATH}`]: ok([...CATEGORIES, { ...travel, children: [named(flights)] }, flights]),
    });
    await userEvent.click(within(childForm).getByRole("button", { name: "Add Category" }));
    await waitFor(() =>
      expect(api.bodies("POST", CATEGORIES_PATH)).toEqual([
        { name: "Travel", is_parent: true, is_included: true },
        { name: "Flights", is_parent: false, is_included: false, parent_category_id: travel.id },
      ]),
    );
    expect(await screen.findByRole("textbox", { name: "Name of Flights" })).toBeInTheDocument();
  });

  it("asks before deleting and shows why the server refused", async () => {
    const refusal = { detail: "1 transaction uses this category; recategorise it first.", code: "conflict" };
    const api = setup(CATEGORIES, { [`DELETE ${pathOf(GROCERIES)}`]: { status: 409, body: refusal } });
    renderApp("/money/category/");
    await userEvent.click(await screen.findByRole("button", { name: "Delete Groceries" }));
    const dialog = await screen.findByRole("dialog", { name: "Delete?" });
    expect(dialog).toHaveTextContent("Delete the category Groceries?");
    await userEvent.click(within(dialog).getByRole("button", { name: "Delete" }));
    expect(await screen.findByText("1 transaction uses this category; recategorise it first.")).toBeInTheDocument();
    expect(api.calls("DELETE", pathOf(GROCERIES))).toBe(1);
  });

  it("deletes an unused category after confirmation", async () => {
    const api = setup(CATEGORIES, { [`DELETE ${pathOf(DINING)}`]: NO_CONTENT });
    renderApp("/money/category/");
    await userEvent.click(await screen.findByRole("button", { name: "Delete Dining" }));
    api.answer({ [`GET ${CATEGORIES_PATH}`]: ok([{ ...FOOD, children: [named(GROCERIES)] }, GROCERIES]) });
    await userEvent.click(within(await screen.findByRole("dialog")).getByRole("button", { name: "Delete" }));
    await waitFor(() => expect(screen.queryByRole("textbox", { name: "Name of Dining" })).not.toBeInTheDocument());
    expect(api.calls("DELETE", pathOf(DINING))).toBe(1);
  });
});
