import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { writeQueue } from "../../app/offline/queue";
import { created, OWNER, ok } from "../../test/fakeApi";
import { renderWithProviders } from "../../test/render";
import { WATER_PATHS, WATER_WRITE } from "./api";
import { entry, history, TWO_FIVE_PM, target, todaysEntries, waterApi } from "./testing";
import { WaterHome } from "./WaterHome";

async function openWaterHome(path = "/tracker/water/") {
  const view = renderWithProviders(<WaterHome />, { path });
  await screen.findByText(/ of .* · \d+%$|today$/);
  return view;
}

const entriesList = () => screen.findByRole("list", { name: "Today's entries" });
const customAmount = () => screen.getByRole("textbox", { name: "Custom amount" });

afterEach(async () => {
  for (const queued of writeQueue.snapshot()) await writeQueue.remove(queued.key);
});

describe("WaterHome", () => {
  it("lists today's entries with their time and a delete button named after them", async () => {
    waterApi({ entries: todaysEntries(236, 591) });
    await openWaterHome();
    const items = within(await entriesList()).getAllByRole("listitem");
    expect(items.map((item) => item.textContent)).toEqual(["8 oz2:05 PM", "20 oz2:04 PM"]);
    expect(screen.getByRole("button", { name: "Delete 8 oz at 2:05 PM" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Delete 20 oz at 2:04 PM" })).toBeInTheDocument();
  });

  it("says so when nothing is logged today", async () => {
    waterApi();
    await openWaterHome();
    expect(await screen.findByText(/Nothing logged yet today/)).toBeInTheDocument();
    expect(screen.queryByRole("list", { name: "Today's entries" })).not.toBeInTheDocument();
  });

  it("adds a custom amount in oz as ml on Enter, then clears the field", async () => {
    const added = entry(1, 355);
    const api = waterApi({ routes: { [`POST ${WATER_PATHS.tracker}`]: created(added) } });
    await openWaterHome();
    api.answer({ [`GET ${WATER_PATHS.tracker}`]: ok([added]) });
    await userEvent.type(customAmount(), "12{Enter}");
    await waitFor(() => expect(api.bodies("POST", WATER_PATHS.tracker)).toEqual([{ amount: 355 }]));
    await waitFor(() => expect(customAmount()).toHaveValue(""));
    expect(await screen.findByRole("button", { name: "Delete 12 oz at 2:05 PM" })).toBeInTheDocument();
  });

  it("refuses amounts outside 1..5000 ml with a message, keeping what was typed", async () => {
    const api = waterApi();
    await openWaterHome();
    const add = screen.getByRole("button", { name: "Add" });
    await userEvent.click(add);
    expect(screen.getByText("Enter an amount to add.")).toBeInTheDocument();

    await userEvent.type(customAmount(), "170");
    await userEvent.click(add);
    expect(screen.getByText("Enter more than 0 and at most 169 oz.")).toBeInTheDocument();
    expect(customAmount()).toHaveValue("170");
    // Oz may have decimals: 0.1 oz is 3 ml.
    expect(customAmount()).toHaveAttribute("aria-invalid", "true");

    await userEvent.clear(customAmount());
    await userEvent.type(customAmount(), "0{Enter}");
    expect(screen.getByText("Enter more than 0 and at most 169 oz.")).toBeInTheDocument();
    expect(api.calls("POST", WATER_PATHS.tracker)).toBe(0);
  });

  it("takes ml as typed when that is the unit, up to 5,000", async () => {
    const api = waterApi({ unit: "ml", routes: { [`POST ${WATER_PATHS.tracker}`]: created(entry(1, 350)) } });
    await openWaterHome();
    await userEvent.type(customAmount(), "5001{Enter}");
    expect(screen.getByText("Enter 1 to 5,000 ml.")).toBeInTheDocument();
    await userEvent.clear(customAmount());
    await userEvent.type(customAmount(), "350{Enter}");
    await waitFor(() => expect(api.bodies("POST", WATER_PATHS.tracker)).toEqual([{ amount: 350 }]));
  });

  it("deletes an entry at once and offers Undo, which adds the same amount again", async () => {
    const [eight, twenty] = todaysEntries(236, 591);
    const again = entry(3, 236);
    const api = waterApi({ entries: [eight!, twenty!], routes: { [`POST ${WATER_PATHS.tracker}`]: created(again) } });
    await openWaterHome();
    api.answer({ [`GET ${WATER_PATHS.tracker}`]: ok([twenty]) });
    await userEvent.click(await screen.findByRole("button", { name: "Delete 8 oz at 2:05 PM" }));
    expect(screen.queryByRole("button", { name: "Delete 8 oz at 2:05 PM" })).not.toBeInTheDocument();
    expect(await screen.findByText("Deleted 8 oz at 2:05 PM")).toBeInTheDocument();
    await waitFor(() => expect(api.calls("DELETE", `${WATER_PATHS.tracker}1/`)).toBe(1));
    // Spec §4: tracker and summary are fetched again after the delete.
    await waitFor(() => expect(api.calls("GET", WATER_PATHS.summary)).toBe(2));

    api.answer({ [`GET ${WATER_PATHS.tracker}`]: ok([again, twenty]) });
    await userEvent.click(screen.getByRole("button", { name: "Undo" }));
    await waitFor(() => expect(api.bodies("POST", WATER_PATHS.tracker)).toEqual([{ amount: 236 }]));
    expect(await screen.findByRole("button", { name: "Delete 8 oz at 2:05 PM" })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText("Deleted 8 oz at 2:05 PM")).not.toBeInTheDocument());
  });

  it("puts a deleted entry back when the server refuses the delete", async () => {
    waterApi({
      entries: todaysEntries(236),
      routes: {
        [`DELETE ${WATER_PATHS.tracker}1/`]: { status: 500, body: { detail: "Locked.", code: "server_error" } },
      },
    });
    await openWaterHome();
    await userEvent.click(await screen.findByRole("button", { name: "Delete 8 oz at 2:05 PM" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Could not delete the water entry: Locked.");
    expect(await screen.findByRole("button", { name: "Delete 8 oz at 2:05 PM" })).toBeInTheDocument();
  });

  it("saves the daily target in the owner's unit when it is committed, and says so", async () => {
    const api = waterApi({
      targetMl: 0,
      routes: { [`PATCH ${WATER_PATHS.target}1/`]: ok(target(1893)) },
    });
    await openWaterHome();
    const field = await screen.findByRole("textbox", { name: "Daily target" });
    expect(field).toHaveValue("0");
    await userEvent.clear(field);
    await userEvent.type(field, "64");
    await userEvent.tab();
    await waitFor(() => expect(api.bodies("PATCH", `${WATER_PATHS.target}1/`)).toEqual([{ target_ml: 1893 }]));
    expect(await screen.findByText("Saved")).toBeInTheDocument();
    expect(await screen.findByText("0 of 64 oz · 0%")).toBeInTheDocument();
  });

  it("keeps a refused target in the field with the server's reason", async () => {
    waterApi({
      targetMl: 1893,
      routes: {
        [`PATCH ${WATER_PATHS.target}1/`]: {
          status: 400,
          body: { detail: "Invalid input.", code: "invalid", fields: { target_ml: ["Use at most 20,000 ml."] } },
        },
      },
    });
    await openWaterHome();
    const field = await screen.findByRole("textbox", { name: "Daily target" });
    await userEvent.clear(field);
    await userEvent.type(field, "80{Enter}");
    expect(await screen.findByText("Use at most 20,000 ml.")).toBeInTheDocument();
    expect(field).toHaveValue("80");
  });

  it("refuses a target over the limit with the limit in the message, never cutting it (issue 25)", async () => {
    const api = waterApi({ targetMl: 1893 });
    await openWaterHome();
    const field = await screen.findByRole("textbox", { name: "Daily target" });
    await userEvent.clear(field);
    await userEvent.type(field, "9999");
    await userEvent.tab();
    expect(await screen.findByText("Use at most 676 oz.")).toBeInTheDocument();
    expect(field).toHaveValue("9999");
    expect(api.bodies("PATCH", `${WATER_PATHS.target}1/`)).toEqual([]);
  });

  it("focuses the target field when opened from the card's 'Set a daily target'", async () => {
    waterApi({ targetMl: 0 });
    await openWaterHome("/tracker/water/#daily-target");
    await waitFor(() => expect(screen.getByRole("textbox", { name: "Daily target" })).toHaveFocus());
  });

  it("switches the unit everywhere and saves it to the owner's settings", async () => {
    const api = waterApi({ targetMl: 1893, entries: todaysEntries(591), summary: history(591, 1893) });
    await openWaterHome();
    expect(await screen.findByText("20 of 64 oz · 31%")).toBeInTheDocument();
    await userEvent.click(await screen.findByRole("button", { name: "ml" }));

    expect(await screen.findByText("591 of 1,893 ml · 31%")).toBeInTheDocument();
    expect(api.bodies("PATCH", "/auth/users/me/settings/")).toEqual([{ water_unit: "ml" }]);
    expect(screen.getByRole("button", { name: "Delete 591 ml at 2:05 PM" })).toBeInTheDocument();
    expect(screen.getByRole("textbox", { name: "Daily target" })).toHaveValue("1893");
    expect(screen.getByRole("button", { name: "ml" })).toHaveAttribute("aria-pressed", "true");
    expect(await screen.findByRole("figure", { name: /Average 20 ml a day/ })).toBeInTheDocument();
  });

  it("shows the streak and the 30 days in words beside the chart", async () => {
    waterApi({
      targetMl: 1893,
      entries: todaysEntries(946, 946, 236),
      summary: history(2128, 1893),
      streak: { current: 3, today_met: true },
    });
    await openWaterHome();
    expect(await screen.findByText("3-day streak – today's target met")).toBeInTheDocument();
    const summary = "Target met on 1 of the last 30 days. Average 2 oz a day.";
    // The same words name the chart's figure for screen readers.
    expect(await screen.findByRole("figure", { name: summary })).toBeInTheDocument();
  });

  it("explains how to start a streak when there is none", async () => {
    waterApi({ targetMl: 1893, streak: { current: 0, today_met: false } });
    await openWaterHome();
    expect(await screen.findByText("No streak yet – meet today's target to start one")).toBeInTheDocument();
  });

  it("counts water waiting to sync in the 30 days and the streak at once", async () => {
    await queueWaterAt2pm("offline-946", 946);
    waterApi({
      targetMl: 1893,
      entries: todaysEntries(946),
      summary: history(946, 1893),
      streak: { current: 2, today_met: false },
    });
    await openWaterHome();
    // 946 ml on the server and 946 waiting make 1,892 of 1,893: not met yet.
    expect(await screen.findByText("2-day streak – meet today's target to keep it going")).toBeInTheDocument();
    expect(await screen.findByRole("figure", { name: "Target met on 0 of the last 30 days. Average 2 oz a day." }));

    await queueWaterAt2pm("offline-1", 1);
    expect(await screen.findByText("3-day streak – today's target met")).toBeInTheDocument();
    expect(await screen.findByRole("figure", { name: "Target met on 1 of the last 30 days. Average 2 oz a day." }));
  });
});

/** Water added offline at 2:05 PM today (only Date is faked: the queue stamps the entry with it). */
async function queueWaterAt2pm(key: string, amount: number) {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(new Date(TWO_FIVE_PM));
  try {
    await writeQueue.add({
      key,
      owner: OWNER.username,
      kind: WATER_WRITE,
      label: `${amount} ml of water`,
      method: "POST",
      url: WATER_PATHS.tracker,
      body: { amount },
      invalidates: [["water"]],
    });
  } finally {
    vi.useRealTimers();
  }
}
