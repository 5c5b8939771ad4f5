import { describe, expect, it } from "vitest";
import { addDays } from "./dates";
import { relativeDate } from "./relative-date";

// 2026-11-22 is a Sunday; 2026-11-25 a Wednesday.
const SUNDAY = "2026-11-22";
const WEDNESDAY = "2026-11-25";

describe("relativeDate", () => {
  const cases: Array<[string, string, number, string]> = [
    ["same day", SUNDAY, 0, "today"],
    ["next day", SUNDAY, 1, "tomorrow"],
    ["previous day", SUNDAY, -1, "yesterday"],
    ["2 days ahead", SUNDAY, 2, "in 2 days"],
    ["3 days ahead", SUNDAY, 3, "in 3 days"],
    ["2 days back", SUNDAY, -2, "2 days ago"],
    ["3 days back", SUNDAY, -3, "3 days ago"],
    ["4 days ahead, same week", SUNDAY, 4, "this Thursday"],
    ["6 days ahead, same week (Saturday)", SUNDAY, 6, "this Saturday"],
    ["7 days ahead is next week", SUNDAY, 7, "next Sunday"],
    ["4 days ahead crossing Sunday", WEDNESDAY, 4, "next Sunday"],
    ["3 days ahead to Saturday", WEDNESDAY, 3, "in 3 days"],
    ["4 days back", SUNDAY, -4, "last Wednesday"],
    ["7 days back", SUNDAY, -7, "last Sunday"],
    ["8 days ahead", SUNDAY, 8, "in a week"],
    ["10 days ahead rounds to one week", SUNDAY, 10, "in a week"],
    ["11 days ahead rounds to two weeks", SUNDAY, 11, "in 2 weeks"],
    ["14 days ahead", SUNDAY, 14, "in 2 weeks"],
    ["8 days back", SUNDAY, -8, "a week ago"],
    ["14 days back", SUNDAY, -14, "2 weeks ago"],
    ["15 days ahead", SUNDAY, 15, "in about a month"],
    ["44 days ahead", SUNDAY, 44, "in about a month"],
    ["45 days ahead", SUNDAY, 45, "in about 2 months"],
    ["60 days ahead", SUNDAY, 60, "in about 2 months"],
    ["15 days back", SUNDAY, -15, "about a month ago"],
    ["60 days back", SUNDAY, -60, "about 2 months ago"],
    ["61 days ahead", SUNDAY, 61, "in 2 months"],
    ["200 days ahead", SUNDAY, 200, "in 7 months"],
    ["365 days ahead", SUNDAY, 365, "in 12 months"],
    ["61 days back", SUNDAY, -61, "2 months ago"],
    ["365 days back", SUNDAY, -365, "12 months ago"],
    ["366 days ahead", SUNDAY, 366, "in about a year"],
    ["547 days ahead", SUNDAY, 547, "in about a year"],
    ["366 days back", SUNDAY, -366, "about a year ago"],
    ["547 days back", SUNDAY, -547, "about a year ago"],
    ["548 days ahead", SUNDAY, 548, "May 2028"],
    ["548 days back", SUNDAY, -548, "May 2025"],
    ["far future", SUNDAY, 3000, "February 2035"],
  ];

  it.each(cases)("%s (%s %+d) → %s", (_label, today, offset, expected) => {
    expect(relativeDate(addDays(today, offset), today)).toBe(expected);
  });

  it("counts calendar days across a daylight-saving change", () => {
    // US DST ended 2026-11-01; a naive local-time diff would be off by an hour.
    expect(relativeDate("2026-11-02", "2026-10-31")).toBe("in 2 days");
  });
});
