import { type MoneyUploadPreview, SINGLE_BYTE_ENCODINGS } from "@homebase/contracts";
import { type CsvConfig, configProblems, parseCsvStatement } from "./csv-statement";
import { decodeStatementAs } from "./decode";
import { guessCsv } from "./guess";
import { qifAccounts } from "./qif";
import { formatOf, parseStatementText, type ReadOptions, refuseBinary } from "./statement";
import { StatementError } from "./statement-row";

/** Rows of the file, and of the transactions it would import, shown in the preview. */
export const PREVIEW_ROWS = 20;
/** Records read to choose between the account's mapping and the guess (the whole file is read once, after). */
const SAMPLE_RECORDS = 1000;

export interface PreviewOptions extends ReadOptions {
  /** The owner's edits to the guessed mapping (absent: the guess). */
  mapping?: Partial<CsvConfig>;
}

const dollars = (cents: number) => cents / 100;

/** A mapping that names no column (the guess starts from it; tests preview with it). */
export const EMPTY_GUESS = {
  transaction_date_field: "",
  posted_date_field: "",
  date_format: "",
  description_field: "",
  debit_field: "",
  credit_field: "",
  amount_field: "",
  type_field: "",
  account_number_field: "",
};

/**
 * Issue 19: what a statement holds and how it would be imported, writing nothing. A CSV file's
 * columns and first rows, the guessed Upload Configuration, and the transactions as they would be
 * stored with the guess (or with `options.mapping`); OFX and QIF need no mapping.
 */
export function previewStatement(
  bytes: Uint8Array,
  account: CsvConfig,
  options: PreviewOptions = {},
): MoneyUploadPreview {
  refuseBinary(bytes);
  const decoded = decodeStatementAs(bytes, options.encoding);
  const { text } = decoded;
  const format = formatOf(text);
  const problems: string[] = [];
  if (!decoded.clean) {
    problems.push(
      `The file is not UTF-8; it was read as ${decoded.encoding}. If letters look wrong, choose the file's character set.`,
    );
  }
  let columns: string[] = [];
  let hasHeader = false;
  let rows: string[][] = [];
  let guess: MoneyUploadPreview["guess"] = {
    ...EMPTY_GUESS,
    is_positive_credit: account.is_positive_credit,
    decimal_mark: ".",
  };
  let mapping: CsvConfig = account;
  if (format === "csv") {
    const guessed = guessCsv(text, account.is_positive_credit);
    columns = guessed.columns;
    hasHeader = guessed.header >= 0;
    rows = guessed.records
      .slice(guessed.firstData, guessed.firstData + PREVIEW_ROWS)
      .map((record) => columns.map((_, i) => record.cells[i]?.trim() ?? ""));
    guess = { ...guessed.config, decimal_mark: guessed.decimalMark };
    // The account's saved configuration stays when it reads the first rows cleanly; otherwise the guess,
    // unless the guess reads nothing either and the saved one is complete (its error is the one to show).
    const saved = rowsRead(text, account);
    const base =
      saved.clean ||
      (rowsRead(text, guessed.config).rows === 0 && saved.rows === 0 && configProblems(account).length === 0)
        ? account
        : guessed.config;
    mapping = { ...base, ...options.mapping };
    problems.push(...guessed.problems);
  }
  const accounts = format === "qif" ? qifAccounts(text) : [];
  const qifAccount =
    format === "qif"
      ? (options.qifAccount ?? accounts.find((a) => a.type.toLowerCase() !== "invst")?.name ?? "")
      : null;
  // One read of the whole file: every row is checked and counted, the first PREVIEW_ROWS are built.
  let statement: ReturnType<typeof parseStatementText> | null = null;
  try {
    statement = parseStatementText(
      text,
      mapping,
      { ...options, qifAccount: qifAccount ?? undefined },
      { keep: PREVIEW_ROWS },
    );
  } catch (error) {
    if (!(error instanceof StatementError)) throw error;
    problems.push(error.message);
  }
  problems.push(...(statement?.problems ?? []));
  return {
    format,
    encoding: decoded.encoding,
    encodings: decoded.clean ? [] : [...SINGLE_BYTE_ENCODINGS],
    columns,
    has_header: hasHeader,
    rows,
    guess,
    mapping: { ...EMPTY_GUESS, ...pick(mapping) },
    problems,
    transactions: (statement?.rows ?? []).slice(0, PREVIEW_ROWS).map((row) => ({
      line: row.line,
      transaction_date: row.transaction_date,
      posted_date: row.posted_date,
      description: row.description,
      amount: dollars(row.amount),
    })),
    count: statement?.count ?? 0,
    skipped: statement?.skipped ?? 0,
    accounts,
    qif_account: qifAccount,
    opening_balance: statement?.openingBalance
      ? { amount: dollars(statement.openingBalance.cents), date: statement.openingBalance.date }
      : null,
  };
}

/** How many of the first SAMPLE_RECORDS rows a configuration reads, and whether without a problem. */
function rowsRead(text: string, config: CsvConfig): { rows: number; clean: boolean } {
  if (configProblems(config).length > 0) return { rows: 0, clean: false };
  try {
    const statement = parseCsvStatement(text, config, { records: SAMPLE_RECORDS, keep: 0 });
    return { rows: statement.count, clean: statement.count > 0 && !statement.problems };
  } catch (error) {
    if (error instanceof StatementError) return { rows: 0, clean: false };
    throw error;
  }
}

function pick(config: CsvConfig) {
  return {
    transaction_date_field: config.transaction_date_field,
    posted_date_field: config.posted_date_field,
    date_format: config.date_format,
    description_field: config.description_field,
    debit_field: config.debit_field,
    credit_field: config.credit_field,
    amount_field: config.amount_field,
    type_field: config.type_field,
    account_number_field: config.account_number_field,
    is_positive_credit: config.is_positive_credit,
  };
}
