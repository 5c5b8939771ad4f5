import type { TvShow } from "@homebase/contracts";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeAll, describe, expect, it } from "vitest";
import { ok } from "../../test/fakeApi";
import { preloadRoute, renderApp } from "../../test/render";
import { catchUp } from "./TvCatchUp";
import { FUTURE, nextEpisode, PAST, pathOf, show, stateOf, tvApi } from "./testing";

// The page's code is loaded before the first test, not inside its UI waits (see preloadRoute).
beforeAll(() => preloadRoute("/"), 60_000);

const strip = () => screen.findByRole("region", { name: "TV Catch Up" });

/** "Aired n": season n's two episodes aired (later seasons later), none watched. */
const airedShows = (count: number) =>
  Array.from({ length: count }, (_, i) =>
    show(i + 1, `Aired ${i + 1}`, { aired: 2, next_episode: nextEpisode(i + 1, 1) }),
  );
/** "Soon n": S1E1 watched, S1E2 to come. */
const upcomingShows = (count: number) =>
  Array.from({ length: count }, (_, i) =>
    show(100 + i, `Soon ${i + 1}`, {
      aired: 1,
      completed: 1,
      last_watched_at: PAST,
      next_episode: nextEpisode(1, 2, { first_aired: FUTURE, is_future: true }),
    }),
  );
const AIRED_1 = airedShows(1)[0]!;
/** What marking Aired 1's next episode watched answers. */
const AIRED_1_WATCHED = stateOf({ ...AIRED_1, completed: 1, last_watched_at: PAST, next_episode: nextEpisode(1, 2) });

describe("Home TV Catch Up strip", () => {
  it("shows at most 5 On Deck posters and 7 Upcoming posters with their dates", async () => {
    tvApi({ shows: [...airedShows(7), ...upcomingShows(9)] });
    renderApp("/");
    const section = await strip();
    const onDeckRow = await within(section).findByRole("list", { name: "On Deck" });
    expect(within(onDeckRow).getAllByRole("listitem")).toHaveLength(5);
    // Most recent airing first: the later seasons aired later.
    expect(
      within(onDeckRow)
        .getAllByRole("link")
        .map((a) => a.textContent),
    ).toEqual(["Aired 7", "Aired 6", "Aired 5", "Aired 4", "Aired 3"]);
    const upcomingRow = within(section).getByRole("list", { name: "Upcoming" });
    const soon = within(upcomingRow).getAllByRole("listitem");
    expect(soon).toHaveLength(7);
    expect(within(soon[0]!).getByText("Jan 16, 2099")).toBeInTheDocument();
    expect(within(upcomingRow).queryByRole("button")).not.toBeInTheDocument();
    expect(within(section).getByRole("link", { name: "TVmaze" })).toHaveAttribute("href", "https://www.tvmaze.com/");
  });

  it("caps each kind on its own (spec §9: 5 aired plus 7 upcoming)", () => {
    const show = (id: number, is_future: boolean, first_aired: string) =>
      ({ id, is_hidden: false, aired: 1, next_episode: { first_aired, is_future } }) as TvShow;
    const shows = [
      ...Array.from({ length: 3 }, (_, i) => show(i, false, `2020-01-0${i + 1}T00:00:00Z`)),
      ...Array.from({ length: 10 }, (_, i) => show(10 + i, true, `2099-01-${10 + i}T00:00:00Z`)),
    ];
    const { aired, soon } = catchUp(shows);
    expect(aired.map((s) => s.id)).toEqual([2, 1, 0]);
    expect(soon.map((s) => s.id)).toEqual([10, 11, 12, 13, 14, 15, 16]);
  });

  it("double-clicking a poster marks its episode watched", async () => {
    const api = tvApi({
      shows: [AIRED_1],
      routes: { [`PATCH ${pathOf(AIRED_1.mark_as_watched_url)}`]: ok(AIRED_1_WATCHED) },
    });
    renderApp("/");
    const section = await strip();
    const tile = (await within(section).findByRole("link", { name: "Aired 1" })).closest("li")!;
    fireEvent.doubleClick(tile.querySelector('[title="Double-click to mark the episode watched"]')!);
    // The strip itself shows the change.
    expect(await within(tile).findByText("S1 E2")).toBeInTheDocument();
    expect(api.bodies("PATCH", "/tv/api/show/1/mark-watched/")).toHaveLength(1);
  });

  it("the check button does the same, for keyboard and touch", async () => {
    const api = tvApi({
      shows: [AIRED_1],
      routes: { [`PATCH ${pathOf(AIRED_1.mark_as_watched_url)}`]: ok(AIRED_1_WATCHED) },
    });
    renderApp("/");
    const button = await within(await strip()).findByRole("button", { name: "Mark Aired 1 S1 E1 watched" });
    button.focus();
    await userEvent.keyboard("{Enter}");
    await waitFor(() => expect(api.calls("PATCH", pathOf(AIRED_1.mark_as_watched_url))).toBe(1));
    expect(await within(await strip()).findByText("S1 E2")).toBeInTheDocument();
  });

  it("leads to the search when no show is tracked", async () => {
    tvApi();
    renderApp("/");
    const section = await strip();
    expect(await within(section).findByText("You are not tracking any shows yet.")).toBeInTheDocument();
    expect(within(section).getByRole("link", { name: "Search for a show" })).toHaveAttribute("href", "/tv/search/");
  });

  it("says when everything is watched and nothing is scheduled", async () => {
    tvApi({ shows: [show(1, "Done", { aired: 1, completed: 1, last_watched_at: PAST })] });
    renderApp("/");
    expect(
      await within(await strip()).findByText("All caught up, and no new episodes are scheduled."),
    ).toBeInTheDocument();
  });
});
