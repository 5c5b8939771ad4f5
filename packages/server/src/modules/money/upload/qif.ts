import { parseAmount } from "./amounts";
import { fullYear, isoDate } from "./dates";
import { type ParsedStatement, StatementError, type StatementRow } from "./statement-row";

// QIF (Quicken Interchange Format): one field per line, a letter then the value, "^" ends a
// record. Header lines start with "!" (!Type:Bank, !Account …); an !Account block describes the
// account, not a transaction. Dates are US order: M/D/YYYY, M/D/YY or Quicken's M/D'YY.

export function looksLikeQif(text: string): boolean {
  const first = text.trimStart().slice(0, 20).toUpperCase();
  return first.startsWith("!TYPE:") || first.startsWith("!ACCOUNT") || first.startsWith("!OPTION");
}

const FIELD_NAMES: Record<string, string> = {
  D: "Date",
  T: "Amount",
  U: "Amount (U)",
  P: "Payee",
  M: "Memo",
  L: "Category",
  N: "Number",
  C: "Cleared",
  A: "Address",
};

/** 12/19/18, 6/24/2024, 1/5'04 or 1-5-2004 -> yyyy-mm-dd. */
export function qifDate(value: string): string | null {
  const match = /^\s*(\d{1,2})[/-](\d{1,2})\s*(?:[/-]|')\s*(\d{2}|\d{4})\s*$/.exec(value);
  if (!match) return null;
  const year = match[3]!.length === 2 ? fullYear(Number(match[3])) : Number(match[3]);
  return isoDate(year, Number(match[1]), Number(match[2]));
}

export function parseQif(text: string): ParsedStatement {
  const rows: StatementRow[] = [];
  let skipped = 0;
  let inAccountBlock = false;
  let record: Record<string, string> = {};
  let recordLine = 0;
  const lines = text.split(/\r\n|\r|\n/);
  const finish = () => {
    const data = record;
    record = {};
    if (Object.keys(data).length === 0 || inAccountBlock) return;
    const line = recordLine;
    const date = qifDate(data.Date ?? "");
    if (!date) throw new StatementError(line, `the date "${data.Date ?? ""}" is not a QIF date (M/D/YYYY or M/D/YY).`);
    const amountText = data.Amount ?? data["Amount (U)"] ?? "";
    if (amountText.trim() === "") {
      skipped++;
      return;
    }
    const amount = parseAmount(amountText);
    if (amount === null) throw new StatementError(line, `the amount "${amountText}" is not a number.`);
    rows.push({
      line,
      transaction_date: date,
      posted_date: null,
      amount,
      description: data.Payee ?? data.Memo ?? "",
      notes: data.Payee !== undefined ? (data.Memo ?? "") : "",
      original_data: data,
      identity: `qif:${JSON.stringify(Object.entries(data).sort())}`,
    });
  };
  lines.forEach((raw, i) => {
    const text = raw.trimEnd();
    if (text === "") return;
    if (text.startsWith("!")) {
      finish();
      inAccountBlock = /^!account/i.test(text);
      return;
    }
    if (text.startsWith("^")) {
      finish();
      return;
    }
    if (Object.keys(record).length === 0) recordLine = i + 1;
    const key = FIELD_NAMES[text[0]!.toUpperCase()] ?? text[0]!;
    // Split lines (S/E/$) repeat; later ones are kept alongside the first.
    record[key in record ? `${key} ${i + 1}` : key] = text.slice(1).trim();
  });
  finish();
  return { rows, skipped };
}
