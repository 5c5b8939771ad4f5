import { describe, expect, it } from "vitest";
import {
  addDays,
  addYears,
  calendarDateText,
  daysBetween,
  formatIsoDay,
  formatShortDay,
  isIsoDate,
  todayIn,
} from "./dates";

describe("dates", () => {
  it.each([
    ["2026-02-28", true],
    ["2026-02-29", false],
    ["2024-02-29", true],
    ["2026-13-01", false],
    ["2026-1-01", false],
    ["", false],
  ])("isIsoDate(%s) is %s", (value, expected) => {
    expect(isIsoDate(value)).toBe(expected);
  });

  it("adds days across month and year ends", () => {
    expect(addDays("2026-12-31", 1)).toBe("2027-01-01");
    expect(addDays("2026-03-01", -1)).toBe("2026-02-28");
    expect(daysBetween("2026-12-25", "2027-01-01")).toBe(7);
  });

  it("adds years, clamping Feb 29 forward", () => {
    expect(addYears("2026-11-22", -100)).toBe("1926-11-22");
    expect(addYears("2024-02-29", 1)).toBe("2025-03-01");
  });

  it("computes today in the owner's zone, not the server's", () => {
    const instant = new Date("2026-11-22T03:30:00Z");
    expect(todayIn("UTC", instant)).toBe("2026-11-22");
    expect(todayIn("America/Chicago", instant)).toBe("2026-11-21");
    expect(todayIn("Asia/Tokyo", instant)).toBe("2026-11-22");
  });
});

describe("calendarDateText", () => {
  it("writes every date of 1999-2031 as Intl's en-US formats do", () => {
    const intl = (options: Intl.DateTimeFormatOptions) =>
      new Intl.DateTimeFormat("en-US", { ...options, month: "short", day: "numeric", timeZone: "UTC" });
    const withWeekday = intl({ weekday: "short", year: "numeric" });
    const withYear = intl({ year: "numeric" });
    const withoutYear = intl({});
    const full = new Intl.DateTimeFormat("en-US", { dateStyle: "full", timeZone: "UTC" });
    // Days written differently from Intl: collected, then checked once (an expect per day was slow).
    const wrong: string[] = [];
    for (let day = "1999-01-01"; day < "2032-01-01"; day = addDays(day, 1)) {
      const instant = new Date(`${day}T00:00:00Z`);
      if (
        formatIsoDay(day) !== withWeekday.format(instant) ||
        formatShortDay(day) !== withYear.format(instant) ||
        calendarDateText(day, { year: false }) !== withoutYear.format(instant) ||
        calendarDateText(day, { weekday: true, long: true }) !== full.format(instant)
      ) {
        wrong.push(day);
      }
    }
    expect(wrong).toEqual([]);
  });
});
