/** One transaction read from a statement file, before duplicate checks and payee resolution. */
export interface StatementRow {
  /** 1-based line of the file where the row starts. */
  line: number;
  transaction_date: string;
  posted_date: string | null;
  /** Signed cents, money in positive. */
  amount: number;
  description: string;
  notes: string;
  /** The row as the file had it: header (or tag) -> value. */
  original_data: Record<string, string>;
  /**
   * What identifies the row across uploads before its occurrence number is added: the
   * normalised row for CSV and QIF, the bank's FITID for OFX.
   */
  identity: string;
}

export interface ParsedStatement {
  rows: StatementRow[];
  /** Rows that are not transactions (an empty amount: opening-balance lines and the like). */
  skipped: number;
  /** The balance the bank states at the end of the statement (OFX/QFX LEDGERBAL), signed cents. */
  ledgerBalance?: { cents: number; date: string };
  /** QIF's "Opening Balance" record: the account's balance on that date, signed cents. */
  openingBalance?: { cents: number; date: string };
  /**
   * Rows left out that a person should hear about, each "Line N: why" (a merchant line the bank
   * wrapped onto a row of its own, a pending row without a date); also counted in `skipped`.
   */
  problems?: string[];
}

/** A row that cannot be read: the whole upload fails and nothing is written. */
export class StatementError extends Error {
  constructor(
    readonly line: number | null,
    reason: string,
  ) {
    super(line === null ? reason : `Line ${line}: ${reason}`);
  }
}
