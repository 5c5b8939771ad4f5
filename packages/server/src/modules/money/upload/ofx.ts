import { parseAmount } from "./amounts";
import { isoDate } from "./dates";
import { type ParsedStatement, StatementError, type StatementRow } from "./statement-row";

// OFX and QFX (Quicken's OFX) in both flavours: OFX 1.x SGML, where leaf elements have no closing
// tag, and OFX 2.x XML. Only the statement transactions (<STMTTRN>) matter; FITID is the bank's
// own transaction id and the duplicate key.

export function looksLikeOfx(text: string): boolean {
  const head = text.slice(0, 2000).toUpperCase();
  return head.includes("OFXHEADER") || head.includes("<OFX>");
}

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: " " };

/** HTML entities, decoded twice: some banks encode "&" once more ("&amp;lt;"). */
export function decodeEntities(value: string): string {
  const once = (text: string) =>
    text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
      if (name[0] === "#") {
        const code = name[1] === "x" || name[1] === "X" ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1));
        return Number.isFinite(code) && code > 0 ? String.fromCodePoint(code) : whole;
      }
      return ENTITIES[name.toLowerCase()] ?? whole;
    });
  return once(once(value));
}

/** 20230509120000.000[-5:EST] -> 2023-05-09: the date as the bank wrote it, in its own time zone. */
export function ofxDate(value: string): string | null {
  const match = /^(\d{4})(\d{2})(\d{2})/.exec(value.trim());
  if (!match) return null;
  return isoDate(Number(match[1]), Number(match[2]), Number(match[3]));
}

function lineAt(offset: number, lineStarts: number[]): number {
  let low = 0;
  let high = lineStarts.length - 1;
  while (low < high) {
    const mid = (low + high + 1) >> 1;
    if (lineStarts[mid]! <= offset) low = mid;
    else high = mid - 1;
  }
  return low + 1;
}

const escapeMarkup = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/** The leaf values of one <STMTTRN> block: SGML leaves end at the next tag, XML ones at their close tag. */
function fields(raw: string): Record<string, string> {
  // <NAME><![CDATA[ALDI & CO]]></NAME>: the section's text, as if it had been written with entities.
  const block = raw.includes("<![CDATA[")
    ? raw.replace(/<!\[CDATA\[([\s\S]*?)\]\]>/g, (_, text: string) => escapeMarkup(text))
    : raw;
  const values: Record<string, string> = {};
  const leaf = /<([A-Za-z0-9.]+)>([^<]*)/g;
  for (let match = leaf.exec(block); match; match = leaf.exec(block)) {
    const value = match[2]!.trim();
    if (value !== "") values[match[1]!.toUpperCase()] = decodeEntities(value);
  }
  return values;
}

const hasLetter = /\p{L}/u;

export function parseOfx(text: string): ParsedStatement {
  const lineStarts = [0];
  for (let i = 0; i < text.length; i++) if (text.charCodeAt(i) === 10) lineStarts.push(i + 1);
  const rows: StatementRow[] = [];
  let skipped = 0;
  const block = /<STMTTRN>([\s\S]*?)<\/STMTTRN>/gi;
  for (let match = block.exec(text); match; match = block.exec(text)) {
    const line = lineAt(match.index, lineStarts);
    const data = fields(match[1]!);
    const date = ofxDate(data.DTPOSTED ?? data.DTUSER ?? "");
    if (!date) throw new StatementError(line, `the date "${data.DTPOSTED ?? ""}" is not an OFX date (YYYYMMDD…).`);
    if (!data.TRNAMT) {
      skipped++;
      continue;
    }
    const amount = ofxAmount(data.TRNAMT);
    if (amount === null) throw new StatementError(line, `the amount "${data.TRNAMT}" is not a number.`);
    // NAME is the payee; some banks put digits there and the merchant in MEMO.
    const name = data.NAME ?? data.PAYEE ?? "";
    const memo = data.MEMO ?? "";
    const nameIsPayee = hasLetter.test(name);
    const description = nameIsPayee ? name : memo;
    rows.push({
      line,
      transaction_date: date,
      posted_date: date,
      amount,
      description,
      notes: nameIsPayee ? memo : "",
      original_data: data,
      identity: data.FITID ? `fitid:${data.FITID}` : `ofx:${JSON.stringify(data)}`,
    });
  }
  const balance = ledgerBalance(text);
  if (rows.length === 0 && skipped === 0) refuseWithoutTransactions(text, balance);
  const leftOut = investmentsLeftOut(text);
  return { rows, skipped, ...balance, ...(leftOut ? { problems: [leftOut] } : {}) };
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? "" : "s"}`;

/** An investment statement's trades (<DTTRADE>) and holdings (<INVPOS>), as words; null without any. */
function investmentContents(text: string): string | null {
  if (!/<INVSTMTRS>/i.test(text)) return null;
  const trades = count(text, /<DTTRADE>/gi);
  const holdings = count(text, /<INVPOS>/gi);
  return `${plural(trades, "investment transaction")} and ${plural(holdings, "holding")}`;
}

/**
 * Issue 19: an investment statement's cash movements (<INVBANKTRAN>: deposits, fees, interest)
 * are read like a bank's and imported; its trades and holdings are not, and the answer says so.
 */
function investmentsLeftOut(text: string): string | null {
  const contents = investmentContents(text);
  if (contents === null || (count(text, /<DTTRADE>/gi) === 0 && count(text, /<INVPOS>/gi) === 0)) return null;
  return `This OFX file is an investment statement: its cash transactions are imported; its ${contents} are not (investment accounts are not kept).`;
}

/** OFX amounts have no thousands separators, so a comma is always the decimal mark ("-8,78"). */
function ofxAmount(text: string): number | null {
  return parseAmount(text, text.includes(",") && !text.includes(".") ? "," : ".");
}

const count = (text: string, pattern: RegExp) => text.match(pattern)?.length ?? 0;

/**
 * A file without a single bank or card transaction: say what it holds instead of "imported 0".
 * An empty bank transaction list (a month without activity) is an ordinary statement.
 */
function refuseWithoutTransactions(text: string, balance: Pick<ParsedStatement, "ledgerBalance">): void {
  if (/<BANKTRANLIST>/i.test(text)) return;
  // An investment statement's cash movements (<INVBANKTRAN>) are read above like a bank's.
  const contents = investmentContents(text);
  if (contents !== null) {
    throw new StatementError(
      null,
      `This OFX file is an investment statement (${contents}) with no cash transactions. Investment accounts are not imported, so nothing was imported.`,
    );
  }
  if (balance.ledgerBalance) {
    const { cents, date } = balance.ledgerBalance;
    throw new StatementError(
      null,
      `This OFX file holds only the account's balance (${(cents / 100).toFixed(2)} on ${date}) and no transactions, so nothing was imported. Download the statement with its transactions.`,
    );
  }
  const status = /<STATUS>[\s\S]*?<MESSAGE>([^<]*)/i.exec(text)?.[1]?.trim();
  throw new StatementError(
    null,
    `This OFX file holds no statement transactions, so nothing was imported${status ? ` (the bank's message: "${decodeEntities(status)}")` : ""}.`,
  );
}

/** <LEDGERBAL><BALAMT>1234.56<DTASOF>20240131…: the bank's own balance, when the file has one. */
function ledgerBalance(text: string): Pick<ParsedStatement, "ledgerBalance"> {
  const block = /<LEDGERBAL>([\s\S]*?)(<\/LEDGERBAL>|<AVAILBAL>|<\/STMTRS>)/i.exec(text);
  if (!block) return {};
  const data = fields(block[1]!);
  const cents = data.BALAMT ? ofxAmount(data.BALAMT) : null;
  const date = ofxDate(data.DTASOF ?? "");
  return cents === null || !date ? {} : { ledgerBalance: { cents, date } };
}
