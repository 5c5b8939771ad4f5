import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { renderApp } from "../../test/render";
import { packApi } from "./testing";

const ITEMS = [
  { name: "Boots", brand_name: "Merrell", color: "Brown", size: "10", category: "Footwear", inventory: "Closet" },
  { name: "Sandals", brand_name: "Teva", category: "Footwear", inventory: "Closet" },
  { name: "Tent", brand_name: "REI", size: "2P", category: "Camping", inventory: "Garage", is_auto_add: false },
  { name: "Passport", is_auto_add: true },
];
const itemPath = (api: ReturnType<typeof packApi>, name: string) => new URL(api.item(name)?.url ?? "").pathname;

describe("PackItems", () => {
  it("shows cards grouped by category, uncategorized last", { timeout: 30_000 }, async () => {
    packApi({ items: ITEMS });
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

  it("toggles Auto Add and shows its state", { timeout: 30_000 }, async () => {
    const api = packApi({ items: ITEMS });
    renderApp("/pack/items/");
    const tent = await screen.findByRole("article", { name: "Tent" });
    const button = within(tent).getByRole("button", { name: "Auto Add" });
    expect(button).toHaveAttribute("aria-pressed", "false");
    await userEvent.click(button);
    await waitFor(() =>
      expect(within(tent).getByRole("button", { name: "Auto Add" })).toHaveAttribute("aria-pressed", "true"),
    );
    expect(api.bodies("POST", `${itemPath(api, "Tent")}auto-add/`)).toEqual([{ is_auto_add: true }]);
    const passport = screen.getByRole("article", { name: "Passport" });
    await userEvent.click(within(passport).getByRole("button", { name: "Auto Add" }));
    await waitFor(() =>
      expect(within(passport).getByRole("button", { name: "Auto Add" })).toHaveAttribute("aria-pressed", "false"),
    );
    expect(api.bodies("POST", `${itemPath(api, "Passport")}auto-add/`)).toEqual([{ is_auto_add: false }]);
  });

  it("saves name, brand, colour and size inline on blur or Enter, only when changed", { timeout: 40_000 }, async () => {
    const api = packApi({ items: ITEMS });
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
    await waitFor(() => expect(api.bodies("PATCH", itemPath(api, "Hiking boots"))).toEqual([{ name: "Hiking boots" }]));

    const brand = within(table).getByRole("textbox", { name: "Brand of Sandals" });
    await userEvent.clear(brand);
    await userEvent.type(brand, "Chaco");
    await userEvent.tab(); // blur saves
    await waitFor(() => expect(api.bodies("PATCH", itemPath(api, "Sandals"))).toEqual([{ brand_name: "Chaco" }]));

    const color = within(table).getByRole("textbox", { name: "Color of Tent" });
    await userEvent.type(color, "Green{Enter}");
    const size = within(table).getByRole("textbox", { name: "Size of Tent" });
    await userEvent.clear(size);
    await userEvent.type(size, "3P");
    await userEvent.tab();
    await waitFor(() =>
      expect(api.bodies("PATCH", itemPath(api, "Tent"))).toEqual([{ color: "Green" }, { size: "3P" }]),
    );

    // Leaving a field unchanged sends nothing; a blank name is put back instead of saved.
    await userEvent.click(within(table).getByRole("textbox", { name: "Brand of Tent" }));
    await userEvent.tab();
    const passport = within(table).getByRole("textbox", { name: "Item of Passport" });
    await userEvent.clear(passport);
    await userEvent.tab();
    expect(passport).toHaveValue("Passport");
    expect(api.requests.filter((r) => r.method === "PATCH")).toHaveLength(4);
  });

  it("filters by inventory and by search", { timeout: 30_000 }, async () => {
    const api = packApi({ items: ITEMS });
    renderApp("/pack/items/");
    await screen.findByRole("article", { name: "Tent" });
    await userEvent.click(screen.getByRole("combobox", { name: "Inventory" }));
    await userEvent.click(await screen.findByRole("option", { name: "Closet" }));
    const names = () => screen.queryAllByRole("article").map((a) => a.getAttribute("aria-label"));
    await waitFor(() => expect(names()).toEqual(["Boots", "Sandals"]));
    expect(api.requests.some((r) => r.path.startsWith("/pack/api/item/?inventory="))).toBe(true);

    await userEvent.type(screen.getByRole("searchbox", { name: "Search items" }), "teva");
    await waitFor(() =>
      expect(screen.getAllByRole("article").map((a) => a.getAttribute("aria-label"))).toEqual(["Sandals"]),
    );
  });

  it("asks before deleting an item", { timeout: 30_000 }, async () => {
    const api = packApi({ items: ITEMS });
    renderApp("/pack/items/");
    const tent = await screen.findByRole("article", { name: "Tent" });
    await userEvent.click(within(tent).getByRole("button", { name: "Delete" }));
    const dialog = screen.getByRole("dialog", { name: "Delete Tent?" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Delete item" }));
    await waitFor(() => expect(screen.queryByRole("article", { name: "Tent" })).toBeNull());
    expect(api.requests.filter((r) => r.method === "DELETE").map((r) => r.path)).toEqual([itemPath(api, "Tent")]);
  });

  it("adds an item with a new category from the dialog, then offers its photo", { timeout: 40_000 }, async () => {
    const api = packApi({ items: ITEMS });
    renderApp("/pack/items/");
    await screen.findByRole("article", { name: "Tent" });
    await userEvent.click(screen.getByRole("button", { name: "New item" }));
    const dialog = screen.getByRole("dialog", { name: "New item" });
    await userEvent.type(within(dialog).getByRole("textbox", { name: "Name" }), "Headlamp");
    await userEvent.type(within(dialog).getByRole("textbox", { name: "Brand" }), "Petzl");
    await userEvent.type(within(dialog).getByRole("combobox", { name: "Category" }), "Lighting");
    await userEvent.click(await screen.findByRole("option", { name: "Add “Lighting”" }));
    await waitFor(() => expect(api.bodies("POST", "/pack/api/category/")).toEqual([{ name: "Lighting" }]));
    await userEvent.click(within(dialog).getByRole("button", { name: "Add item" }));
    const edit = await screen.findByRole("dialog", { name: "Edit Headlamp" });
    expect(within(edit).getByText("Added. You can add a photo now, or close.")).toBeInTheDocument();
    expect(within(edit).getByLabelText("Add photo")).toBeInTheDocument();
    expect(api.bodies("POST", "/pack/api/item/")).toEqual([
      {
        name: "Headlamp",
        brand_name: "Petzl",
        size: "",
        color: "",
        category_id: expect.any(Number),
        inventory_id: null,
      },
    ]);
    await userEvent.click(within(edit).getByRole("button", { name: "Close" }));
    const card = await screen.findByRole("article", { name: "Headlamp" });
    expect(within(card).getByText("Lighting · Petzl")).toBeInTheDocument();
  });
});
