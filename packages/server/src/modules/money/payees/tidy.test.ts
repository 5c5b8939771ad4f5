import { describe, expect, it } from "vitest";
import { looseKey, payeeNameKey, tidyName } from "./tidy";

describe("tidyName", () => {
  it.each([
    ["Trader Joe S", ["TRADER JOE'S #552 MONROVIA CA", "TRADER JOE'S #12"], "Trader Joe's"],
    ["Amazon Mktpl*2k4ab1cd2", ["AMAZON MKTPL*2K4AB1CD2"], "Amazon Mktpl"],
    ["Amazon Mktpl*2k4ab1cd2", [], "Amazon Mktpl"],
    ["Tci", ["TCI"], null], // what the cleaner names a statement's "TCI" (a QIF payee keeps its letters)
    // Names a person chose, or that are already what the cleaner makes: kept.
    ["Amazon", ["AMAZON MKTPL*2K4AB1CD2"], null],
    ["Safeway", ["SAFEWAY #1234"], null],
    ["McDonald's", ["McDonald's"], null],
    ["Starbucks Coffee", ["STARBUCKS STORE 07604"], null],
    ["Trader Joe S", [], null],
  ])("%s from %j → %s", (name, descriptions, expected) => {
    expect(tidyName(name, descriptions)).toBe(expected);
  });

  it("a payee named by the old cleaner shares its key with the new cleaner's name", () => {
    expect(payeeNameKey("Trader Joe S")).toBe(looseKey("trader joe's"));
    expect(payeeNameKey("Amazon Mktpl*2k4ab1cd2")).toBe("amazon mktpl");
  });
});
