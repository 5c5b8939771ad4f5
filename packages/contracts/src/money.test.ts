import { describe, expect, it } from "vitest";
import { formatCurrency, usdText } from "./money";

describe("usdText", () => {
  it("writes dollars as Intl's en-US currency format does, signs and halves included", () => {
    const intl = (decimals: number) =>
      new Intl.NumberFormat("en-US", {
        style: "currency",
        currency: "USD",
        minimumFractionDigits: decimals,
        maximumFractionDigits: decimals,
      });
    const cents = intl(2);
    const tenths = intl(3);
    for (const value of [0, -0, 1.005, -1.005, 0.001, -0.001, 3.4595, 1_234_567.89, -98_765.43]) {
      expect(usdText(value)).toBe(cents.format(value));
      expect(usdText(value, 3)).toBe(tenths.format(value));
    }
    for (let value = -50_000; value < 50_000; value += 12.347) {
      expect(usdText(value)).toBe(cents.format(value));
      expect(usdText(value, 3)).toBe(tenths.format(value));
    }
    expect(formatCurrency(-12)).toBe("-$12.00");
    expect(formatCurrency(12, "EUR")).toBe("€12.00");
  });
});
