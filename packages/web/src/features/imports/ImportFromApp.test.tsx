import type { AppImportResult } from "@homebase/contracts";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { NO_CONTENT, ok } from "../../test/fakeApi";
import { renderWithProviders } from "../../test/render";
import { VEHICLES_PATH } from "../fuel/api";
import { CIVIC, fuelApi } from "../fuel/testing";
import { sendImport } from "./api";
import { ImportFromApps } from "./ImportFromApps";

// The upload itself (XMLHttpRequest, for its progress) is replaced; the import's rules are
// tested against the server (modules/import/apps-import.test.ts).
vi.mock("./api", async (original) => ({ ...(await original<typeof import("./api")>()), sendImport: vi.fn() }));
const send = vi.mocked(sendImport);

const TRUCK = { ...CIVIC, id: 2, slug: "truck", name: "Truck", is_default: false };
const file = new File(["Date,Odometer\n"], "fuelly.csv", { type: "text/csv" });
const result = (more: Partial<AppImportResult>): AppImportResult => ({
  id: null,
  url: null,
  source: "fuelly",
  dry_run: true,
  counts: { fill_ups: 4, fill_ups_skipped: 1 },
  matched: ["Civic (vehicle)"],
  unmatched: [],
  problems: [],
  ...more,
});
const RECORD = {
  id: 7,
  url: "http://localhost/api/import/7/",
  source: "fuelly",
  file_name: "fuelly.csv",
  counts: { fill_ups: 4, fill_ups_skipped: 1 },
  created_at: "2026-11-24T21:00:00.000Z",
};

async function chooseFuelly() {
  await userEvent.click(await screen.findByRole("combobox", { name: "Import from" }));
  await userEvent.click(screen.getByRole("option", { name: "Fuelly" }));
}

async function open(imports: unknown[] = []) {
  const api = fuelApi({ vehicles: [CIVIC, TRUCK], routes: { "GET /api/import/": ok(imports) } });
  renderWithProviders(<ImportFromApps />);
  await chooseFuelly();
  return api;
}

describe("Import from other apps", () => {
  beforeEach(() => send.mockReset());

  it("previews into the chosen vehicle, imports, and undoes the import", async () => {
    const api = await open();
    expect(await screen.findByText("No imports yet. Choose an app and its export above.")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("combobox", { name: "Into vehicle" }));
    await userEvent.click(screen.getByRole("option", { name: "Truck" }));
    send.mockResolvedValueOnce(result({ matched: ["Truck (vehicle)"] }));
    await userEvent.upload(screen.getByLabelText("Fuelly file to import"), file);
    const preview = await screen.findByRole("list", { name: "What the import adds" });
    expect(
      within(preview)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(["4 fill-ups", "1 fill-up already there"]);
    expect(send).toHaveBeenLastCalledWith("fuelly", file, true, { vehicle: "truck" }, expect.any(Function));

    send.mockResolvedValueOnce(result({ id: 7, url: RECORD.url, dry_run: false }));
    api.answer({ "GET /api/import/": ok([RECORD]), "DELETE /api/import/7/": NO_CONTENT });
    await userEvent.click(screen.getByRole("button", { name: "Import" }));
    expect(await screen.findByText("Imported 4 fill-ups from fuelly.csv.")).toBeInTheDocument();
    expect(send).toHaveBeenLastCalledWith("fuelly", file, false, { vehicle: "truck" }, expect.any(Function));
    expect(await screen.findByText("Fuelly: 4 fill-ups")).toBeInTheDocument();
    expect(api.calls("GET", VEHICLES_PATH)).toBeGreaterThan(1);

    api.answer({ "GET /api/import/": ok([]) });
    await userEvent.click(screen.getByRole("button", { name: "Undo" }));
    expect(await screen.findByText("The import of fuelly.csv was undone.")).toBeInTheDocument();
    expect(api.calls("DELETE", "/api/import/7/")).toBe(1);
  });

  it("lists what the file cannot import, and what it leaves out, without an Import button", async () => {
    await open();
    send.mockResolvedValueOnce(
      result({
        problems: [{ line: 3, message: '"soon" is not a date (use yyyy-mm-dd or m/d/yyyy).' }],
        unmatched: ["Line 5: marked as an invalid fueling in Spritmonitor, left out."],
      }),
    );
    await userEvent.upload(await screen.findByLabelText("Fuelly file to import"), file);
    const problems = await screen.findByRole("list", { name: "Problems" });
    expect(problems).toHaveTextContent('Line 3: "soon" is not a date (use yyyy-mm-dd or m/d/yyyy).');
    expect(screen.getByRole("list", { name: "Left out" })).toHaveTextContent("Line 5: marked as an invalid fueling");
    expect(screen.queryByRole("button", { name: "Import" })).toBeNull();
  });

  it("says a file adds nothing new, and shows each line a refused import names", async () => {
    await open();
    send.mockResolvedValueOnce(result({ counts: { fill_ups: 0, fill_ups_skipped: 4 } }));
    await userEvent.upload(await screen.findByLabelText("Fuelly file to import"), file);
    expect(await screen.findByText(/Everything in this file is here already/)).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Import" })).toBeNull();

    const { ApiError } = await import("../../api/client");
    send.mockRejectedValueOnce(
      new ApiError(400, {
        detail: "Nothing was imported.",
        code: "invalid",
        fields: { file: ["Line 2: bad", "Line 9: worse"] },
      }),
    );
    await userEvent.upload(screen.getByLabelText("Fuelly file to import"), file);
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Nothing was imported from fuelly.csv");
    expect(alert).toHaveTextContent("Line 2: bad");
    expect(alert).toHaveTextContent("Line 9: worse");
  });

  it("asks for a vehicle first when the owner has none", async () => {
    fuelApi({ vehicles: [], routes: { "GET /api/import/": ok([]) } });
    renderWithProviders(<ImportFromApps />);
    expect(screen.getByRole("button", { name: "Choose TV Time file" })).toBeEnabled();
    await chooseFuelly();
    expect(await screen.findByText(/Add a vehicle in Fuel first/)).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Choose Fuelly file" })).toBeDisabled();
  });

  it("reports how far a TV import's lookups at TVmaze got, then shows the preview", async () => {
    fuelApi({ vehicles: [CIVIC], routes: { "GET /api/import/": ok([]) } });
    renderWithProviders(<ImportFromApps />);
    await userEvent.click(await screen.findByRole("combobox", { name: "Import from" }));
    await userEvent.click(screen.getByRole("option", { name: "TV Time" }));
    let finish: (answer: AppImportResult) => void = () => undefined;
    send.mockImplementationOnce((_source, _file, _dryRun, _fields, onProgress) => {
      onProgress({ percent: 100, steps: { done: 3, total: 10 } });
      return new Promise((resolve) => {
        finish = resolve;
      });
    });
    await userEvent.upload(screen.getByLabelText("TV Time file to import"), new File(["PK"], "tvtime.zip"));
    expect(await screen.findByText("Looking up shows at TVmaze: 3 of 10.")).toBeInTheDocument();
    expect(screen.getByRole("progressbar", { name: "Reading the file" })).toHaveAttribute("aria-valuenow", "30");
    finish(result({ source: "tvtime", counts: { shows: 2, episodes: 4 }, matched: ["Northern Lights"] }));
    const preview = await screen.findByRole("list", { name: "What the import adds" });
    expect(
      within(preview)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(["2 shows", "4 episodes"]);
  });
});
