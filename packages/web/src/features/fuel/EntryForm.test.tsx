import { todayIn } from "@homebase/contracts";
import type { QueryClient } from "@tanstack/react-query";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { settingsKey } from "../../app/settings";
import { created, NO_CONTENT, ok, type Routes, SETTINGS } from "../../test/fakeApi";
import { renderWithProviders } from "../../test/render";
import { fuelKeys } from "./api";
import { EntryForm } from "./EntryForm";
import { CIVIC, fillUp, fuelApi, THREE_FILL_UPS } from "./testing";

const ENTRIES = "/fuel/api/vehicles/civic/entries/";
const ODOMETER_MESSAGE = "The odometer reads 1,400 on Jan 14, 2026, before this fill-up, so it cannot be 1,300 here.";

function openForm({ entryId, routes }: { entryId?: number; routes?: Routes } = {}) {
  const api = fuelApi({ vehicles: [CIVIC], routes });
  const entry = THREE_FILL_UPS.find((e) => e.id === entryId);
  const seed = (client: QueryClient) => {
    client.setQueryData(fuelKeys.vehicles, [CIVIC]);
    client.setQueryData(settingsKey, SETTINGS);
  };
  const view = renderWithProviders(<EntryForm vehicle={CIVIC} entry={entry} />, { seed, path: "/form/" });
  return { ...view, api };
}

const box = (name: RegExp | string) => screen.getByRole("textbox", { name });
const preview = () => screen.getByRole("status", { name: "Amount preview" });

describe("EntryForm", () => {
  it("works out the third of gallons, price and total from any two as they are typed", async () => {
    openForm();
    expect(preview()).toHaveTextContent("Enter any two of the three; the third is worked out.");
    await userEvent.type(box("Gallons"), "10");
    await userEvent.type(box("Price per gallon"), "3");
    expect(preview()).toHaveTextContent("10.000 gal × $3.000 = $30.00");
    expect(box("Total paid")).toHaveAttribute("placeholder", "30.00");
    expect(box("Total paid")).toHaveAccessibleDescription("Calculated");

    await userEvent.clear(box("Price per gallon"));
    await userEvent.type(box("Total paid"), "31.5");
    expect(preview()).toHaveTextContent("10.000 gal × $3.150 = $31.50");
    expect(box("Price per gallon")).toHaveAttribute("placeholder", "3.150");

    // All three typed must agree within a cent.
    await userEvent.type(box("Price per gallon"), "3");
    expect(preview()).toHaveTextContent("10 gallons at $3 is $30.00, not $31.50.");
  });

  it("refuses keystrokes that would not make a number with the field's decimals", async () => {
    openForm();
    await userEvent.type(box("Total paid"), "12.345x");
    expect(box("Total paid")).toHaveValue("12.34");
    expect(box("Gallons")).toHaveAttribute("inputmode", "decimal");
  });

  it("adds a fill-up dated today in the owner's zone and goes back to the vehicle", async () => {
    const added = fillUp("civic", 4, { date: todayIn("America/Chicago"), mileage: 1500 });
    const { api, router } = openForm({ routes: { [`POST ${ENTRIES}`]: created(added) } });
    await userEvent.type(box(/Odometer/), "1500");
    await userEvent.type(box("Gallons"), "8.5");
    await userEvent.type(box("Total paid"), "27.20");
    await userEvent.click(screen.getByRole("switch", { name: "Filled to full" }));
    await userEvent.click(screen.getByRole("button", { name: "Same as last time: Costco" }));
    await userEvent.type(box("Notes"), "Road trip");
    await userEvent.click(screen.getByRole("button", { name: "Save" }));

    await waitFor(() => expect(router.state.location.pathname).toBe("/fuel/vehicles/vehicle/civic/"));
    expect(api.bodies("POST", ENTRIES)).toEqual([
      {
        date: todayIn("America/Chicago"),
        mileage: 1500,
        gallons: 8.5,
        price_per_gallon: null,
        total_paid: 27.2,
        is_full: false,
        missed_previous: false,
        location: "Costco",
        position: null,
        notes: "Road trip",
      },
    ]);
  });

  it("says what is missing before sending anything", async () => {
    const { api } = openForm();
    await userEvent.type(box("Gallons"), "10");
    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    expect(box(/Odometer/)).toHaveAccessibleDescription("Enter the odometer reading.");
    expect(box(/Odometer/)).toHaveFocus();
    expect(box("Price per gallon")).toHaveAccessibleDescription(
      "Enter any two of gallons, price per gallon and total paid.",
    );
    expect(api.bodies("POST", ENTRIES)).toEqual([]);
  });

  it("shows the server's field errors under the fields and keeps everything typed", async () => {
    const refusal = {
      status: 400,
      body: { detail: "Check the fields.", code: "invalid", fields: { mileage: [ODOMETER_MESSAGE] } },
    };
    const { router } = openForm({ routes: { [`POST ${ENTRIES}`]: refusal } });
    await userEvent.type(box(/Odometer/), "1300");
    await userEvent.type(box("Gallons"), "5");
    await userEvent.type(box("Price per gallon"), "3.1");
    await userEvent.type(screen.getByRole("combobox", { name: "Location" }), "Exxon");
    await userEvent.click(screen.getByRole("button", { name: "Save" }));

    await waitFor(() => expect(box(/Odometer/)).toHaveAccessibleDescription(ODOMETER_MESSAGE));
    expect(box(/Odometer/)).toHaveAttribute("aria-invalid", "true");
    expect(screen.getByRole("alert")).toHaveTextContent("Check the fields.");
    expect(box(/Odometer/)).toHaveValue("1300");
    expect(box("Gallons")).toHaveValue("5");
    expect(box("Price per gallon")).toHaveValue("3.1");
    expect(screen.getByRole("combobox", { name: "Location" })).toHaveValue("Exxon");
    expect(router.state.location.pathname).toBe("/form/");

    // Correcting the field takes its message away.
    await userEvent.type(box(/Odometer/), "0");
    expect(box(/Odometer/)).not.toHaveAttribute("aria-invalid", "true");
  });

  it("edits a fill-up: a new gallons figure recomputes the total, as the API does", async () => {
    const { api } = openForm({
      entryId: 2,
      routes: { [`PATCH ${ENTRIES}2/`]: ok({ ...THREE_FILL_UPS[1], gallons: 5, total_paid: 15.5 }) },
    });
    expect(box(/Odometer/)).toHaveValue("1150");
    expect(box("Total paid")).toHaveValue("12.40");
    expect(screen.getByRole("switch", { name: "Filled to full" })).not.toBeChecked();

    await userEvent.clear(box("Gallons"));
    await userEvent.type(box("Gallons"), "5");
    expect(box("Total paid")).toHaveValue("");
    expect(preview()).toHaveTextContent("5.000 gal × $3.100 = $15.50");
    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(api.bodies("PATCH", `${ENTRIES}2/`)).toHaveLength(1));
    expect(api.bodies("PATCH", `${ENTRIES}2/`)[0]).toMatchObject({
      date: "2026-01-09",
      gallons: 5,
      price_per_gallon: 3.1,
      total_paid: null,
      is_full: false,
    });
  });

  it("leaves untouched amounts out of an edit", async () => {
    const { api } = openForm({
      entryId: 1,
      routes: { [`PATCH ${ENTRIES}1/`]: ok({ ...THREE_FILL_UPS[2], location: "Shell" }) },
    });
    await userEvent.type(screen.getByRole("combobox", { name: "Location" }), "Shell");
    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(api.bodies("PATCH", `${ENTRIES}1/`)).toHaveLength(1));
    const [body] = api.bodies("PATCH", `${ENTRIES}1/`) as Record<string, unknown>[];
    expect(body).toMatchObject({ location: "Shell", mileage: 1000 });
    expect(Object.keys(body!)).not.toContain("gallons");
  });

  it("deletes a fill-up only after confirming", async () => {
    const { api, router } = openForm({ entryId: 1, routes: { [`DELETE ${ENTRIES}1/`]: NO_CONTENT } });
    await userEvent.click(screen.getByRole("button", { name: "Delete" }));
    const dialog = await screen.findByRole("dialog", { name: "Delete fill-up?" });
    expect(dialog).toHaveTextContent("Delete the fill-up of Jan 5, 2026 at 1,000 mi? This cannot be undone.");
    await userEvent.click(within(dialog).getByRole("button", { name: "Delete" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/fuel/vehicles/vehicle/civic/"));
    expect(api.requests.filter((r) => r.method === "DELETE").map((r) => r.path)).toEqual([`${ENTRIES}1/`]);
  });

  it("explains a refused location request and keeps the form usable", async () => {
    Object.defineProperty(navigator, "geolocation", {
      configurable: true,
      value: { getCurrentPosition: (_ok: unknown, fail: (e: { code: number }) => void) => fail({ code: 1 }) },
    });
    try {
      openForm();
      await userEvent.click(screen.getByRole("button", { name: "Use my location" }));
      expect(await screen.findByText(/Location access is blocked for this site/)).toBeInTheDocument();
      expect(screen.getByRole("button", { name: "Save" })).toBeEnabled();
    } finally {
      Reflect.deleteProperty(navigator, "geolocation");
    }
  });

  it("keeps the position the browser gives, with a map link", async () => {
    Object.defineProperty(navigator, "geolocation", {
      configurable: true,
      value: {
        getCurrentPosition: (ok: (p: { coords: { latitude: number; longitude: number } }) => void) =>
          ok({ coords: { latitude: 30.267153, longitude: -97.7430608 } }),
      },
    });
    try {
      openForm();
      await userEvent.click(screen.getByRole("button", { name: "Use my location" }));
      expect(screen.getByRole("link", { name: "30.26715, -97.74306" })).toHaveAttribute(
        "href",
        "https://www.openstreetmap.org/?mlat=30.267153&mlon=-97.743061#map=16/30.267153/-97.743061",
      );
    } finally {
      Reflect.deleteProperty(navigator, "geolocation");
    }
  });
});
