import { describe, expect, it } from "vitest";
import {
  amountPreview,
  checkDraft,
  type EntryDraft,
  emptyDraft,
  entryBody,
  fieldErrors,
  withAmount,
} from "./entryDraft";

const draft = (patch: Partial<EntryDraft>): EntryDraft => ({ ...emptyDraft(), mileage: "1000", ...patch });
const saved = draft({ date: "2026-01-05", gallons: "10", price_per_gallon: "3", total_paid: "30.00" });

describe("amountPreview", () => {
  it.each([
    [{ gallons: "10", price_per_gallon: "3" }, "total_paid", { gallons: 10, price_per_gallon: 3, total_paid: 30 }],
    [
      { gallons: "10", total_paid: "31.5" },
      "price_per_gallon",
      { gallons: 10, price_per_gallon: 3.15, total_paid: 31.5 },
    ],
    [
      { price_per_gallon: "3.2", total_paid: "40" },
      "gallons",
      { gallons: 12.5, price_per_gallon: 3.2, total_paid: 40 },
    ],
  ] as const)("completes %o by working out %s", (amounts, derived, value) => {
    expect(amountPreview(draft(amounts))).toEqual({ result: { ok: true, value }, derived, typed: 2 });
  });

  it("needs two, and three that agree within a cent", () => {
    expect(amountPreview(draft({ gallons: "10" })).result).toMatchObject({ ok: false, field: "price_per_gallon" });
    const three = amountPreview(draft({ gallons: "10", price_per_gallon: "3", total_paid: "30.02" }));
    expect(three).toMatchObject({ derived: null, typed: 3, result: { ok: false, field: "total_paid" } });
  });
});

describe("withAmount", () => {
  it("recomputes the total when a saved fill-up's gallons or price change, as PATCH does", () => {
    expect(withAmount(saved, "gallons", "12", saved)).toMatchObject({ gallons: "12", total_paid: "" });
    expect(withAmount(saved, "price_per_gallon", "3.1", saved)).toMatchObject({
      price_per_gallon: "3.1",
      total_paid: "",
    });
  });

  it("recomputes the price when a saved fill-up's total changes", () => {
    expect(withAmount(saved, "total_paid", "33", saved)).toMatchObject({ total_paid: "33", price_per_gallon: "" });
  });

  it("empties nothing on a new fill-up, or once the amounts were already changed", () => {
    const fresh = draft({ gallons: "10", price_per_gallon: "3", total_paid: "30" });
    expect(withAmount(fresh, "gallons", "11")).toMatchObject({
      gallons: "11",
      price_per_gallon: "3",
      total_paid: "30",
    });
    const changed = withAmount(saved, "gallons", "12", saved);
    expect(withAmount(changed, "total_paid", "40", saved)).toMatchObject({
      gallons: "12",
      price_per_gallon: "3",
      total_paid: "40",
    });
  });
});

describe("checkDraft", () => {
  it.each([
    [{ mileage: "", gallons: "10", total_paid: "30" }, { mileage: "Enter the odometer reading." }],
    [{ gallons: "10" }, { price_per_gallon: "Enter any two of gallons, price per gallon and total paid." }],
    [{ gallons: ".", price_per_gallon: "3" }, { gallons: "Enter a number." }],
    [
      { gallons: "10", price_per_gallon: "3", total_paid: "31" },
      { total_paid: "10 gallons at $3 is $30.00, not $31.00." },
    ],
    [{ gallons: "10", price_per_gallon: "3" }, {}],
  ])("%o → %o", (patch, expected) => {
    const checked = checkDraft(draft(patch));
    expect(checked).toMatchObject(expected);
    expect(Object.keys(checked)).toEqual(Object.keys(expected));
  });
});

describe("entryBody", () => {
  it("sends a new fill-up's amounts as typed, an empty one as null, and today when no date was chosen", () => {
    expect(entryBody(draft({ gallons: "10", total_paid: "30", location: " Shell " }), "2026-03-01")).toEqual({
      date: "2026-03-01",
      mileage: 1000,
      gallons: 10,
      price_per_gallon: null,
      total_paid: 30,
      is_full: true,
      missed_previous: false,
      location: "Shell",
      position: null,
      notes: "",
    });
  });

  it("leaves a saved fill-up's amounts out unless one changed", () => {
    expect(entryBody({ ...saved, notes: "Costco" }, "2026-03-01", saved)).not.toHaveProperty("gallons");
    const changed = withAmount(saved, "gallons", "12", saved);
    expect(entryBody(changed, "2026-03-01", saved)).toMatchObject({
      date: "2026-01-05",
      gallons: 12,
      price_per_gallon: 3,
      total_paid: null,
    });
  });
});

describe("fieldErrors", () => {
  it("takes each field's first message and puts position parts under position", () => {
    expect(fieldErrors({ mileage: ["Too low.", "Other."], "position.latitude": ["Between -90 and 90."] })).toEqual({
      mileage: "Too low.",
      position: "Between -90 and 90.",
    });
    expect(fieldErrors(undefined)).toEqual({});
  });
});
