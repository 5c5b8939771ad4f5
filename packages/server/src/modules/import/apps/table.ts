import type { ImportProblem } from "@homebase/contracts";
import { type CsvRecord, type Delimiter, detectDelimiter, parseCsv } from "../../money/upload/csv";
import { decodeStatement, looksBinary } from "../../money/upload/decode";

// A CSV export as a header and records, read with the statement upload's reader: any encoding,
// a byte-order mark, quoted cells with delimiters and line breaks, "," ";" or tab.

export type Table = { header: string[]; records: CsvRecord[] };
export type TableResult = { ok: true; table: Table } | { ok: false; problem: ImportProblem };

export function readTable(bytes: Uint8Array, delimiter?: Delimiter): TableResult {
  if (looksBinary(bytes)) {
    return { ok: false, problem: { line: null, message: "This is not a CSV file (it is not text)." } };
  }
  const text = decodeStatement(bytes).replace(/^\uFEFF/, "");
  const [first, ...records] = parseCsv(text, delimiter ?? detectDelimiter(text));
  if (!first) return { ok: false, problem: { line: 1, message: "The file is empty." } };
  return { ok: true, table: { header: first.cells.map((cell) => cell.trim()), records } };
}

/** A header name compared without case, spaces, punctuation or a unit in brackets: "Odometer (mi)" → "odometer". */
export const headerKey = (name: string) =>
  name
    .toLowerCase()
    .replace(/\(.*?\)|\[.*?\]/g, "")
    .replace(/[^a-z0-9]/g, "");

/** For each field, the index of the first header that is one of its names; fields not present are left out. */
export function columnsOf<F extends string>(
  header: string[],
  aliases: Record<F, string[]>,
): Partial<Record<F, number>> {
  const keys = header.map(headerKey);
  const found: Partial<Record<F, number>> = {};
  for (const field of Object.keys(aliases) as F[]) {
    const index = keys.findIndex((key) => aliases[field].includes(key));
    if (index !== -1) found[field] = index;
  }
  return found;
}

/** The trimmed cell of a field in a record, "" when the file has no such column. */
export const cellOf =
  <F extends string>(columns: Partial<Record<F, number>>, record: CsvRecord) =>
  (field: F): string => {
    const index = columns[field];
    return index === undefined ? "" : (record.cells[index] ?? "").trim();
  };
