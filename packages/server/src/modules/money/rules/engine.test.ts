import { describe, expect, it } from "vitest";
import { type Rule, runRules } from "./engine";

const rule = (fields: Partial<Rule>): Rule => ({
  id: 1,
  payeeId: null,
  contains: "",
  setPayeeId: null,
  setCategoryId: null,
  tagIds: [],
  ...fields,
});
const target = { payeeId: 5, categoryId: null, description: "AMZN Mktp US*2K4AB1CD2", tagIds: [7] };
const defaults = new Map([[9, 30]]);
const run = (rules: Rule[], over = {}) =>
  runRules(rules, { ...target, ...over }, (payeeId) => defaults.get(payeeId) ?? null);

describe("runRules", () => {
  it.each([
    ["no rules: nothing changes", [], { payeeId: 5, categoryId: null, addTagIds: [] }],
    ["description contains, any case", [rule({ contains: "amzn", setCategoryId: 20 })], { categoryId: 20 }],
    ["text not in the description", [rule({ contains: "lidl", setCategoryId: 20 })], { categoryId: null }],
    ["payee rule", [rule({ payeeId: 5, setCategoryId: 21 })], { categoryId: 21 }],
    ["another payee's rule", [rule({ payeeId: 6, setCategoryId: 21 })], { categoryId: null }],
    ["both conditions must hold", [rule({ payeeId: 5, contains: "lidl", setCategoryId: 21 })], { categoryId: null }],
    [
      "an earlier rule's payee feeds a later payee rule",
      [rule({ contains: "amzn", setPayeeId: 8 }), rule({ payeeId: 8, setCategoryId: 22 })],
      { payeeId: 8, categoryId: 22 },
    ],
    [
      "a later rule wins; a rule before the payee changes does not see it",
      [rule({ payeeId: 8, setCategoryId: 23 }), rule({ contains: "amzn", setPayeeId: 8, setCategoryId: 24 })],
      { payeeId: 8, categoryId: 24 },
    ],
    [
      "a new payee brings its default category",
      [rule({ contains: "amzn", setPayeeId: 9 })],
      { payeeId: 9, categoryId: 30 },
    ],
    [
      "tags add up, each once, not those it has",
      [rule({ contains: "a", tagIds: [7, 8] }), rule({ contains: "m", tagIds: [8, 9] })],
      { addTagIds: [8, 9] },
    ],
    ["a rule with no condition matches nothing", [rule({ setCategoryId: 20 })], { categoryId: null }],
  ] as [string, Rule[], object][])("%s", (_name, rules, expected) => {
    expect(run(rules)).toMatchObject(expected);
  });

  it("a set category is kept when a later rule only changes the payee", () => {
    expect(run([rule({ contains: "amzn", setPayeeId: 9 })], { categoryId: 11 })).toMatchObject({ categoryId: 11 });
  });
});
