import { describe, expect, it } from "vitest";
import { dateInTimeZone } from "./dates";
import { rememberZoneOffsets, timeOfDayText, wallClockIn, zoneOffsetSpans } from "./zone-clock";

const NOW = new Date("2026-11-29T12:00:00Z");

// The zone's clock by Intl: the reference the spans must reproduce.
const intlFormats = new Map<string, Intl.DateTimeFormat>();
function intlClock(instant: Date, timeZone: string) {
  const format =
    intlFormats.get(timeZone) ??
    new Intl.DateTimeFormat("en-CA", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
    });
  intlFormats.set(timeZone, format);
  const parts = format.formatToParts(instant);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? "";
  return {
    date: `${part("year")}-${part("month")}-${part("day")}`,
    minuteOfDay: Number(part("hour")) * 60 + Number(part("minute")),
  };
}

describe("zoneOffsetSpans", () => {
  it("finds each daylight-saving change of a zone to the second", () => {
    expect(zoneOffsetSpans("America/Chicago", NOW)).toEqual([
      { from: "2025-10-25T00:00:00.000Z", until: "2025-11-02T07:00:00.000Z", minutes: -300 },
      { from: "2025-11-02T07:00:00.000Z", until: "2026-03-08T08:00:00.000Z", minutes: -360 },
      { from: "2026-03-08T08:00:00.000Z", until: "2026-11-01T07:00:00.000Z", minutes: -300 },
      { from: "2026-11-01T07:00:00.000Z", until: "2027-03-14T08:00:00.000Z", minutes: -360 },
      { from: "2027-03-14T08:00:00.000Z", until: "2027-11-07T07:00:00.000Z", minutes: -300 },
      { from: "2027-11-07T07:00:00.000Z", until: null, minutes: -360 },
    ]);
  });

  it("gives a zone without changes one span, whatever its offset", () => {
    expect(zoneOffsetSpans("Asia/Kolkata", NOW)).toEqual([
      { from: "2025-10-25T00:00:00.000Z", until: null, minutes: 330 },
    ]);
    expect(zoneOffsetSpans("UTC", NOW)).toEqual([{ from: "2025-10-25T00:00:00.000Z", until: null, minutes: 0 }]);
  });
});

describe("wallClockIn", () => {
  it.each([
    "America/Chicago",
    "Europe/London",
    "Australia/Lord_Howe",
    "Pacific/Chatham",
    "Asia/Kolkata",
    "America/St_Johns",
  ])("reads %s's clock from the server's spans as Intl does, across its changes", (zone) => {
    rememberZoneOffsets(zone, zoneOffsetSpans(zone, NOW));
    // Every 37 minutes over two years, so every minute of the hour and the hours around each
    // change come up. Mismatches are collected and checked once (an expect per instant was slow).
    const wrong: string[] = [];
    for (let ms = NOW.getTime() - 365 * 86_400_000; ms < NOW.getTime() + 365 * 86_400_000; ms += 37 * 60_000) {
      const instant = new Date(ms + 17_000);
      const expected = intlClock(instant, zone);
      const clock = wallClockIn(instant, zone);
      const date = dateInTimeZone(instant, zone);
      if (clock.date !== expected.date || clock.minuteOfDay !== expected.minuteOfDay || date !== expected.date) {
        wrong.push(instant.toISOString());
      }
    }
    expect(wrong).toEqual([]);
  });

  it("asks Intl for an instant outside the spans", () => {
    rememberZoneOffsets("Europe/Berlin", zoneOffsetSpans("Europe/Berlin", NOW, 10));
    const longAgo = new Date("1999-07-01T22:30:00Z");
    expect(wallClockIn(longAgo, "Europe/Berlin")).toEqual({ date: "1999-07-02", minuteOfDay: 30 });
    expect(dateInTimeZone(longAgo, "Europe/Berlin")).toBe("1999-07-02");
  });
});

describe("timeOfDayText", () => {
  it("writes every minute of a day as Intl's en-US time, with a plain space", () => {
    const intl = new Intl.DateTimeFormat("en-US", { hour: "numeric", minute: "2-digit", timeZone: "UTC" });
    for (let minute = 0; minute < 24 * 60; minute++) {
      expect(timeOfDayText(minute)).toBe(intl.format(new Date(minute * 60_000)).replace(/\s/g, " "));
    }
  });
});
