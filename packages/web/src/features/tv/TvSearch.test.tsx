import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { renderApp } from "../../test/render";
import { season, tvApi } from "./testing";

const SHOWS = [
  { name: "Northern Lights", tvmaze_id: 101, episodes: season(1, 2), overview: "A town's radio station." },
  { name: "Northern Exposure", tvmaze_id: 303, episodes: season(1, 3), untracked: true, poster: true },
  { name: "Harbor Street", tvmaze_id: 202, episodes: season(1, 2), untracked: true },
];

describe("TvSearch", () => {
  it("searches as the owner types: Open for a tracked show, Add for the others", async () => {
    const api = tvApi({ shows: SHOWS });
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
    const api = tvApi({ shows: SHOWS });
    renderApp("/tv/search/?q=harbor");
    const item = await screen.findByRole("listitem", { name: "Harbor Street" });
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
    tvApi({ shows: SHOWS, searchOffline: true });
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
    tvApi({ shows: SHOWS });
    renderApp("/tv/search/?q=zebra");
    expect(await screen.findByText('No shows match "zebra".')).toBeInTheDocument();
  });
});
