import type { TvDetails, TvShow } from "@homebase/contracts";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeAll, describe, expect, it } from "vitest";
import { NO_CONTENT, ok, type Routes } from "../../test/fakeApi";
import { preloadRoute, renderApp } from "../../test/render";
import { episode, FUTURE, nextEpisode, PAST, pathOf, show, special, stateOf, type TvEpisode, tvApi } from "./testing";

// The page's code is loaded before the first test, not inside its UI waits (see preloadRoute).
beforeAll(() => preloadRoute("/tv/show/1"), 60_000);

/** Season 1 (3 episodes) and S2E1 aired, S2E2 to come; S1E1 and S1E2 watched. */
const NORTHERN = show(1, "Northern Lights", {
  overview: "A town's radio station.\nAnd its listeners.",
  poster_path: "http://localhost/media/tv/1.jpg",
  poster_thumb_path: "http://localhost/media/tv/1-thumb.jpg",
  completed: 2,
  aired: 4,
  last_watched_at: PAST,
  next_episode: nextEpisode(1, 3),
});
const S1 = [episode(1000, 1, 1), episode(1001, 1, 2), episode(1002, 1, 3)];
const S2 = [episode(1003, 2, 1), episode(1004, 2, 2, { first_aired: FUTURE })];
const HOLIDAY = special(1005, 1, "Holiday Special");
const REUNION = special(1006, 2, "Reunion", { first_aired: null });
/** Northern Lights' episodes with these ones watched, and its specials when they are on. */
function episodes(watched: number[], specials: TvDetails["specials"] | null = null): TvDetails {
  const mark = <E extends TvEpisode>(e: E) => (watched.includes(e.id) ? { ...e, last_watched_at: PAST } : e);
  return {
    show_specials: specials !== null,
    seasons: [
      { number: 1, episodes: S1.map(mark) },
      { number: 2, episodes: S2.map(mark) },
    ],
    specials: specials ?? [],
  };
}
const DETAILS = episodes([1000, 1001]);

function open({
  shown = NORTHERN,
  details = DETAILS,
  routes = {},
}: {
  shown?: TvShow;
  details?: TvDetails;
  routes?: Routes;
} = {}) {
  const api = tvApi({ shows: [shown], details: { [shown.id]: details }, routes });
  renderApp("/tv/show/1");
  return api;
}

const seasonSection = (number: number) => screen.findByRole("region", { name: `Season ${number}` });
const rowOf = (section: HTMLElement, name: string) => within(section).getByRole("cell", { name }).closest("tr")!;

describe("TvShow", () => {
  it("shows poster, name, overview as text, the season list and a table per season", async () => {
    open();
    expect(await screen.findByRole("heading", { level: 1, name: "Northern Lights" })).toBeInTheDocument();
    expect(screen.getByText(/A town's radio station\./)).toHaveTextContent(
      "A town's radio station. And its listeners.",
    );
    expect(document.querySelector('img[src="http://localhost/media/tv/1.jpg"]')).toHaveAttribute("width", "185");
    // The show page's poster is on its first screen: it loads at once (issue 28).
    expect(document.querySelector('img[src="http://localhost/media/tv/1.jpg"]')).toHaveAttribute("loading", "eager");
    expect(screen.getByText("2 of 4 aired watched")).toBeInTheDocument();
    expect(screen.getByText(/^Next: S1 E3 · Episode 1x3/)).toBeInTheDocument();

    const seasons = await screen.findByRole("navigation", { name: "Seasons" });
    expect(within(seasons).getByRole("link", { name: "Season 2" })).toHaveAttribute("href", "#season-2");

    const one = await seasonSection(1);
    const table = within(one).getByRole("table", { name: "Season 1" });
    expect(
      within(table)
        .getAllByRole("columnheader")
        .map((th) => th.textContent),
    ).toEqual(["#", "Name", "First Aired", "Last Watched", "Marks"]);
    expect(within(one).getByText("2 of 3 watched")).toBeInTheDocument();
    const first = rowOf(one, "Episode 1x1");
    expect(within(first).getByRole("cell", { name: "1" })).toBeInTheDocument();
    expect(within(first).getByText("Apr 19, 2021")).toBeInTheDocument();
    expect(within(first).getByRole("checkbox", { name: "Watched S1 E1" })).toBeChecked();
    expect(within(rowOf(one, "Episode 1x3")).getByRole("checkbox", { name: "Watched S1 E3" })).not.toBeChecked();
    expect(within(rowOf(one, "Episode 1x3")).getByRole("cell", { name: "—" })).toBeInTheDocument();

    const future = rowOf(await seasonSection(2), "Episode 2x2");
    expect(within(future).getByRole("checkbox", { name: "Watched S2 E2" })).toBeDisabled();
    expect(future).toHaveTextContent(new Date(FUTURE).getUTCFullYear().toString());
  });

  it("marks an episode unwatched, and the show takes the answer", async () => {
    // The server's next episode follows the highest one watched (S1E1).
    const answer = stateOf({ ...NORTHERN, completed: 1, next_episode: nextEpisode(1, 2) });
    const api = open({ routes: { [`PATCH ${pathOf(S1[1]!.watched_url)}`]: ok(answer) } });
    const one = await seasonSection(1);
    api.answer({ [`GET ${pathOf(NORTHERN.details_url)}`]: ok(episodes([1000])) });
    await userEvent.click(within(rowOf(one, "Episode 1x2")).getByRole("checkbox", { name: "Watched S1 E2" }));
    const patched = api.requests.filter((r) => r.method === "PATCH").map((r) => [r.path, r.body]);
    expect(patched).toEqual([["/tv/api/episode/1001/watched/", { watched: false }]]);
    expect(await screen.findByText("1 of 4 aired watched")).toBeInTheDocument();
    expect(within(one).getByText("1 of 3 watched")).toBeInTheDocument();
    expect(screen.getByText(/^Next: S1 E2/)).toBeInTheDocument();
  });

  it("marks every episode up to one watched", async () => {
    const answer = stateOf({
      ...NORTHERN,
      completed: 4,
      next_episode: nextEpisode(2, 2, { first_aired: FUTURE, is_future: true }),
    });
    const api = open({ routes: { [`POST ${pathOf(S2[0]!.watched_up_to_url)}`]: ok(answer) } });
    const two = await seasonSection(2);
    api.answer({ [`GET ${pathOf(NORTHERN.details_url)}`]: ok(episodes([1000, 1001, 1002, 1003])) });
    await userEvent.click(within(rowOf(two, "Episode 2x1")).getByRole("button", { name: "Watched up to S2 E1" }));
    expect(await screen.findByText("4 of 4 aired watched")).toBeInTheDocument();
    expect(api.bodies("POST", "/tv/api/episode/1003/watched-up-to/")).toEqual([undefined]);
    expect(within(await seasonSection(1)).getByText("3 of 3 watched")).toBeInTheDocument();
    expect(screen.getByText(/^Next: S2 E2/)).toBeInTheDocument();
  });

  it("asks before it stops tracking, then goes back to On Deck", async () => {
    const api = open({ routes: { [`DELETE ${pathOf(NORTHERN.url)}`]: NO_CONTENT } });
    await userEvent.click(await screen.findByRole("button", { name: "Stop tracking" }));
    const dialog = await screen.findByRole("dialog", { name: "Stop tracking Northern Lights?" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(api.calls("DELETE", pathOf(NORTHERN.url))).toBe(0);

    await userEvent.click(screen.getByRole("button", { name: "Stop tracking" }));
    const again = await screen.findByRole("dialog", { name: "Stop tracking Northern Lights?" });
    await userEvent.click(within(again).getByRole("button", { name: "Stop tracking" }));
    expect(await screen.findByRole("heading", { level: 1, name: "On Deck" })).toBeInTheDocument();
    expect(screen.getByText("Stopped tracking Northern Lights")).toBeInTheDocument();
    expect(api.calls("DELETE", pathOf(NORTHERN.url))).toBe(1);
    expect(await screen.findByText(/You are not tracking any shows yet/)).toBeInTheDocument();
  });

  it("refreshes from TVmaze, and says so when TVmaze is offline", async () => {
    open({
      routes: {
        "POST /tv/api/show/1/refresh/": {
          status: 503,
          body: { detail: "TVmaze can't be reached right now.", code: "offline" },
        },
      },
    });
    await userEvent.click(await screen.findByRole("button", { name: "Refresh" }));
    expect(
      await screen.findByText("Could not refresh the show: TVmaze can't be reached right now."),
    ).toBeInTheDocument();
  });

  describe("specials (issue 7: only if the owner asks)", () => {
    const SPECIALS_ON = { ...NORTHERN, show_specials: true };
    const WITH_SPECIALS = episodes([1000, 1001], [HOLIDAY, REUNION]);
    const specialsSwitch = () => screen.findByRole("switch", { name: "Include specials" });
    const specialsSection = () => screen.findByRole("region", { name: "Specials" });

    it("turns them on: a Specials table after the seasons, progress unchanged", async () => {
      const api = open({ routes: { [`PATCH ${pathOf(NORTHERN.url)}`]: ok(stateOf(SPECIALS_ON)) } });
      const toggle = await specialsSwitch();
      expect(toggle).not.toBeChecked();
      expect(toggle).toHaveAccessibleDescription("Specials never count toward progress.");
      await seasonSection(2);
      expect(screen.queryByRole("region", { name: "Specials" })).not.toBeInTheDocument();

      api.answer({ [`GET ${pathOf(NORTHERN.details_url)}`]: ok(WITH_SPECIALS) });
      await userEvent.click(toggle);
      const section = await specialsSection();
      expect(api.bodies("PATCH", "/tv/api/show/1/")).toEqual([{ show_specials: true }]);
      expect(toggle).toBeChecked();
      // After the seasons, and in the season list.
      const regions = screen.getAllByRole("region").map((r) => r.getAttribute("aria-labelledby"));
      expect(regions.slice(-2)).toEqual(["season-2", "specials"]);
      const nav = screen.getByRole("navigation", { name: "Seasons" });
      expect(within(nav).getByRole("link", { name: "Specials" })).toHaveAttribute("href", "#specials");

      const table = within(section).getByRole("table", { name: "Specials" });
      expect(
        within(table)
          .getAllByRole("columnheader")
          .map((th) => th.textContent),
      ).toEqual(["#", "Name", "First Aired", "Last Watched", "Marks"]);
      const holiday = rowOf(section, "Holiday Special Season 1");
      expect(within(holiday).getAllByRole("cell")[0]).toHaveTextContent("—");
      expect(within(holiday).getByRole("checkbox", { name: "Watched Holiday Special" })).not.toBeChecked();
      const reunion = rowOf(section, "Reunion Season 2");
      expect(reunion).toHaveTextContent("Not yet announced");
      expect(within(reunion).getByRole("checkbox", { name: "Watched Reunion" })).toBeDisabled();
      // No "watched up to here" for specials: they have no place in the order.
      expect(within(section).queryByRole("button", { name: /Watched up to/ })).not.toBeInTheDocument();
      expect(within(section).getByText("0 of 2 watched")).toBeInTheDocument();

      expect(screen.getByText("2 of 4 aired watched")).toBeInTheDocument();
      expect(screen.getByText("2 remaining")).toBeInTheDocument();
      expect(screen.getByText(/^Next: S1 E3/)).toBeInTheDocument();
    });

    it("marks a special watched on its own, and no count moves", async () => {
      const api = open({
        shown: SPECIALS_ON,
        details: WITH_SPECIALS,
        routes: { [`PATCH ${pathOf(HOLIDAY.watched_url)}`]: ok(stateOf(SPECIALS_ON)) },
      });
      const section = await specialsSection();
      expect(await specialsSwitch()).toBeChecked();
      const now = new Date().toISOString();
      api.answer({
        [`GET ${pathOf(NORTHERN.details_url)}`]: ok(
          episodes([1000, 1001], [{ ...HOLIDAY, last_watched_at: now }, REUNION]),
        ),
      });
      await userEvent.click(within(section).getByRole("checkbox", { name: "Watched Holiday Special" }));
      await waitFor(() => expect(within(section).getByText("1 of 2 watched")).toBeInTheDocument());
      expect(api.requests.filter((r) => r.method === "PATCH").map((r) => [r.path, r.body])).toEqual([
        ["/tv/api/episode/1005/watched/", { watched: true }],
      ]);
      await waitFor(() =>
        expect(within(section).getByRole("checkbox", { name: "Watched Holiday Special" })).toBeChecked(),
      );
      expect(within(rowOf(section, "Holiday Special Season 1")).getByText("today")).toBeInTheDocument();
      expect(screen.getByText("2 of 4 aired watched")).toBeInTheDocument();
      expect(screen.getByText(/^Next: S1 E3/)).toBeInTheDocument();
    });

    it("turns them off: the Specials section goes", async () => {
      const api = open({
        shown: SPECIALS_ON,
        details: WITH_SPECIALS,
        routes: { [`PATCH ${pathOf(NORTHERN.url)}`]: ok(stateOf(NORTHERN)) },
      });
      await specialsSection();
      api.answer({ [`GET ${pathOf(NORTHERN.details_url)}`]: ok(DETAILS) });
      await userEvent.click(await specialsSwitch());
      await waitFor(() => expect(screen.queryByRole("region", { name: "Specials" })).not.toBeInTheDocument());
      expect(api.bodies("PATCH", "/tv/api/show/1/")).toEqual([{ show_specials: false }]);
      expect(await specialsSwitch()).not.toBeChecked();
      expect(
        within(screen.getByRole("navigation", { name: "Seasons" })).queryByRole("link", { name: "Specials" }),
      ).toBeNull();
    });

    it("says so when TVmaze lists no specials", async () => {
      const api = open({ routes: { [`PATCH ${pathOf(NORTHERN.url)}`]: ok(stateOf(SPECIALS_ON)) } });
      const toggle = await specialsSwitch();
      api.answer({ [`GET ${pathOf(NORTHERN.details_url)}`]: ok(episodes([1000, 1001], [])) });
      await userEvent.click(toggle);
      const section = await specialsSection();
      expect(within(section).getByText("TVmaze lists no specials for this show.")).toBeInTheDocument();
      expect(within(section).queryByRole("table")).not.toBeInTheDocument();
    });

    it("a failure puts the switch back and says why next to it", async () => {
      open({
        routes: {
          "PATCH /tv/api/show/1/": {
            status: 503,
            body: {
              detail: "TVmaze can't be reached right now. Specials stay off; try again in a little while.",
              code: "offline",
            },
          },
        },
      });
      const toggle = await specialsSwitch();
      await userEvent.click(toggle);
      expect(await screen.findByRole("alert")).toHaveTextContent(
        "Could not include specials: TVmaze can't be reached right now. Specials stay off; try again in a little while.",
      );
      expect(toggle).not.toBeChecked();
      expect(toggle).toBeEnabled();
      expect(screen.queryByRole("region", { name: "Specials" })).not.toBeInTheDocument();
      // Said once, next to the switch (no snackbar repeating it).
      expect(screen.getAllByText(/TVmaze can't be reached right now/)).toHaveLength(1);
    });
  });

  it("says when the show is not in the owner's list", async () => {
    tvApi({ shows: [NORTHERN] });
    renderApp("/tv/show/99");
    expect(await screen.findByText(/This show is not in your list/)).toBeInTheDocument();
  });
});
