import { describe, expect, it } from "vitest";
import { completeFuelAmounts, type FillUp, fillUpStats, vehicleSummary } from "./fuel-math";

let nextId = 1;
const fill = (date: string, mileage: number, gallons: number, extra: Partial<FillUp> = {}): FillUp => ({
  id: nextId++,
  date,
  mileage,
  gallons,
  total_paid: Math.round(gallons * 3.5 * 100) / 100,
  is_full: true,
  missed_previous: false,
  ...extra,
});
const mpgs = (entries: FillUp[]) => entries.map((e) => fillUpStats(entries).get(e.id)?.miles_per_gallon ?? null);

describe("fillUpStats", () => {
  it("gives miles and MPG between full fill-ups, none for the first", () => {
    const entries = [fill("2026-01-01", 1000, 10), fill("2026-01-08", 1300, 10), fill("2026-01-15", 1550, 8)];
    expect(mpgs(entries)).toEqual([null, 30, 31.25]);
    expect(fillUpStats(entries).get(entries[1]!.id)?.miles).toBe(300);
    expect(fillUpStats(entries).get(entries[0]!.id)?.miles).toBeNull();
  });

  it("carries a partial fill-up into the next full one", () => {
    const entries = [
      fill("2026-01-01", 1000, 10),
      fill("2026-01-05", 1150, 4, { is_full: false }),
      fill("2026-01-09", 1400, 6),
    ];
    expect(mpgs(entries)).toEqual([null, null, 40]); // 400 miles / (4 + 6) gallons
  });

  it("carries two partials into the next full one", () => {
    const entries = [
      fill("2026-01-01", 1000, 10),
      fill("2026-01-03", 1100, 3, { is_full: false }),
      fill("2026-01-05", 1200, 3, { is_full: false }),
      fill("2026-01-07", 1360, 4),
    ];
    expect(mpgs(entries)).toEqual([null, null, null, 36]);
  });

  it("has no MPG until a full fill-up follows a partial first entry", () => {
    const entries = [
      fill("2026-01-01", 1000, 5, { is_full: false }),
      fill("2026-01-05", 1200, 8),
      fill("2026-01-09", 1500, 10),
    ];
    expect(mpgs(entries)).toEqual([null, null, 30]);
  });

  it("breaks the chain at a missed fill-up, and restarts from it", () => {
    const entries = [
      fill("2026-01-01", 1000, 10),
      fill("2026-01-10", 1700, 10, { missed_previous: true }),
      fill("2026-01-15", 2000, 10),
    ];
    expect(mpgs(entries)).toEqual([null, null, 30]);
  });

  it("breaks the chain at a missed fill-up even within partials", () => {
    const entries = [
      fill("2026-01-01", 1000, 10),
      fill("2026-01-03", 1100, 3, { is_full: false }),
      fill("2026-01-09", 1600, 9, { is_full: false, missed_previous: true }),
      fill("2026-01-12", 1900, 10),
    ];
    expect(mpgs(entries)).toEqual([null, null, null, null]);
  });

  it("orders entries by date whatever order they were typed in", () => {
    const late = fill("2026-01-15", 1550, 8);
    const first = fill("2026-01-01", 1000, 10);
    const middle = fill("2026-01-08", 1300, 10);
    const stats = fillUpStats([late, first, middle]);
    expect(stats.get(middle.id)).toEqual({ miles: 300, miles_per_gallon: 30 });
    expect(stats.get(late.id)).toEqual({ miles: 250, miles_per_gallon: 31.25 });
  });

  it("orders two fill-ups on one day by odometer", () => {
    const second = fill("2026-01-08", 1300, 10);
    const first = fill("2026-01-08", 1000, 10);
    expect(fillUpStats([second, first]).get(second.id)?.miles_per_gallon).toBe(30);
  });
});

describe("vehicleSummary", () => {
  it("averages as total miles over total gallons of complete chains, not the mean of ratios", () => {
    const entries = [
      fill("2026-01-01", 1000, 10, { total_paid: 30 }),
      fill("2026-01-08", 1100, 10, { total_paid: 30 }), // 10 mpg
      fill("2026-01-15", 1500, 10, { total_paid: 40 }), // 40 mpg
      fill("2026-01-20", 1600, 2, { is_full: false, total_paid: 8 }), // open chain: not averaged
    ];
    const summary = vehicleSummary(entries);
    expect(summary.average_mpg).toBe(25); // 500 / 20, where the mean of ratios would say 25 too by luck…
    const skewed = vehicleSummary([
      fill("2026-02-01", 0, 10),
      fill("2026-02-02", 100, 1), // 100 mpg over 1 gallon
      fill("2026-02-10", 400, 30), // 10 mpg over 30 gallons
    ]);
    expect(skewed.average_mpg).toBe(12.903); // 400 / 31, not (100 + 10) / 2 = 55
    expect(summary).toMatchObject({
      fill_ups: 4,
      total_paid: 108,
      total_gallons: 32,
      total_miles: 600,
      cost_per_mile: 0.13, // (30 + 40 + 8) / 600
      last_fill_up_date: "2026-01-20",
    });
  });

  it("is empty without entries", () => {
    expect(vehicleSummary([])).toEqual({
      fill_ups: 0,
      total_paid: 0,
      total_gallons: 0,
      total_miles: 0,
      average_mpg: null,
      cost_per_mile: null,
      last_fill_up_date: null,
    });
  });
});

describe("completeFuelAmounts", () => {
  it.each([
    [
      { gallons: 10.5, price_per_gallon: 3.299 },
      { gallons: 10.5, price_per_gallon: 3.299, total_paid: 34.64 },
    ],
    [
      { gallons: 10.5, total_paid: 34.64 },
      { gallons: 10.5, price_per_gallon: 3.299, total_paid: 34.64 },
    ],
    [
      { price_per_gallon: 3.299, total_paid: 34.64 },
      { gallons: 10.5, price_per_gallon: 3.299, total_paid: 34.64 },
    ],
    [
      { gallons: 10.5, price_per_gallon: 3.299, total_paid: 34.65 },
      { gallons: 10.5, price_per_gallon: 3.299, total_paid: 34.65 },
    ],
  ])("completes %j", (input, expected) => {
    expect(completeFuelAmounts(input)).toEqual({ ok: true, value: expected });
  });

  it("rejects three amounts that disagree by more than a cent", () => {
    const result = completeFuelAmounts({ gallons: 10.5, price_per_gallon: 3.299, total_paid: 35 });
    expect(result).toEqual({
      ok: false,
      field: "total_paid",
      message: "10.5 gallons at $3.299 is $34.64, not $35.00.",
    });
  });

  it.each([
    [{ gallons: 10 }, "price_per_gallon"],
    [{ total_paid: 30 }, "gallons"],
    [{}, "gallons"],
  ])("asks for a second amount when given %j", (input, field) => {
    expect(completeFuelAmounts(input)).toMatchObject({ ok: false, field });
  });

  it("rejects zero or negative amounts", () => {
    expect(completeFuelAmounts({ gallons: 0, total_paid: 10 })).toMatchObject({ ok: false, field: "gallons" });
    expect(completeFuelAmounts({ gallons: 3, price_per_gallon: -1 })).toMatchObject({
      ok: false,
      field: "price_per_gallon",
    });
  });
});
