import type { CsvRecord } from "../../money/upload/csv";
import type { FillUpDraft, FillUpFile } from "./fill-ups";
import { cellOf, columnsOf, type Table } from "./table";

// The part every fuel source shares: find the columns, read each line's date and numbers, and
// list every line that cannot be read (a dry run shows them all; a real run refuses the file).

export type FillUpField =
  | "date"
  | "mileage"
  | "gallons"
  | "price_per_gallon"
  | "total_paid"
  | "location"
  | "notes"
  | "partial"
  | "full"
  | "missed"
  | "type";

export type FillUpSpec = {
  aliases: Partial<Record<FillUpField, string[]>>;
  readDate: (value: string) => string | undefined;
  dateFormats: string;
  readNumber: (value: string) => number | null | undefined;
  units: (header: string[]) => FillUpFile["units"];
  /** The fill's flags from its cells; a string says why the line is left out (not a problem). */
  flags: (cell: (field: FillUpField) => string) => { is_full: boolean; missed_previous: boolean } | string;
};

const NUMBERS = ["mileage", "gallons", "price_per_gallon", "total_paid"] as const;
const NUMBER_NAMES = { mileage: "odometer", gallons: "volume", price_per_gallon: "price", total_paid: "total" };

export function readFillUps(table: Table, spec: FillUpSpec): FillUpFile & { left_out: string[] } {
  const columns = columnsOf(table.header, spec.aliases as Record<FillUpField, string[]>);
  const units = spec.units(table.header);
  const missing = (["date", "mileage"] as const).filter((field) => columns[field] === undefined);
  if (missing.length > 0) {
    const names = missing.map((field) => (field === "date" ? "date" : "odometer")).join(" or ");
    return { units, drafts: [], left_out: [], problems: [{ line: 1, message: `No ${names} column in the header.` }] };
  }
  const file: FillUpFile & { left_out: string[] } = { units, drafts: [], problems: [], left_out: [] };
  for (const record of table.records) {
    const read = readLine(record, columns, spec);
    if (typeof read === "string") file.left_out.push(`Line ${record.line}: ${read}`);
    else if ("message" in read) file.problems.push(read);
    else file.drafts.push(read);
  }
  if (file.drafts.length === 0 && file.problems.length === 0) {
    file.problems.push({ line: null, message: "The file has no fill-ups." });
  }
  return file;
}

function readLine(
  record: CsvRecord,
  columns: Partial<Record<FillUpField, number>>,
  spec: FillUpSpec,
): FillUpDraft | { line: number; message: string } | string {
  const line = record.line;
  const cell = cellOf(columns, record);
  const date = spec.readDate(cell("date"));
  if (!date) return { line, message: `"${cell("date")}" is not a date (use ${spec.dateFormats}).` };
  const numbers = {} as Record<(typeof NUMBERS)[number], number | null>;
  for (const field of NUMBERS) {
    const value = spec.readNumber(cell(field));
    if (value === undefined) return { line, message: `"${cell(field)}" in ${NUMBER_NAMES[field]} is not a number.` };
    numbers[field] = value;
  }
  if (numbers.mileage === null) return { line, message: "The odometer is missing." };
  const flags = spec.flags(cell);
  if (typeof flags === "string") return flags;
  return {
    line,
    date,
    ...numbers,
    mileage: numbers.mileage,
    ...flags,
    location: cell("location").slice(0, 200),
    notes: cell("notes"),
  };
}

const YES = new Set(["1", "y", "yes", "true", "x"]);
/** A yes/no cell as exports write it: 1/0, true/false, yes/no, x. */
export const isYes = (value: string) => YES.has(value.toLowerCase());
