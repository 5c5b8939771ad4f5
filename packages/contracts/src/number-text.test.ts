import { describe, expect, it } from "vitest";
import { fixedText, numberText } from "./number-text";

describe("numberText", () => {
  it("writes whole numbers as en-US does, thousands grouped", () => {
    const samples = [0, 7, 999, 1000, 2309, 12_345, 999_999, 1_000_000, 1_234_567_890, -1, -1000, -1_234_567];
    for (const value of samples) expect(numberText(value)).toBe(value.toLocaleString("en-US"));
    for (let value = -20_000; value <= 2_000_000; value += 997) {
      expect(numberText(value)).toBe(value.toLocaleString("en-US"));
    }
  });

  it("leaves other numbers to Intl", () => {
    expect(numberText(1234.5)).toBe("1,234.5");
    expect(numberText(0.12345)).toBe("0.123");
    expect(numberText(Number.NaN)).toBe("NaN");
  });
});

describe("fixedText", () => {
  const intl = (decimals: number) =>
    new Intl.NumberFormat("en-US", { minimumFractionDigits: decimals, maximumFractionDigits: decimals });

  it("writes numbers with fixed decimals as Intl's en-US format does, halves and signs included", () => {
    const samples = [
      0,
      -0,
      1.005,
      2.675,
      1.5,
      2.5,
      -2.5,
      0.125,
      -0.001,
      999.995,
      9.9999,
      1234567.891,
      0.1 + 0.2,
      1e-7,
      5e21,
    ];
    // Values written differently from Intl: collected, then checked once (an expect per value was slow).
    const wrong: string[] = [];
    const formats = [0, 1, 2, 3].map(intl);
    const same = (value: number, decimals: number) => {
      if (fixedText(value, decimals) !== formats[decimals]?.format(value)) wrong.push(`${value} ${decimals}`);
    };
    for (const decimals of [0, 1, 2, 3]) {
      for (const value of samples) same(value, decimals);
      // Cents and tenths of a cent over a wide range, both signs.
      for (let value = -25_000.005; value < 2_500_000; value += 7_919.137) {
        same(value, decimals);
      }
      for (let cents = -100_000; cents <= 100_000; cents += 13) {
        same(cents / 100, decimals);
        same(cents / 1000, decimals);
      }
    }
    expect(wrong).toEqual([]);
  });
});
