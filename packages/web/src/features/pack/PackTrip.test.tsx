import type { TripStats } from "@homebase/contracts";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeAll, describe, expect, it } from "vitest";
import { created, NO_CONTENT, ok, type Routes } from "../../test/fakeApi";
import { preloadRoute, renderApp } from "../../test/render";
import { ITEMS_PATH, TRIP_ITEMS_PATH } from "./api";
import { activity, packApi, packItem, stats, type TripPage, trip, tripItem, tripPaths } from "./testing";

// The page's code is loaded before the first test, not inside its UI waits (see preloadRoute).
beforeAll(() => preloadRoute("/pack/trip/1"), 60_000);

const category = (id: number, name: string) => ({ id, name });
const BOOTS = packItem(1, "Boots", {
  brand_name: "Merrell",
  color: "Brown",
  size: "10",
  category: category(21, "Footwear"),
});
const SUNSCREEN = packItem(2, "Sunscreen", { brand_name: "Banana Boat", category: category(22, "Toiletries") });
const RAIN_JACKET = packItem(3, "Rain jacket", {
  brand_name: "Patagonia",
  color: "Blue",
  size: "M",
  category: category(23, "Clothes"),
});
const TOWEL = packItem(4, "Towel", { color: "Striped", category: category(24, "Beach gear") });
/** As the server lists them: by name. */
const ITEMS = [BOOTS, RAIN_JACKET, SUNSCREEN, TOWEL];

const YOSEMITE = trip(10, "Yosemite");
const PATHS = tripPaths(YOSEMITE.id);
const GENERAL = activity(11, "General");
const HIKING = activity(12, "Hiking");
const BEACH = activity(13, "Beach");
const BUSINESS = activity(14, "Business");
const GENERAL_SUNSCREEN = tripItem(21, GENERAL, SUNSCREEN);
const GENERAL_TOWEL = tripItem(22, GENERAL, TOWEL, true);
const HIKING_BOOTS = tripItem(23, HIKING, BOOTS, true);
const HIKING_SUNSCREEN = tripItem(24, HIKING, SUNSCREEN);
const BEACH_TOWEL = tripItem(25, BEACH, TOWEL, true);
const TRIP_ITEMS = [GENERAL_SUNSCREEN, GENERAL_TOWEL, HIKING_BOOTS, HIKING_SUNSCREEN, BEACH_TOWEL];
/** Sunscreen, Towel and Boots: Towel and Boots packed everywhere they are. */
const STATS = stats({
  activities: 4,
  activities_with_items: 3,
  unpacked_activities: 2,
  packed_activities: 1,
  trip_items: 5,
  packed_items: 3,
  unique_items: 3,
  packed_unique_items: 2,
});
const PAGE: TripPage = {
  trip: YOSEMITE,
  activities: [GENERAL, HIKING, BEACH, BUSINESS],
  items: TRIP_ITEMS,
  stats: STATS,
};

function open({ page = PAGE, routes = {} }: { page?: TripPage; routes?: Routes } = {}) {
  const api = packApi({ items: ITEMS, page, routes });
  renderApp(`/pack/trip/${YOSEMITE.id}`);
  return api;
}
const pathOf = (object: { url: string }) => new URL(object.url).pathname;
const packedStats = (packed: number): TripStats => ({ ...STATS, packed_unique_items: packed });

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
    const api = open({ routes: { [`PATCH ${PATHS.trip}`]: ok({ ...YOSEMITE, show_packed: true }) } });
    await screen.findByRole("heading", { name: "Yosemite", level: 1 });
    await screen.findByRole("region", { name: "Hiking" });
    // General: Towel packed → hidden; Hiking: Boots packed → hidden; Beach: all packed → card hidden;
    // Business: empty → shown.
    expect(rows("General")).toEqual(["Sunscreen, Banana Boat"]);
    expect(rows("Hiking")).toEqual(["Sunscreen, Banana Boat"]);
    expect(screen.queryByRole("region", { name: "Beach" })).toBeNull();
    expect(within(cardOf("Business")).getByText("No items yet")).toBeInTheDocument();
    expect(screen.getByText(/1 activity is fully packed and hidden/)).toBeInTheDocument();

    // Footer: the server's unique items packed of unique total.
    expect(footerToggle()).toHaveTextContent("Show Packed (2 of 3)");
    await userEvent.click(footerToggle());
    expect(footerToggle()).toHaveTextContent("Hide Packed (2 of 3)");
    expect(rows("General")).toEqual(["Sunscreen, Banana Boat", "Towel, Striped, packed"]);
    expect(rows("Beach")).toEqual(["Towel, Striped, packed"]);
    const towel = within(cardOf("General")).getByText("Towel");
    expect(towel).toHaveStyle({ textDecoration: "line-through" });
    // Debounced (125 ms): one PATCH with the final value.
    await waitFor(() => expect(api.bodies("PATCH", PATHS.trip)).toEqual([{ show_packed: true }]));
  });

  it("sends only the last value when Show Packed is toggled twice quickly", async () => {
    const api = open({ routes: { [`PATCH ${PATHS.trip}`]: ok({ ...YOSEMITE, show_packed: true }) } });
    await screen.findByRole("region", { name: "Hiking" });
    fireEvent.click(footerToggle());
    fireEvent.click(footerToggle());
    fireEvent.click(footerToggle());
    await waitFor(() => expect(footerToggle()).toHaveTextContent("Hide Packed"));
    await waitFor(() => expect(api.bodies("PATCH", PATHS.trip)).toEqual([{ show_packed: true }]));
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(api.bodies("PATCH", PATHS.trip)).toHaveLength(1);
  });

  it("packs by double-click, Enter or the checkbox at once, counting as it goes", async () => {
    const api = open({ page: { ...PAGE, trip: { ...YOSEMITE, show_packed: true } } });
    await screen.findByRole("region", { name: "Hiking" });
    expect(footerToggle()).toHaveTextContent("(2 of 3)");
    /** Answers the toggle of `item`, and the counts the server then has. */
    const serverPacks = (item: typeof GENERAL_SUNSCREEN, packed: boolean, packedUnique: number) =>
      api.answer({
        [`PATCH ${pathOf(item)}`]: ok({ ...item, is_packed: packed }),
        [`GET ${PATHS.stats}`]: ok(packedStats(packedUnique)),
      });
    const statsCalls = () => api.calls("GET", PATHS.stats);

    const general = within(cardOf("General"));
    serverPacks(GENERAL_SUNSCREEN, true, 2);
    await userEvent.dblClick(general.getByText("Sunscreen"));
    expect(general.getByRole("listitem", { name: /^Sunscreen/ })).toHaveAttribute(
      "aria-label",
      "Sunscreen, Banana Boat, packed",
    );
    // Sunscreen is also on Hiking, unpacked there: not yet a packed unique item.
    expect(footerToggle()).toHaveTextContent("(2 of 3)");
    await waitFor(() => expect(statsCalls()).toBe(2));

    serverPacks(HIKING_SUNSCREEN, true, 3);
    const hikingSunscreen = within(cardOf("Hiking")).getByRole("listitem", { name: /^Sunscreen/ });
    hikingSunscreen.focus();
    await userEvent.keyboard("{Enter}");
    expect(footerToggle()).toHaveTextContent("(3 of 3)");
    await waitFor(() => expect(statsCalls()).toBe(3));
    expect(footerToggle()).toHaveTextContent("(3 of 3)");

    // The checkbox is the tap target on phones.
    serverPacks(HIKING_BOOTS, false, 2);
    await userEvent.click(within(cardOf("Hiking")).getByRole("checkbox", { name: "Packed: Boots" }));
    expect(footerToggle()).toHaveTextContent("(2 of 3)");
    await waitFor(() => expect(statsCalls()).toBe(4));
    expect(footerToggle()).toHaveTextContent("(2 of 3)");
    expect(api.requests.filter((r) => r.method === "PATCH").map((r) => [r.path, r.body])).toEqual([
      [pathOf(GENERAL_SUNSCREEN), { is_packed: true }],
      [pathOf(HIKING_SUNSCREEN), { is_packed: true }],
      [pathOf(HIKING_BOOTS), { is_packed: false }],
    ]);
  });

  it("puts the item back and says why when the server refuses the toggle", async () => {
    let release: () => void = () => {};
    open({
      routes: {
        [`PATCH ${pathOf(GENERAL_SUNSCREEN)}`]: () =>
          new Promise((resolve) => {
            release = () => resolve({ status: 500, body: { detail: "Database is locked.", code: "error" } });
          }),
      },
    });
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
    const businessBoots = tripItem(26, BUSINESS, BOOTS);
    const api = open({ routes: { [`POST ${TRIP_ITEMS_PATH}`]: created(businessBoots) } });
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
    api.answer({ [`GET ${PATHS.items}`]: ok([...TRIP_ITEMS, businessBoots]) });
    await userEvent.click(screen.getAllByRole("option")[0]!);
    await waitFor(() => expect(rows("Business")).toEqual(["Boots, Merrell · Brown · 10"]));
    expect(api.bodies("POST", TRIP_ITEMS_PATH)).toEqual([{ activity_id: BUSINESS.id, item_id: BOOTS.id }]);

    // An empty field picks nothing: Enter and Backspace there send nothing.
    await userEvent.clear(field);
    await userEvent.keyboard("{Enter}{Backspace}");
    expect(api.bodies("POST", TRIP_ITEMS_PATH)).toHaveLength(1);

    // Typed text that names no item becomes a new item on this activity.
    const charger = packItem(5, "Laptop charger");
    const businessCharger = tripItem(27, BUSINESS, charger);
    api.answer({
      [`POST ${ITEMS_PATH}`]: created(charger),
      [`GET ${ITEMS_PATH}`]: ok([BOOTS, charger, RAIN_JACKET, SUNSCREEN, TOWEL]),
      [`POST ${TRIP_ITEMS_PATH}`]: created(businessCharger),
      [`GET ${PATHS.items}`]: ok([...TRIP_ITEMS, businessBoots, businessCharger]),
    });
    await userEvent.type(field, "Laptop charger{Enter}");
    await waitFor(() => expect(rows("Business")).toContain("Laptop charger"));
    expect(api.bodies("POST", ITEMS_PATH)).toEqual([{ name: "Laptop charger" }]);
    expect(api.bodies("POST", TRIP_ITEMS_PATH).at(-1)).toEqual({ activity_id: BUSINESS.id, item_id: charger.id });
  });

  it("removes an item at once and asks before deleting an activity", async () => {
    const api = open({
      page: { ...PAGE, trip: { ...YOSEMITE, show_packed: true } },
      routes: { [`DELETE ${pathOf(HIKING_BOOTS)}`]: NO_CONTENT, [`DELETE ${pathOf(BEACH)}`]: NO_CONTENT },
    });
    await screen.findByRole("region", { name: "Hiking" });
    const left = TRIP_ITEMS.filter((t) => t !== HIKING_BOOTS);
    api.answer({ [`GET ${PATHS.items}`]: ok(left) });
    await userEvent.click(within(cardOf("Hiking")).getByRole("button", { name: "Remove Boots" }));
    expect(rows("Hiking")).toEqual(["Sunscreen, Banana Boat"]);
    await waitFor(() => expect(api.calls("DELETE", pathOf(HIKING_BOOTS))).toBe(1));

    await userEvent.click(within(cardOf("Beach")).getByRole("button", { name: "Delete activity Beach" }));
    const dialog = await screen.findByRole("dialog", { name: "Delete Beach?" });
    api.answer({
      [`GET ${PATHS.activities}`]: ok([GENERAL, HIKING, BUSINESS]),
      [`GET ${PATHS.items}`]: ok(left.filter((t) => t !== BEACH_TOWEL)),
    });
    await userEvent.click(within(dialog).getByRole("button", { name: "Delete activity" }));
    await waitFor(() => expect(screen.queryByRole("region", { name: "Beach" })).toBeNull());
    expect(api.calls("DELETE", pathOf(BEACH))).toBe(1);
  });

  it("adds an activity and offers last trip's items for it in one click", async () => {
    const camping = activity(15, "Camping");
    const added = [tripItem(28, camping, BOOTS), tripItem(29, camping, RAIN_JACKET)];
    const api = open({
      page: { ...PAGE, suggestions: ["Skiing", "Camping"] },
      routes: {
        [`POST ${PATHS.activities}`]: created(camping),
        [`GET ${pathOf(camping)}previous/`]: ok({
          trip: { id: 99, name: "Big Sur 2025" },
          item_ids: [BOOTS.id, RAIN_JACKET.id],
        }),
        [`POST ${pathOf(camping)}add-items/`]: created(added),
      },
    });
    await screen.findByRole("region", { name: "Hiking" });
    const input = screen.getByRole("combobox", { name: "Activity" });
    await userEvent.click(input);
    expect(screen.getAllByRole("option").map((o) => o.textContent)).toEqual(["Skiing", "Camping"]);
    await userEvent.click(screen.getByRole("option", { name: "Camping" }));
    api.answer({ [`GET ${PATHS.activities}`]: ok([...PAGE.activities, camping]) });
    await userEvent.click(screen.getByRole("button", { name: "Add activity" }));
    await screen.findByRole("region", { name: "Camping" });
    expect(api.bodies("POST", PATHS.activities)).toEqual([{ name: "Camping" }]);
    api.answer({ [`GET ${PATHS.items}`]: ok([...TRIP_ITEMS, ...added]) });
    await userEvent.click(await screen.findByRole("button", { name: "Add 2 items from Camping on Big Sur 2025" }));
    await waitFor(() =>
      expect(rows("Camping")).toEqual(["Boots, Merrell · Brown · 10", "Rain jacket, Patagonia · Blue · M"]),
    );
    expect(api.bodies("POST", `${pathOf(camping)}add-items/`)).toEqual([{ item_ids: [BOOTS.id, RAIN_JACKET.id] }]);
    expect(screen.queryByRole("button", { name: /Add 2 items/ })).toBeNull();
  });

  it("offers nothing when the activity was not on an earlier trip", async () => {
    const kayaking = activity(16, "Kayaking");
    const api = open({
      routes: {
        [`POST ${PATHS.activities}`]: created(kayaking),
        [`GET ${pathOf(kayaking)}previous/`]: ok({ trip: null, item_ids: [] }),
      },
    });
    await screen.findByRole("region", { name: "Hiking" });
    api.answer({ [`GET ${PATHS.activities}`]: ok([...PAGE.activities, kayaking]) });
    await userEvent.type(screen.getByRole("combobox", { name: "Activity" }), "Kayaking{Enter}");
    await screen.findByRole("region", { name: "Kayaking" });
    await waitFor(() => expect(api.calls("GET", `${pathOf(kayaking)}previous/`)).toBe(1));
    expect(screen.queryByRole("button", { name: /^Add \d+ items? from/ })).toBeNull();
  });
});
