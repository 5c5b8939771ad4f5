import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeAll, describe, expect, it } from "vitest";
import { modules } from "../../app/modules";
import { navItems } from "../../app/navigation";
import { ok } from "../../test/fakeApi";
import { preloadRoute, renderApp } from "../../test/render";
import { FUTURE, nextEpisode, PAST, pathOf, show, stateOf, tvApi } from "./testing";

// The page's code is loaded before the first test, not inside its UI waits (see preloadRoute).
beforeAll(() => preloadRoute("/tv/"), 60_000);

// Spec §4 TV derived views, §2 TV list cards, Completed, Hidden and the footer.
/** Season 1 (3 episodes) watched, S2E1 aired, S2E2 to come. */
const NORTHERN = show(1, "Northern Lights", {
  poster_path: "http://localhost/media/tv/1.jpg",
  poster_thumb_path: "http://localhost/media/tv/1-thumb.jpg",
  completed: 3,
  aired: 4,
  last_watched_at: PAST,
  next_episode: nextEpisode(2, 1),
});
/** Two aired episodes, none watched. */
const HARBOR = show(2, "Harbor Street", { network: "StreamCo", aired: 2, next_episode: nextEpisode(1, 1) });
const TOMORROW = show(3, "Tomorrow Show", {
  completed: 1,
  aired: 1,
  last_watched_at: PAST,
  next_episode: nextEpisode(1, 2, { first_aired: FUTURE, is_future: true }),
});
const DONE = show(4, "Done Show", { completed: 2, aired: 2, last_watched_at: PAST });
const SHORT = show(5, "Short Show", { completed: 1, aired: 1, last_watched_at: PAST });
const TUCKED = show(6, "Tucked Away", {
  aired: 2,
  next_episode: nextEpisode(1, 1),
  is_hidden: true,
  hidden_at: "2026-03-04T18:00:00.000Z",
});
const SHOWS = [NORTHERN, HARBOR, TOMORROW, DONE, SHORT, TUCKED];

const list = (name: string) => screen.findByRole("list", { name });
/** A view's link in the TV footer ("On Deck (2)"). */
const footerLink = (view: string) =>
  within(screen.getByRole("navigation", { name: "TV Series" })).getByRole("link", { name: new RegExp(`^${view}`) });
const card = (name: string) => screen.findByRole("article", { name });
const names = (element: HTMLElement) =>
  within(element)
    .getAllByRole("heading", { level: 2 })
    .map((h) => h.textContent);

describe("TV module", () => {
  it("is in the menu as TV Series at /tv/, whose page is titled Shows", async () => {
    expect(navItems(modules).find((item) => item.label === "TV Series")?.path).toBe("/tv/");
    tvApi({ shows: SHOWS });
    renderApp("/tv/");
    expect(await screen.findByRole("heading", { level: 1, name: "On Deck" })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe("Shows · Homebase"));
    expect(screen.getByRole("link", { name: "TVmaze" })).toHaveAttribute("href", "https://www.tvmaze.com/");
  });
});

describe("TV derived views (spec §4)", () => {
  it("On Deck: visible shows whose next episode aired, most recent airing first, with badges", async () => {
    tvApi({ shows: SHOWS });
    renderApp("/tv/");
    expect(names(await list("On Deck"))).toEqual(["Northern Lights", "Harbor Street"]);

    const northern = await card("Northern Lights");
    expect(within(northern).getByText("S2 E1 · Aurora TV")).toBeInTheDocument();
    expect(within(northern).getByText("Episode 2x1")).toBeInTheDocument();
    expect(within(northern).getByText("Season Premiere")).toBeInTheDocument();
    expect(within(northern).getByText("1 remaining")).toBeInTheDocument();
    // Issue 25: an episode aired years ago is not "New".
    expect(within(northern).getByText(/^Aired /)).toHaveTextContent(/^Aired \w{3}, \w{3} \d{1,2}, 2021$/);
    expect(within(northern).queryByText(/New Episode/)).not.toBeInTheDocument();
    expect(northern.querySelector("img")).toHaveAttribute("src", "http://localhost/media/tv/1-thumb.jpg");

    const harbor = await card("Harbor Street");
    expect(within(harbor).getByText("S1 E1 · StreamCo")).toBeInTheDocument();
    expect(within(harbor).getByText("Series Premiere")).toBeInTheDocument();
    expect(within(harbor).queryByText("Season Premiere")).not.toBeInTheDocument();
    expect(within(harbor).getByText("2 remaining")).toBeInTheDocument();
    expect(within(harbor).getByTestId("poster-placeholder")).toBeInTheDocument();
    for (const button of ["Mark watched", "Open show", "Hide"]) {
      expect(
        within(harbor).getByRole(button === "Open show" ? "link" : "button", { name: button }),
      ).toBeInTheDocument();
    }
    expect(within(harbor).queryByRole("button", { name: "Undo reset" })).not.toBeInTheDocument();
    expect(within(harbor).getByRole("link", { name: "Open show" })).toHaveAttribute("href", "/tv/show/2");
  });

  it("loads the first four cards' posters at once and the rest when scrolled to (issue 28)", async () => {
    const posters = Array.from({ length: 6 }, (_, i) =>
      show(10 + i, `Show ${i}`, {
        poster_thumb_path: `http://localhost/media/tv/${10 + i}-thumb.jpg`,
        aired: 2,
        next_episode: nextEpisode(1, 1),
      }),
    );
    tvApi({ shows: posters });
    renderApp("/tv/");
    const images = [...(await list("On Deck")).querySelectorAll("img")];
    expect(images.map((image) => image.getAttribute("loading"))).toEqual([
      ...Array(4).fill("eager"),
      ...Array(2).fill("lazy"),
    ]);
  });

  it("Upcoming: next episode in the future, with its date and time in the owner's zone, markable", async () => {
    tvApi({ shows: SHOWS });
    renderApp("/tv/upcoming/");
    expect(names(await list("Upcoming"))).toEqual(["Tomorrow Show"]);
    const tomorrow = await card("Tomorrow Show");
    // 2099-01-17T02:00Z is the evening before in America/Chicago.
    expect(within(tomorrow).getByText("Airs Fri, Jan 16, 2099, 8:00 PM")).toBeInTheDocument();
    expect(within(tomorrow).getByRole("button", { name: "Mark watched" })).toBeInTheDocument();
  });

  it("Completed: no next episode and something aired, with the aired count in words", async () => {
    tvApi({ shows: SHOWS });
    renderApp("/tv/completed/");
    expect(names(await list("Completed"))).toEqual(["Done Show", "Short Show"]);
    expect(within(await card("Done Show")).getByText("2 episodes")).toBeInTheDocument();
    const short = await card("Short Show");
    expect(within(short).getByText("1 episode")).toBeInTheDocument();
    expect(within(short).getByText(/^Last Watched At/)).toHaveTextContent("Last Watched At January 2021");
  });

  it("Hidden: hidden shows with a next episode, dated; Unhide brings one back On Deck", async () => {
    const api = tvApi({
      shows: SHOWS,
      routes: { [`PATCH ${pathOf(TUCKED.hide_url)}`]: ok(stateOf({ ...TUCKED, is_hidden: false, hidden_at: null })) },
    });
    renderApp("/tv/hidden/");
    expect(names(await list("Hidden"))).toEqual(["Tucked Away"]);
    const tucked = await card("Tucked Away");
    expect(within(tucked).getByText("Hidden on Wed, Mar 4, 2026")).toBeInTheDocument();
    await userEvent.click(within(tucked).getByRole("button", { name: "Unhide" }));
    expect(await screen.findByText(/No hidden shows/)).toBeInTheDocument();
    expect(api.calls("PATCH", pathOf(TUCKED.hide_url))).toBe(1);
    await userEvent.click(footerLink("On Deck"));
    expect(names(await list("On Deck"))).toContain("Tucked Away");
  });

  it("counts each view in the footer, and the counts follow a change", async () => {
    const hidden = { ...HARBOR, is_hidden: true, hidden_at: "2026-03-05T18:00:00.000Z" };
    tvApi({ shows: SHOWS, routes: { [`PATCH ${pathOf(HARBOR.hide_url)}`]: ok(stateOf(hidden)) } });
    renderApp("/tv/");
    const footer = await screen.findByRole("navigation", { name: "TV Series" });
    await within(footer).findByRole("link", { name: "On Deck (2)" });
    expect(within(footer).getByRole("link", { name: "Upcoming (1)" })).toBeInTheDocument();
    expect(within(footer).getByRole("link", { name: "Completed (2)" })).toBeInTheDocument();
    expect(within(footer).getByRole("link", { name: "Hidden (1)" })).toBeInTheDocument();
    await userEvent.click(within(await card("Harbor Street")).getByRole("button", { name: "Hide" }));
    expect(within(footer).getByRole("link", { name: "On Deck (1)" })).toBeInTheDocument();
    expect(within(footer).getByRole("link", { name: "Hidden (2)" })).toBeInTheDocument();
  });
});

describe("TV list card actions", () => {
  it("marks the next episode watched and merges the answer into the show", async () => {
    const watched = { ...HARBOR, completed: 1, last_watched_at: PAST, next_episode: nextEpisode(1, 2) };
    const api = tvApi({
      shows: SHOWS,
      routes: { [`PATCH ${pathOf(HARBOR.mark_as_watched_url)}`]: ok(stateOf(watched)) },
    });
    renderApp("/tv/");
    const harbor = await card("Harbor Street");
    await userEvent.click(within(harbor).getByRole("button", { name: "Mark watched" }));
    expect(await within(harbor).findByText("S1 E2 · StreamCo")).toBeInTheDocument();
    expect(within(harbor).getByText("1 remaining")).toBeInTheDocument();
    expect(within(harbor).queryByText("Series Premiere")).not.toBeInTheDocument();
    expect(api.bodies("PATCH", "/tv/api/show/2/mark-watched/")).toEqual([undefined]);
  });

  it("shows the change at once and puts it back with a message when the server refuses", async () => {
    let release: () => void = () => {};
    tvApi({
      shows: SHOWS,
      routes: {
        "PATCH /tv/api/show/2/mark-watched/": () =>
          new Promise((resolve) => {
            release = () => resolve({ status: 500, body: { detail: "Database is locked.", code: "error" } });
          }),
      },
    });
    renderApp("/tv/");
    const harbor = await card("Harbor Street");
    await userEvent.click(within(harbor).getByRole("button", { name: "Mark watched" }));
    expect(within(harbor).getByText("1 remaining")).toBeInTheDocument();
    release();
    expect(await screen.findByText("Could not mark the episode watched: Database is locked.")).toBeInTheDocument();
    expect(within(harbor).getByText("2 remaining")).toBeInTheDocument();
    expect(within(harbor).getByText("S1 E1 · StreamCo")).toBeInTheDocument();
  });

  it("says New Episode only for an episode aired in the last 7 days", async () => {
    const recent = new Date(Date.now() - 2 * 86_400_000).toISOString();
    tvApi({ shows: [{ ...NORTHERN, next_episode: nextEpisode(2, 1, { first_aired: recent }) }] });
    renderApp("/tv/");
    expect(within(await card("Northern Lights")).getByText(/^New Episode/)).toHaveTextContent("New Episode 2 days ago");
  });

  it("a completed show moves to On Deck when reset, where Undo reset brings it back", async () => {
    const reset = { ...DONE, is_reset: true, completed: 0, next_episode: nextEpisode(1, 1) };
    const api = tvApi({
      shows: SHOWS,
      routes: {
        [`PATCH ${pathOf(DONE.reset_url)}`]: ok(stateOf(reset)),
        [`PATCH ${pathOf(DONE.undo_reset_url)}`]: ok(stateOf(DONE)),
      },
    });
    renderApp("/tv/completed/");
    await userEvent.click(within(await card("Done Show")).getByRole("button", { name: "Reset" }));
    // Issue 25: it asks first, and the Undo appears on the card that was clicked.
    const dialog = await screen.findByRole("dialog", { name: "Start Done Show over?" });
    expect(api.calls("PATCH", pathOf(DONE.reset_url))).toBe(0);
    await userEvent.click(within(dialog).getByRole("button", { name: "Reset" }));
    expect(await screen.findByText(/Done Show starts over/)).toBeInTheDocument();
    expect(await within(await card("Done Show")).findByRole("button", { name: "Undo reset" })).toBeInTheDocument();
    expect(api.calls("PATCH", pathOf(DONE.reset_url))).toBe(1);

    await userEvent.click(footerLink("On Deck"));
    await waitFor(() => expect(names(screen.getByRole("list", { name: "On Deck" }))).toContain("Done Show"));
    const done = await card("Done Show");
    expect(within(done).getByText("Series Premiere")).toBeInTheDocument();
    expect(within(done).getByText("2 remaining")).toBeInTheDocument();
    await userEvent.click(within(done).getByRole("button", { name: "Undo reset" }));
    await waitFor(() => expect(names(screen.getByRole("list", { name: "On Deck" }))).not.toContain("Done Show"));
    expect(api.calls("PATCH", pathOf(DONE.undo_reset_url))).toBe(1);
  });
});

describe("TV empty states", () => {
  it("with no shows at all, every view leads to the search", async () => {
    tvApi();
    renderApp("/tv/");
    expect(await screen.findByText(/You are not tracking any shows yet/)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Search for a show" })).toHaveAttribute("href", "/tv/search/");
    await userEvent.click(footerLink("Completed"));
    // The On Deck page says the same words: wait for the Completed page itself, or the old
    // node can be found just before the navigation removes it.
    expect(await screen.findByRole("heading", { level: 1, name: "Completed" })).toBeInTheDocument();
    expect(screen.getByText(/You are not tracking any shows yet/)).toBeInTheDocument();
  });

  it("says why a view is empty when other views have shows", async () => {
    tvApi({ shows: [DONE] });
    renderApp("/tv/");
    expect(await screen.findByText(/You are all caught up/)).toBeInTheDocument();
    await userEvent.click(footerLink("Upcoming"));
    expect(await screen.findByText("No scheduled episodes of your shows are known yet.")).toBeInTheDocument();
  });
});
