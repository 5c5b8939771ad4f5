import { type DecimalMark, guessDecimalMark, parseAmount } from "./amounts";
import { type CsvRecord, columnLabels, type Delimiter, detectDelimiter, parseCsv } from "./csv";
import { CREDIT_TYPES, type CsvConfig, DEBIT_TYPES } from "./csv-statement";
import { guessDateFormat } from "./dates";

// Issue 19: the Upload Configuration guessed from a CSV file, so nobody has to type a column
// name. The guess reads the first rows: where the header is (or that there is none), which
// columns hold dates (and in which format), amounts (one signed column, or debit and credit),
// a debit/credit type, and the description.

/** Rows the guess reads (the header must be among them). */
const SAMPLE_ROWS = 200;

export interface CsvGuess {
  delimiter: Delimiter;
  /** Index among the records of the header row; -1 when the file has none. */
  header: number;
  /** Index of the first data row. */
  firstData: number;
  columns: string[];
  records: CsvRecord[];
  config: CsvConfig;
  decimalMark: DecimalMark;
  problems: string[];
}

interface Column {
  index: number;
  name: string;
  values: string[];
  dateFormat: string | null;
  amount: boolean;
}

const AMOUNT_NAMES =
  /^(amount|betrag|montant|importe|importo|bedrag|belopp|beløb|beløp|kwota|summe|valor|value|sum|net|gross)\b|amount|betrag|montant|importe|bedrag/i;
const DEBIT_NAMES =
  /debit|withdraw|paid out|money out|outflow|^out$|spent|charge|soll|ausgang|belastung|débit|cargo|uitgaven|af$/i;
const CREDIT_NAMES =
  /credit|deposit|paid in|money in|inflow|^in$|received|haben|eingang|gutschrift|crédit|abono|inkomsten|bij$/i;
const NOT_AMOUNT_NAMES =
  /balance|saldo|solde|running|kontostand|available|rate|fee|kurs|exchange|tax|ursprungsbetrag|auslagenersatz|number|nummer|\bno\.?$|\bid\b|reference|blz|iban|bic/i;
const TRANSACTION_DATE_NAMES =
  /trans|purchase|^date$|^datum$|buchungstag|buchungsdatum|^buchung$|booking|operation|opération|fecha/i;
const POSTED_DATE_NAMES = /post|valu|wert|settle|booked|effective|process/i;
/** Description columns, best first: the payee's name before the bank's reference text. */
const DESCRIPTION_NAMES = [
  /^description$|^desc|beschreibung|descripci|omschrijving|libell/i,
  /payee|merchant|^name$|counterparty|empf(ä|ae)nger|beguenstigter|begünstigter|zahlungsbeteiligter|auftraggeber|tegenrekening naam|beneficiar/i,
  /narrative|details|particulars|description|remarque|concepto|transaction/i,
  /memo|verwendungszweck|buchungstext|text|reference|purpose|motivo|causale/i,
];
const ACCOUNT_NUMBER_NAMES =
  /^(account( number| no\.?)?|card( number| no\.?)|kontonummer|iban auftragskonto|auftragskonto)$/i;

const isDataWidth = (record: CsvRecord, width: number) => Math.abs(record.cells.length - width) <= 1;

/** The most common number of cells among the sampled records (the data rows' width). */
function modalWidth(records: CsvRecord[]): number {
  const counts = new Map<number, number>();
  for (const { cells } of records) {
    if (cells.length > 1) counts.set(cells.length, (counts.get(cells.length) ?? 0) + 1);
  }
  return [...counts.entries()].sort((a, b) => b[1] - a[1] || b[0] - a[0])[0]?.[0] ?? 1;
}

const looksLikeDateCell = (cell: string) => /\d/.test(cell) && guessDateFormat([cell]) !== null;
const looksLikeAmountCell = (cell: string) =>
  /\d/.test(cell) && !looksLikeDateCell(cell) && (parseAmount(cell) !== null || parseAmount(cell, ",") !== null);

/** The first row that has a date and an amount at the data rows' width, and the header above it if any. */
function findRows(records: CsvRecord[], width: number): { header: number; firstData: number } {
  const firstData = records.findIndex(
    (record) =>
      isDataWidth(record, width) &&
      record.cells.some((cell) => looksLikeDateCell(cell.trim())) &&
      record.cells.some((cell) => looksLikeAmountCell(cell.trim())),
  );
  if (firstData < 0) return { header: -1, firstData: 0 };
  const above = records[firstData - 1];
  const data = records.slice(firstData).filter((record) => isDataWidth(record, width));
  return { header: above && isHeader(above, data) ? firstData - 1 : -1, firstData };
}

/** The columns the data rows fill: up to the last one with a value in any row. */
const filledWidth = (data: CsvRecord[]) =>
  Math.max(0, ...data.map(({ cells }) => cells.findLastIndex((cell) => cell.trim() !== "") + 1));

/**
 * Whether the row above the first transaction names the columns, rather than being the last
 * line of a preamble ("Account:,Checking 1234"): no dates or amounts, no "label:" cell, and a
 * cell (possibly blank) over every column the data rows fill.
 */
function isHeader(row: CsvRecord, data: CsvRecord[]): boolean {
  const cells = row.cells.map((cell) => cell.trim());
  return (
    cells.length >= filledWidth(data) &&
    cells.some((cell) => cell !== "") &&
    cells.every((cell) => !looksLikeDateCell(cell) && !looksLikeAmountCell(cell) && !/:$/.test(cell))
  );
}

function describeColumns(names: string[], data: CsvRecord[], preferDayFirst: boolean): Column[] {
  return names.map((name, index) => {
    const values = data.map((record) => (record.cells[index] ?? "").trim()).filter((value) => value !== "");
    const dateFormat =
      values.length > 0 && values.every((value) => /\d/.test(value)) ? guessDateFormat(values, preferDayFirst) : null;
    const mark = guessDecimalMark(values);
    const amount =
      dateFormat === null &&
      values.length > 0 &&
      values.every((value) => /\d/.test(value) && parseAmount(value, mark) !== null) &&
      !(values.length > 2 && values.every((value) => value === values[0]));
    return { index, name, values, dateFormat, amount };
  });
}

/** Debit and credit columns never both hold an amount on one row. */
function exclusive(a: Column, b: Column, data: CsvRecord[]): boolean {
  return data.every((record) => !(record.cells[a.index]?.trim() && record.cells[b.index]?.trim()));
}

function chooseAmounts(columns: Column[], data: CsvRecord[]) {
  const money = columns.filter((column) => column.amount && !NOT_AMOUNT_NAMES.test(column.name));
  const debit = money.find((column) => DEBIT_NAMES.test(column.name));
  const credit = money.find((column) => CREDIT_NAMES.test(column.name) && column !== debit);
  if (debit && credit) return { debit, credit };
  const named = money.find((column) => AMOUNT_NAMES.test(column.name));
  if (named) return { amount: named };
  const [first, second] = money;
  if (first && second && exclusive(first, second, data)) return { debit: first, credit: second };
  const signed = money.find((column) => column.values.some((value) => /-|\(/.test(value)));
  return { amount: signed ?? first };
}

function chooseDescription(columns: Column[], taken: Set<Column | undefined>): Column | undefined {
  const text = columns.filter((column) => !taken.has(column) && column.dateFormat === null && !column.amount);
  for (const pattern of DESCRIPTION_NAMES) {
    const named = text.find((column) => pattern.test(column.name) && column.values.length > 0);
    if (named) return named;
  }
  const score = (column: Column) =>
    new Set(column.values).size +
    column.values.reduce((sum, value) => sum + value.length, 0) / (column.values.length || 1);
  return text.filter((column) => /\p{L}/u.test(column.values.join(""))).sort((a, b) => score(b) - score(a))[0];
}

/** The guessed Upload Configuration and the file's shape. */
export function guessCsv(text: string, isPositiveCredit = true): CsvGuess {
  const delimiter = detectDelimiter(text);
  const records = parseCsv(text, delimiter, SAMPLE_ROWS);
  const width = modalWidth(records);
  const { header, firstData } = findRows(records, width);
  // A trailing delimiter on data rows, or an empty last cell, is one cell either way.
  const columns = header >= 0 ? columnLabels(records[header]!.cells) : columnLabels([], width);
  // Rows with fewer cells (a wrapped line, a note) would hide which column is which.
  const data = records
    .slice(firstData)
    .filter((record) => record.cells.length >= columns.length && record.cells.length <= columns.length + 1);
  const amountValues = data.flatMap((record) => record.cells.filter((cell) => looksLikeAmountCell(cell.trim())));
  const decimalMark = guessDecimalMark(amountValues);
  const described = describeColumns(columns, data, decimalMark === "," || delimiter === ";");
  const dates = described.filter((column) => column.dateFormat !== null);
  const transactionDate = dates.find((column) => TRANSACTION_DATE_NAMES.test(column.name)) ?? dates[0];
  const postedDate = dates.find((column) => column !== transactionDate && POSTED_DATE_NAMES.test(column.name));
  const amounts = chooseAmounts(described, data);
  const taken = new Set([transactionDate, postedDate, amounts.amount, amounts.debit, amounts.credit]);
  const type = amounts.amount
    ? described.find(
        (column) =>
          !taken.has(column) &&
          column.values.length > 0 &&
          column.values.every((value) => DEBIT_TYPES.has(value.toLowerCase()) || CREDIT_TYPES.has(value.toLowerCase())),
      )
    : undefined;
  const description = chooseDescription(described, new Set([...taken, type]));
  const accountNumber = described.find(
    (column) =>
      !taken.has(column) && ACCOUNT_NUMBER_NAMES.test(column.name) && column.values.every((value) => /\d/.test(value)),
  );
  // Without a header row, fields are 1-based column numbers (the Upload Configuration's rule).
  const field = (column: Column | undefined) => (column ? (header >= 0 ? column.name : String(column.index + 1)) : "");
  const formats = [transactionDate, postedDate].filter((column) => column !== undefined);
  const config: CsvConfig = {
    transaction_date_field: field(transactionDate),
    posted_date_field: field(postedDate),
    date_format:
      guessDateFormat(
        formats.flatMap((column) => column.values),
        decimalMark === "," || delimiter === ";",
      ) ?? "",
    description_field: field(description),
    debit_field: field(amounts.debit),
    credit_field: field(amounts.credit),
    amount_field: field(amounts.amount),
    type_field: field(type),
    account_number_field: header >= 0 ? field(accountNumber) : "",
    is_positive_credit: isPositiveCredit,
  };
  const problems: string[] = [];
  if (data.length === 0) problems.push("No rows with a date and an amount were found.");
  else {
    if (!transactionDate) problems.push("No column of dates was found: choose the Transaction Date Field.");
    if (!amounts.amount && !amounts.debit) problems.push("No column of amounts was found: choose the Amount Field.");
    if (!description) problems.push("No column of descriptions was found: choose the Description Field.");
  }
  return { delimiter, header, firstData, columns, records, config, decimalMark, problems };
}
