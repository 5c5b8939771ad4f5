import type { QueryClient } from "@tanstack/react-query";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import type { AppModule } from "../../app/modules";
import { OWNER, ok, SETTINGS, signedInApi } from "../../test/fakeApi";
import { renderWithProviders } from "../../test/render";
import { meKey } from "../auth/hooks";
import { HomePage } from "./HomePage";

const seedOwner = { seed: (client: QueryClient) => client.setQueryData(meKey, OWNER) };

const moduleOf = (key: AppModule["key"], label: string, path: string): AppModule => ({
  key,
  label,
  path,
  icon: "M0 0",
  routes: [],
});
const MODULES = [
  moduleOf("bible", "Reading Plan", "/bible/schedule/"),
  moduleOf("tv", "TV Series", "/tv/"),
  moduleOf("bills", "Recurring Bills", "/bills/"),
  moduleOf("fuel", "Fuel Entries", "/fuel/"),
  moduleOf("water", "Water", "/tracker/water/"),
];

const progress = (done: string[]) =>
  ok({
    steps: ["water", "bills", "tv", "bible", "fuel"].map((key) => ({ key, is_done: done.includes(key) })),
  });

const checklist = () => screen.findByRole("region", { name: "Getting started" });

describe("Getting started on Home", () => {
  it("lists the steps not yet taken, each linking to where it is done", async () => {
    signedInApi({ "GET /auth/users/me/getting-started/": progress(["tv"]) });
    renderWithProviders(<HomePage modules={MODULES} />, seedOwner);
    const list = await checklist();
    expect(list).toHaveTextContent("1 of 5 done.");
    const links = within(list)
      .getAllByRole("link")
      .map((link) => [link.textContent, link.getAttribute("href")]);
    expect(links).toEqual([
      ["Set a daily water target", "/tracker/water/#daily-target"],
      ["Add a bill", "/bills/create/"],
      ["Start a reading plan", "/bible/plans/"],
      ["Add a vehicle", "/fuel/"],
    ]);
  });

  it("leaves out the steps of hidden modules, and those modules' links", async () => {
    signedInApi({
      "GET /auth/users/me/settings/": ok({ ...SETTINGS, hidden_modules: ["bills", "fuel"] }),
      "GET /auth/users/me/getting-started/": progress([]),
    });
    renderWithProviders(<HomePage modules={MODULES} />, seedOwner);
    const list = await checklist();
    expect(list).toHaveTextContent("0 of 3 done.");
    expect(within(list).queryByRole("link", { name: "Add a bill" })).not.toBeInTheDocument();
    expect(within(list).queryByRole("link", { name: "Add a vehicle" })).not.toBeInTheDocument();
    const modules = await screen.findByRole("region", { name: "Your modules" });
    expect(
      within(modules)
        .getAllByRole("link")
        .map((link) => link.textContent),
    ).toEqual(["Reading Plan", "TV Series", "Water"]);
  });

  it("is gone once every step is done", async () => {
    const api = signedInApi({
      "GET /auth/users/me/getting-started/": progress(["water", "bills", "tv", "bible", "fuel"]),
    });
    renderWithProviders(<HomePage modules={MODULES} />, seedOwner);
    await waitFor(() => expect(api.calls("GET", "/auth/users/me/getting-started/")).toBe(1));
    await screen.findByRole("region", { name: "Your modules" });
    expect(screen.queryByRole("region", { name: "Getting started" })).not.toBeInTheDocument();
  });

  it("dismisses for good through the owner's settings", async () => {
    const api = signedInApi({
      "GET /auth/users/me/getting-started/": progress([]),
      "PATCH /auth/users/me/settings/": (request) => ok({ ...SETTINGS, ...(request.body as object) }),
    });
    renderWithProviders(<HomePage modules={MODULES} />, seedOwner);
    await checklist();
    await userEvent.click(screen.getByRole("button", { name: "Dismiss getting started" }));
    await waitFor(() => expect(screen.queryByRole("region", { name: "Getting started" })).not.toBeInTheDocument());
    expect(api.bodies("PATCH", "/auth/users/me/settings/")).toEqual([{ is_getting_started_dismissed: true }]);
  });

  it("still shows the modules when the settings cannot be loaded", async () => {
    signedInApi({
      "GET /auth/users/me/settings/": { status: 500, body: { detail: "Server error.", code: "error" } },
    });
    renderWithProviders(<HomePage modules={MODULES} />, seedOwner);
    expect(await screen.findByRole("region", { name: "Your modules" })).toBeInTheDocument();
    expect(screen.queryByRole("region", { name: "Getting started" })).not.toBeInTheDocument();
  });

  it("shows the modules without the list when the steps cannot be loaded", async () => {
    signedInApi({
      "GET /auth/users/me/getting-started/": { status: 500, body: { detail: "Server error.", code: "error" } },
    });
    renderWithProviders(<HomePage modules={MODULES} />, seedOwner);
    expect(await screen.findByRole("region", { name: "Your modules" })).toBeInTheDocument();
    expect(screen.queryByRole("region", { name: "Getting started" })).not.toBeInTheDocument();
  });

  it("is not asked for once dismissed", async () => {
    const api = signedInApi({
      "GET /auth/users/me/settings/": ok({ ...SETTINGS, is_getting_started_dismissed: true }),
      "GET /auth/users/me/getting-started/": progress([]),
    });
    renderWithProviders(<HomePage modules={MODULES} />, seedOwner);
    await waitFor(() => expect(api.calls("GET", "/auth/users/me/settings/")).toBe(1));
    await screen.findByRole("region", { name: "Your modules" });
    expect(api.calls("GET", "/auth/users/me/getting-started/")).toBe(0);
    expect(screen.queryByRole("region", { name: "Getting started" })).not.toBeInTheDocument();
  });
});
