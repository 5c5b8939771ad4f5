import { screen, waitFor, within } from "@testing-library/react";
import { beforeAll, describe, expect, it } from "vitest";
import { modules } from "../../app/modules";
import { navItems } from "../../app/navigation";
import { preloadRoute, renderApp } from "../../test/render";
import { startupPath } from "./FuelHome";
import { CIVIC, fuelApi, vehicle } from "./testing";

// The page's code is loaded before the first test, not inside its UI waits (see preloadRoute).
beforeAll(() => preloadRoute("/fuel/"), 60_000);

const TRUCK = vehicle(2, "truck", "Truck");

const pathname = (router: ReturnType<typeof renderApp>["router"]) => router.state.location.pathname;

describe("Fuel start-up rule (spec §2)", () => {
  it("opens the default vehicle's page from /fuel/, replacing /fuel/ in history", async () => {
    const api = fuelApi({
      vehicles: [
        { ...CIVIC, is_default: false },
        { ...TRUCK, is_default: true },
      ],
    });
    const { router } = renderApp("/fuel/");
    expect(await screen.findByRole("heading", { level: 1, name: "Truck" })).toBeInTheDocument();
    expect(pathname(router)).toBe("/fuel/vehicles/vehicle/truck/");
    expect(router.state.historyAction).toBe("REPLACE");
    // Spec §4: the vehicles load once, and the vehicle page reuses them.
    expect(api.requests.filter((r) => r.path === "/fuel/api/vehicles/")).toHaveLength(1);
  });

  it("goes to the select page, which invites adding a vehicle, when there is none", async () => {
    fuelApi();
    const { router } = renderApp("/fuel/");
    expect(await screen.findByRole("heading", { level: 1, name: "Select Vehicle" })).toBeInTheDocument();
    expect(pathname(router)).toBe("/fuel/vehicles/select/");
    expect(await screen.findByText("No vehicles yet")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Add vehicle" })).toBeInTheDocument();
  });

  it("goes to the select page when no vehicle is the default", () => {
    expect(startupPath([{ ...CIVIC, is_default: false }])).toBe("/fuel/vehicles/select/");
  });

  it("says so, with a retry, when the vehicles cannot be loaded", async () => {
    fuelApi({ routes: { "GET /fuel/api/vehicles/": { status: 500, body: { detail: "Boom.", code: "error" } } } });
    renderApp("/fuel/");
    expect(await screen.findByText("Could not load your vehicles.")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Retry" })).toBeInTheDocument();
    expect(await screen.findByText("Could not load the vehicles: Boom.")).toBeInTheDocument();
  });
});

describe("Fuel module", () => {
  it("is in the menu as Fuel Entries, at /fuel/", () => {
    expect(navItems(modules).find((item) => item.label === "Fuel Entries")?.path).toBe("/fuel/");
  });

  it("titles each screen and gives vehicle pages a footer with Select Vehicle and Add Fill-up", async () => {
    fuelApi({ vehicles: [CIVIC] });
    const { router } = renderApp("/fuel/vehicles/vehicle/civic/");
    await screen.findByRole("heading", { level: 1, name: "Civic" });
    await waitFor(() => expect(document.title).toBe("Fuel Logs · Homebase"));
    const footer = within(screen.getByRole("contentinfo"));
    expect(footer.getByRole("link", { name: "Select Vehicle" })).toHaveAttribute("href", "/fuel/vehicles/select/");
    expect(footer.getByRole("link", { name: "Add Fill-up" })).toHaveAttribute(
      "href",
      "/fuel/vehicles/vehicle/civic/entries/add/",
    );

    await router.navigate("/fuel/vehicles/vehicle/civic/entries/add/");
    await screen.findByRole("heading", { level: 1, name: "Add Fill-up" });
    await waitFor(() => expect(document.title).toBe("Add Fill-up · Homebase"));

    // Fill-up 3 is the newest of CIVIC's.
    await router.navigate("/fuel/vehicles/vehicle/civic/entries/3/edit/");
    await screen.findByRole("heading", { level: 1, name: "Edit Fill-up" });
    await waitFor(() => expect(document.title).toBe("Edit Fill-up · Homebase"));

    await router.navigate("/fuel/vehicles/select/");
    await screen.findByRole("heading", { level: 1, name: "Select Vehicle" });
    await waitFor(() => expect(document.title).toBe("Select Vehicle · Homebase"));
    expect(within(screen.getByRole("contentinfo")).queryByRole("link", { name: "Add Fill-up" })).toBeNull();
  });

  it("says when a vehicle address names no vehicle", async () => {
    fuelApi({ vehicles: [CIVIC] });
    renderApp("/fuel/vehicles/vehicle/gone/");
    expect(await screen.findByRole("heading", { level: 1, name: "Vehicle not found" })).toBeInTheDocument();
    expect(within(screen.getByRole("main")).getByRole("link", { name: "Select Vehicle" })).toHaveAttribute(
      "href",
      "/fuel/vehicles/select/",
    );
  });
});
