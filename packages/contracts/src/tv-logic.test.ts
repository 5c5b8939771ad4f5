import { describe, expect, it } from "vitest";
import { completed, hiddenShows, onDeck, type TvEpisodeFacts, tvProgress, upcoming } from "./tv-logic";

const NOW = "2026-11-22T12:00:00Z";
const episodes: TvEpisodeFacts[] = [
  { id: 1, season: 1, number: 1, name: "Pilot", airstamp: "2026-01-01T02:00:00Z" },
  { id: 2, season: 1, number: 2, name: "Two", airstamp: "2026-01-08T02:00:00Z" },
  { id: 3, season: 1, number: 3, name: "Three", airstamp: "2026-01-15T02:00:00Z" },
  { id: 4, season: 2, number: 1, name: "Back", airstamp: "2026-11-01T02:00:00Z" },
  { id: 5, season: 2, number: 2, name: "Soon", airstamp: "2026-11-29T02:00:00Z" },
  { id: 6, season: 2, number: 3, name: "TBA", airstamp: null },
];
const watch = (episode_id: number, watched_at = "2026-06-01T00:00:00Z") => ({ episode_id, watched_at });

describe("tvProgress", () => {
  it("starts at S1E1 with nothing watched", () => {
    expect(tvProgress(episodes, [], null, NOW)).toEqual({
      aired: 4,
      completed: 0,
      last_watched_at: null,
      next_episode: { season: 1, number: 1, name: "Pilot", first_aired: "2026-01-01T02:00:00Z", is_future: false },
    });
  });

  it("continues after the highest watched episode, even when earlier ones were skipped (out of order)", () => {
    const progress = tvProgress(
      episodes,
      [watch(3, "2026-02-01T00:00:00Z"), watch(1, "2026-03-01T00:00:00Z")],
      null,
      NOW,
    );
    expect(progress).toMatchObject({
      completed: 2,
      last_watched_at: "2026-03-01T00:00:00Z",
      next_episode: { season: 2, number: 1 },
    });
  });

  it("marks the next episode as future once everything aired is watched", () => {
    const progress = tvProgress(
      episodes,
      [1, 2, 3, 4].map((id) => watch(id)),
      null,
      NOW,
    );
    expect(progress).toMatchObject({ aired: 4, completed: 4, next_episode: { season: 2, number: 2, is_future: true } });
  });

  it("has no next episode when the one after is not scheduled (TBA)", () => {
    expect(
      tvProgress(
        episodes,
        [1, 2, 3, 4, 5].map((id) => watch(id)),
        null,
        "2026-12-01T00:00:00Z",
      ).next_episode,
    ).toBeNull();
  });

  it("a reset ignores earlier watches (history kept: last watched still shows)", () => {
    const progress = tvProgress(episodes, [watch(1), watch(2)], "2026-07-01T00:00:00Z", NOW);
    expect(progress).toMatchObject({
      completed: 0,
      last_watched_at: "2026-06-01T00:00:00Z",
      next_episode: { season: 1, number: 1 },
    });
    const rewatch = tvProgress(
      episodes,
      [watch(1), watch(2), watch(1, "2026-08-01T00:00:00Z")],
      "2026-07-01T00:00:00Z",
      NOW,
    );
    expect(rewatch).toMatchObject({ completed: 1, next_episode: { season: 1, number: 2 } });
  });

  it("unaired episodes do not count as aired or completed", () => {
    // Watching an episode ahead of its air date moves "next" past it, to the unscheduled one.
    const progress = tvProgress(episodes, [watch(5)], null, NOW);
    expect(progress).toMatchObject({ aired: 4, completed: 0, next_episode: null });
  });
});

describe("tvProgress and specials", () => {
  // A special as the server stores it (number 0, is_special), aired between S2E1 and S2E2.
  const special: TvEpisodeFacts = {
    id: 9,
    season: 2,
    number: 0,
    name: "Behind the Scenes",
    airstamp: "2026-11-10T02:00:00Z",
    is_special: true,
  };
  const withSpecial = [...episodes, special];

  it.each([
    ["nothing watched", [] as ReturnType<typeof watch>[], null],
    ["part watched", [watch(1), watch(2)], null],
    ["all aired watched", [1, 2, 3, 4].map((id) => watch(id)), null],
    ["after a reset", [watch(1), watch(3, "2026-08-01T00:00:00Z")], "2026-07-01T00:00:00Z"],
  ])("a special passed alongside changes nothing (%s)", (_case, watches, resetAt) => {
    expect(tvProgress(withSpecial, watches, resetAt, NOW)).toEqual(tvProgress(episodes, watches, resetAt, NOW));
  });

  it("watching a special moves neither completed, next nor last watched", () => {
    const before = tvProgress(withSpecial, [watch(1)], null, NOW);
    const after = tvProgress(withSpecial, [watch(1), watch(9, "2026-11-20T00:00:00Z")], null, NOW);
    expect(after).toEqual(before);
    expect(after).toMatchObject({
      aired: 4,
      completed: 1,
      last_watched_at: "2026-06-01T00:00:00Z",
      next_episode: { season: 1, number: 2 },
    });
  });

  it("a special is never the next episode, even as the only one left", () => {
    const progress = tvProgress([episodes[0]!, { ...special, season: 1 }], [watch(1)], null, NOW);
    expect(progress).toMatchObject({ aired: 1, completed: 1, next_episode: null });
  });
});

describe("derived views", () => {
  const show = (
    name: string,
    is_hidden: boolean,
    aired: number,
    next: { first_aired: string; is_future: boolean } | null,
  ) => ({
    name,
    is_hidden,
    aired,
    next_episode: next,
  });
  const shows = [
    show("Old aired", false, 5, { first_aired: "2026-01-01T00:00:00Z", is_future: false }),
    show("New aired", false, 5, { first_aired: "2026-11-20T00:00:00Z", is_future: false }),
    show("Later", false, 5, { first_aired: "2026-12-20T00:00:00Z", is_future: true }),
    show("Sooner", false, 5, { first_aired: "2026-11-25T00:00:00Z", is_future: true }),
    show("Done", false, 8, null),
    show("Nothing aired", false, 0, null),
    show("Hidden", true, 3, { first_aired: "2026-11-01T00:00:00Z", is_future: false }),
    show("Hidden and done", true, 3, null),
  ];
  const names = (list: { name: string }[]) => list.map((s) => s.name);
  it("splits shows per spec §4", () => {
    expect(names(onDeck(shows))).toEqual(["New aired", "Old aired"]);
    expect(names(upcoming(shows))).toEqual(["Sooner", "Later"]);
    expect(names(completed(shows))).toEqual(["Done", "Hidden and done"]);
    expect(names(hiddenShows(shows))).toEqual(["Hidden"]);
  });
});
