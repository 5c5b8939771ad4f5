import { type FillUpSpec, isYes, readFillUps } from "./fill-up-table";
import { usNumber, usOrIsoDate } from "./fill-ups";
import type { Table } from "./table";

// Fuelly's CSV export (and fill-up logs shaped like it): one row per fill-up with fuelup_date
// ("01/15/2022 0:00"), odometer, gallons or litres, price, partial_fuelup, missed_fuelup, notes…
// Headers are matched by name, so extra columns (mpg, city_percentage, tags…) are ignored.

const spec: FillUpSpec = {
  aliases: {
    date: ["date", "filldate", "fuelupdate"],
    mileage: ["odometer", "mileage", "odo", "odometerreading"],
    gallons: ["gallons", "fuel", "volume", "quantity", "litres", "liters"],
    price_per_gallon: ["price", "pricepergallon", "priceperunit", "ppg", "unitprice", "priceperlitre", "priceperliter"],
    total_paid: ["total", "totalcost", "cost", "totalprice", "amount"],
    partial: ["partial", "partialfill", "partialfuelup"],
    full: ["full", "fullfill", "isfull", "filledup"],
    missed: ["missed", "missedfuelup", "missedprevious", "missedfillup"],
    location: ["location", "station", "city", "brand"],
    notes: ["notes", "note", "comments", "comment"],
  },
  readDate: usOrIsoDate,
  dateFormats: "yyyy-mm-dd or m/d/yyyy",
  readNumber: usNumber,
  // Fuelly names the unit in the columns it writes: "litres" for a metric car, "km" for its distances.
  units: (header) => {
    const names = header.map((name) => name.toLowerCase());
    return {
      distance: names.some((name) => /\bkm\b|kilomet/.test(name)) ? "km" : "mi",
      volume: names.some((name) => /litre|liter|\(l\)/.test(name)) ? "l" : "gal",
    };
  },
  flags: (cell) => {
    const partial =
      cell("partial") !== "" ? isYes(cell("partial")) || cell("partial").toLowerCase() === "partial" : undefined;
    const full = cell("full") !== "" ? isYes(cell("full")) || cell("full").toLowerCase() === "full" : undefined;
    const missed = cell("missed").toLowerCase();
    return {
      is_full: partial !== undefined ? !partial : (full ?? true),
      missed_previous: isYes(missed) || missed === "missed",
    };
  },
};

export const readFuelly = (table: Table) => readFillUps(table, spec);
