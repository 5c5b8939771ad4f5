import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeAll, describe, expect, it } from "vitest";
import { modules } from "../../app/modules";
import { navItems } from "../../app/navigation";
import { preloadRoute, renderApp } from "../../test/render";
import { todaysEntries, waterApi } from "./testing";

// The page's code is loaded before the first test, not inside its UI waits (see preloadRoute).
beforeAll(() => preloadRoute("/tracker/water/"), 60_000);

describe("Water module", () => {
  it("is in the menu as Water, at /tracker/water/", () => {
    expect(navItems(modules).find((item) => item.label === "Water")?.path).toBe("/tracker/water/");
  });

  it("opens WaterHome titled Water Tracker", async () => {
    waterApi({ entries: todaysEntries(236) });
    renderApp("/tracker/water/");
    expect(await screen.findByRole("heading", { level: 1, name: "Water Tracker" })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe("Water Tracker · Homebase"));
    expect(await screen.findByText("8 of 64 oz · 12%")).toBeInTheDocument();
  });

  it("puts the water card on Home, linking to WaterHome", async () => {
    waterApi({ entries: todaysEntries(591) });
    renderApp("/");
    const card = await screen.findByRole("region", { name: "Water Tracker" });
    expect(await within(card).findByText("20 of 64 oz · 31%")).toBeInTheDocument();
    expect(within(card).getByRole("button", { name: "8 oz · 236 ml" })).toBeInTheDocument();
  });

  it("offers the unit in Settings, with the same control as WaterHome", async () => {
    const api = waterApi({ unit: "oz" });
    renderApp("/settings/");
    const heading = await screen.findByRole("heading", { level: 2, name: "Water" });
    const section = heading.closest("section") as HTMLElement;
    const group = await within(section).findByRole("group", { name: "Water unit" });
    await userEvent.click(within(group).getByRole("button", { name: "ml" }));
    await waitFor(() => expect(api.bodies("PATCH", "/auth/users/me/settings/")).toEqual([{ water_unit: "ml" }]));
    expect(within(group).getByRole("button", { name: "ml" })).toHaveAttribute("aria-pressed", "true");
  });
});
