import { describe, expect, it } from "vitest";
import { numberText } from "./number-text";

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
