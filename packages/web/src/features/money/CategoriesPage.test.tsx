import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { renderApp } from "../../test/render";
import { moneyApi } from "./testing";

const setup = (routes = {}) =>
  moneyApi({ accounts: ["Checking"], categories: { Food: ["Groceries", "Dining"] }, routes });

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
    const name = within(table).getByRole("textbox", { name: "Name of Groceries" });
    await userEvent.clear(name);
    await userEvent.type(name, "Supermarket");
    await userEvent.tab();
    expect(await within(table).findByText("Saved")).toBeInTheDocument();
    const groceries = api.categories.find((c) => c.name === "Supermarket")!;
    expect(api.bodies("PATCH", `/money/api/category/${groceries.id}/`)).toEqual([{ name: "Supermarket" }]);
  });

  it("moves a category under another parent as soon as one is chosen", async () => {
    const api = moneyApi({ accounts: ["Checking"], categories: { Food: ["Groceries", "Dining"], Fun: ["Movies"] } });
    renderApp("/money/category/");
    await userEvent.click(await screen.findByRole("combobox", { name: "Parent category of Dining" }));
    await userEvent.click(await screen.findByRole("option", { name: "Fun" }));
    const dining = api.categories.find((c) => c.name === "Dining")!;
    const fun = api.categories.find((c) => c.name === "Fun")!;
    await waitFor(() =>
      expect(api.bodies("PATCH", `/money/api/category/${dining.id}/`)).toEqual([{ parent_category_id: fun.id }]),
    );
    await waitFor(() =>
      expect(screen.getByRole("combobox", { name: "Parent category of Dining" })).toHaveTextContent("Fun"),
    );
  });

  it("saves Include in Summary as soon as it changes", async () => {
    const api = setup();
    renderApp("/money/category/");
    await userEvent.click(await screen.findByRole("checkbox", { name: "Include Dining in summary" }));
    const dining = api.categories.find((c) => c.name === "Dining")!;
    await waitFor(() =>
      expect(api.bodies("PATCH", `/money/api/category/${dining.id}/`)).toEqual([{ is_included: false }]),
    );
    await waitFor(() => expect(screen.getByRole("checkbox", { name: "Include Dining in summary" })).not.toBeChecked());
  });

  it("keeps a refused name and shows the server's field message; a blank name is not sent", async () => {
    // Ids are given in creation order: Checking 1, Food 2, Groceries 3, Dining 4.
    const api = setup({
      "PATCH /money/api/category/4/": {
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
    expect(api.bodies("PATCH", "/money/api/category/4/")).toEqual([{ name: "Groceries" }]);
  });

  it("adds a parent category and a category under it", async () => {
    const api = setup();
    renderApp("/money/category/");
    const parentForm = await screen.findByRole("form", { name: "Add New Parent Category" });
    await userEvent.type(within(parentForm).getByRole("textbox", { name: "Parent Category Name" }), "Travel");
    await userEvent.click(within(parentForm).getByRole("button", { name: "Add Parent Category" }));
    await waitFor(() => expect(api.categories.some((c) => c.name === "Travel" && c.is_parent)).toBe(true));

    const childForm = screen.getByRole("form", { name: "Add New Category" });
    await userEvent.click(within(childForm).getByRole("combobox", { name: "Parent Category" }));
    await userEvent.click(await screen.findByRole("option", { name: "Travel" }));
    await userEvent.type(within(childForm).getByRole("textbox", { name: "Category Name" }), "Flights");
    await userEvent.click(within(childForm).getByRole("checkbox", { name: "Include in Summary" }));
    await userEvent.click(within(childForm).getByRole("button", { name: "Add Category" }));
    const travel = api.categories.find((c) => c.name === "Travel")!;
    await waitFor(() =>
      expect(api.bodies("POST", "/money/api/category/")).toEqual([
        { name: "Travel", is_parent: true, is_included: true },
        { name: "Flights", is_parent: false, is_included: false, parent_category_id: travel.id },
      ]),
    );
    expect(await screen.findByRole("textbox", { name: "Name of Flights" })).toBeInTheDocument();
  });

  it("asks before deleting and shows why the server refused", async () => {
    const api = setup();
    const groceries = api.categories.find((c) => c.name === "Groceries")!;
    api.transactions.push({ id: 999, category: { id: groceries.id } } as never);
    renderApp("/money/category/");
    await userEvent.click(await screen.findByRole("button", { name: "Delete Groceries" }));
    const dialog = await screen.findByRole("dialog", { name: "Delete?" });
    expect(dialog).toHaveTextContent("Delete the category Groceries?");
    await userEvent.click(within(dialog).getByRole("button", { name: "Delete" }));
    expect(await screen.findByText("1 transaction uses this category; recategorise it first.")).toBeInTheDocument();
    expect(api.categories).toContain(groceries);
  });

  it("deletes an unused category after confirmation", async () => {
    const api = setup();
    renderApp("/money/category/");
    await userEvent.click(await screen.findByRole("button", { name: "Delete Dining" }));
    await userEvent.click(within(await screen.findByRole("dialog")).getByRole("button", { name: "Delete" }));
    await waitFor(() => expect(screen.queryByRole("textbox", { name: "Name of Dining" })).not.toBeInTheDocument());
    expect(api.categories.map((c) => c.name)).toEqual(["Food", "Groceries"]);
  });
});
