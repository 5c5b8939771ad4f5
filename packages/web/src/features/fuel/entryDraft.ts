import { completeFuelAmounts, type FuelEntry } from "@homebase/contracts";
import type { EntryBody } from "./api";

// The entry form's state and rules, apart from its screen so they are tested as plain logic.
// Numbers are kept as the text typed, so a failed save or a half-typed value loses nothing.

export const AMOUNT_FIELDS = ["gallons", "price_per_gallon", "total_paid"] as const;
export type AmountField = (typeof AMOUNT_FIELDS)[number];
export type Position = { latitude: number; longitude: number };

export interface EntryDraft {
  /** yyyy-mm-dd, or null for today in the owner's time zone (worked out when shown or sent). */
  date: string | null;
  mileage: string;
  gallons: string;
  price_per_gallon: string;
  total_paid: string;
  is_full: boolean;
  missed_previous: boolean;
  location: string;
  position: Position | null;
  notes: string;
}

/** Decimals each number may be typed with: the precision the server stores. */
export const TYPED_DECIMALS = { mileage: 1, gallons: 3, price_per_gallon: 3, total_paid: 2 } as const;

/** Field name → the message shown under it (the API's `fields`, first message each). */
export type DraftErrors = Partial<Record<string, string>>;

export function emptyDraft(): EntryDraft {
  return {
    date: null,
    mileage: "",
    gallons: "",
    price_per_gallon: "",
    total_paid: "",
    is_full: true,
    missed_previous: false,
    location: "",
    position: null,
    notes: "",
  };
}

export function draftFromEntry(entry: FuelEntry): EntryDraft {
  return {
    date: entry.date,
    mileage: String(entry.mileage),
    gallons: String(entry.gallons),
    price_per_gallon: String(entry.price_per_gallon),
    total_paid: entry.total_paid.toFixed(2),
    is_full: entry.is_full,
    missed_previous: entry.missed_previous,
    location: entry.location,
    position: entry.position,
    notes: entry.notes,
  };
}

/** null for an empty box; NaN for text that is not a number (only a lone "." gets this far). */
export function parseDecimal(text: string): number | null {
  const trimmed = text.trim();
  return trimmed === "" ? null : Number(trimmed);
}

const amountsOf = (draft: EntryDraft) => ({
  gallons: parseDecimal(draft.gallons),
  price_per_gallon: parseDecimal(draft.price_per_gallon),
  total_paid: parseDecimal(draft.total_paid),
});

const sameAmounts = (a: EntryDraft, b: EntryDraft) => AMOUNT_FIELDS.every((field) => a[field] === b[field]);

/**
 * The live "any two of three" preview: completeFuelAmounts on what is typed, and which box
 * (the one left empty) the server will work out.
 */
export function amountPreview(draft: EntryDraft) {
  const amounts = amountsOf(draft);
  const empty = AMOUNT_FIELDS.filter((field) => amounts[field] === null);
  return {
    result: completeFuelAmounts(amounts),
    derived: empty.length === 1 ? (empty[0] as AmountField) : null,
    typed: AMOUNT_FIELDS.length - empty.length,
  };
}

/**
 * Types into one amount box. On a saved fill-up whose amounts are untouched so far, changing
 * one empties the box the API recomputes in that case (gallons or price: the total; the
 * total: the price), so the preview shows the new value instead of a disagreement.
 */
export function withAmount(draft: EntryDraft, field: AmountField, text: string, original?: EntryDraft): EntryDraft {
  const next = { ...draft, [field]: text };
  if (original && sameAmounts(draft, original) && text !== original[field]) {
    next[field === "total_paid" ? "price_per_gallon" : "total_paid"] = "";
  }
  return next;
}

/** What must be fixed before sending; the server checks everything again. */
export function checkDraft(draft: EntryDraft): DraftErrors {
  const errors: DraftErrors = {};
  const mileage = parseDecimal(draft.mileage);
  if (mileage === null) errors.mileage = "Enter the odometer reading.";
  else if (Number.isNaN(mileage)) errors.mileage = "Enter the odometer as a number.";
  for (const field of AMOUNT_FIELDS) {
    if (Number.isNaN(parseDecimal(draft[field]))) errors[field] = "Enter a number.";
  }
  const { result } = amountPreview(draft);
  if (!result.ok && !errors[result.field]) errors[result.field] = result.message;
  return errors;
}

/**
 * The POST body, or for a saved fill-up the PATCH body. Amounts go as typed, an empty box as
 * null so the server works it out; unchanged amounts of a saved fill-up are left out.
 */
export function entryBody(draft: EntryDraft, today: string, original?: EntryDraft): EntryBody {
  const body: EntryBody = {
    date: draft.date ?? today,
    mileage: parseDecimal(draft.mileage),
    is_full: draft.is_full,
    missed_previous: draft.missed_previous,
    location: draft.location.trim(),
    position: draft.position,
    notes: draft.notes,
  };
  if (original && sameAmounts(draft, original)) return body;
  return { ...body, ...amountsOf(draft) };
}

/** The first message per field of an API error, for showing under the fields. */
export function fieldErrors(fields: Record<string, string[]> | undefined): DraftErrors {
  const errors: DraftErrors = {};
  for (const [field, messages] of Object.entries(fields ?? {})) {
    // Nested position errors ("position.latitude") belong under the position control.
    const name = field.startsWith("position") ? "position" : field;
    if (messages[0] && !errors[name]) errors[name] = messages[0];
  }
  return errors;
}
