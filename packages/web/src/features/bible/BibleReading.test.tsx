import { addDays } from "@homebase/contracts";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { ok } from "../../test/fakeApi";
import { emptyOfflineQueue, queueOfflineWrite } from "../../test/offlineQueue";
import { preloadRoute, renderApp } from "../../test/render";
import { PLANS_PATH, READING_TICK_WRITE, SCHEDULE_PATH } from "./api";
import { bibleApi, pathOf, plan, reading, TODAY } from "./testing";

// The page's code is loaded before the first test, not inside its UI waits (see preloadRoute).
beforeAll(() => preloadRoute("/bible/schedule/"), 60_000);

const YEAR = plan(1, "Bible in a Year", { overdue_count: 2 });
const pastDue = (days: number) => ({ planned_date: addDays(TODAY, -days), is_past_due: true });
const GENESIS_1 = reading(
  2,
  YEAR,
  {
    name: "Genesis 1",
    book: "GEN",
    number: 1,
    passage_url: "https://www.biblegateway.com/passage/?search=Genesis%201&version=ESV",
  },
  pastDue(2),
);
const GENESIS_2 = reading(3, YEAR, { name: "Genesis 2", book: "GEN", number: 2 }, pastDue(1));
const GENESIS_3 = reading(4, YEAR, { name: "Genesis 3", book: "GEN", number: 3 });
const BEHIND = [GENESIS_1, GENESIS_2, GENESIS_3];

afterEach(emptyOfflineQueue);

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
    bibleApi({ plans: [plan(1, "Bible in a Year")] });
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
    const api = bibleApi({
      plans: [YEAR],
      schedule: BEHIND,
      routes: {
        [`PATCH ${pathOf(GENESIS_3)}`]: ok({
          ...GENESIS_3,
          is_completed: true,
          time_completed: "2026-01-01T12:00:00.000Z",
        }),
      },
    });
    renderApp("/bible/schedule/");
    const box = await screen.findByRole("checkbox", { name: "Read Genesis 3" });
    await userEvent.click(box);
    expect(box).toBeChecked();
    await waitFor(() => expect(api.bodies("PATCH", pathOf(GENESIS_3))).toEqual([{ is_completed: true }]));
    expect(await screen.findByText("2 readings left")).toBeInTheDocument();
  });

  it("says which reading's tick is waiting to sync, on its row alone", async () => {
    await queueOfflineWrite({
      key: "offline-tick",
      kind: READING_TICK_WRITE,
      label: "Read: Genesis 3",
      method: "PATCH",
      url: GENESIS_3.url,
      body: { is_completed: true },
      invalidates: [["bible"]],
    });
    bibleApi({ plans: [YEAR], schedule: BEHIND });
    renderApp("/bible/schedule/");
    const list = await screen.findByRole("list", { name: "Today's readings" });
    const rows = within(list).getAllByRole("listitem");
    expect(rows.map((row) => within(row).queryByText("waiting to sync") !== null)).toEqual([false, false, true]);
    expect(within(rows[2] as HTMLElement).getByRole("checkbox", { name: "Read Genesis 3" })).toBeChecked();
  });

  it("puts the tick back and says so when the server refuses", async () => {
    let release: () => void = () => {};
    bibleApi({
      plans: [YEAR],
      schedule: BEHIND,
      routes: {
        [`PATCH ${pathOf(GENESIS_3)}`]: () =>
          new Promise((resolve) => {
            release = () => resolve({ status: 500, body: { detail: "Database is locked.", code: "error" } });
          }),
      },
    });
    renderApp("/bible/schedule/");
    const box = await screen.findByRole("checkbox", { name: "Read Genesis 3" });
    await userEvent.click(box);
    expect(box).toBeChecked();
    release();
    expect(await screen.findByText("Could not save the reading: Database is locked.")).toBeInTheDocument();
    expect(box).not.toBeChecked();
  });

  it("offers Catch me up only for a plan with overdue readings, and re-dates them", async () => {
    const psalms = plan(5, "Psalms and Proverbs in a Month");
    const api = bibleApi({
      plans: [YEAR, psalms],
      schedule: [...BEHIND, reading(6, psalms, { name: "Psalm 1", book: "PSA", number: 1 })],
      routes: { [`POST ${pathOf(YEAR.catch_up_url)}`]: ok({ ...YEAR, overdue_count: 0 }) },
    });
    renderApp("/bible/schedule/");
    const list = await screen.findByRole("list", { name: "Today's readings" });
    // Two plans running: the readings are grouped under their plans' names.
    expect(within(list).getByText("Bible in a Year")).toBeInTheDocument();
    expect(within(list).getByText("Psalms and Proverbs in a Month")).toBeInTheDocument();
    expect(screen.getAllByRole("button", { name: /^Catch me up/ })).toHaveLength(1);
    // The server moves the open readings to today; the schedule and plans are fetched again.
    const caughtUp = { planned_date: TODAY, is_past_due: false };
    api.answer({
      [`GET ${SCHEDULE_PATH}`]: ok([{ ...GENESIS_1, ...caughtUp }, { ...GENESIS_2, ...caughtUp }, GENESIS_3]),
      [`GET ${PLANS_PATH}`]: ok([{ ...YEAR, overdue_count: 0 }, psalms]),
    });
    await userEvent.click(screen.getByRole("button", { name: "Catch me up on Bible in a Year" }));
    await waitFor(() => expect(api.calls("POST", "/bible/api/plan/1/catch-up/")).toBe(1));
    await waitFor(() => expect(screen.queryByText("2 days ago")).not.toBeInTheDocument());
    expect(screen.queryByText("yesterday")).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /^Catch me up/ })).not.toBeInTheDocument();
  });

  it("does not offer Catch me up when nothing is overdue", async () => {
    bibleApi({ plans: [plan(1, "Bible in a Year")], schedule: [GENESIS_3] });
    renderApp("/bible/schedule/");
    await screen.findByRole("heading", { name: "Reading Plan" });
    await screen.findByRole("checkbox", { name: "Read Genesis 3" });
    expect(screen.queryByRole("button", { name: /Catch me up/ })).not.toBeInTheDocument();
  });

  it("reads ahead: tomorrow's reading ticked today joins today's list as done (issue 25)", async () => {
    const done = { ...GENESIS_3, is_completed: true };
    const tomorrow = reading(
      5,
      YEAR,
      { name: "Genesis 4", book: "GEN", number: 4 },
      { planned_date: addDays(TODAY, 1) },
    );
    const api = bibleApi({
      plans: [plan(1, "Bible in a Year")],
      schedule: [done],
      routes: {
        [`GET ${SCHEDULE_PATH}ahead/`]: ok([tomorrow]),
        [`PATCH ${pathOf(tomorrow.url)}`]: ok({ ...tomorrow, is_completed: true }),
      },
    });
    renderApp("/bible/schedule/");
    const ahead = await screen.findByRole("list", { name: "Readings ahead" });
    api.answer({
      [`GET ${SCHEDULE_PATH}`]: ok([done, { ...tomorrow, is_completed: true }]),
      [`GET ${SCHEDULE_PATH}ahead/`]: ok([]),
    });
    await userEvent.click(within(ahead).getByRole("checkbox", { name: "Read Genesis 4" }));
    await waitFor(() => expect(api.bodies("PATCH", pathOf(tomorrow.url))).toEqual([{ is_completed: true }]));
    const today = await screen.findByRole("list", { name: "Today's readings" });
    await waitFor(() => expect(within(today).getByRole("checkbox", { name: "Read Genesis 4" })).toBeChecked());
    expect(screen.queryByRole("list", { name: "Readings ahead" })).not.toBeInTheDocument();
  });
});
