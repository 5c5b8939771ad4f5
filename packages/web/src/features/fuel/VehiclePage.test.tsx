import { screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { emptyOfflineQueue, queueOfflineWrite } from "../../test/offlineQueue";
import { preloadRoute, renderApp } from "../../test/render";
import { emulatePhone } from "../../test/viewport";
import { FUEL_ENTRY_WRITE } from "./api";
import { CIVIC, fuelApi, NO_SUMMARY } from "./testing";

// The page's code is loaded before the first test, not inside its UI waits (see preloadRoute).
beforeAll(() => preloadRoute("/fuel/vehicles/vehicle/civic/"), 60_000);

async function openVehicle(civic = CIVIC) {
  fuelApi({ vehicles: [civic] });
  renderApp("/fuel/vehicles/vehicle/civic/");
  await screen.findByRole("heading", { level: 1, name: "Civic" });
}

const summaryFigures = () =>
  within(screen.getByRole("region", { name: "Summary" }))
    .getAllByRole("definition")
    .map((dd) => `${dd.previousElementSibling?.textContent}: ${dd.textContent}`);

afterEach(emptyOfflineQueue);

describe("Vehicle page", () => {
  it("shows the server's summary: average MPG, cost per mile, totals", async () => {
    await openVehicle();
    const summary = screen.getByRole("region", { name: "Summary" });
    const figures = within(summary)
      .getAllByRole("definition")
      .map((dd) => `${dd.previousElementSibling?.textContent}: ${dd.textContent}`);
    expect(figures).toEqual([
      "Average MPG: 40.0",
      "Cost per mile: $0.080",
      "Total paid: $61.95",
      "Total gallons: 20.000",
      "Total miles: 400",
      "Fill-ups: 3",
    ]);
    expect(within(screen.getByRole("main")).getByRole("link", { name: "Add Fill-up" })).toHaveAttribute(
      "href",
      "/fuel/vehicles/vehicle/civic/entries/add/",
    );
  });

  it("counts a fill-up waiting to sync in the summary and its MPG at once", async () => {
    await queueOfflineWrite({
      key: "offline-fill-up",
      kind: FUEL_ENTRY_WRITE,
      label: "Fill-up",
      method: "POST",
      url: CIVIC.entries_url,
      body: { date: "2026-01-20", mileage: 1700, gallons: 10, price_per_gallon: 3, is_full: true },
      invalidates: [["fuel"]],
    });
    await openVehicle();
    // 400 miles on 10 gallons, then 300 on the 10 waiting: 700 on 20.
    await waitFor(() =>
      expect(summaryFigures()).toEqual(
        expect.arrayContaining(["Average MPG: 35.0", "Total miles: 700", "Total gallons: 30.000", "Fill-ups: 4"]),
      ),
    );
  });

  it("describes the MPG and price charts in words", async () => {
    await openVehicle();
    expect(
      screen.getByRole("figure", {
        name: "MPG per fill-up: 1 fill-up, Jan 14, 2026: latest 40.0, lowest 40.0, highest 40.0.",
      }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole("figure", {
        name: "Price per gallon: 3 fill-ups, Jan 5, 2026 to Jan 14, 2026: latest $3.259, lowest $3.000, highest $3.259.",
      }),
    ).toBeInTheDocument();
  });

  it("lists fill-ups one per item on a phone, with every figure", async () => {
    emulatePhone();
    await openVehicle();
    const list = screen.getByRole("list", { name: "Fill-ups of Civic" });
    expect(screen.queryByRole("table")).toBeNull();
    expect(
      within(list)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual([
      "Jan 14, 202640.0 MPG1,400 mi · +250 mi · 6.000 gal · $3.259/galCostco",
      "Jan 9, 2026Partial–1,150 mi · +150 mi · 4.000 gal · $3.100/galShell",
      "Jan 5, 2026–1,000 mi · 10.000 gal · $3.000/gal",
    ]);
  });

  it("invites the first fill-up or an import when there are none", async () => {
    await openVehicle({ ...CIVIC, entries: [], last_entry: null, summary: NO_SUMMARY });
    expect(screen.getByText(/^No fill-ups yet\./)).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Import" })).toBeInTheDocument();
    expect(screen.queryByRole("region", { name: "Summary" })).toBeNull();
  });
});
