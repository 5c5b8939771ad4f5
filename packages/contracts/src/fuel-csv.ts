import { parseAmountText } from "./amount-text";
import type { FuelEntryWrite } from "./fuel";

// Fuelly-style fill-up history. Headers are matched case-insensitively, ignoring spaces,
// punctuation and units in brackets, against these aliases.
const COLUMN_ALIASES: Record<string, string[]> = {
  date: ["date", "filldate", "fuelupdate"],
  mileage: ["odometer", "mileage", "odo", "odometerreading"],
  gallons: ["gallons", "fuel", "volume", "quantity", "litres", "liters"],
  price_per_gallon: ["price", "pricepergallon", "priceperunit", "ppg", "unitprice"],
  total_paid: ["total", "totalcost", "cost", "totalprice", "amount"],
  partial: ["partial", "partialfill", "partialfuelup"],
  full: ["full", "fullfill", "isfull", "filledup"],
  missed: ["missed", "missedfuelup", "missedprevious", "missedfillup"],
  location: ["location", "station", "city"],
  notes: ["notes", "note", "comments", "comment"],
};

export type CsvImportResult = { ok: true; entries: FuelEntryWrite[] } | { ok: false; line: number; message: string };

/** Splits CSV text into rows of fields (RFC 4180 quotes, CRLF or LF). */
export function parseCsvRows(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = "";
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"') quoted = true;
    else if (char === ",") {
      row.push(field);
      field = "";
    } else if (char === "\n" || char === "\r") {
      if (char === "\r" && text[i + 1] === "\n") i++;
      row.push(field);
      rows.push(row);
      row = [];
      field = "";
    } else field += char;
  }
  if (field !== "" || row.length > 0) {
    row.push(field);
    rows.push(row);
  }
  return rows;
}

const normalize = (header: string) =>
  header
    .toLowerCase()
    .replace(/\(.*?\)|\[.*?\]/g, "")
    .replace(/[^a-z]/g, "");
const YES = new Set(["1", "y", "yes", "true", "x", "partial", "missed", "full"]);

function parseDate(value: string): string | undefined {
  const iso = value.match(/^(\d{4})-(\d{1,2})-(\d{1,2})/);
  const us = value.match(/^(\d{1,2})\/(\d{1,2})\/(\d{2,4})$/);
  const [y, m, d] = iso ? [iso[1], iso[2], iso[3]] : us ? [us[3], us[1], us[2]] : [];
  if (!y || !m || !d) return undefined;
  const year = y.length === 2 ? `20${y}` : y;
  return `${year}-${m.padStart(2, "0")}-${d.padStart(2, "0")}`;
}

/** A number cell, read like every pasted amount ("$1,450.00"): null when blank, undefined when unreadable. */
function parseNumber(value: string): number | null | undefined {
  if (value.trim() === "") return null;
  const read = parseAmountText(value, "en-US");
  return read.ok ? read.value : undefined;
}

/** Reads a fill-up CSV into entry payloads, or the first line that is wrong and why. */
export function parseFuelCsv(text: string): CsvImportResult {
  const rows = parseCsvRows(text.replace(/^\uFEFF/, "")).filter((r) => r.some((f) => f.trim() !== ""));
  const header = rows[0];
  if (!header) return { ok: false, line: 1, message: "The file has no header row." };
  const index: Record<string, number> = {};
  header.forEach((name, i) => {
    const key = Object.keys(COLUMN_ALIASES).find((k) => COLUMN_ALIASES[k]?.includes(normalize(name)));
    if (key && index[key] === undefined) index[key] = i;
  });
  for (const required of ["date", "mileage"]) {
    if (index[required] === undefined) {
      return { ok: false, line: 1, message: `No ${required === "date" ? "date" : "odometer"} column in the header.` };
    }
  }
  const entries: FuelEntryWrite[] = [];
  for (let r = 1; r < rows.length; r++) {
    const cells = rows[r] as string[];
    const cell = (key: string) => (index[key] === undefined ? "" : (cells[index[key] as number] ?? "").trim());
    const line = r + 1;
    const date = parseDate(cell("date"));
    if (!date) return { ok: false, line, message: `"${cell("date")}" is not a date (use yyyy-mm-dd or m/d/yyyy).` };
    const numbers: Record<string, number | null> = {};
    for (const key of ["mileage", "gallons", "price_per_gallon", "total_paid"]) {
      const value = parseNumber(cell(key));
      if (value === undefined) return { ok: false, line, message: `"${cell(key)}" in ${key} is not a number.` };
      numbers[key] = value;
    }
    if (numbers.mileage === null) return { ok: false, line, message: "The odometer is missing." };
    const partial = cell("partial") !== "" ? YES.has(cell("partial").toLowerCase()) : undefined;
    const full = cell("full") !== "" ? YES.has(cell("full").toLowerCase()) : undefined;
    entries.push({
      date,
      mileage: numbers.mileage as number,
      gallons: numbers.gallons,
      price_per_gallon: numbers.price_per_gallon,
      total_paid: numbers.total_paid,
      is_full: partial !== undefined ? !partial : (full ?? true),
      missed_previous: YES.has(cell("missed").toLowerCase()),
      location: cell("location"),
      notes: cell("notes"),
    });
  }
  if (entries.length === 0) return { ok: false, line: 2, message: "The file has no fill-ups." };
  return { ok: true, entries };
}
