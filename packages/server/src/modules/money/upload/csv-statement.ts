import { amountProblem, type DecimalMark, guessDecimalMark, parseAmount } from "./amounts";
import {
  type CsvRecord,
  columnLabels,
  DELIMITERS,
  type Delimiter,
  detectDelimiter,
  eachCsvRecord,
  parseCsv,
} from "./csv";
import { dateReader, isCompleteFormat } from "./dates";
import { type ParsedStatement, StatementError, type StatementRow } from "./statement-row";

// A CSV statement read by the account's Upload Configuration (spec §2 Account). Each field names
// a header, or is a 1-based column number for files without a header row.

export interface CsvConfig {
  transaction_date_field: string;
  posted_date_field: string;
  date_format: string;
  description_field: string;
  debit_field: string;
  credit_field: string;
  amount_field: string;
  type_field: string;
  account_number_field: string;
  /** A positive amount is money in (bank accounts); false: money out (many card exports). */
  is_positive_credit: boolean;
}

/** Rows skipped with a reason before a file with nothing else is refused instead. */
const REPORTED_LIMIT = 50;

const FIELD_LABELS = {
  transaction_date_field: "Transaction Date Field",
  posted_date_field: "Posted Date Field",
  description_field: "Description Field",
  debit_field: "Debit Field",
  credit_field: "Credit Field",
  amount_field: "Amount Field",
  type_field: "Type Field",
  account_number_field: "Account Number Field",
} as const;
type FieldKey = keyof typeof FIELD_LABELS;

export const DEBIT_TYPES = new Set(["debit", "dr", "db", "withdrawal", "sale", "purchase"]);
export const CREDIT_TYPES = new Set(["credit", "cr", "deposit", "payment", "return", "refund"]);

const isColumnNumber = (field: string) => /^\d+$/.test(field.trim());
const headerKey = (text: string) => text.trim().replace(/\s+/g, " ").toLowerCase();

/** What is missing from the configuration for a CSV file to be read (empty when ready). */
export function configProblems(config: CsvConfig): string[] {
  const problems: string[] = [];
  if (!config.transaction_date_field.trim()) problems.push("Set the Transaction Date Field.");
  if (!config.description_field.trim()) problems.push("Set the Description Field.");
  const hasAmount = config.amount_field.trim() !== "";
  const hasDebitCredit = config.debit_field.trim() !== "" || config.credit_field.trim() !== "";
  if (!hasAmount && !hasDebitCredit) problems.push("Set the Amount Field, or the Debit and Credit Fields.");
  if (!isCompleteFormat(config.date_format))
    problems.push("Set a Date Format with year, month and day, e.g. MM/DD/YYYY.");
  const fields = (Object.keys(FIELD_LABELS) as FieldKey[]).map((key) => config[key].trim()).filter(Boolean);
  if (fields.some(isColumnNumber) && !fields.every(isColumnNumber)) {
    problems.push("Use either header names or column numbers for every field, not a mix.");
  }
  return problems;
}

/** Records searched for the header row (or, without one, the first transaction) after a preamble. */
const PREAMBLE_LIMIT = 200;
/** Records kept in memory: the preamble's, and the first thousand data rows' (their decimal mark). */
const SAMPLE_LIMIT = PREAMBLE_LIMIT + 1000;

/**
 * Header row: the first record holding every configured header name (any case), after any preamble.
 * A blank or repeated header is named as the preview lists it ("Column 3", "Amount (2)").
 */
function findHeader(records: CsvRecord[], names: string[]): number {
  const wanted = names.map(headerKey);
  for (let i = 0; i < records.length; i++) {
    const keys = new Set(columnLabels(records[i]!.cells).map(headerKey));
    if (wanted.every((name) => keys.has(name))) return i;
  }
  return -1;
}

/** The delimiter whose split of the first records has the header row (the detected one without names). */
function chooseDelimiter(text: string, names: string[]): { delimiter: Delimiter; header: number } {
  const detected = detectDelimiter(text);
  if (names.length === 0) return { delimiter: detected, header: -1 };
  for (const delimiter of [detected, ...DELIMITERS.filter((d) => d !== detected)]) {
    const header = findHeader(parseCsv(text, delimiter, PREAMBLE_LIMIT), names);
    if (header >= 0) return { delimiter, header };
  }
  return { delimiter: detected, header: -1 };
}

/** How much of the file to read: the preview reads a sample to choose a mapping, and keeps 20 rows. */
export interface CsvReadLimits {
  /** Read only the first this many records. */
  records?: number;
  /** Build only the first this many transactions; later rows are still checked and counted. */
  keep?: number;
}

export function parseCsvStatement(
  text: string,
  config: CsvConfig,
  limits: CsvReadLimits = {},
): ParsedStatement & { count: number } {
  const missing = configProblems(config);
  if (missing.length > 0) throw new StatementError(null, `Upload Configuration: ${missing.join(" ")}`);
  const configured = (Object.keys(FIELD_LABELS) as FieldKey[]).filter((key) => config[key].trim() !== "");
  const byNumber = configured.every((key) => isColumnNumber(config[key]));
  const names = byNumber ? [] : configured.map((key) => config[key]);

  const { delimiter, header } = chooseDelimiter(text, names);
  // The first records settle the columns, the preamble and the decimal mark; the rest are read one by one.
  const records = parseCsv(text, delimiter, Math.min(limits.records ?? SAMPLE_LIMIT, SAMPLE_LIMIT));
  // A header may repeat or be blank; original_data keeps every column under a unique name.
  let labels: string[];
  const column: Partial<Record<FieldKey, number>> = {};
  if (byNumber) {
    const width = Math.max(0, ...records.slice(0, 50).map((r) => r.cells.length));
    labels = columnLabels([], width);
    for (const key of configured) column[key] = Number(config[key]) - 1;
  } else {
    if (header < 0) {
      const list = names.map((name) => `"${name.trim()}"`).join(", ");
      throw new StatementError(null, `No header row with the columns ${list} was found.`);
    }
    labels = columnLabels(records[header]!.cells);
    const keys = labels.map(headerKey);
    for (const key of configured) column[key] = keys.indexOf(headerKey(config[key]));
  }

  const readDate = dateReader(config.date_format.trim());
  // Column positions as locals (-1: not configured): the loop below runs once per row.
  const at = (key: FieldKey) => column[key] ?? -1;
  const dateAt = at("transaction_date_field");
  const postedAt = at("posted_date_field");
  const descriptionAt = at("description_field");
  const requiredWidth = Math.max(...configured.map((key) => column[key]! + 1));
  // Without a header, lines before the first that reaches every configured column with a digit in
  // its date column are a preamble (an account name, a period): left out as a header's preamble is.
  const firstData = byNumber
    ? Math.max(
        0,
        records
          .slice(0, PREAMBLE_LIMIT)
          .findIndex(({ cells }) => cells.length >= requiredWidth && /\d/.test(cells[dateAt]!)),
      )
    : header + 1;
  const amountCell: AmountCells = {
    amount: at("amount_field"),
    type: at("type_field"),
    debit: at("debit_field"),
    credit: at("credit_field"),
  };
  const mark = decimalMarkOf(records, firstData, amountCell);
  const rows: StatementRow[] = [];
  const keep = limits.keep ?? Number.POSITIVE_INFINITY;
  let count = 0;
  const problems: string[] = [];
  let skipped = 0;
  /** A row that is not a transaction: skipped and reported, unless nothing else in the file is one. */
  const leaveOut = (line: number, reason: string) => {
    skipped++;
    problems.push(`Line ${line}: skipped, ${reason}`);
  };
  let index = -1;
  const readRow = ({ line, cells }: CsvRecord) => {
    index++;
    if (index < firstData) return;
    // One extra empty trailing cell (a trailing comma) is common and harmless.
    if (cells.length > labels.length && !(cells.length === labels.length + 1 && cells[labels.length]!.trim() === "")) {
      throw new StatementError(line, `expected ${labels.length} columns, found ${cells.length}.`);
    }
    if (cells.length < requiredWidth) {
      const missing = configured.find((key) => column[key]! >= cells.length)!;
      leaveOut(
        line,
        `it has ${cells.length} of ${labels.length} columns and no ${FIELD_LABELS[missing]} (${config[missing].trim()}): a line the bank wrapped, or a note.`,
      );
      return;
    }
    for (let i = 0; i < cells.length; i++) cells[i] = cells[i]!.trim();

    // A row with fewer cells than the header that does not read is a wrapped line, not a mistake.
    const short = cells.length < labels.length;
    const shortReason = `it has ${cells.length} of ${labels.length} columns: a line the bank wrapped, or a note.`;
    let amount: number | null;
    try {
      amount = rowAmount(cells, amountCell, config.is_positive_credit, line, mark);
    } catch (error) {
      if (!short) throw error;
      leaveOut(line, shortReason);
      return;
    }
    if (amount === null) {
      skipped++;
      return;
    }
    const dateText = cells[dateAt]!;
    const date = readDate.read(dateText);
    if (!date) {
      if (!/\d/.test(dateText)) {
        leaveOut(line, `it has no date${dateText ? ` ("${dateText}")` : ""}: a pending or summary row.`);
        return;
      }
      if (short) {
        leaveOut(line, shortReason);
        return;
      }
      throw new StatementError(line, `the date "${dateText}" does not match the format ${readDate.format}.`);
    }
    const postedText = postedAt >= 0 ? cells[postedAt]! : "";
    let posted: string | null = null;
    if (postedText !== "") {
      posted = readDate.read(postedText);
      if (!posted && /\d/.test(postedText)) {
        throw new StatementError(line, `the posted date "${postedText}" does not match the format ${readDate.format}.`);
      }
    }
    count++;
    if (rows.length >= keep) return;
    const data: Record<string, string> = {};
    for (let i = 0; i < labels.length; i++) data[labels[i]!] = cells[i] ?? "";
    if (cells.length > labels.length) cells.length = labels.length;
    rows.push({
      line,
      transaction_date: date,
      posted_date: posted,
      amount,
      description: cells[descriptionAt]!.replace(/\s+/g, " "),
      notes: "",
      original_data: data,
      // The normalised row: trimmed cells, unit separators between them.
      identity: `csv\u001f${cells.join("\u001f")}`,
    });
  };
  eachCsvRecord(text, delimiter, readRow, limits.records);
  if (count === 0 && problems.length > 0) {
    throw new StatementError(null, `No row could be read as a transaction. ${problems[0]}`);
  }
  const reported =
    problems.length > REPORTED_LIMIT
      ? [...problems.slice(0, REPORTED_LIMIT), `…and ${problems.length - REPORTED_LIMIT} more rows skipped.`]
      : problems;
  return { rows, count, skipped, ...(reported.length > 0 ? { problems: reported } : {}) };
}

/** The file's decimal mark, from the amount columns of its first thousand rows. */
function decimalMarkOf(records: CsvRecord[], firstData: number, at: AmountCells): DecimalMark {
  const columns = [at.amount, at.debit, at.credit].filter((index) => index >= 0);
  const values: string[] = [];
  const end = Math.min(records.length, firstData + 1000);
  for (let r = firstData; r < end; r++) {
    for (const index of columns) {
      const cell = records[r]!.cells[index];
      if (cell) values.push(cell);
    }
  }
  return guessDecimalMark(values);
}

interface AmountCells {
  amount: number;
  type: number;
  debit: number;
  credit: number;
}

function readAmount(text: string, label: string, line: number, mark: DecimalMark): number {
  const cents = parseAmount(text, mark);
  if (cents === null) throw new StatementError(line, `the ${label} "${text}" ${amountProblem(text, mark)}.`);
  return cents;
}

/** Signed cents, money in positive; null when the row has no amount at all (skipped). */
function rowAmount(
  cells: string[],
  at: AmountCells,
  isPositiveCredit: boolean,
  line: number,
  mark: DecimalMark,
): number | null {
  if (at.amount >= 0) {
    const text = cells[at.amount]!;
    if (text === "") return null;
    const cents = readAmount(text, FIELD_LABELS.amount_field, line, mark);
    if (at.type >= 0) {
      const type = cells[at.type]!.toLowerCase();
      if (DEBIT_TYPES.has(type)) return -Math.abs(cents);
      if (CREDIT_TYPES.has(type)) return Math.abs(cents);
    }
    return isPositiveCredit ? cents : -cents;
  }
  // Separate columns: the debit column is money out, the credit column money in, whatever their sign.
  const debit = at.debit >= 0 ? cells[at.debit]! : "";
  const credit = at.credit >= 0 ? cells[at.credit]! : "";
  if (debit === "" && credit === "") return null;
  const debitCents = debit === "" ? 0 : Math.abs(readAmount(debit, FIELD_LABELS.debit_field, line, mark));
  const creditCents = credit === "" ? 0 : Math.abs(readAmount(credit, FIELD_LABELS.credit_field, line, mark));
  return creditCents - debitCents;
}
