import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { signedInApi } from "../../test/fakeApi";
import { renderWithProviders } from "../../test/render";
import { DataImport } from "./DataImport";
import { uploadImport } from "./uploadImport";

// The upload itself (XMLHttpRequest, for its progress events) is replaced; the server's rules
// are tested against the server (modules/import/import.test.ts).
vi.mock("./uploadImport", () => ({ uploadImport: vi.fn() }));
const upload = vi.mocked(uploadImport);

const zip = new File([new Uint8Array([80, 75, 3, 4])], "homebase-export-anna.zip", { type: "application/zip" });
const counts = { money: { money_accounts: 1, money_transactions: 41 }, water: { water_entries: 3 } };

async function choose() {
  signedInApi();
  renderWithProviders(<DataImport />);
  await userEvent.upload(screen.getByLabelText("Export file to import"), zip);
}

describe("Import my data", () => {
  beforeEach(() => upload.mockReset());

  it("previews the file, then imports it and says how much came in", async () => {
    upload.mockResolvedValueOnce({ dry_run: true, counts, problems: [] });
    upload.mockResolvedValueOnce({ dry_run: false, counts, problems: [] });
    await choose();
    const preview = await screen.findByRole("list", { name: "What the file holds" });
    expect(
      within(preview)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(["money: 42 rows", "water: 3 rows"]);
    expect(upload).toHaveBeenCalledWith(zip, true, expect.any(Function));
    await userEvent.click(screen.getByRole("button", { name: "Import" }));
    expect(await screen.findByText("Imported 45 rows from homebase-export-anna.zip")).toBeInTheDocument();
    expect(upload).toHaveBeenLastCalledWith(zip, false, expect.any(Function));
  });

  it("lists the problems and offers no import when the file cannot be imported", async () => {
    const problem = "Your account already holds data (water_entries: 2 rows); import only into an empty account.";
    upload.mockResolvedValueOnce({ dry_run: true, counts, problems: [problem] });
    await choose();
    expect(await screen.findByText(problem)).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Import" })).not.toBeInTheDocument();
  });

  it("says what failed when the file is refused", async () => {
    upload.mockRejectedValueOnce(new Error("This file is not a ZIP archive (invalid zip data)."));
    await choose();
    expect(await screen.findByText("This file is not a ZIP archive (invalid zip data).")).toBeInTheDocument();
  });
});
