import { parseAmount } from "./amounts";
import { fullYear, isoDate } from "./dates";
import { type ParsedStatement, StatementError, type StatementRow } from "./statement-row";

// QIF (Quicken Interchange Format): one field per line, a letter then the value, "^" ends a
// record. Header lines start with "!": "!Type:Bank" (or Cash, CCard, Oth A, Oth L) starts a list
// of transactions, "!Account" a block naming the account the following lists belong to;
// "!Type:Cat", "!Type:Class" and the like are lists of categories, not transactions, and
// "!Type:Invst" is an investment register, which this ledger does not keep.

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

const TRANSACTION_TYPES = new Set(["bank", "cash", "ccard", "oth a", "oth l", "invoice"]);

/**
 * A QIF date as yyyy-mm-dd: "12/19/18", "6/24/2024", "8/ 1/97", Quicken's apostrophe years
 * ("1/5'04", "6/ 1' 0": the 2000s), "1-5-2004", ISO "2004-01-05", and the dotted day-first dates
 * of European banks ("03.11.25"). `dayFirst`: the file writes slashed dates day first.
 */
export function qifDate(value: string, dayFirst = false): string | null {
  const text = value.replace(/\s+/g, "");
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(text);
  if (iso) return isoDate(Number(iso[1]), Number(iso[2]), Number(iso[3]));
  const dotted = /^(\d{1,2})\.(\d{1,2})\.(\d{2}|\d{4})$/.exec(text);
  if (dotted) return isoDate(year(dotted[3]!, "."), Number(dotted[2]), Number(dotted[1]));
  const match = /^(\d{1,2})[/-](\d{1,2})([/-]|')(\d{1,4})$/.exec(text);
  if (!match) return null;
  const [first, second] = [Number(match[1]), Number(match[2])];
  const [month, day] = dayFirst ? [second, first] : [first, second];
  return isoDate(year(match[4]!, match[3]!), month, day);
}

function year(digits: string, separator: string): number {
  if (separator === "'") return digits.length <= 2 ? 2000 + Number(digits) : Number(digits);
  return digits.length === 2 ? fullYear(Number(digits)) : Number(digits);
}

/** Whether the file's slashed dates are day first: some first part is over 12 ("23/10/2013"). */
function writesDayFirst(dates: string[]): boolean {
  return dates.some((date) => {
    const match = /^\s*(\d{1,2})\s*[/-]\s*(\d{1,2})\s*[/-]/.exec(date);
    return match !== null && Number(match[1]) > 12 && Number(match[2]) <= 12;
  });
}

export interface QifAccount {
  name: string;
  type: string;
  transactions: number;
}

interface QifRecord {
  line: number;
  data: Record<string, string>;
}

interface QifSection {
  account: { name: string; type: string } | null;
  type: string;
  records: QifRecord[];
}

/** The file's !Type sections, each with the !Account it belongs to. */
function sections(text: string): QifSection[] {
  const found: QifSection[] = [];
  let account: QifSection["account"] = null;
  let current: QifSection | null = null;
  let inAccountBlock = false;
  let record: Record<string, string> = {};
  let recordLine = 0;
  const finish = () => {
    if (Object.keys(record).length > 0) {
      if (inAccountBlock) account = { name: record.Name ?? "", type: record.Type ?? "" };
      else current?.records.push({ line: recordLine, data: record });
    }
    record = {};
  };
  text.split(/\r\n|\r|\n/).forEach((raw, i) => {
    const line = raw.trimEnd();
    if (line.trim() === "") return;
    if (line.startsWith("!")) {
      finish();
      const type = /^!type:(.*)$/i.exec(line)?.[1]?.trim().toLowerCase();
      if (/^!account/i.test(line)) {
        inAccountBlock = true;
        current = null;
      } else if (type !== undefined) {
        inAccountBlock = false;
        current = { account, type, records: [] };
        found.push(current);
      }
      return;
    }
    if (line.startsWith("^")) {
      finish();
      return;
    }
    if (Object.keys(record).length === 0) recordLine = i + 1;
    const letter = line[0]!.toUpperCase();
    const names: Record<string, string> = inAccountBlock ? { N: "Name", T: "Type", D: "Description" } : FIELD_NAMES;
    const key = names[letter] ?? letter;
    // Split lines (S/E/$) repeat; later ones are kept alongside the first.
    record[key in record ? `${key} ${i + 1}` : key] = line.slice(1).trim();
  });
  finish();
  return found;
}

/** The accounts a QIF file holds transactions for (the preview offers one when there are several). */
export function qifAccounts(text: string): QifAccount[] {
  const accounts = new Map<string, QifAccount>();
  for (const section of sections(text)) {
    if (!TRANSACTION_TYPES.has(section.type) && section.type !== "invst") continue;
    const name = section.account?.name ?? "";
    const entry = accounts.get(name) ?? { name, type: section.account?.type || section.type, transactions: 0 };
    entry.transactions += section.records.length;
    accounts.set(name, entry);
  }
  return [...accounts.values()];
}

const isOpeningBalance = (data: Record<string, string>) => /^opening bal(ance)?$/i.test((data.Payee ?? "").trim());

/**
 * The transactions of one account of the file (`account`: its !Account name; needed when the
 * file holds several). An "Opening Balance" record is the account's opening balance, not income.
 */
export function parseQif(text: string, account?: string): ParsedStatement {
  const all = sections(text);
  const accounts = qifAccounts(text);
  if (accounts.length === 0) {
    const lists = [...new Set(all.map((section) => section.type))].join(", ");
    throw new StatementError(
      null,
      `This QIF file holds no bank, cash or card transactions${lists ? ` (only lists of: ${lists})` : ""}, so nothing was imported.`,
    );
  }
  let chosen: QifAccount;
  if (account !== undefined && account !== "") {
    const named = accounts.find((candidate) => candidate.name === account);
    if (!named) throw new StatementError(null, `This QIF file has no account named "${account}".`);
    chosen = named;
  } else if (accounts.length > 1) {
    const names = accounts.map((candidate) => `"${candidate.name}"`).join(", ");
    throw new StatementError(
      null,
      `This QIF file holds ${accounts.length} accounts (${names}): choose one in the preview.`,
    );
  } else {
    chosen = accounts[0]!;
  }
  const mine = all.filter(
    (section) =>
      (section.account?.name ?? "") === chosen.name &&
      (TRANSACTION_TYPES.has(section.type) || section.type === "invst"),
  );
  if (mine.some((section) => section.type === "invst")) {
    throw new StatementError(
      null,
      `${chosen.name ? `The account "${chosen.name}"` : "This QIF file"} is an investment register (!Type:Invst). Investment accounts are not imported, so nothing was imported.`,
    );
  }
  const records = mine.flatMap((section) => section.records);
  const dayFirst = writesDayFirst(records.map((record) => record.data.Date ?? ""));
  const rows: StatementRow[] = [];
  let skipped = 0;
  let openingBalance: ParsedStatement["openingBalance"];
  for (const { line, data } of records) {
    const date = qifDate(data.Date ?? "", dayFirst);
    if (!date) {
      throw new StatementError(
        line,
        `the date "${data.Date ?? ""}" is not a QIF date (M/D/YYYY, M/D'YY or YYYY-MM-DD).`,
      );
    }
    const amountText = data.Amount ?? data["Amount (U)"] ?? "";
    if (amountText.trim() === "") {
      skipped++;
      continue;
    }
    const amount = parseAmount(amountText) ?? parseAmount(amountText, ",");
    if (amount === null) throw new StatementError(line, `the amount "${amountText}" is not a number.`);
    if (isOpeningBalance(data) && !openingBalance) {
      openingBalance = { cents: amount, date };
      continue;
    }
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
  }
  return { rows, skipped, ...(openingBalance ? { openingBalance } : {}) };
}
