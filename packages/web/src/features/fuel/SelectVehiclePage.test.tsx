import type { Vehicle } from "@homebase/contracts";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeAll, describe, expect, it } from "vitest";
import { created, NO_CONTENT, ok } from "../../test/fakeApi";
import { preloadRoute, renderApp } from "../../test/render";
import { VEHICLES_PATH } from "./api";
import { CIVIC, fuelApi, pathOf, vehicle } from "./testing";

// The page's code is loaded before the first test, not inside its UI waits (see preloadRoute).
beforeAll(() => preloadRoute("/fuel/vehicles/select/"), 60_000);

const TRUCK = vehicle(2, "truck", "Truck");
/** Civic without fill-ups, the default. */
const BARE_CIVIC = vehicle(1, "civic", "Civic", { is_default: true });

async function openSelect(vehicles: Vehicle[]) {
  const api = fuelApi({ vehicles });
  renderApp("/fuel/vehicles/select/");
  await screen.findByRole("heading", { level: 1, name: "Select Vehicle" });
  // The list has been read before a test changes what the fake API answers: otherwise, on a busy
  // machine, the first read could get the changed answer (a renamed car) and the old never shows.
  await waitFor(() => expect(screen.queryByLabelText("Loading vehicles")).not.toBeInTheDocument());
  return api;
}

const card = (name: string) => screen.findByRole("region", { name });

describe("Select Vehicle", () => {
  it("shows each vehicle's last fill-up with spec §9's decimals, and the ways into it", async () => {
    await openSelect([CIVIC, TRUCK]);
    const civic = await card("Civic");
    const figures = within(civic)
      .getAllByRole("definition")
      .map((dd) => `${dd.previousElementSibling?.textContent}: ${dd.textContent}`);
    expect(figures).toEqual([
      "Mileage: 1,400",
      "Miles: 250",
      "Price per gallon: $3.259",
      "Total paid: $19.55",
      "Gallons: 6.000",
      "MPG: 40.0",
    ]);
    expect(within(civic).getByText(/^Last fill-up/)).toBeInTheDocument();
    expect(within(civic).getByTitle("Default vehicle")).toBeInTheDocument();
    expect(within(civic).getByRole("link", { name: "Add Fill-up" })).toHaveAttribute(
      "href",
      "/fuel/vehicles/vehicle/civic/entries/add/",
    );
    expect(within(civic).getByRole("link", { name: "View Details" })).toHaveAttribute(
      "href",
      "/fuel/vehicles/vehicle/civic/",
    );
    expect(within(await card("Truck")).getByText("No fill-ups yet.")).toBeInTheDocument();
  });

  it("makes another vehicle the default with its star", async () => {
    const api = await openSelect([BARE_CIVIC, TRUCK]);
    const truck = await card("Truck");
    api.answer({
      [`PATCH ${pathOf(TRUCK)}`]: ok({ ...TRUCK, is_default: true }),
      [`GET ${VEHICLES_PATH}`]: ok([
        { ...BARE_CIVIC, is_default: false },
        { ...TRUCK, is_default: true },
      ]),
    });
    await userEvent.click(within(truck).getByRole("button", { name: "Make Truck the default vehicle" }));
    expect(await within(truck).findByTitle("Default vehicle")).toBeInTheDocument();
    expect(
      within(await card("Civic")).getByRole("button", { name: "Make Civic the default vehicle" }),
    ).toBeInTheDocument();
    expect(api.bodies("PATCH", "/fuel/api/vehicles/truck/")).toEqual([{ is_default: true }]);
  });

  it("puts the star back and says so when the server refuses", async () => {
    const refusal = { status: 500, body: { detail: "Database is locked.", code: "error" } };
    fuelApi({
      vehicles: [BARE_CIVIC, TRUCK],
      routes: { [`PATCH ${pathOf(TRUCK)}`]: refusal },
    });
    renderApp("/fuel/vehicles/select/");
    const truck = await card("Truck");
    await userEvent.click(within(truck).getByRole("button", { name: "Make Truck the default vehicle" }));
    expect(await screen.findByText("Could not change the default vehicle: Database is locked.")).toBeInTheDocument();
    expect(within(await card("Civic")).getByTitle("Default vehicle")).toBeInTheDocument();
    expect(within(truck).getByRole("button", { name: "Make Truck the default vehicle" })).toBeInTheDocument();
  });

  it("adds a vehicle with its units", async () => {
    const api = await openSelect([]);
    const van = vehicle(3, "van", "Van", { is_default: true, distance_unit: "km", volume_unit: "l" });
    api.answer({ [`POST ${VEHICLES_PATH}`]: created(van), [`GET ${VEHICLES_PATH}`]: ok([van]) });
    await userEvent.click(await screen.findByRole("button", { name: "Add vehicle" }));
    const dialog = screen.getByRole("dialog", { name: "Add vehicle" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Add vehicle" }));
    expect(within(dialog).getByRole("textbox", { name: /Name/ })).toHaveAccessibleDescription(
      "Enter a name for the vehicle.",
    );
    await userEvent.type(within(dialog).getByRole("textbox", { name: /Name/ }), "Van");
    await userEvent.click(within(dialog).getByRole("radio", { name: "Kilometres" }));
    await userEvent.click(within(dialog).getByRole("radio", { name: "Litres" }));
    await userEvent.click(within(dialog).getByRole("button", { name: "Add vehicle" }));
    expect(await card("Van")).toBeInTheDocument();
    expect(api.bodies("POST", "/fuel/api/vehicles/")).toEqual([{ name: "Van", distance_unit: "km", volume_unit: "l" }]);
  });

  it("deletes a vehicle after a confirmation naming how many fill-ups go with it", async () => {
    const api = await openSelect([CIVIC, TRUCK]);
    await userEvent.click(within(await card("Civic")).getByRole("button", { name: "More actions for Civic" }));
    await userEvent.click(screen.getByRole("menuitem", { name: "Delete vehicle" }));
    // The server hands "default" to the vehicle that is left.
    api.answer({
      [`DELETE ${pathOf(CIVIC)}`]: NO_CONTENT,
      [`GET ${VEHICLES_PATH}`]: ok([{ ...TRUCK, is_default: true }]),
    });
    const dialog = await screen.findByRole("dialog", { name: "Delete vehicle?" });
    expect(dialog).toHaveTextContent("Delete Civic? Its 3 fill-ups will be deleted with it. This cannot be undone.");
    await userEvent.click(within(dialog).getByRole("button", { name: "Delete" }));
    await waitFor(() => expect(screen.queryByRole("region", { name: "Civic" })).toBeNull());
    expect(api.requests.filter((r) => r.method === "DELETE").map((r) => r.path)).toEqual(["/fuel/api/vehicles/civic/"]);
    expect(within(await card("Truck")).getByTitle("Default vehicle")).toBeInTheDocument();
  });

  it("renames a vehicle", async () => {
    const api = await openSelect([BARE_CIVIC]);
    const renamed = { ...BARE_CIVIC, name: "Family car" };
    api.answer({ [`PATCH ${pathOf(BARE_CIVIC)}`]: ok(renamed), [`GET ${VEHICLES_PATH}`]: ok([renamed]) });
    await userEvent.click(within(await card("Civic")).getByRole("button", { name: "More actions for Civic" }));
    await userEvent.click(screen.getByRole("menuitem", { name: "Edit vehicle" }));
    const dialog = screen.getByRole("dialog", { name: "Edit Civic" });
    const name = within(dialog).getByRole("textbox", { name: /Name/ });
    await userEvent.clear(name);
    await userEvent.type(name, "Family car");
    await userEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    expect(await card("Family car")).toBeInTheDocument();
    expect(api.bodies("PATCH", "/fuel/api/vehicles/civic/")).toEqual([
      { name: "Family car", distance_unit: "mi", volume_unit: "gal" },
    ]);
  });
});
