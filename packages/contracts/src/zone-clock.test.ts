import { describe, expect, it } from "vitest";
import { dateInTimeZone } from "./dates";
import {
  knownOffsetMinutes,
  rememberZoneOffsets,
  timeOfDayText,
  wallClockIn,
  ZONE_SPANS_PAST_DAYS,
  zoneOffsetSpans,
} from "./zone-clock";

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
    expect(zoneOffsetSpans("America/Chicago", NOW, 400, 400)).toEqual([
      { from: "2025-10-25T00:00:00.000Z", until: "2025-11-02T07:00:00.000Z", minutes: -300 },
      { from: "2025-11-02T07:00:00.000Z", until: "2026-03-08T08:00:00.000Z", minutes: -360 },
      { from: "2026-03-08T08:00:00.000Z", until: "2026-11-01T07:00:00.000Z", minutes: -300 },
      { from: "2026-11-01T07:00:00.000Z", until: "2027-03-14T08:00:00.000Z", minutes: -360 },
      { from: "2027-03-14T08:00:00.000Z", until: "2027-11-07T07:00:00.000Z", minutes: -300 },
      // Where the scan ended: the zone's next change is past it.
      { from: "2027-11-07T07:00:00.000Z", until: "2028-01-04T00:00:00.000Z", minutes: -360 },
    ]);
  });

  it.each([
    "Africa/Casablanca",
    "Asia/Gaza",
    "America/Santiago",
    "Australia/Lord_Howe",
    "Europe/Moscow",
    "Pacific/Apia",
  ])("finds in %s, whose rules are among the oddest, the spans a daily scan finds", (zone) => {
    expect(zoneOffsetSpans(zone, NOW)).toEqual(zoneOffsetSpans(zone, NOW, undefined, undefined, 86_400_000));
  });

  it("gives a zone without changes one span, whatever its offset", () => {
    expect(zoneOffsetSpans("Asia/Kolkata", NOW, 400)).toEqual([
      { from: "2025-10-25T00:00:00.000Z", until: null, minutes: 330 },
    ]);
    expect(zoneOffsetSpans("UTC", NOW, 400)).toEqual([{ from: "2025-10-25T00:00:00.000Z", until: null, minutes: 0 }]);
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
    const wrong: string[] = [];
    // Every 37 minutes over two years around now and the first year the spans reach back to,
    // so every minute of the hour and the hours around each change come up. Mismatches are
    // collected and checked once (an expect per instant was slow).
    const firstYear = NOW.getTime() - (ZONE_SPANS_PAST_DAYS - 366) * 86_400_000;
    const instants: number[] = [];
    for (let ms = NOW.getTime() - 365 * 86_400_000; ms < NOW.getTime() + 365 * 86_400_000; ms += 37 * 60_000) {
      instants.push(ms);
    }
    for (let ms = firstYear - 366 * 86_400_000; ms < firstYear; ms += 37 * 60_000) instants.push(ms);
    for (const ms of instants) {
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

  it("reads a zone with daylight saving from Intl past the spans' end, not from their last offset", () => {
    rememberZoneOffsets("America/Chicago", zoneOffsetSpans("America/Chicago", NOW));
    // Summer three years ahead: daylight time (UTC-5), though the last span is winter's UTC-6.
    const later = new Date("2029-07-01T04:30:00Z");
    expect(wallClockIn(later, "America/Chicago")).toEqual({ date: "2029-06-30", minuteOfDay: 23 * 60 + 30 });
    expect(dateInTimeZone(later, "America/Chicago")).toBe("2029-06-30");
  });

  it("knows the offsets of twenty years back and a year ahead without Intl (old air dates, next year's)", () => {
    rememberZoneOffsets("Europe/Paris", zoneOffsetSpans("Europe/Paris", NOW));
    expect(knownOffsetMinutes(Date.parse("2007-07-01T12:00:00Z"), "Europe/Paris")).toBe(120);
    expect(knownOffsetMinutes(Date.parse("2007-01-01T12:00:00Z"), "Europe/Paris")).toBe(60);
    expect(knownOffsetMinutes(Date.parse("2027-07-01T12:00:00Z"), "Europe/Paris")).toBe(120);
    expect(knownOffsetMinutes(Date.parse("2005-07-01T12:00:00Z"), "Europe/Paris")).toBeUndefined();
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
