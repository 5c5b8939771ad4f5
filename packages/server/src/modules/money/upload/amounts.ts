// Statement amounts: "$1,234.56", "-54.10", "(54.10)", "54.10-", "+2,000.00", "-30.000", and the
// world's other shapes: decimal commas ("-8,78", "1.234,56"), currency symbols or codes on either
// side of the sign ("£67.40", "+ £1,100.00", "-$7,971.39", "12,30 €", "CHF 12.30"), and spaces or
// apostrophes between thousands ("1 234,56", "1'234.56").

/** Anything at or above this many cents is refused (the ledger's limit, spec-wide). */
export const MAX_CENTS = 1_000_000_000;

/** The character between whole units and cents. */
export type DecimalMark = "." | ",";

const PLAIN = /^-?\d{1,9}\.\d\d$/;
const SPACES = /[\s\u00a0\u202f']/g;
/** A currency symbol, or a three-letter code, at either end of the text. */
const CURRENCY_START = /^(?:[A-Z]{3}|R\$|US\$|[A-Z]?\$|[£€¥₹₩₽₺₪₫₴฿₦₱]|kr\.?|zł|Kč|Fr\.|Ft|lei|\p{Sc})/u;
const CURRENCY_END = /(?:[A-Z]{3}|R\$|US\$|[A-Z]?\$|[£€¥₹₩₽₺₪₫₴฿₦₱]|kr\.?|zł|Kč|Fr\.|Ft|lei|\p{Sc})$/u;
const NUMBER = {
  ".": /^(?:\d{1,3}(?:,\d{3})+|\d+)?(?:\.\d+)?$/,
  ",": /^(?:\d{1,3}(?:\.\d{3})+|\d+)?(?:,\d+)?$/,
} as const;

/** The number with its signs and currency removed, and whether it is negative; null: not an amount. */
function unwrap(text: string): { digits: string; negative: boolean } | null {
  let value = text.replace(SPACES, "");
  let negative = false;
  let signs = 0;
  if (value.startsWith("(") && value.endsWith(")")) {
    negative = true;
    signs++;
    value = value.slice(1, -1);
  }
  // Signs and currency come in any order around the number: "-$5", "$-5", "+£5", "5-", "5 €-".
  for (let pass = 0; pass < 4; pass++) {
    const before = value;
    if (value.startsWith("-") || value.startsWith("−")) {
      negative = !negative;
      signs++;
      value = value.slice(1);
    } else if (value.startsWith("+")) {
      signs++;
      value = value.slice(1);
    }
    if (value.endsWith("-")) {
      negative = !negative;
      signs++;
      value = value.slice(0, -1);
    } else if (value.endsWith("+")) {
      signs++;
      value = value.slice(0, -1);
    }
    value = value.replace(CURRENCY_START, "").replace(CURRENCY_END, "");
    if (value === before) break;
  }
  // One sign at most: "--5" or "(5)-" is not an amount.
  return value === "" || !/\d/.test(value) || signs > 1 ? null : { digits: value, negative };
}

/**
 * Cents for the text, or null when it is not an amount. `mark` is the file's decimal mark; with a
 * decimal point, commas separate thousands, and the other way round. Empty text is the caller's business.
 */
export function parseAmount(text: string, mark: DecimalMark = "."): number | null {
  // The usual shape first ("-54.10", "2150.00"), without the general rules below.
  if (mark === "." && PLAIN.test(text)) {
    const cents = Math.round(Number(text) * 100);
    if (Math.abs(cents) >= MAX_CENTS) return null;
    return cents === 0 ? 0 : cents; // never -0
  }
  const parts = unwrap(text.trim());
  if (!parts || !NUMBER[mark].test(parts.digits)) return null;
  const [whole = "", fraction = ""] = parts.digits.replace(mark === "." ? /,/g : /\./g, "").split(mark);
  const cents = Number(whole || "0") * 100 + Math.round(Number(`0.${fraction || "0"}`) * 100);
  if (!Number.isFinite(cents) || cents >= MAX_CENTS) return null;
  return parts.negative && cents !== 0 ? -cents : cents;
}

/** Why the text is not an amount, for an error message ("uses a decimal comma…"). */
export function amountProblem(text: string, mark: DecimalMark): string {
  const parts = unwrap(text.trim());
  if (!parts) return "is not a number";
  const other: DecimalMark = mark === "." ? "," : ".";
  if (!NUMBER[mark].test(parts.digits) && NUMBER[other].test(parts.digits)) {
    return mark === "."
      ? "uses a decimal comma, but the rest of the file uses a decimal point"
      : "uses a decimal point, but the rest of the file uses a decimal comma";
  }
  if (NUMBER[mark].test(parts.digits)) return "is 10,000,000 or more, above the largest amount the ledger keeps";
  return "is not a number";
}

const COMMA_DECIMAL = /(?:^|[^\d.,])\d*(?:\.\d{3})*,\d{1,2}$|\d\.\d{3},\d+$|\d,\d{4,}$/;
const POINT_DECIMAL = /(?:^|[^\d.,])\d*(?:,\d{3})*\.\d{1,2}$|\d,\d{3}\.\d+$|\d\.\d{4,}$/;

/**
 * The decimal mark a column of amounts uses: "-8,78" and "1.234,56" say comma, "-8.78" and
 * "1,234.56" say point; "1,234" or "200" say nothing. A tie reads as a point.
 */
export function guessDecimalMark(values: Iterable<string>): DecimalMark {
  let comma = 0;
  let point = 0;
  for (const text of values) {
    const parts = unwrap(text.trim());
    if (!parts) continue;
    const digits = ` ${parts.digits}`;
    if (COMMA_DECIMAL.test(digits)) comma++;
    else if (POINT_DECIMAL.test(digits)) point++;
  }
  return comma > point ? "," : ".";
}
