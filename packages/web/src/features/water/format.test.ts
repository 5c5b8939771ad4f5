import { describe, expect, it } from "vitest";
import { formatAmountOfTarget, formatShortDay, formatTime, inUnit, progressPercent } from "./format";
import { describeHistory } from "./history";
import { streakText } from "./WaterHistory";

describe("water formatting", () => {
  it.each([
    [1420, 1893, "oz", "48 of 64 oz"],
    [1420, 1893, "ml", "1,420 of 1,893 ml"],
    [0, 0, "oz", "0 of 0 oz"],
  ] as const)("formatAmountOfTarget(%i, %i, %s) = %s", (amount, target, unit, expected) => {
    expect(formatAmountOfTarget(amount, target, unit)).toBe(expected);
  });

  it.each([
    [1420, 1893, 75],
    [2120, 1893, 112],
    [500, 0, 0],
    [1893, 1893, 100],
  ])("progressPercent(%i, %i) = %i: whole and never capped", (amount, target, expected) => {
    expect(progressPercent(amount, target)).toBe(expected);
  });

  it.each([
    [591, "oz", 20],
    [591, "ml", 591],
  ] as const)("inUnit(%i, %s) = %i", (ml, unit, expected) => {
    expect(inUnit(ml, unit)).toBe(expected);
  });

  it.each([
    ["2025-03-05T20:05:00Z", "America/Chicago", "2:05 PM"],
    ["2025-03-05T05:59:00Z", "America/Chicago", "11:59 PM"],
    ["2025-07-01T00:00:00Z", "Europe/Berlin", "2:00 AM"],
  ])("formatTime(%s, %s) = %s, with plain spaces", (instant, zone, expected) => {
    expect(formatTime(instant, zone)).toBe(expected);
  });

  it("names a calendar day without shifting it across a zone", () => {
    expect(formatShortDay("2025-03-01")).toBe("Mar 1");
    expect(formatShortDay("2024-12-31")).toBe("Dec 31");
  });

  it("sums up 30 days in words", () => {
    const day = (amount: number, target_ml: number) => ({ date_created: "2025-03-05", amount, target_ml });
    const days = [day(2000, 1893), day(1000, 1893), ...Array.from({ length: 28 }, () => day(0, 1893))];
    expect(describeHistory(days, "oz")).toBe("Target met on 1 of the last 30 days. Average 3 oz a day.");
    expect(describeHistory([day(300, 0), day(100, 0)], "ml")).toBe(
      "No daily target in the last 2 days. Average 200 ml a day.",
    );
  });

  it.each([
    [{ current: 0, today_met: false }, true, "No streak yet – meet today's target to start one"],
    [{ current: 0, today_met: false }, false, "No streak yet – set a daily target to start one"],
    [{ current: 3, today_met: true }, true, "3-day streak – today's target met"],
    [{ current: 2, today_met: false }, true, "2-day streak – meet today's target to keep it going"],
  ])("streakText(%o, target set: %s) = %s", (streak, hasTarget, expected) => {
    expect(streakText(streak, hasTarget)).toBe(expected);
  });
});
