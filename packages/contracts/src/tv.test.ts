import { describe, expect, it } from "vitest";
import { tvDetailsSchema, tvShowSettingsSchema, tvUserStateSchema } from "./tv";

// The TV payloads where specials show up (issue 7: specials only if the user asks).

const regular = {
  id: 1,
  number: 1,
  is_special: false,
  title: "Pilot",
  first_aired: "2020-01-06T02:00:00.000Z",
  last_watched_at: null,
  watched_url: "http://x/tv/api/episode/1/watched/",
  watched_up_to_url: "http://x/tv/api/episode/1/watched-up-to/",
};
const special = {
  id: 9,
  season: 2,
  number: null,
  is_special: true,
  title: "Behind the Scenes",
  first_aired: null,
  last_watched_at: "2026-11-20T00:00:00.000Z",
  watched_url: "http://x/tv/api/episode/9/watched/",
};

describe("tvShowSettingsSchema", () => {
  it.each([true, false])("takes show_specials %s", (value) => {
    expect(tvShowSettingsSchema.parse({ show_specials: value })).toEqual({ show_specials: value });
  });

  it.each([
    ["a string", { show_specials: "yes" }],
    ["a number", { show_specials: 1 }],
    ["null", { show_specials: null }],
    ["nothing", {}],
  ])("refuses %s with a field message", (_case, body) => {
    const result = tvShowSettingsSchema.safeParse(body);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => [i.path.join("."), i.message])).toEqual([
      ["show_specials", "Choose on or off."],
    ]);
  });

  it("refuses unknown fields", () => {
    expect(tvShowSettingsSchema.safeParse({ show_specials: true, is_hidden: true }).success).toBe(false);
  });
});

describe("tvDetailsSchema", () => {
  it("holds regular episodes in seasons and specials apart (no number, no watched up to)", () => {
    const details = { show_specials: true, seasons: [{ number: 1, episodes: [regular] }], specials: [special] };
    expect(tvDetailsSchema.parse(details)).toEqual(details);
  });

  it("a special cannot pose as a regular episode, nor the other way round", () => {
    expect(
      tvDetailsSchema.safeParse({ show_specials: true, seasons: [{ number: 2, episodes: [special] }], specials: [] })
        .success,
    ).toBe(false);
    expect(
      tvDetailsSchema.safeParse({ show_specials: true, seasons: [], specials: [{ ...special, number: 0 }] }).success,
    ).toBe(false);
    expect(
      tvDetailsSchema.safeParse({ show_specials: true, seasons: [], specials: [{ ...regular, season: 1 }] }).success,
    ).toBe(false);
  });

  it("the owner's part of a show says whether specials are on", () => {
    const state = {
      is_hidden: false,
      hidden_at: null,
      is_reset: false,
      completed: 0,
      aired: 4,
      last_watched_at: null,
      next_episode: null,
    };
    expect(tvUserStateSchema.safeParse(state).success).toBe(false);
    expect(tvUserStateSchema.parse({ ...state, show_specials: true }).show_specials).toBe(true);
  });
});
