import { calendarDateText, FUEL_DECIMALS, fixedText, numberText, usdText, type Vehicle } from "@homebase/contracts";

export type FuelUnits = Pick<Vehicle, "distance_unit" | "volume_unit">;
export type FuelField = keyof typeof FUEL_DECIMALS;

/**
 * Column and figure names in the vehicle's own units. Miles and US gallons read as the spec's
 * names (Mileage, $/G, Gallons, Miles, MPG); other units name themselves, since the numbers
 * are stored and shown as entered, never converted.
 */
export function unitLabels({ distance_unit, volume_unit }: FuelUnits) {
  const miles = distance_unit === "mi";
  const gallons = volume_unit === "gal";
  const volumeShort = gallons ? "gal" : "L";
  return {
    mileage: miles ? "Mileage" : "Mileage (km)",
    distance: miles ? "Miles" : "Km",
    distanceShort: miles ? "mi" : "km",
    volume: gallons ? "Gallons" : "Litres",
    volumeShort,
    price: gallons ? "$/G" : "$/L",
    priceLong: gallons ? "Price per gallon" : "Price per litre",
    economy: miles && gallons ? "MPG" : `${miles ? "mi" : "km"}/${volumeShort}`,
    costPerDistance: miles ? "Cost per mile" : "Cost per km",
  };
}

export type UnitLabels = ReturnType<typeof unitLabels>;

/** Shown where a figure does not exist (the first fill-up's miles, a partial fill-up's MPG). */
export const NO_VALUE = "–";

/** A fuel figure with spec §9's decimals for its field, en-US grouping. */
export function formatFuel(value: number | null | undefined, field: FuelField): string {
  return value === null || value === undefined ? NO_VALUE : fixedText(value, FUEL_DECIMALS[field]);
}

/** "$3.459": pump prices carry a third decimal, so the 2-decimal Currency does not fit them. */
export function formatPrice(value: number | null | undefined): string {
  return value === null || value === undefined ? NO_VALUE : usdText(value, FUEL_DECIMALS.price_per_gallon);
}

/** "Mar 5, 2025" for a yyyy-mm-dd date. */
export function formatShortDate(isoDate: string): string {
  return calendarDateText(isoDate);
}

export function openStreetMapUrl({ latitude, longitude }: { latitude: number; longitude: number }): string {
  return `https://www.openstreetmap.org/?mlat=${latitude}&mlon=${longitude}#map=16/${latitude}/${longitude}`;
}

/** "3 fill-ups", "1 fill-up". */
export function fillUpCount(count: number): string {
  return `${numberText(count)} fill-up${count === 1 ? "" : "s"}`;
}
