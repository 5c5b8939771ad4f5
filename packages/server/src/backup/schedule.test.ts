import { describe, expect, it } from "vitest";
import { latestSlot, zonedInstant } from "./schedule";

describe("backup schedule", () => {
  it.each([
    ["2026-01-15", "03:30", "America/Chicago", "2026-01-15T09:30:00.000Z"], // CST, UTC-6
    ["2026-07-15", "03:30", "America/Chicago", "2026-07-15T08:30:00.000Z"], // CDT, UTC-5
    ["2026-07-15", "03:30", "UTC", "2026-07-15T03:30:00.000Z"],
    ["2026-03-29", "03:30", "Europe/Paris", "2026-03-29T01:30:00.000Z"], // the morning clocks go forward
    ["2026-07-15", "23:45", "Asia/Kolkata", "2026-07-15T18:15:00.000Z"], // UTC+5:30
  ])("%s %s in %s is %s", (date, time, zone, expected) => {
    expect(new Date(zonedInstant(date, time, zone)).toISOString()).toBe(expected);
  });

  it("answers today's time once it has passed, yesterday's before", () => {
    const zone = "America/Chicago";
    expect(new Date(latestSlot(Date.parse("2026-01-15T10:00:00Z"), "03:30", zone)).toISOString()).toBe(
      "2026-01-15T09:30:00.000Z",
    );
    expect(new Date(latestSlot(Date.parse("2026-01-15T09:29:59Z"), "03:30", zone)).toISOString()).toBe(
      "2026-01-14T09:30:00.000Z",
    );
    // 02:00 UTC on the 16th is still the 15th in Chicago.
    expect(new Date(latestSlot(Date.parse("2026-01-16T02:00:00Z"), "03:30", zone)).toISOString()).toBe(
      "2026-01-15T09:30:00.000Z",
    );
  });
});
