import { describe, expect, it } from "vitest";
import { decimalSeparatorOf, parseAmountText } from "./amount-text";

describe("parseAmountText", () => {
  it.each([
    ["$1,450.00", "en-US", 1450],
    ["1,450.00", "en-US", 1450],
    ["1450", "en-US", 1450],
    ["1,450", "en-US", 1450],
    ["1,234,567.89", "en-US", 1234567.89],
    [" $ 12.5 ", "en-US", 12.5],
    ["1,45", "en-US", 1.45],
    [".5", "en-US", 0.5],
    ["USD 99.99", "en-US", 99.99],
    ["(12.50)", "en-US", -12.5],
    ["-$3.00", "en-US", -3],
    ["99999999999999", "en-US", 99999999999999],
    ["1.450,00 €", "de-DE", 1450],
    ["1.450", "de-DE", 1450],
    ["1,450", "de-DE", 1.45],
    ["12,5", "de-DE", 12.5],
    ["€1.234.567,89", "de-DE", 1234567.89],
    ["1\u202f450,00\u00a0€", "fr-FR", 1450],
    ["1 450,00 €", "fr-FR", 1450],
    ["CHF 1'450.50", "de-CH", 1450.5],
    ["£1,450.00", "en-GB", 1450],
    ["1,450.00", "de-DE", 1450],
  ])("%s in %s is %s", (text, locale, value) => {
    expect(parseAmountText(text, locale)).toEqual({ ok: true, value });
  });

  it.each([["abc"], ["12abc"], ["1.2.3"], ["1,2,3"], ["1,45,000.00"], ["$"], [""], ["1.000,00.5"]])(
    "%j is refused with a message",
    (text) => {
      const result = parseAmountText(text, "en-US");
      expect(result.ok).toBe(false);
      if (!result.ok) expect(result.message).toMatch(/^Enter an amount/);
    },
  );

  it("knows each locale's decimal separator", () => {
    expect(decimalSeparatorOf("en-US")).toBe(".");
    expect(decimalSeparatorOf("de-DE")).toBe(",");
    expect(decimalSeparatorOf("fr-FR")).toBe(",");
  });
});
