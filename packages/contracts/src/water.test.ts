import { describe, expect, it } from "vitest";
import { addDays } from "./dates";
import { formatWater, mlToOz, ozToMl, toMl, type WaterDay, waterProgress, waterStreak } from "./water";

describe("water conversions", () => {
  it.each([
    [236, 8],
    [591, 20],
    [946, 32],
    [0, 0],
    [2000, 68],
    [14, 0],
    [15, 1],
  ])("%i ml is %i oz", (ml, oz) => {
    expect(mlToOz(ml)).toBe(oz);
  });

  it("converts oz back to whole ml and formats in the owner's unit", () => {
    expect(ozToMl(8)).toBe(237);
    expect(toMl(12, "oz")).toBe(355);
    expect(toMl(250.4, "ml")).toBe(250);
    expect(formatWater(1892, "oz")).toBe("64 oz");
    expect(formatWater(1892, "ml")).toBe("1,892 ml");
  });

  it.each([
    [0, 2000, 0],
    [1000, 2000, 50],
    [2240, 2000, 112],
    [500, 0, 0],
  ])("progress of %i ml against %i ml is %i percent", (amount, target, percent) => {
    expect(waterProgress(amount, target)).toBeCloseTo(percent, 9);
  });
});

describe("waterStreak", () => {
  const today = "2026-11-22";
  const days = (...amounts: number[]): WaterDay[] =>
    amounts.map((amount, index) => ({
      date_created: addDays(today, index - amounts.length + 1),
      target_ml: 2000,
      amount,
    }));

  it("counts days met up to yesterday while today is still in progress", () => {
    expect(waterStreak(days(2000, 100, 2500, 2000, 500), today)).toBe(2);
  });

  it("includes today once it is met", () => {
    expect(waterStreak(days(2000, 2000, 2100), today)).toBe(3);
  });

  it("is zero after a missed yesterday, and a day with no target is never met", () => {
    expect(waterStreak(days(2000, 0, 10), today)).toBe(0);
    expect(waterStreak([{ date_created: addDays(today, -1), target_ml: 0, amount: 500 }], today)).toBe(0);
  });
});
