import { describe, expect, it } from "vitest";
import { formatFuel, formatPrice, formatShortDate, openStreetMapUrl, unitLabels } from "./format";

describe("fuel formatting (spec §9 decimals)", () => {
  it.each([
    [12.5, "gallons", "12.500"],
    [1234.5678, "gallons", "1,234.568"],
    [33.333, "miles_per_gallon", "33.3"],
    [40, "miles_per_gallon", "40.0"],
    [3.4, "price_per_gallon", "3.400"],
    [123456.7, "mileage", "123,457"],
    [249.6, "miles", "250"],
    [null, "miles", "–"],
  ] as const)("%s as %s reads %s", (value, field, expected) => {
    expect(formatFuel(value, field)).toBe(expected);
  });

  it("gives pump prices three decimals and a dollar sign", () => {
    expect(formatPrice(3.459)).toBe("$3.459");
    expect(formatPrice(3)).toBe("$3.000");
    expect(formatPrice(null)).toBe("–");
  });

  it("writes dates without a time zone shift", () => {
    expect(formatShortDate("2026-01-01")).toBe("Jan 1, 2026");
  });

  it("links a position to OpenStreetMap at zoom 16 with a marker", () => {
    expect(openStreetMapUrl({ latitude: 51.5, longitude: -0.12 })).toBe(
      "https://www.openstreetmap.org/?mlat=51.5&mlon=-0.12#map=16/51.5/-0.12",
    );
  });

  it.each([
    ["mi", "gal", { mileage: "Mileage", price: "$/G", volume: "Gallons", distance: "Miles", economy: "MPG" }],
    ["km", "l", { mileage: "Mileage (km)", price: "$/L", volume: "Litres", distance: "Km", economy: "km/L" }],
    ["mi", "l", { economy: "mi/L", priceLong: "Price per litre" }],
    ["km", "gal", { economy: "km/gal", costPerDistance: "Cost per km" }],
  ] as const)("names %s and %s figures in those units", (distance_unit, volume_unit, expected) => {
    expect(unitLabels({ distance_unit, volume_unit })).toMatchObject(expected);
  });
});
