import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { renderApp } from "../../test/render";
import { packApi } from "./testing";

const ITEMS = [
  { name: "Boots", brand_name: "Merrell", color: "Brown", size: "10", category: "Footwear" },
  { name: "Sunscreen", brand_name: "Banana Boat", category: "Toiletries" },
  { name: "Rain jacket", brand_name: "Patagonia", color: "Blue", size: "M", category: "Clothes" },
  { name: "Towel", color: "Striped", category: "Beach gear" },
];
const TRIP = {
  name: "Yosemite",
  activities: { General: ["Sunscreen", "Towel*"], Hiking: ["Boots*", "Sunscreen"], Beach: ["Towel*"], Business: [] },
};

const cardOf = (name: string) => screen.getByRole("region", { name });
const rows = (name: string) =>
  within(within(cardOf(name)).getByRole("list", { name: `${name} items` }))
    .getAllByRole("listitem")
    .map((row) => row.getAttribute("aria-label"));
const footerToggle = () => screen.getByRole("button", { name: /^(Show|Hide) Packed/ });

describe("PackTrip", () => {
  it("hides packed items and fully packed activities unless Show Packed is on (spec §4)", {
    timeout: 30_000,
  }, async () => {
    const api = packApi({ items: ITEMS, trips: [TRIP] });
    renderApp(`/pack/trip/${api.trip("Yosemite")?.id}`);
    await screen.findByRole("heading", { name: "Yosemite", level: 1 });
    await screen.findByRole("region", { name: "Hiking" });
    // General: Towel packed → hidden; Hiking: Boots packed → hidden; Beach: all packed → card hidden;
    // Business: empty → shown.
    expect(rows("General")).toEqual(["Sunscreen, Banana Boat"]);
    expect(rows("Hiking")).toEqual(["Sunscreen, Banana Boat"]);
    expect(screen.queryByRole("region", { name: "Beach" })).toBeNull();
    expect(within(cardOf("Business")).getByText("No items yet")).toBeInTheDocument();
    expect(screen.getByText(/1 activity is fully packed and hidden/)).toBeInTheDocument();

    // Footer: unique items packed of unique total (Sunscreen, Towel, Boots → Towel and Boots packed).
    expect(footerToggle()).toHaveTextContent("Show Packed (2 of 3)");
    await userEvent.click(footerToggle());
    expect(footerToggle()).toHaveTextContent("Hide Packed (2 of 3)");
    expect(rows("General")).toEqual(["Sunscreen, Banana Boat", "Towel, Striped, packed"]);
    expect(rows("Beach")).toEqual(["Towel, Striped, packed"]);
    const towel = within(cardOf("General")).getByText("Towel");
    expect(towel).toHaveStyle({ textDecoration: "line-through" });
    // Debounced (125 ms): one PATCH with the final value.
    await waitFor(() =>
      expect(api.bodies("PATCH", `/pack/api/trip/${api.trip("Yosemite")?.id}/`)).toEqual([{ show_packed: true }]),
    );
  });

  it("sends only the last value when Show Packed is toggled twice quickly", async () => {
    const api = packApi({ items: ITEMS, trips: [TRIP] });
    const path = `/pack/api/trip/${api.trip("Yosemite")?.id}/`;
    renderApp(`/pack/trip/${api.trip("Yosemite")?.id}`);
    await screen.findByRole("region", { name: "Hiking" });
    fireEvent.click(footerToggle());
    fireEvent.click(footerToggle());
    fireEvent.click(footerToggle());
    await waitFor(() => expect(footerToggle()).toHaveTextContent("Hide Packed"));
    await waitFor(() => expect(api.bodies("PATCH", path)).toEqual([{ show_packed: true }]));
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(api.bodies("PATCH", path)).toHaveLength(1);
  });

  it("packs by double-click, Enter or the checkbox at once, updating the counts", async () => {
    const api = packApi({ items: ITEMS, trips: [{ ...TRIP, show_packed: true }] });
    renderApp(`/pack/trip/${api.trip("Yosemite")?.id}`);
    await screen.findByRole("region", { name: "Hiking" });
    expect(footerToggle()).toHaveTextContent("(2 of 3)");
    const general = within(cardOf("General"));
    await userEvent.dblClick(general.getByText("Sunscreen"));
    expect(general.getByRole("listitem", { name: /^Sunscreen/ })).toHaveAttribute(
      "aria-label",
      "Sunscreen, Banana Boat, packed",
    );
    // Sunscreen is also on Hiking, unpacked there: not yet a packed unique item.
    expect(footerToggle()).toHaveTextContent("(2 of 3)");
    const hikingSunscreen = within(cardOf("Hiking")).getByRole("listitem", { name: /^Sunscreen/ });
    hikingSunscreen.focus();
    await userEvent.keyboard("{Enter}");
    expect(footerToggle()).toHaveTextContent("(3 of 3)");
    await waitFor(() =>
      expect(api.bodies("PATCH", new URL(api.tripItem("Sunscreen")?.url ?? "").pathname)).toEqual([
        { is_packed: true },
      ]),
    );
    // The checkbox is the tap target on phones.
    await userEvent.click(within(cardOf("Hiking")).getByRole("checkbox", { name: "Packed: Boots" }));
    expect(footerToggle()).toHaveTextContent("(2 of 3)");
  });

  it("puts the item back and says why when the server refuses the toggle", async () => {
    let release: () => void = () => {};
    const api = packApi({
      items: ITEMS,
      trips: [TRIP],
      intercept: (request) =>
        request.method === "PATCH" && request.path.startsWith("/pack/api/trip-item/")
          ? new Promise((resolve) => {
              release = () => resolve({ status: 500, body: { detail: "Database is locked.", code: "error" } });
            })
          : undefined,
    });
    renderApp(`/pack/trip/${api.trip("Yosemite")?.id}`);
    await screen.findByRole("region", { name: "Hiking" });
    await userEvent.click(within(cardOf("General")).getByRole("checkbox", { name: "Packed: Sunscreen" }));
    // Optimistic: hidden at once (show_packed is off), General now only has packed items.
    expect(screen.queryByRole("region", { name: "General" })).toBeNull();
    release();
    expect(await screen.findByText("Could not change the item: Database is locked.")).toBeInTheDocument();
    expect(rows("General")).toEqual(["Sunscreen, Banana Boat"]);
    expect(within(cardOf("General")).getByRole("checkbox", { name: "Packed: Sunscreen" })).not.toBeChecked();
  });

  it("adds items from the search (name, brand, size, colour, category), creates new ones, ignores empty picks", {
    timeout: 40_000,
  }, async () => {
    const api = packApi({ items: ITEMS, trips: [TRIP] });
    renderApp(`/pack/trip/${api.trip("Yosemite")?.id}`);
    await screen.findByRole("region", { name: "Business" });
    const field = within(cardOf("Business")).getByRole("combobox", { name: "Add New Item to Business" });
    await userEvent.click(field);
    await userEvent.type(field, "patag");
    expect(screen.getAllByRole("option").map((o) => o.textContent)).toEqual([
      "Rain jacketPatagonia · Blue · M · Clothes",
      "Add “patag” as a new item",
    ]);
    await userEvent.clear(field);
    await userEvent.type(field, "FOOTWEAR");
    expect(screen.getAllByRole("option")[0]).toHaveTextContent("Boots");
    await userEvent.click(screen.getAllByRole("option")[0]!);
    await waitFor(() => expect(rows("Business")).toEqual(["Boots, Merrell · Brown · 10"]));
    expect(api.bodies("POST", "/pack/api/trip-item/")).toEqual([
      { activity_id: expect.any(Number), item_id: api.item("Boots")?.id },
    ]);

    // An empty field picks nothing: Enter and Backspace there send nothing.
    await userEvent.clear(field);
    await userEvent.keyboard("{Enter}{Backspace}");
    expect(api.bodies("POST", "/pack/api/trip-item/")).toHaveLength(1);

    // Typed text that names no item becomes a new item on this activity.
    await userEvent.type(field, "Laptop charger{Enter}");
    await waitFor(() => expect(rows("Business")).toContain("Laptop charger"));
    expect(api.bodies("POST", "/pack/api/item/")).toEqual([{ name: "Laptop charger" }]);
  });

  it("removes an item at once and asks before deleting an activity", async () => {
    const api = packApi({ items: ITEMS, trips: [{ ...TRIP, show_packed: true }] });
    renderApp(`/pack/trip/${api.trip("Yosemite")?.id}`);
    await screen.findByRole("region", { name: "Hiking" });
    await userEvent.click(within(cardOf("Hiking")).getByRole("button", { name: "Remove Boots" }));
    expect(rows("Hiking")).toEqual(["Sunscreen, Banana Boat"]);
    await waitFor(() => expect(api.requests.some((r) => r.method === "DELETE")).toBe(true));

    await userEvent.click(within(cardOf("Beach")).getByRole("button", { name: "Delete activity Beach" }));
    const dialog = screen.getByRole("dialog", { name: "Delete Beach?" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Delete activity" }));
    await waitFor(() => expect(screen.queryByRole("region", { name: "Beach" })).toBeNull());
  });

  it("adds an activity and offers last trip's items for it in one click", async () => {
    const api = packApi({
      items: ITEMS,
      trips: [TRIP],
      suggestions: ["Skiing", "Camping"],
      previous: { Camping: { trip: { id: 99, name: "Big Sur 2025" }, itemNames: ["Boots", "Rain jacket"] } },
    });
    renderApp(`/pack/trip/${api.trip("Yosemite")?.id}`);
    await screen.findByRole("region", { name: "Hiking" });
    const input = screen.getByRole("combobox", { name: "Activity" });
    await userEvent.click(input);
    expect(screen.getAllByRole("option").map((o) => o.textContent)).toEqual(["Skiing", "Camping"]);
    await userEvent.click(screen.getByRole("option", { name: "Camping" }));
    await userEvent.click(screen.getByRole("button", { name: "Add activity" }));
    await screen.findByRole("region", { name: "Camping" });
    await userEvent.click(await screen.findByRole("button", { name: "Add 2 items from Camping on Big Sur 2025" }));
    await waitFor(() =>
      expect(rows("Camping")).toEqual(["Boots, Merrell · Brown · 10", "Rain jacket, Patagonia · Blue · M"]),
    );
    expect(screen.queryByRole("button", { name: /Add 2 items/ })).toBeNull();
  });

  it("offers nothing when the activity was not on an earlier trip", async () => {
    const api = packApi({ items: ITEMS, trips: [TRIP] });
    renderApp(`/pack/trip/${api.trip("Yosemite")?.id}`);
    await screen.findByRole("region", { name: "Hiking" });
    await userEvent.type(screen.getByRole("combobox", { name: "Activity" }), "Kayaking{Enter}");
    await screen.findByRole("region", { name: "Kayaking" });
    await waitFor(() => expect(api.requests.some((r) => r.path.endsWith("/previous/"))).toBe(true));
    expect(screen.queryByRole("button", { name: /^Add \d+ items? from/ })).toBeNull();
  });
});
