import type { FuelEntry, Vehicle } from "@homebase/contracts";
import type { QueryClient } from "@tanstack/react-query";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { renderWithProviders } from "../../test/render";
import { fuelKeys } from "./api";
import { EntriesTable } from "./EntriesTable";
import { CIVIC, fillUp, fuelApi, THREE_FILL_UPS } from "./testing";

function renderTable(entries: FuelEntry[], units: Partial<Pick<Vehicle, "distance_unit" | "volume_unit">> = {}) {
  const vehicle: Vehicle = { ...CIVIC, entries, ...units };
  fuelApi({ vehicles: [vehicle] });
  const seed = (client: QueryClient) => client.setQueryData(fuelKeys.vehicles, [vehicle]);
  renderWithProviders(<EntriesTable vehicle={vehicle} />, { seed });
  return screen.getByRole("table", { name: "Fill-ups of Civic" });
}

const cellTexts = (row: HTMLElement) =>
  within(row)
    .getAllByRole("cell")
    .map((cell) => cell.textContent);

/** Fill-ups a day apart, 300 miles and 10 gallons each, newest first. */
const manyFillUps = (count: number): FuelEntry[] =>
  Array.from({ length: count }, (_, i) =>
    fillUp("civic", i + 1, {
      date: new Date(Date.UTC(2025, 0, 1 + i)).toISOString().slice(0, 10),
      mileage: 1000 + i * 300,
      miles: i === 0 ? null : 300,
      miles_per_gallon: i === 0 ? null : 30,
    }),
  ).reverse();

describe("EntriesTable", () => {
  it("shows spec §2's columns with spec §9's decimals, newest first", () => {
    const table = renderTable(THREE_FILL_UPS);
    const [header, ...rows] = within(table).getAllByRole("row");
    expect(
      within(header!)
        .getAllByRole("columnheader")
        .map((c) => c.textContent),
    ).toEqual(["Date", "Mileage", "$/G", "Gallons", "Miles", "MPG", "Location"]);
    expect(rows.map(cellTexts)).toEqual([
      ["Jan 14, 2026", "1,400", "$3.259", "6.000", "250", "40.0", "Costco"],
      ["Jan 9, 2026Partial", "1,150", "$3.100", "4.000", "150", "–", "Shell"],
      ["Jan 5, 2026", "1,000", "$3.000", "10.000", "–", "–", ""],
    ]);
  });

  it("links each date to its edit page and a positioned location to OpenStreetMap in a new tab", () => {
    const table = renderTable(THREE_FILL_UPS);
    expect(within(table).getByRole("link", { name: "Jan 14, 2026" })).toHaveAttribute(
      "href",
      "/fuel/vehicles/vehicle/civic/entries/3/edit/",
    );
    const map = within(table).getByRole("link", { name: /^Costco: map of the Jan 14, 2026 fill-up/ });
    expect(map).toHaveAttribute(
      "href",
      "https://www.openstreetmap.org/?mlat=30.2672&mlon=-97.7431#map=16/30.2672/-97.7431",
    );
    expect(map).toHaveAttribute("target", "_blank");
    // No position, no map link: the location is plain text.
    expect(within(table).queryByRole("link", { name: /Shell/ })).toBeNull();
  });

  it("marks partial fill-ups and fill-ups after a missed one", () => {
    const table = renderTable([
      fillUp("civic", 3, { date: "2026-02-09", mileage: 500, missed_previous: true, miles: 300 }),
      fillUp("civic", 2, { date: "2026-02-03", mileage: 200, is_full: false, miles: 100 }),
      fillUp("civic", 1, { date: "2026-02-01", mileage: 100 }),
    ]);
    expect(within(table).getByText("Partial").closest("[title]")).toHaveAttribute(
      "title",
      expect.stringMatching(/^Partial fill-up/),
    );
    expect(within(table).getByText("Missed previous")).toBeInTheDocument();
  });

  it("names the columns in the vehicle's units", () => {
    const table = renderTable(THREE_FILL_UPS, { distance_unit: "km", volume_unit: "l" });
    expect(
      within(table)
        .getAllByRole("columnheader")
        .map((c) => c.textContent),
    ).toEqual(["Date", "Mileage (km)", "$/L", "Litres", "Km", "km/L", "Location"]);
  });

  it("pages 10 at a time and offers 10, 25, 50, 100 and All", async () => {
    const table = renderTable(manyFillUps(27));
    expect(within(table).getAllByRole("row")).toHaveLength(11);
    expect(screen.getByText("1–10 of 27")).toBeInTheDocument();

    const size = screen.getByRole("combobox", { name: /Rows per page/ });
    const options = within(size)
      .getAllByRole("option")
      .map((option) => option.textContent);
    expect(options).toEqual(["10", "25", "50", "100", "All"]);
    expect(screen.getByRole("button", { name: "Go to previous page" })).toBeDisabled();
    await userEvent.selectOptions(size, "All");
    expect(within(table).getAllByRole("row")).toHaveLength(28);
    expect(screen.getByText("1–27 of 27")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Go to next page" })).toBeDisabled();

    await userEvent.selectOptions(size, "25");
    await userEvent.click(screen.getByRole("button", { name: "Go to next page" }));
    expect(screen.getByText("26–27 of 27")).toBeInTheDocument();
    expect(within(table).getAllByRole("row")).toHaveLength(3);
    expect(screen.getByRole("button", { name: "Go to next page" })).toBeDisabled();
    await userEvent.click(screen.getByRole("button", { name: "Go to previous page" }));
    expect(screen.getByText("1–25 of 27")).toBeInTheDocument();
  });
});
