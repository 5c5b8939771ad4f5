import { addDays, relativeDate, todayIn } from "@homebase/contracts";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeAll, describe, expect, it } from "vitest";
import { created, ok, SETTINGS } from "../../test/fakeApi";
import { preloadRoute, renderApp } from "../../test/render";
import { TRIPS_PATH } from "./api";
import { dateRange } from "./format";
import { activity, packApi, stats, trip, tripRoutes } from "./testing";

// The page's code is loaded before the first test, not inside its UI waits (see preloadRoute).
beforeAll(() => preloadRoute("/pack"), 60_000);

const today = todayIn(SETTINGS.time_zone);

describe("PackTrips", () => {
  it("lists upcoming trips, then past ones apart, and says when there are none upcoming", {
    timeout: 30_000,
  }, async () => {
    packApi({
      trips: [
        trip(1, "Lisbon", { date_start: addDays(today, 10), date_end: addDays(today, 14) }),
        trip(2, "Last summer", { date_start: addDays(today, -120), date_end: addDays(today, -110) }),
      ],
    });
    renderApp("/pack");
    const lisbon = await screen.findByRole("link", { name: /^Lisbon/ });
    const when = relativeDate(addDays(today, 10), today);
    expect(lisbon).toHaveTextContent(
      `${dateRange(addDays(today, 10), addDays(today, 14))} · ${when[0]?.toUpperCase()}${when.slice(1)}`,
    );
    const past = screen.getByRole("region", { name: "Past Trips" });
    expect(within(past).getByRole("link", { name: /^Last summer/ })).toBeInTheDocument();
    expect(screen.queryByText("No upcoming trips. Start one above.")).toBeNull();
  });

  it("creates a trip from the Start New Trip card and opens it", { timeout: 30_000 }, async () => {
    const tokyo = trip(7, "Tokyo", { date_start: today, date_end: today });
    const api = packApi({
      routes: {
        [`POST ${TRIPS_PATH}`]: created(tokyo),
        ...tripRoutes({
          trip: tokyo,
          activities: [activity(8, "General")],
          items: [],
          stats: stats({ activities: 1 }),
        }),
      },
    });
    const { router } = renderApp("/pack");
    expect(await screen.findByText("No upcoming trips. Start one above.")).toBeInTheDocument();
    const card = screen.getByRole("region", { name: "Start New Trip" });
    const create = within(card).getByRole("button", { name: "Create Trip" });
    expect(create).toBeDisabled();
    await userEvent.type(within(card).getByRole("textbox", { name: "Name" }), "Tokyo");
    api.answer({ [`GET ${TRIPS_PATH}`]: ok([tokyo]) });
    await userEvent.click(create);
    await waitFor(() => expect(router.state.location.pathname).toBe("/pack/trip/7"));
    expect(api.bodies("POST", TRIPS_PATH)).toEqual([{ name: "Tokyo", date_start: today, date_end: today }]);
    expect(await screen.findByRole("heading", { name: "Tokyo", level: 1 })).toBeInTheDocument();
  });
});
