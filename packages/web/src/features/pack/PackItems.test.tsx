import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeAll, describe, expect, it } from "vitest";
import { created, NO_CONTENT, ok, storedAsSent } from "../../test/fakeApi";
import { preloadRoute, renderApp } from "../../test/render";
import { CATEGORIES_PATH, ITEMS_PATH } from "./api";
import { named, packApi, packItem } from "./testing";

// The page's code is loaded before the first test, not inside its UI waits (see preloadRoute).
beforeAll(() => preloadRoute("/pack/items/"), 60_000);

const FOOTWEAR = named("category", 1, "Footwear");
const CAMPING = named("category", 2, "Camping");
const CLOSET = named("inventory", 3, "Closet");
const GARAGE = named("inventory", 4, "Garage");
const ref = ({ id, name }: { id: number; name: string }) => ({ id, name });
const BOOTS = packItem(11, "Boots", {
  brand_name: "Merrell",
  color: "Brown",
  size: "10",
  category: ref(FOOTWEAR),
  inventory: ref(CLOSET),
});
const SANDALS = packItem(12, "Sandals", { brand_name: "Teva", category: ref(FOOTWEAR), inventory: ref(CLOSET) });
const TENT = packItem(13, "Tent", { brand_name: "REI", size: "2P", category: ref(CAMPING), inventory: ref(GARAGE) });
const PASSPORT = packItem(14, "Passport", { is_auto_add: true });
/** As the server lists them: by name. */
const ITEMS = [BOOTS, PASSPORT, SANDALS, TENT];
const setup = (routes = {}) =>
  packApi({ items: ITEMS, categories: [FOOTWEAR, CAMPING], inventories: [CLOSET, GARAGE], routes });
const pathOf = (item: { url: string }) => new URL(item.url).pathname;

describe("PackItems", () => {
  it("shows cards grouped by category, uncategorized last", { timeout: 30_000 }, async () => {
    setup();
    renderApp("/pack/items/");
    await screen.findByRole("article", { name: "Boots" });
    expect(screen.getAllByRole("heading", { level: 2 }).map((h) => h.textContent)).toEqual([
      "Camping",
      "Footwear",
      "Uncategorized",
    ]);
    const footwear = screen.getByRole("region", { name: "Footwear" });
    expect(
      within(footwear)
        .getAllByRole("article")
        .map((a) => a.getAttribute("aria-label")),
    ).toEqual(["Boots", "Sandals"]);
    expect(within(footwear).getByText("Footwear · Merrell · 10")).toBeInTheDocument();
  });

  it("toggles Auto Add and shows the server's answer", { timeout: 30_000 }, async () => {
    const api = setup({
      [`POST ${pathOf(TENT)}auto-add/`]: ok({ ...TENT, is_auto_add: true }),
      [`POST ${pathOf(PASSPORT)}auto-add/`]: ok({ ...PASSPORT, is_auto_add: false }),
    });
    renderApp("/pack/items/");
    const tent = await screen.findByRole("article", { name: "Tent" });
    const button = within(tent).getByRole("button", { name: "Auto Add" });
    expect(button).toHaveAttribute("aria-pressed", "false");
    await userEvent.click(button);
    await waitFor(() =>
      expect(within(tent).getByRole("button", { name: "Auto Add" })).toHaveAttribute("aria-pressed", "true"),
    );
    expect(api.bodies("POST", `${pathOf(TENT)}auto-add/`)).toEqual([{ is_auto_add: true }]);
    const passport = screen.getByRole("article", { name: "Passport" });
    await userEvent.click(within(passport).getByRole("button", { name: "Auto Add" }));
    await waitFor(() =>
      expect(within(passport).getByRole("button", { name: "Auto Add" })).toHaveAttribute("aria-pressed", "false"),
    );
    expect(api.bodies("POST", `${pathOf(PASSPORT)}auto-add/`)).toEqual([{ is_auto_add: false }]);
  });

  it("saves name, brand, colour and size inline on blur or Enter, only when changed", { timeout: 40_000 }, async () => {
    const api = setup(storedAsSent(ITEMS, ITEMS_PATH));
    renderApp("/pack/items/?view=table");
    const table = await screen.findByRole("table", { name: "Items" });
    expect(
      within(table)
        .getAllByRole("columnheader")
        .map((c) => c.textContent),
    ).toEqual(["Photo", "Item", "Category", "Brand", "Color", "Size", "Actions"]);
    const name = within(table).getByRole("textbox", { name: "Item of Boots" });
    await userEvent.clear(name);
    await userEvent.type(name, "Hiking boots{Enter}");
    await waitFor(() => expect(api.bodies("PATCH", pathOf(BOOTS))).toEqual([{ name: "Hiking boots" }]));

    const brand = within(table).getByRole("textbox", { name: "Brand of Sandals" });
    await userEvent.clear(brand);
    await userEvent.type(brand, "Chaco");
    await userEvent.tab(); // blur saves
    await waitFor(() => expect(api.bodies("PATCH", pathOf(SANDALS))).toEqual([{ brand_name: "Chaco" }]));

    const color = within(table).getByRole("textbox", { name: "Color of Tent" });
    await userEvent.type(color, "Green{Enter}");
    const size = within(table).getByRole("textbox", { name: "Size of Tent" });
    await userEvent.clear(size);
    await userEvent.type(size, "3P");
    await userEvent.tab();
    await waitFor(() => expect(api.bodies("PATCH", pathOf(TENT))).toEqual([{ color: "Green" }, { size: "3P" }]));

    // Leaving a field unchanged sends nothing; a blank name is put back instead of saved.
    await userEvent.click(within(table).getByRole("textbox", { name: "Brand of Tent" }));
    await userEvent.tab();
    const passport = within(table).getByRole("textbox", { name: "Item of Passport" });
    await userEvent.clear(passport);
    await userEvent.tab();
    expect(passport).toHaveValue("Passport");
    expect(api.requests.filter((r) => r.method === "PATCH")).toHaveLength(4);
  });

  it("asks the server for one inventory's items, and searches them", { timeout: 30_000 }, async () => {
    const api = setup({ [`GET ${ITEMS_PATH}?inventory=${CLOSET.id}`]: ok([BOOTS, SANDALS]) });
    renderApp("/pack/items/");
    await screen.findByRole("article", { name: "Tent" });
    await userEvent.click(screen.getByRole("combobox", { name: "Inventory" }));
    await userEvent.click(await screen.findByRole("option", { name: "Closet" }));
    const names = () => screen.queryAllByRole("article").map((a) => a.getAttribute("aria-label"));
    await waitFor(() => expect(names()).toEqual(["Boots", "Sandals"]));
    expect(api.paths("GET", ITEMS_PATH)).toContain(`${ITEMS_PATH}?inventory=${CLOSET.id}`);

    await userEvent.type(screen.getByRole("searchbox", { name: "Search items" }), "teva");
    await waitFor(() => expect(names()).toEqual(["Sandals"]));
  });

  it("asks before deleting an item", { timeout: 30_000 }, async () => {
    const api = setup({ [`DELETE ${pathOf(TENT)}`]: NO_CONTENT });
    renderApp("/pack/items/");
    const tent = await screen.findByRole("article", { name: "Tent" });
    await userEvent.click(within(tent).getByRole("button", { name: "Delete" }));
    const dialog = await screen.findByRole("dialog", { name: "Delete Tent?" });
    api.answer({ [`GET ${ITEMS_PATH}`]: ok([BOOTS, PASSPORT, SANDALS]) });
    await userEvent.click(within(dialog).getByRole("button", { name: "Delete item" }));
    await waitFor(() => expect(screen.queryByRole("article", { name: "Tent" })).toBeNull());
    expect(api.requests.filter((r) => r.method === "DELETE").map((r) => r.path)).toEqual([pathOf(TENT)]);
  });

  it("adds an item with a new category from the dialog, then offers its photo", { timeout: 40_000 }, async () => {
    const lighting = named("category", 5, "Lighting");
    const headlamp = packItem(15, "Headlamp", { brand_name: "Petzl", category: ref(lighting) });
    const api = setup({
      [`POST ${CATEGORIES_PATH}`]: created(lighting),
      [`POST ${ITEMS_PATH}`]: created(headlamp),
    });
    renderApp("/pack/items/");
    await screen.findByRole("article", { name: "Tent" });
    await userEvent.click(screen.getByRole("button", { name: "New item" }));
    const dialog = screen.getByRole("dialog", { name: "New item" });
    await userEvent.type(within(dialog).getByRole("textbox", { name: "Name" }), "Headlamp");
    await userEvent.type(within(dialog).getByRole("textbox", { name: "Brand" }), "Petzl");
    api.answer({ [`GET ${CATEGORIES_PATH}`]: ok([FOOTWEAR, CAMPING, lighting]) });
    await userEvent.type(within(dialog).getByRole("combobox", { name: "Category" }), "Lighting");
    await userEvent.click(await screen.findByRole("option", { name: "Add “Lighting”" }));
    await waitFor(() => expect(api.bodies("POST", CATEGORIES_PATH)).toEqual([{ name: "Lighting" }]));
    api.answer({ [`GET ${ITEMS_PATH}`]: ok([BOOTS, headlamp, PASSPORT, SANDALS, TENT]) });
    await userEvent.click(within(dialog).getByRole("button", { name: "Add item" }));
    const edit = await screen.findByRole("dialog", { name: "Edit Headlamp" });
    expect(within(edit).getByText("Added. You can add a photo now, or close.")).toBeInTheDocument();
    expect(within(edit).getByLabelText("Add photo")).toBeInTheDocument();
    expect(api.bodies("POST", ITEMS_PATH)).toEqual([
      { name: "Headlamp", brand_name: "Petzl", size: "", color: "", category_id: lighting.id, inventory_id: null },
    ]);
    await userEvent.click(within(edit).getByRole("button", { name: "Close" }));
    const card = await screen.findByRole("article", { name: "Headlamp" });
    expect(within(card).getByText("Lighting · Petzl")).toBeInTheDocument();
  });
});
