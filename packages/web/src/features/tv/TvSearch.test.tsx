import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeAll, describe, expect, it } from "vitest";
import { created, ok } from "../../test/fakeApi";
import { preloadRoute, renderApp } from "../../test/render";
import { SHOWS_PATH } from "./api";
import { nextEpisode, searchResult, show, tvApi } from "./testing";

// The page's code is loaded before the first test, not inside its UI waits (see preloadRoute).
beforeAll(() => preloadRoute("/tv/search/"), 60_000);

/** Tracked, two episodes aired, none watched. */
const NORTHERN_LIGHTS = show(1, "Northern Lights", {
  tvmaze_id: 101,
  overview: "A town's radio station.",
  aired: 2,
  next_episode: nextEpisode(1, 1),
});
const NORTHERN_EXPOSURE = searchResult(
  show(2, "Northern Exposure", { tvmaze_id: 303, overview: "" }),
  false,
  "https://static.tvmaze.com/uploads/images/medium_portrait/303.jpg",
);
/** Not tracked yet: what the server answers once it is. */
const HARBOR = show(3, "Harbor Street", { tvmaze_id: 202, aired: 2, next_episode: nextEpisode(1, 1) });
const SEARCH = {
  north: [searchResult(NORTHERN_LIGHTS, true), NORTHERN_EXPOSURE],
  harbor: [searchResult(HARBOR, false)],
};

describe("TvSearch", () => {
  it("puts the cursor in Show name once the page is on screen", async () => {
    tvApi({ shows: [NORTHERN_LIGHTS], search: SEARCH });
    renderApp("/tv/search/");
    const box = await screen.findByRole("searchbox", { name: "Show name" });
    await waitFor(() => expect(box).toHaveFocus());
  });

  it("searches as the owner types: Open for a tracked show, Add for the others", async () => {
    const api = tvApi({ shows: [NORTHERN_LIGHTS], search: SEARCH });
    renderApp("/tv/search/");
    expect(await screen.findByText("Type a show's name to search TVmaze.")).toBeInTheDocument();
    await userEvent.type(screen.getByRole("searchbox", { name: "Show name" }), "north");
    const results = await screen.findByRole("list", { name: "Search results" });
    const items = within(results).getAllByRole("listitem");
    expect(items.map((item) => within(item).getByRole("heading").textContent)).toEqual([
      "Northern Lights",
      "Northern Exposure",
    ]);
    expect(within(items[0]!).getByText("2020 · Aurora TV · Running")).toBeInTheDocument();
    expect(within(items[0]!).getByText("A town's radio station.")).toBeInTheDocument();
    expect(within(items[0]!).getByRole("link", { name: "Open" })).toHaveAttribute("href", "/tv/show/1");
    expect(within(items[1]!).getByRole("button", { name: "Add" })).toBeInTheDocument();
    // TVmaze's poster when it has one, else the placeholder.
    expect(items[1]!.querySelector("img")).toHaveAttribute(
      "src",
      "https://static.tvmaze.com/uploads/images/medium_portrait/303.jpg",
    );
    expect(within(items[0]!).getByTestId("poster-placeholder")).toBeInTheDocument();
    // The last request is for the whole word (earlier keystrokes may also have searched).
    await waitFor(() =>
      expect(api.requests.filter((r) => r.path.startsWith("/tv/api/search/")).at(-1)?.path).toBe(
        "/tv/api/search/?q=north",
      ),
    );
  });

  it("adds a show, which then offers Open and joins On Deck", async () => {
    const api = tvApi({
      shows: [NORTHERN_LIGHTS],
      search: SEARCH,
      routes: { [`POST ${SHOWS_PATH}`]: created(HARBOR) },
    });
    renderApp("/tv/search/?q=harbor");
    const item = await screen.findByRole("listitem", { name: "Harbor Street" });
    api.answer({ [`GET ${SHOWS_PATH}`]: ok([NORTHERN_LIGHTS, HARBOR]) });
    await userEvent.click(within(item).getByRole("button", { name: "Add" }));
    expect(await within(item).findByRole("link", { name: "Open" })).toHaveAttribute("href", "/tv/show/3");
    expect(screen.getByText("Added Harbor Street")).toBeInTheDocument();
    expect(api.bodies("POST", "/tv/api/show/")).toEqual([{ tvmaze_id: 202 }]);
    await userEvent.click(
      within(screen.getByRole("navigation", { name: "TV Series" })).getByRole("link", { name: /^On Deck/ }),
    );
    expect(await screen.findByRole("article", { name: "Harbor Street" })).toBeInTheDocument();
  });

  it("says the search is offline when TVmaze cannot be reached, and the shows still load", async () => {
    tvApi({
      shows: [NORTHERN_LIGHTS],
      routes: {
        "GET /tv/api/search/": { status: 503, body: { detail: "TVmaze can't be reached right now.", code: "offline" } },
      },
    });
    renderApp("/tv/search/?q=northern");
    expect(await screen.findByText("The search is offline; your shows still work.")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Retry" })).toBeInTheDocument();
    await waitFor(() =>
      expect(
        within(screen.getByRole("navigation", { name: "TV Series" })).getByRole("link", { name: "On Deck (1)" }),
      ).toBeInTheDocument(),
    );
  });

  it("says when nothing matches", async () => {
    tvApi({ shows: [NORTHERN_LIGHTS], search: SEARCH });
    renderApp("/tv/search/?q=zebra");
    expect(await screen.findByText('No shows match "zebra".')).toBeInTheDocument();
  });
});
