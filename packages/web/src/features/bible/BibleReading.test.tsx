import { addDays } from "@homebase/contracts";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { renderApp } from "../../test/render";
import { bibleApi, TODAY } from "./testing";

const YEAR = { name: "Bible in a Year", overdue_count: 2 };
const BEHIND = [
  { chapter: "Genesis 1", day: -2 },
  { chapter: "Genesis 2", day: -1 },
  { chapter: "Genesis 3", day: 0 },
];

describe("BibleReading schedule", () => {
  it("lists the readings under Reading Plan, with relative dates on past-due ones", async () => {
    bibleApi({ plans: [YEAR], schedule: BEHIND });
    renderApp("/bible/schedule/");
    expect(await screen.findByRole("heading", { name: "Reading Plan" })).toBeInTheDocument();
    const list = screen.getByRole("list", { name: "Today's readings" });
    const rows = within(list).getAllByRole("listitem");
    expect(rows.map((row) => within(row).getByRole("link").textContent)).toEqual([
      "Genesis 1",
      "Genesis 2",
      "Genesis 3",
    ]);
    expect(within(rows[0] as HTMLElement).getByText("2 days ago")).toHaveAttribute("datetime", addDays(TODAY, -2));
    expect(within(rows[1] as HTMLElement).getByText("yesterday")).toBeInTheDocument();
    expect(within(rows[2] as HTMLElement).queryByText(/Planned/)).not.toBeInTheDocument();
    const link = within(list).getByRole("link", { name: "Genesis 1" });
    expect(link).toHaveAttribute("href", "https://www.biblegateway.com/passage/?search=Genesis%201&version=ESV");
    expect(link).toHaveAttribute("target", "_blank");
    expect(link.getAttribute("rel")).toContain("noopener");
    expect(await screen.findByText("Bible in a Year is 2 readings behind.")).toBeInTheDocument();
    // One plan running: its name would only repeat on every row.
    expect(within(list).queryByText("Bible in a Year")).not.toBeInTheDocument();
  });

  it("hides the heading and says all is done when plans exist but nothing is left today", async () => {
    bibleApi({ plans: [{ name: "Bible in a Year" }] });
    renderApp("/bible/schedule/");
    expect(await screen.findByRole("heading", { name: "All caught up for today" })).toBeInTheDocument();
    expect(screen.queryByRole("heading", { name: "Reading Plan" })).not.toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Reading plans" })).toHaveAttribute("href", "/bible/plans/");
  });

  it("offers to start a plan when there is none", async () => {
    bibleApi();
    renderApp("/bible/schedule/");
    expect(await screen.findByRole("heading", { name: "Start a reading plan" })).toBeInTheDocument();
    expect(screen.queryByRole("heading", { name: "Reading Plan" })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole("link", { name: "Choose a plan" }));
    expect(await screen.findByRole("heading", { level: 1, name: "Reading Plans" })).toBeInTheDocument();
  });

  it("says the plans failed to load rather than guessing there are none", async () => {
    bibleApi({ routes: { "GET /bible/api/plan/": { status: 500, body: { detail: "Boom.", code: "error" } } } });
    renderApp("/bible/schedule/");
    expect(await screen.findByText("Could not load your reading plans.")).toBeInTheDocument();
    expect(screen.queryByRole("heading", { name: "Start a reading plan" })).not.toBeInTheDocument();
  });

  it("ticks a reading at once and patches it", async () => {
    const api = bibleApi({ plans: [YEAR], schedule: BEHIND });
    renderApp("/bible/schedule/");
    const box = await screen.findByRole("checkbox", { name: "Read Genesis 3" });
    await userEvent.click(box);
    expect(box).toBeChecked();
    const entry = api.entry("Genesis 3");
    await waitFor(() =>
      expect(api.bodies("PATCH", `/bible/api/schedule/${entry?.id}/`)).toEqual([{ is_completed: true }]),
    );
    expect(await screen.findByText("2 readings left")).toBeInTheDocument();
  });

  it("puts the tick back and says so when the server refuses", async () => {
    let release: () => void = () => {};
    // Ids are handed out in seed order: the plan is 1, the readings 2, 3 and 4.
    const api = bibleApi({
      plans: [YEAR],
      schedule: BEHIND,
      routes: {
        "PATCH /bible/api/schedule/4/": () =>
          new Promise((resolve) => {
            release = () => resolve({ status: 500, body: { detail: "Database is locked.", code: "error" } });
          }),
      },
    });
    expect(api.entry("Genesis 3")?.id).toBe(4);
    renderApp("/bible/schedule/");
    const box = await screen.findByRole("checkbox", { name: "Read Genesis 3" });
    await userEvent.click(box);
    expect(box).toBeChecked();
    release();
    expect(await screen.findByText("Could not save the reading: Database is locked.")).toBeInTheDocument();
    expect(box).not.toBeChecked();
  });

  it("offers Catch me up only for a plan with overdue readings, and re-dates them", async () => {
    const api = bibleApi({
      plans: [YEAR, { name: "Psalms and Proverbs in a Month" }],
      schedule: [...BEHIND, { chapter: "Psalm 1", day: 0, plan: "Psalms and Proverbs in a Month" }],
    });
    renderApp("/bible/schedule/");
    const list = await screen.findByRole("list", { name: "Today's readings" });
    // Two plans running: the readings are grouped under their plans' names.
    expect(within(list).getByText("Bible in a Year")).toBeInTheDocument();
    expect(within(list).getByText("Psalms and Proverbs in a Month")).toBeInTheDocument();
    expect(screen.getAllByRole("button", { name: /^Catch me up/ })).toHaveLength(1);
    await userEvent.click(screen.getByRole("button", { name: "Catch me up on Bible in a Year" }));
    await waitFor(() =>
      expect(api.requests.some((r) => r.method === "POST" && r.path === "/bible/api/plan/1/catch-up/")).toBe(true),
    );
    await waitFor(() => expect(screen.queryByText("2 days ago")).not.toBeInTheDocument());
    expect(screen.queryByText("yesterday")).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /^Catch me up/ })).not.toBeInTheDocument();
  });

  it("does not offer Catch me up when nothing is overdue", async () => {
    bibleApi({ plans: [{ name: "Bible in a Year" }], schedule: [{ chapter: "Genesis 3", day: 0 }] });
    renderApp("/bible/schedule/");
    await screen.findByRole("heading", { name: "Reading Plan" });
    await screen.findByRole("checkbox", { name: "Read Genesis 3" });
    expect(screen.queryByRole("button", { name: /Catch me up/ })).not.toBeInTheDocument();
  });
});
