import type { TvDetails, TvShow } from "@homebase/contracts";
import { describe, expect, it } from "vitest";
import { canMarkWatched, episodeCode, episodeCount, predictWatched, premiereBadge, remaining } from "./progress";

const next = (season: number, number: number, is_future = false) => ({
  season,
  number,
  name: `Episode ${season}x${number}`,
  first_aired: "2021-01-10T02:00:00.000Z",
  is_future,
});

describe("TV card rules", () => {
  it.each([
    [1, 1, "Series Premiere"],
    [2, 1, "Season Premiere"],
    [5, 1, "Season Premiere"],
    [1, 2, null],
    [3, 4, null],
  ])("S%iE%i has the badge %s", (season, number, badge) => {
    expect(premiereBadge({ season, number })).toBe(badge);
  });

  it("counts aired episodes not yet watched, never below zero", () => {
    expect(remaining({ aired: 5, completed: 2 })).toBe(3);
    expect(remaining({ aired: 2, completed: 2 })).toBe(0);
    expect(remaining({ aired: 1, completed: 3 })).toBe(0);
  });

  it("says 1 episode and N episodes", () => {
    expect([0, 1, 2, 12].map(episodeCount)).toEqual(["0 episodes", "1 episode", "2 episodes", "12 episodes"]);
  });

  it("writes the episode code as S2 E1", () => {
    expect(episodeCode(2, 1)).toBe("S2 E1");
  });

  it("offers mark watched whenever there is a next episode, aired or upcoming", () => {
    expect(canMarkWatched({ next_episode: next(1, 1) })).toBe(true);
    expect(canMarkWatched({ next_episode: next(1, 2, true) })).toBe(true);
    expect(canMarkWatched({ next_episode: null })).toBe(false);
  });
});

describe("predictWatched (shown until the server answers)", () => {
  const show = { completed: 1, aired: 3, next_episode: next(1, 2) } as TvShow;
  const episode = (id: number, number: number, first_aired: string | null) => ({
    id,
    number,
    is_special: false as const,
    title: `Episode 1x${number}`,
    first_aired,
    last_watched_at: null,
    watched_url: "",
    watched_up_to_url: "",
  });
  const now = "2026-01-01T00:00:00.000Z";

  it("counts the episode and keeps the next one when the episodes are not loaded", () => {
    expect(predictWatched(show, undefined, now)).toEqual({ completed: 2, last_watched_at: now });
  });

  it("moves on to the following episode from the loaded episodes", () => {
    const details: TvDetails = {
      show_specials: false,
      specials: [],
      seasons: [
        {
          number: 1,
          episodes: [
            episode(1, 1, "2020-01-01T00:00:00.000Z"),
            episode(2, 2, "2020-01-08T00:00:00.000Z"),
            episode(3, 3, "2099-01-01T00:00:00.000Z"),
          ],
        },
      ],
    };
    expect(predictWatched(show, details, now).next_episode).toEqual({
      season: 1,
      number: 3,
      name: "Episode 1x3",
      first_aired: "2099-01-01T00:00:00.000Z",
      is_future: true,
    });
  });

  it("has no next episode after the last known one", () => {
    const details: TvDetails = {
      show_specials: false,
      specials: [],
      seasons: [{ number: 1, episodes: [episode(2, 2, "2020-01-08T00:00:00.000Z")] }],
    };
    expect(predictWatched(show, details, now).next_episode).toBeNull();
  });

  it("never predicts a special as the next episode (specials never count)", () => {
    const details: TvDetails = {
      show_specials: true,
      seasons: [{ number: 1, episodes: [episode(2, 2, "2020-01-08T00:00:00.000Z")] }],
      specials: [
        {
          id: 9,
          season: 1,
          number: null,
          is_special: true,
          title: "Holiday Special",
          first_aired: "2020-01-09T00:00:00.000Z",
          last_watched_at: null,
          watched_url: "",
        },
      ],
    };
    expect(predictWatched(show, details, now)).toEqual({ completed: 2, last_watched_at: now, next_episode: null });
  });
});
