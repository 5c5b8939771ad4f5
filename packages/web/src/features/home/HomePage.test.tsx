import type { QueryClient } from "@tanstack/react-query";
import { screen } from "@testing-library/react";
import { useLayoutEffect } from "react";
import { describe, expect, it, vi } from "vitest";
import type { AppModule } from "../../app/modules";
import { BACKUP_STATUS, OWNER, ok, signedInApi } from "../../test/fakeApi";
import { renderWithProviders } from "../../test/render";
import { meKey } from "../auth/hooks";
import { HomePage } from "./HomePage";

const seedOwner = { seed: (client: QueryClient) => client.setQueryData(meKey, OWNER) };

function WaterWidget() {
  return <p>Water widget</p>;
}

const water: AppModule = {
  key: "water",
  label: "Water",
  path: "/tracker/water/",
  icon: "M0 0",
  routes: [],
  homeWidget: { Component: WaterWidget, minHeight: 192 },
};

// Each counted widget notes, when it mounts, how many widgets the page then shows, and counts its renders.
// A layout effect, not a passive one: it runs in the commit that puts the widget in the page, so it
// has run by the time findByText sees the widget (React may run passive effects a turn later, and the
// test read the counts before the last widget's effect had run).
const widgetsSeenAtMount: Record<string, number> = {};
const widgetRenders: Record<string, number> = {};
function CountedWidget({ name }: { name: string }) {
  widgetRenders[name] = (widgetRenders[name] ?? 0) + 1;
  useLayoutEffect(() => {
    widgetsSeenAtMount[name] = document.querySelectorAll("[data-test-widget]").length;
  }, [name]);
  return <p data-test-widget>{name} widget</p>;
}
const COUNTED_WIDGETS = {
  water: () => <CountedWidget name="water" />,
  fuel: () => <CountedWidget name="fuel" />,
  tasks: () => <CountedWidget name="tasks" />,
};

describe("HomePage", () => {
  it("greets the owner and, with every module hidden, says where to turn them on", async () => {
    signedInApi();
    renderWithProviders(<HomePage modules={[]} />, seedOwner);
    expect(screen.getByRole("heading", { level: 1, name: "Welcome, owner" })).toBeInTheDocument();
    expect(await screen.findByText(/Every module is hidden/)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Settings, under Modules" })).toHaveAttribute("href", "/settings/");
    expect(screen.getByRole("link", { name: "Choose your theme and time zone" })).toHaveAttribute("href", "/settings/");
    expect(screen.queryByRole("heading", { name: "Your modules" })).not.toBeInTheDocument();
  });

  it("greets with the name kept at sign-in while the owner is still being asked for", async () => {
    signedInApi({ "GET /auth/users/me/": () => new Promise(() => {}) });
    localStorage.setItem("username", "ana");
    renderWithProviders(<HomePage modules={[]} />);
    expect(screen.getByRole("heading", { level: 1, name: "Welcome, ana" })).toBeInTheDocument();
  });

  it("shows modules' widgets and links to each module", async () => {
    signedInApi();
    renderWithProviders(<HomePage modules={[water]} />, seedOwner);
    expect(await screen.findByText("Water widget")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Water" })).toHaveAttribute("href", "/tracker/water/");
    expect(screen.queryByText(/Every module is hidden/)).not.toBeInTheDocument();
  });

  it("mounts the widgets one per turn, top first, without rendering the ones already shown again", async () => {
    signedInApi();
    const modules = (["water", "fuel", "tasks"] as const).map(
      (key): AppModule => ({
        ...water,
        key,
        label: key,
        homeWidget: { Component: COUNTED_WIDGETS[key], minHeight: 100 },
      }),
    );
    renderWithProviders(<HomePage modules={modules} />, seedOwner);
    expect(await screen.findByText("tasks widget")).toBeInTheDocument();
    expect(widgetsSeenAtMount).toEqual({ water: 1, fuel: 2, tasks: 3 });
    expect(widgetRenders).toEqual({ water: 1, fuel: 1, tasks: 1 });
  });

  it("warns while the scheduled backup fails, until one succeeds", async () => {
    const failed = {
      started_at: "2026-01-16T09:30:00.000Z",
      finished_at: "2026-01-16T09:30:01.000Z",
      status: "failed",
      file: null,
      bytes: null,
      error: "ENOSPC: no space left on device",
    };
    signedInApi({ "GET /api/backups/status/": ok({ ...BACKUP_STATUS, last: failed, is_failing: true }) });
    renderWithProviders(<HomePage modules={[]} />, seedOwner);
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("The scheduled backup failed");
    expect(alert).toHaveTextContent("On Jan 16, 2026, 3:30 AM: ENOSPC: no space left on device.");
    expect(alert).toHaveTextContent("There is no good backup yet.");
  });

  it("shows no backup warning when the last backup succeeded", async () => {
    const api = signedInApi();
    renderWithProviders(<HomePage modules={[]} />, seedOwner);
    await screen.findByRole("heading", { level: 1 });
    await vi.waitFor(() => expect(api.calls("GET", "/api/backups/status/")).toBe(1));
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });
});
