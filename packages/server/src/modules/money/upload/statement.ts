import { hash } from "node:crypto";
import type { SingleByteEncoding } from "@homebase/contracts";
import { type CsvConfig, type CsvReadLimits, parseCsvStatement } from "./csv-statement";
import { decodeStatementAs, looksBinary } from "./decode";
import { looksLikeOfx, parseOfx } from "./ofx";
import { looksLikeQif, parseQif } from "./qif";
import { type ParsedStatement, StatementError, type StatementRow } from "./statement-row";

export type StatementFormat = "csv" | "ofx" | "qif";

export interface HashedRow extends StatementRow {
  /** sha256 of the row's identity and its occurrence number among identical rows in this file. */
  hash: string;
}

export interface ReadStatement extends Omit<ParsedStatement, "rows"> {
  format: StatementFormat;
  rows: HashedRow[];
}

/** What the owner chose in the preview: the file's character set, and which of a QIF file's accounts. */
export interface ReadOptions {
  encoding?: SingleByteEncoding;
  qifAccount?: string;
}

export function refuseBinary(bytes: Uint8Array): void {
  if (looksBinary(bytes)) {
    throw new StatementError(
      null,
      "This is not a text/CSV file (it looks like a PDF, a spreadsheet or an image). Export the statement from your bank as CSV, OFX/QFX or QIF.",
    );
  }
}

export function formatOf(text: string): StatementFormat {
  return looksLikeOfx(text) ? "ofx" : looksLikeQif(text) ? "qif" : "csv";
}

/** OFX/QFX and QIF are recognised by their content and need no configuration; anything else is CSV. */
export function readStatement(bytes: Uint8Array, config: CsvConfig, options: ReadOptions = {}): ReadStatement {
  refuseBinary(bytes);
  return readStatementText(decodeStatementAs(bytes, options.encoding).text, config, options);
}

export function readStatementText(text: string, config: CsvConfig, options: ReadOptions = {}): ReadStatement {
  const { count: _count, ...parsed } = parseStatementText(text, config, options);
  return { ...parsed, rows: withHashes(parsed.rows) };
}

/**
 * The statement's transactions without their duplicate-check hashes (the preview needs none), and
 * how many there are: a CSV file read within `limits` builds only the first `keep` of them.
 */
export function parseStatementText(
  text: string,
  config: CsvConfig,
  options: ReadOptions = {},
  limits: CsvReadLimits = {},
): ParsedStatement & { format: StatementFormat; count: number } {
  if (looksLikeOfx(text)) {
    const parsed = parseOfx(text);
    return { ...parsed, format: "ofx", count: parsed.rows.length };
  }
  if (looksLikeQif(text)) {
    const parsed = parseQif(text, options.qifAccount);
    return { ...parsed, format: "qif", count: parsed.rows.length };
  }
  return { ...parseCsvStatement(text, config, limits), format: "csv" };
}

/**
 * Three identical fares on one day are three transactions: the n-th copy of a row hashes with n,
 * so re-uploading the file matches all three, and a later file with a fourth copy adds one.
 */
export function withHashes(rows: StatementRow[]): HashedRow[] {
  const occurrences = new Map<string, number>();
  for (const row of rows as HashedRow[]) {
    const occurrence = (occurrences.get(row.identity) ?? 0) + 1;
    occurrences.set(row.identity, occurrence);
    row.hash = hash("sha256", `${row.identity}\u0000${occurrence}`);
  }
  return rows as HashedRow[];
}
