import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeAll, describe, expect, it, vi } from "vitest";
import type { AppModule } from "../../app/modules";
import { BACKUP_STATUS, ok, SETTINGS, signedInApi } from "../../test/fakeApi";
import { preloadRoute, renderApp, renderWithProviders } from "../../test/render";
import { SettingsPage } from "./SettingsPage";

// The page's code is loaded before the first test, not inside its UI waits (see preloadRoute).
beforeAll(() => preloadRoute("/settings/"), 60_000);

const echoPatch = {
  "PATCH /auth/users/me/settings/": (request: { body: unknown }) => ({
    status: 200,
    body: { ...SETTINGS, ...(request.body as object) },
  }),
};

function WaterSettings() {
  return <p>Daily target</p>;
}

/** Import from other apps lists past imports and, for its fuel sources, the vehicles. */

async function openSettings(extra = {}) {
  const api = signedInApi(extra);
  renderApp("/settings/");
  await screen.findByRole("heading", { level: 1, name: "Settings" });
  return api;
}

describe("SettingsPage", () => {
  it("has Appearance and Time zone sections", async () => {
    await openSettings();
    expect(screen.getByRole("heading", { level: 2, name: "Appearance" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 2, name: "Time zone" })).toBeInTheDocument();
    expect(screen.getByRole("radiogroup", { name: "Theme" })).toBeInTheDocument();
    expect(await screen.findByRole("combobox", { name: "Time zone" })).toHaveValue("America/Chicago");
  });

  it("saves a new theme at once and confirms it", async () => {
    const api = await openSettings(echoPatch);
    await userEvent.click(screen.getByRole("radio", { name: "System" }));
    expect(await screen.findByRole("status")).toHaveTextContent("Settings saved");
    expect(api.requests.find((r) => r.method === "PATCH")?.body).toEqual({ theme: "system" });
    expect(screen.getByRole("radio", { name: "System" })).toBeChecked();
  });

  it("saves a time zone picked from the list and confirms it", async () => {
    const api = await openSettings(echoPatch);
    const field = await screen.findByRole("combobox", { name: "Time zone" });
    await userEvent.clear(field);
    await userEvent.type(field, "Europe/Berl");
    await userEvent.click(await screen.findByRole("option", { name: "Europe/Berlin" }));

    expect(await screen.findByRole("status")).toHaveTextContent("Settings saved");
    expect(api.requests.find((r) => r.method === "PATCH")?.body).toEqual({ time_zone: "Europe/Berlin" });
    await waitFor(() => expect(field).toHaveValue("Europe/Berlin"));
  });

  it("keeps the stored zone and says what failed when saving is refused", async () => {
    await openSettings({
      "PATCH /auth/users/me/settings/": {
        status: 400,
        body: { detail: "Invalid input.", code: "invalid", fields: { time_zone: ["Unknown time zone."] } },
      },
    });
    const field = await screen.findByRole("combobox", { name: "Time zone" });
    await userEvent.clear(field);
    await userEvent.type(field, "Asia/Toky");
    await userEvent.click(await screen.findByRole("option", { name: "Asia/Tokyo" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Could not save settings: Invalid input.");
    await waitFor(() => expect(field).toHaveValue("America/Chicago"));
  });

  it("adds each module's settings section after the built-in ones", async () => {
    signedInApi();
    const module: AppModule = {
      key: "water",
      label: "Water",
      path: "/tracker/water/",
      icon: "M0 0",
      routes: [],
      settingsSection: { title: "Water", Component: WaterSettings },
    };
    renderWithProviders(<SettingsPage modules={[module]} />);
    const section = screen.getByRole("heading", { level: 2, name: "Water" }).closest("section");
    expect(section).not.toBeNull();
    expect(within(section as HTMLElement).getByText("Daily target")).toBeInTheDocument();
  });

  it("shows the backup schedule and the last backup's time, size and outcome", async () => {
    const run = {
      started_at: "2026-01-16T09:30:00.000Z",
      finished_at: "2026-01-16T09:30:06.000Z",
      status: "succeeded",
      file: "homebase-20260116-093000Z.tar.gz",
      bytes: 19_713_229,
      error: null,
    };
    await openSettings({ "GET /api/backups/status/": ok({ ...BACKUP_STATUS, last: run, last_success: run }) });
    const section = screen.getByRole("heading", { level: 2, name: "Backups" }).closest("section") as HTMLElement;
    expect(
      await within(section).findByText("Every day at 03:30 (America/Chicago), keeping the newest 14 backups."),
    ).toBeInTheDocument();
    expect(section).toHaveTextContent(
      "Last backup: Jan 16, 2026, 3:30 AM: succeeded, 18.8 MB (homebase-20260116-093000Z.tar.gz)",
    );
  });

  it("says when scheduled backups are off", async () => {
    await openSettings({
      "GET /api/backups/status/": ok({ ...BACKUP_STATUS, schedule: { ...BACKUP_STATUS.schedule, at: null } }),
    });
    expect(await screen.findByText("Scheduled backups are off (BACKUP_AT=off).")).toBeInTheDocument();
    expect(screen.getByText("No scheduled backup has run yet.")).toBeInTheDocument();
  });

  it("downloads my data with the token, showing progress, and confirms it", async () => {
    const createObjectURL = vi.fn(() => "blob:export");
    vi.stubGlobal("URL", Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const api = await openSettings({ "GET /api/export/": ok({ zip: "bytes" }) });
    await userEvent.click(screen.getByRole("button", { name: "Download my data" }));
    expect(await screen.findByText("Downloaded homebase-export.zip")).toBeInTheDocument();
    const request = api.requests.find((r) => r.path === "/api/export/");
    expect(request?.headers.get("authorization")).toBe("Bearer test-token");
    expect(createObjectURL).toHaveBeenCalledOnce();
    expect(screen.getByRole("button", { name: "Download my data" })).toBeEnabled();
  });

  it("says what failed when the download is refused", async () => {
    await openSettings({ "GET /api/export/": { status: 500, body: { detail: "Server error.", code: "error" } } });
    await userEvent.click(screen.getByRole("button", { name: "Download my data" }));
    expect(await screen.findByText("Could not download your data: Server error.")).toBeInTheDocument();
  });
});
