import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { created, ok, type Reply, type Routes } from "../../test/fakeApi";
import { renderApp } from "../../test/render";
import { VEHICLES_PATH } from "./api";
import { CIVIC, fillUp, fuelApi, THREE_FILL_UPS } from "./testing";

const IMPORT = "/fuel/api/vehicles/civic/import/";
const HISTORY = [
  "Date,Odometer,Gallons,Price,Total,Partial,Missed,Location,Notes",
  "2025-12-01,500,10,3.00,,0,0,Austin,",
  "2025-12-10,800,10,3.10,,0,0,Waco,",
].join("\n");

async function openVehicle(routes?: Routes) {
  const api = fuelApi({ vehicles: [CIVIC], routes });
  renderApp("/fuel/vehicles/vehicle/civic/");
  await screen.findByRole("heading", { level: 1, name: "Civic" });
  return api;
}

// jsdom's File has no text(), which every browser the app supports has.
const csvFile = (text: string, name: string) =>
  Object.assign(new File([text], name, { type: "text/csv" }), { text: async () => text });
const upload = (text: string, name = "history.csv") =>
  userEvent.upload(screen.getByLabelText("Import CSV"), csvFile(text, name));

describe("Import CSV", () => {
  it("sends the file's text and says how many fill-ups came in", async () => {
    const api = await openVehicle({ [`POST ${IMPORT}`]: created({ imported: 2 }) });
    const imported = [
      fillUp("civic", 5, { date: "2025-12-10", mileage: 800, price_per_gallon: 3.1, total_paid: 31, location: "Waco" }),
      fillUp("civic", 4, { date: "2025-12-01", mileage: 500, location: "Austin" }),
    ];
    api.answer({ [`GET ${VEHICLES_PATH}`]: ok([{ ...CIVIC, entries: [...THREE_FILL_UPS, ...imported] }]) });
    await upload(HISTORY);
    expect(await screen.findByText("Imported 2 fill-ups from history.csv.")).toBeInTheDocument();
    expect(api.bodies("POST", IMPORT)).toEqual([{ csv: HISTORY }]);
    // The list is fetched again, so the imported rows are in the table.
    const table = await screen.findByRole("table", { name: "Fill-ups of Civic" });
    await waitFor(() => expect(within(table).getAllByRole("row")).toHaveLength(6));
  });

  it("shows the server's line-numbered error and that nothing was imported", async () => {
    const detail = "Line 4: The odometer reads 800 on Dec 10, 2025, before this fill-up, so it cannot be 700 here.";
    const refusal = { status: 400, body: { detail, code: "invalid", fields: { csv: [detail] } } };
    await openVehicle({ [`POST ${IMPORT}`]: refusal });
    await upload(`${HISTORY}\n2025-12-20,700,10,3.00,,0,0,,`, "bad.csv");
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Nothing was imported from bad.csv");
    expect(alert).toHaveTextContent(detail);
    // Shown once, in place: no snackbar repeating it.
    expect(screen.getAllByText(detail, { exact: false })).toHaveLength(1);
  });

  it("shows progress while the import runs", async () => {
    let answer: (reply: Reply) => void = () => {};
    await openVehicle({ [`POST ${IMPORT}`]: () => new Promise((resolve) => (answer = resolve)) });
    await upload(HISTORY);
    expect(await screen.findByRole("progressbar", { name: "Importing history.csv" })).toBeInTheDocument();
    expect(screen.getByText("Importing history.csv…")).toBeInTheDocument();
    answer(created({ imported: 2 }));
    expect(await screen.findByText("Imported 2 fill-ups from history.csv.")).toBeInTheDocument();
    expect(screen.queryByRole("progressbar", { name: "Importing history.csv" })).toBeNull();
  });
});
