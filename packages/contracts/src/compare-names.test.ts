import { describe, expect, it } from "vitest";
import { compareNames } from "./compare-names";

describe("compareNames", () => {
  const collator = new Intl.Collator("en-US");

  it("orders names of letters, digits and spaces exactly as Intl.Collator does", () => {
    // Pairs whose order differs from the Collator's: collected, then checked once (an expect per
    // pair made this test take seconds on a loaded machine).
    const wrong: string[] = [];
    const check = (a: string, b: string) => {
      if (compareNames(a, b) !== Math.sign(collator.compare(a, b))) wrong.push(`${a}|${b}`);
    };
    // Every name of up to 3 of these characters against each other (400 names).
    const alphabet = "aAbZ0 9";
    const names = [""];
    for (let length = 1; length <= 3; length++) {
      for (const name of names.filter((n) => n.length === length - 1)) {
        for (const char of alphabet) names.push(name + char);
      }
    }
    for (const a of names) for (const b of names) check(a, b);
    // Longer names from the whole alphabet, and names against their upper case.
    const letters = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789  ";
    let seed = 7;
    const random = () => {
      seed = (seed * 48_271) % 2_147_483_647;
      return seed;
    };
    const name = () => Array.from({ length: random() % 12 }, () => letters[random() % letters.length]).join("");
    for (let i = 0; i < 20_000; i++) {
      const a = name();
      check(a, random() % 3 === 0 ? a.toUpperCase() : name());
    }
    expect(wrong).toEqual([]);
  });

  it("leaves other names to the Collator", () => {
    for (const [a, b] of [
      ["café", "cafe"],
      ["Call mom!", "Call mom"],
      ["e-mail", "email"],
      ["Zoë", "Zoe 2"],
    ] as const) {
      expect(compareNames(a, b)).toBe(collator.compare(a, b));
      expect(compareNames(b, a)).toBe(collator.compare(b, a));
    }
  });
});
