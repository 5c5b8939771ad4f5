import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { created, inTurn, ok, type Reply } from "../../test/fakeApi";
import { renderWithProviders } from "../../test/render";
import { WATER_PATHS } from "./api";
import { entry, target, todaysEntries, waterApi } from "./testing";
import { WaterCard } from "./WaterCard";

const progressText = () => screen.findByText(/ of .* · \d+%$/);

describe("WaterCard", () => {
  it("shows today's amount against the target, in oz, with the exact ml on hover", async () => {
    // 1420 ml of 1893 ml: 48 of 64 oz, 75%.
    waterApi({ targetMl: 1893, entries: todaysEntries(591, 591, 238) });
    renderWithProviders(<WaterCard />);
    const text = await progressText();
    expect(text).toHaveTextContent("48 of 64 oz · 75%");
    expect(text).toHaveAttribute("title", "1,420 of 1,893 ml");
    const bar = screen.getByRole("progressbar", { name: "Today's water" });
    expect(bar).toHaveAttribute("aria-valuenow", "75");
    expect(screen.getByRole("link", { name: "Water Tracker" })).toHaveAttribute("href", "/tracker/water/");
  });

  it("caps the bar at full but says honestly how far past the target today is", async () => {
    // 2120 ml of 1893 ml = 112%.
    waterApi({ targetMl: 1893, entries: todaysEntries(946, 946, 228) });
    renderWithProviders(<WaterCard />);
    expect(await progressText()).toHaveTextContent("72 of 64 oz · 112%");
    expect(screen.getByRole("progressbar", { name: "Today's water" })).toHaveAttribute("aria-valuenow", "100");
  });

  it("shows everything in ml when that is the owner's unit", async () => {
    waterApi({ targetMl: 2000, entries: todaysEntries(500, 250), unit: "ml" });
    renderWithProviders(<WaterCard />);
    const text = await progressText();
    expect(text).toHaveTextContent("750 of 2,000 ml · 38%");
    expect(text).not.toHaveAttribute("title");
    // Issue 25: the quick-add buttons say ml first, not only 8oz/20oz/32oz.
    expect(
      within(screen.getByRole("group", { name: "Quick add" }))
        .getAllByRole("button")
        .map((b) => b.textContent),
    ).toEqual(["236 ml · 8 oz", "591 ml · 20 oz", "946 ml · 32 oz"]);
  });

  it.each([
    ["8 oz · 236 ml", 236],
    ["20 oz · 591 ml", 591],
    ["32 oz · 946 ml", 946],
  ])("quick-adds %s as %i ml and shows the new total", async (label, ml) => {
    const added = entry(1, ml);
    const api = waterApi({ targetMl: 1893, routes: { [`POST ${WATER_PATHS.tracker}`]: created(added) } });
    renderWithProviders(<WaterCard />);
    expect(await progressText()).toHaveTextContent("0 of 64 oz · 0%");
    api.answer({ [`GET ${WATER_PATHS.tracker}`]: ok([added]) });
    await userEvent.click(screen.getByRole("button", { name: label }));
    await waitFor(() => expect(api.bodies("POST", WATER_PATHS.tracker)).toEqual([{ amount: ml }]));
    expect(await screen.findByText(new RegExp(`^${Math.round(ml / 29.5735)} of 64 oz`))).toBeInTheDocument();
    // Spec §4: the add refetches today's entries (and the rest under "water").
    await waitFor(() => expect(api.calls("GET", WATER_PATHS.tracker)).toBe(2));
  });

  it("disables a quick-add button while its add is in flight", async () => {
    let answer: (reply: Reply) => void = () => {};
    waterApi({
      routes: { [`POST ${WATER_PATHS.tracker}`]: () => new Promise((resolve) => (answer = resolve)) },
    });
    renderWithProviders(<WaterCard />);
    await progressText();
    const button = screen.getByRole("button", { name: "20 oz · 591 ml" });
    await userEvent.click(button);
    expect(button).toBeDisabled();
    expect(screen.getByRole("button", { name: "8 oz · 236 ml" })).toBeEnabled();
    answer(created(entry(9, 591)));
    await waitFor(() => expect(button).toBeEnabled());
  });

  it("takes an optimistic add back and says so when the server refuses it", async () => {
    waterApi({
      targetMl: 1893,
      entries: todaysEntries(591),
      routes: {
        [`POST ${WATER_PATHS.tracker}`]: { status: 500, body: { detail: "Disk full.", code: "server_error" } },
      },
    });
    renderWithProviders(<WaterCard />);
    expect(await progressText()).toHaveTextContent("20 of 64 oz · 31%");
    await userEvent.click(screen.getByRole("button", { name: "32 oz · 946 ml" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Could not add water: Disk full.");
    expect(await progressText()).toHaveTextContent("20 of 64 oz · 31%");
  });

  it("creates the target at 0 when there is none, then asks for one", async () => {
    // The server makes it and lists it from then on.
    const api = waterApi({
      targetMl: null,
      entries: todaysEntries(236),
      routes: {
        [`POST ${WATER_PATHS.target}`]: created(target(0)),
        [`GET ${WATER_PATHS.target}`]: inTurn(ok([]), ok([target(0)])),
      },
    });
    renderWithProviders(<WaterCard />);
    expect(await screen.findByText("8 oz today")).toBeInTheDocument();
    expect(api.bodies("POST", WATER_PATHS.target)).toEqual([{ target_ml: 0 }]);
    // Spec §7: the list is fetched again after the create.
    expect(api.calls("GET", WATER_PATHS.target)).toBe(2);
    expect(screen.getByText(/No daily target yet/)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Set a daily target" })).toHaveAttribute(
      "href",
      "/tracker/water/#daily-target",
    );
  });

  it("shows a failed load with a way to retry", async () => {
    let fail = true;
    waterApi({
      routes: {
        [`GET ${WATER_PATHS.tracker}`]: () =>
          fail ? { status: 500, body: { detail: "Boom.", code: "server_error" } } : { status: 200, body: [] },
      },
    });
    renderWithProviders(<WaterCard />);
    const section = await screen.findByRole("region", { name: "Water Tracker" });
    expect(await within(section).findByText("Could not load today's water.")).toBeInTheDocument();
    expect(await screen.findByText("Could not load today's water: Boom.")).toBeInTheDocument();
    fail = false;
    await userEvent.click(within(section).getByRole("button", { name: "Retry" }));
    expect(await progressText()).toHaveTextContent("0 of 64 oz · 0%");
  });
});
