import { describe, expect, it } from "vitest";
import { parseCsvRows, parseFuelCsv } from "./fuel-csv";

describe("parseCsvRows", () => {
  it("handles quotes, escaped quotes, commas and CRLF", () => {
    expect(parseCsvRows('a,"b, c","say ""hi"""\r\n1,2,3\n')).toEqual([
      ["a", "b, c", 'say "hi"'],
      ["1", "2", "3"],
    ]);
  });
});

describe("parseFuelCsv", () => {
  it('reads number cells with the shared amount parser ("$1,045.00", "1,450.5")', () => {
    const result = parseFuelCsv('Date,Odometer,Gallons,Total\n2026-01-01,"1,450.5",10,"$1,045.00"\n');
    expect(result).toMatchObject({ ok: true, entries: [{ mileage: 1450.5, gallons: 10, total_paid: 1045 }] });
  });

  it("reads Fuelly-style columns with aliases, units in headers and flags", () => {
    const csv = [
      "Fuelup Date,Odometer (mi),Gallons,Price (USD),Total Cost,Partial Fuelup,Missed Fuelup,City,Notes",
      "2026-01-01,1000,10.5,3.299,,0,0,Austin,",
      '1/8/2026,"1,300",9.8,,32.33,1,0,Waco,"half tank, cheap"',
      "01/15/26,1550,,3.1,31.00,0,1,,",
    ].join("\n");
    const result = parseFuelCsv(`\uFEFF${csv}`);
    expect(result).toEqual({
      ok: true,
      entries: [
        {
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
      ],
    });
  });

  it.each([
    ["", 1, "The file has no header row."],
    ["when,gallons\n2026-01-01,3", 1, "No date column in the header."],
    ["date,gallons\n2026-01-01,3", 1, "No odometer column in the header."],
    ["date,odometer\n2026-01-01,100\nyesterday,200", 3, '"yesterday" is not a date (use yyyy-mm-dd or m/d/yyyy).'],
    ["date,odometer,gallons\n2026-01-01,100,lots", 2, '"lots" in gallons is not a number.'],
    ["date,odometer\n2026-01-01,", 2, "The odometer is missing."],
    ["date,odometer\n", 2, "The file has no fill-ups."],
  ])("reports the line and reason for %j", (csv, line, message) => {
    expect(parseFuelCsv(csv)).toEqual({ ok: false, line, message });
  });
});
