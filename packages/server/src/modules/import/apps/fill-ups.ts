import { parseAmountText } from "@homebase/contracts";

// What every fuel source reads a line into, in the file's own units; the fuel module converts
// them to the vehicle's units when it stores them.

export type DistanceUnit = "mi" | "km";
export type VolumeUnit = "gal" | "l";

export type FillUpDraft = {
  line: number;
  date: string;
  mileage: number;
  gallons: number | null;
  price_per_gallon: number | null;
  total_paid: number | null;
  is_full: boolean;
  missed_previous: boolean;
  location: string;
  notes: string;
};

export type FillUpFile = {
  units: { distance: DistanceUnit; volume: VolumeUnit };
  drafts: FillUpDraft[];
  problems: { line: number | null; message: string }[];
};

const KM_PER_MILE = 1.609344;
const LITRES_PER_GALLON = 3.785411784;

/** A draft in the vehicle's units: distances and volumes scale, the price per unit inversely, the total not at all. */
export function inUnits(draft: FillUpDraft, from: FillUpFile["units"], to: FillUpFile["units"]): FillUpDraft {
  const distance = from.distance === to.distance ? 1 : from.distance === "mi" ? KM_PER_MILE : 1 / KM_PER_MILE;
  const volume = from.volume === to.volume ? 1 : from.volume === "gal" ? LITRES_PER_GALLON : 1 / LITRES_PER_GALLON;
  const round = (n: number, places: number) => Math.round(n * 10 ** places) / 10 ** places;
  const mileage = round(draft.mileage * distance, 1);
  if (volume === 1) return { ...draft, mileage };
  // The total is what was paid, in any unit: kept (worked out first when the file has only the
  // volume and the price), so that rounding the converted price cannot change it.
  const { gallons, price_per_gallon } = draft;
  const total_paid =
    draft.total_paid ?? (gallons !== null && price_per_gallon !== null ? round(gallons * price_per_gallon, 2) : null);
  return {
    ...draft,
    mileage,
    gallons: gallons === null ? null : round(gallons * volume, 3),
    price_per_gallon:
      price_per_gallon === null || (gallons !== null && total_paid !== null)
        ? null
        : round(price_per_gallon / volume, 3),
    total_paid,
  };
}

/** m/d/yyyy (or m/d/yy) or yyyy-mm-dd, with or without a time after it ("01/15/2022 0:00"). */
export function usOrIsoDate(value: string): string | undefined {
  const iso = value.match(/^(\d{4})-(\d{1,2})-(\d{1,2})(?:[ T].*)?$/);
  const us = value.match(/^(\d{1,2})\/(\d{1,2})\/(\d{2}|\d{4})(?:\s+\d{1,2}:\d{2}(?::\d{2})?(?:\s*[AP]M)?)?$/i);
  const [y, m, d] = iso ? [iso[1], iso[2], iso[3]] : us ? [us[3], us[1], us[2]] : [];
  if (!y || !m || !d) return undefined;
  return validDate(y.length === 2 ? `20${y}` : y, m, d);
}

/** dd.mm.yyyy, as Spritmonitor writes it. */
export function dottedDate(value: string): string | undefined {
  const match = value.match(/^(\d{1,2})\.(\d{1,2})\.(\d{4})(?:\s.*)?$/);
  return match ? validDate(match[3] as string, match[2] as string, match[1] as string) : undefined;
}

function validDate(y: string, m: string, d: string): string | undefined {
  const iso = `${y}-${m.padStart(2, "0")}-${d.padStart(2, "0")}`;
  const parsed = new Date(`${iso}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().startsWith(iso) ? iso : undefined;
}

/** An en-US number as people write it ("$1,045.00", "1,450.5"): null when blank, undefined when unreadable. */
export function usNumber(value: string): number | null | undefined {
  if (value === "") return null;
  const read = parseAmountText(value, "en-US");
  return read.ok ? read.value : undefined;
}

/** A number without thousands separators whose decimal mark may be "," ("45,67") or ".". */
export function plainNumber(value: string): number | null | undefined {
  if (value === "") return null;
  return /^-?\d+(?:[.,]\d+)?$/.test(value) ? Number(value.replace(",", ".")) : undefined;
}
