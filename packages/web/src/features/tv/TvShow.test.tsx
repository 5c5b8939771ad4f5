import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { renderApp } from "../../test/render";
import { FUTURE, PAST, season, tvApi } from "./testing";

const SHOWS = [
  {
    name: "Northern Lights",
    overview: "A town's radio station.\nAnd its listeners.",
    poster: true,
    episodes: [...season(1, 3), ...season(2, 1, 1)],
    watched: ["S1E1", "S1E2"],
  },
];

const seasonSection = (number: number) => screen.findByRole("region", { name: `Season ${number}` });
const rowOf = (section: HTMLElement, name: string) => within(section).getByRole("cell", { name }).closest("tr")!;

describe("TvShow", () => {
  it("shows poster, name, overview as text, the season list and a table per season", async () => {
    tvApi({ shows: SHOWS });
    renderApp("/tv/show/1");
    expect(await screen.findByRole("heading", { level: 1, name: "Northern Lights" })).toBeInTheDocument();
    expect(screen.getByText(/A town's radio station\./)).toHaveTextContent(
      "A town's radio station. And its listeners.",
    );
    expect(document.querySelector('img[src="http://localhost/media/tv/1.jpg"]')).toHaveAttribute("width", "185");
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
    const api = tvApi({ shows: SHOWS });
    renderApp("/tv/show/1");
    const one = await seasonSection(1);
    await userEvent.click(within(rowOf(one, "Episode 1x2")).getByRole("checkbox", { name: "Watched S1 E2" }));
    await waitFor(() => expect(api.show("Northern Lights")?.completed).toBe(1));
    const patched = api.requests.filter((r) => r.method === "PATCH").map((r) => [r.path, r.body]);
    expect(patched).toEqual([["/tv/api/episode/1001/watched/", { watched: false }]]);
    expect(await screen.findByText("1 of 4 aired watched")).toBeInTheDocument();
    expect(within(one).getByText("1 of 3 watched")).toBeInTheDocument();
    // The next episode follows the highest one watched (S1E1).
    expect(screen.getByText(/^Next: S1 E2/)).toBeInTheDocument();
  });

  it("marks every episode up to one watched", async () => {
    const api = tvApi({ shows: SHOWS });
    renderApp("/tv/show/1");
    const two = await seasonSection(2);
    await userEvent.click(within(rowOf(two, "Episode 2x1")).getByRole("button", { name: "Watched up to S2 E1" }));
    expect(await screen.findByText("4 of 4 aired watched")).toBeInTheDocument();
    expect(api.bodies("POST", "/tv/api/episode/1003/watched-up-to/")).toEqual([undefined]);
    expect(within(await seasonSection(1)).getByText("3 of 3 watched")).toBeInTheDocument();
    expect(screen.getByText(/^Next: S2 E2/)).toBeInTheDocument();
  });

  it("asks before it stops tracking, then goes back to On Deck", async () => {
    const api = tvApi({ shows: SHOWS });
    renderApp("/tv/show/1");
    await userEvent.click(await screen.findByRole("button", { name: "Stop tracking" }));
    const dialog = await screen.findByRole("dialog", { name: "Stop tracking Northern Lights?" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(api.isTracked("Northern Lights")).toBe(true);

    await userEvent.click(screen.getByRole("button", { name: "Stop tracking" }));
    const again = await screen.findByRole("dialog", { name: "Stop tracking Northern Lights?" });
    await userEvent.click(within(again).getByRole("button", { name: "Stop tracking" }));
    expect(await screen.findByRole("heading", { level: 1, name: "On Deck" })).toBeInTheDocument();
    expect(screen.getByText("Stopped tracking Northern Lights")).toBeInTheDocument();
    expect(api.isTracked("Northern Lights")).toBe(false);
    expect(await screen.findByText(/You are not tracking any shows yet/)).toBeInTheDocument();
  });

  it("refreshes from TVmaze, and says so when TVmaze is offline", async () => {
    tvApi({
      shows: SHOWS,
      routes: {
        "POST /tv/api/show/1/refresh/": {
          status: 503,
          body: { detail: "TVmaze can't be reached right now.", code: "offline" },
        },
      },
    });
    renderApp("/tv/show/1");
    await userEvent.click(await screen.findByRole("button", { name: "Refresh" }));
    expect(
      await screen.findByText("Could not refresh the show: TVmaze can't be reached right now."),
    ).toBeInTheDocument();
  });

  describe("specials (issue 7: only if the owner asks)", () => {
    const WITH_SPECIALS = [
      {
        ...SHOWS[0]!,
        specials: [
          { season: 1, name: "Holiday Special", airstamp: PAST },
          { season: 2, name: "Reunion", airstamp: null },
        ],
      },
    ];
    const specialsSwitch = () => screen.findByRole("switch", { name: "Include specials" });
    const specialsSection = () => screen.findByRole("region", { name: "Specials" });

    it("turns them on: a Specials table after the seasons, progress unchanged", async () => {
      const api = tvApi({ shows: WITH_SPECIALS });
      renderApp("/tv/show/1");
      const toggle = await specialsSwitch();
      expect(toggle).not.toBeChecked();
      expect(toggle).toHaveAccessibleDescription("Specials never count toward progress.");
      await seasonSection(2);
      expect(screen.queryByRole("region", { name: "Specials" })).not.toBeInTheDocument();

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
      const api = tvApi({ shows: [{ ...WITH_SPECIALS[0]!, show_specials: true }] });
      renderApp("/tv/show/1");
      const section = await specialsSection();
      expect(await specialsSwitch()).toBeChecked();
      await userEvent.click(within(section).getByRole("checkbox", { name: "Watched Holiday Special" }));
      await waitFor(() => expect(within(section).getByText("1 of 2 watched")).toBeInTheDocument());
      expect(api.requests.filter((r) => r.method === "PATCH").map((r) => [r.path, r.body])).toEqual([
        ["/tv/api/episode/1005/watched/", { watched: true }],
      ]);
      await waitFor(() =>
        expect(within(section).getByRole("checkbox", { name: "Watched Holiday Special" })).toBeChecked(),
      );
      expect(within(rowOf(section, "Holiday Special Season 1")).getByText("today")).toBeInTheDocument();
      expect(api.show("Northern Lights")).toMatchObject({ completed: 2, aired: 4 });
      expect(screen.getByText("2 of 4 aired watched")).toBeInTheDocument();
      expect(screen.getByText(/^Next: S1 E3/)).toBeInTheDocument();
    });

    it("turns them off: the Specials section goes", async () => {
      const api = tvApi({ shows: [{ ...WITH_SPECIALS[0]!, show_specials: true }] });
      renderApp("/tv/show/1");
      await specialsSection();
      await userEvent.click(await specialsSwitch());
      await waitFor(() => expect(screen.queryByRole("region", { name: "Specials" })).not.toBeInTheDocument());
      expect(api.bodies("PATCH", "/tv/api/show/1/")).toEqual([{ show_specials: false }]);
      expect(await specialsSwitch()).not.toBeChecked();
      expect(
        within(screen.getByRole("navigation", { name: "Seasons" })).queryByRole("link", { name: "Specials" }),
      ).toBeNull();
    });

    it("says so when TVmaze lists no specials", async () => {
      tvApi({ shows: SHOWS });
      renderApp("/tv/show/1");
      await userEvent.click(await specialsSwitch());
      const section = await specialsSection();
      expect(within(section).getByText("TVmaze lists no specials for this show.")).toBeInTheDocument();
      expect(within(section).queryByRole("table")).not.toBeInTheDocument();
    });

    it("a failure puts the switch back and says why next to it", async () => {
      tvApi({
        shows: WITH_SPECIALS,
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
      renderApp("/tv/show/1");
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
    tvApi({ shows: SHOWS });
    renderApp("/tv/show/99");
    expect(await screen.findByText(/This show is not in your list/)).toBeInTheDocument();
  });
});
