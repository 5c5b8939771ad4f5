import { describe, expect, it } from "vitest";
import { dottedDate, inUnits, plainNumber, usNumber, usOrIsoDate } from "./fill-ups";
import { readFuelly } from "./fuelly";
import { readTable } from "./table";

const table = (text: string) => {
  const read = readTable(Buffer.from(text, "utf8"));
  if (!read.ok) throw new Error(read.problem.message);
  return read.table;
};

describe("dates and numbers of fill-up exports", () => {
  it.each([
    ["2026-01-01", "2026-01-01"],
    ["1/8/2026", "2026-01-08"],
    ["01/15/26", "2026-01-15"],
    ["01/15/2022 0:00", "2022-01-15"],
    ["1/5/2024 7:55 PM", "2024-01-05"],
    ["2022-01-15 12:00:00", "2022-01-15"],
    ["02/30/2022", undefined],
    ["15.01.2022", undefined],
    ["soon", undefined],
  ])("reads %j as %j (US or ISO)", (text, date) => expect(usOrIsoDate(text)).toBe(date));

  it.each([
    ["23.02.2010", "2010-02-23"],
    ["1.3.2021", "2021-03-01"],
    ["31.02.2021", undefined],
    ["2021-02-01", undefined],
  ])("reads %j as %j (Spritmonitor)", (text, date) => expect(dottedDate(text)).toBe(date));

  it.each([
    ["", null],
    ["1,450.5", 1450.5],
    ["$1,045.00", 1045],
    ["lots", undefined],
  ])("reads the US number %j as %j", (text, value) => expect(usNumber(text)).toBe(value));

  it.each([
    ["42,50", 42.5],
    ["40.1", 40.1],
    ["41100", 41100],
    ["", null],
    ["1.234,5", undefined],
  ])("reads the plain number %j as %j", (text, value) => expect(plainNumber(text)).toBe(value));
});

describe("inUnits", () => {
  const draft = {
    line: 2,
    date: "2026-01-01",
    mileage: 100,
    gallons: 10,
    price_per_gallon: 1.5,
    total_paid: null,
    is_full: true,
    missed_previous: false,
    location: "",
    notes: "",
  };
  it("keeps a draft already in the vehicle's units", () => {
    expect(inUnits(draft, { distance: "km", volume: "l" }, { distance: "km", volume: "l" })).toEqual(draft);
  });
  it("converts km and litres to miles and gallons, keeping what was paid", () => {
    expect(inUnits(draft, { distance: "km", volume: "l" }, { distance: "mi", volume: "gal" })).toMatchObject({
      mileage: 62.1,
      gallons: 2.642,
      price_per_gallon: null,
      total_paid: 15,
    });
  });
  it("converts a price when the volume is unknown", () => {
    const priceOnly = { ...draft, gallons: null, total_paid: 20 };
    expect(inUnits(priceOnly, { distance: "mi", volume: "gal" }, { distance: "mi", volume: "l" })).toMatchObject({
      price_per_gallon: 0.396,
      total_paid: 20,
    });
  });
});

describe("readFuelly", () => {
  it("reads aliased columns, units in headers, flags and quoted notes", () => {
    const csv = [
      "Fuelup Date,Odometer (mi),Gallons,Price (USD),Total Cost,Partial Fuelup,Missed Fuelup,City,Notes",
      "2026-01-01,1000,10.5,3.299,,0,0,Austin,",
      '1/8/2026,"1,300",9.8,,32.33,1,0,Waco,"half tank, cheap"',
      "01/15/26,1550,,3.1,31.00,0,1,,",
    ].join("\n");
    const file = readFuelly(table(`\uFEFF${csv}`));
    expect(file.problems).toEqual([]);
    expect(file.units).toEqual({ distance: "mi", volume: "gal" });
    expect(file.drafts).toEqual([
      {
        line: 2,
        date: "2026-01-01",
        mileage: 1000,
        gallons: 10.5,
        price_per_gallon: 3.299,
        total_paid: null,
        is_full: true,
        missed_previous: false,
        location: "Austin",
        notes: "",
      },
      {
        line: 3,
        date: "2026-01-08",
        mileage: 1300,
        gallons: 9.8,
        price_per_gallon: null,
        total_paid: 32.33,
        is_full: false,
        missed_previous: false,
        location: "Waco",
        notes: "half tank, cheap",
      },
      {
        line: 4,
        date: "2026-01-15",
        mileage: 1550,
        gallons: null,
        price_per_gallon: 3.1,
        total_paid: 31,
        is_full: true,
        missed_previous: true,
        location: "",
        notes: "",
      },
    ]);
  });

  it("sees litres and kilometres in a metric car's headers", () => {
    expect(readFuelly(table("fuelup_date,odometer (km),litres,price\n2026-01-01,100,40,1.9\n")).units).toEqual({
      distance: "km",
      volume: "l",
    });
  });

  it.each([
    ["when,gallons\n2026-01-01,3", { line: 1, message: "No date or odometer column in the header." }],
    ["date,gallons\n2026-01-01,3", { line: 1, message: "No odometer column in the header." }],
    [
      "date,odometer\n2026-01-01,100\nyesterday,200",
      { line: 3, message: '"yesterday" is not a date (use yyyy-mm-dd or m/d/yyyy).' },
    ],
    ["date,odometer,gallons\n2026-01-01,100,lots", { line: 2, message: '"lots" in volume is not a number.' }],
    ["date,odometer\n2026-01-01,", { line: 2, message: "The odometer is missing." }],
    ["date,odometer\n", { line: null, message: "The file has no fill-ups." }],
  ])("reports the line and reason for %j", (csv, problem) => {
    expect(readFuelly(table(csv)).problems).toEqual([problem]);
  });
});
