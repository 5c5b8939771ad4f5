// Statement dates by the account's Date Format: tokens YYYY, YY, MM, M, DD, D and MMM (Jan…Dec);
// any other character must appear as written. A time after the date ("01/03/2024 00:00") is ignored.

const MONTHS = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"];
const TOKENS = ["YYYY", "MMM", "YY", "MM", "DD", "M", "D"] as const;
type Token = (typeof TOKENS)[number];
const PATTERNS: Record<Token, string> = {
  YYYY: "(\\d{4})",
  YY: "(\\d{2})",
  MMM: "([A-Za-z]{3})[A-Za-z]*\\.?",
  MM: "(\\d{2})",
  M: "(\\d{1,2})",
  DD: "(\\d{2})",
  D: "(\\d{1,2})",
};

export interface DateReader {
  format: string;
  read: (value: string) => string | null;
}

const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** Two-digit years: 00–69 are 2000s, 70–99 are 1900s (as most spreadsheet software reads them). */
export const fullYear = (twoDigits: number) => (twoDigits < 70 ? 2000 + twoDigits : 1900 + twoDigits);

/** Distinct date texts remembered per reader (a statement of years has a few thousand). */
const MEMO_LIMIT = 20_000;

const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

export function isoDate(year: number, month: number, day: number): string | null {
  if (month < 1 || month > 12 || day < 1 || year < 1900 || year > 2200) return null;
  const leap = year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
  const last = month === 2 ? (leap ? 29 : 28) : DAYS_IN_MONTH[month - 1]!;
  if (day > last) return null;
  return `${year}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
}

/** Compiles a format once; `read` answers yyyy-mm-dd, or null when the text does not fit. */
export function dateReader(format: string): DateReader {
  const order: Token[] = [];
  let pattern = "";
  let rest = format.trim();
  while (rest.length > 0) {
    const token = TOKENS.find((t) => rest.startsWith(t));
    if (token) {
      order.push(token);
      pattern += PATTERNS[token];
      rest = rest.slice(token.length);
    } else {
      pattern += rest[0] === " " ? "\\s+" : escapeRegex(rest[0]!);
      rest = rest.slice(1);
    }
  }
  const regex = new RegExp(`^${pattern}(?:[ T].*)?$`);
  // A statement repeats a few hundred dates over thousands of rows: each text is read once.
  const seen = new Map<string, string | null>();
  const parse = (value: string): string | null => {
    const match = regex.exec(value.trim());
    if (!match) return null;
    let year = 0;
    let month = 0;
    let day = 0;
    order.forEach((token, i) => {
      const part = match[i + 1]!;
      if (token === "YYYY") year = Number(part);
      else if (token === "YY") year = fullYear(Number(part));
      else if (token === "MMM") month = MONTHS.indexOf(part.toLowerCase()) + 1;
      else if (token === "MM" || token === "M") month = Number(part);
      else day = Number(part);
    });
    return isoDate(year, month, day);
  };
  return {
    format,
    read: (value) => {
      let date = seen.get(value);
      if (date === undefined) {
        date = parse(value);
        if (seen.size < MEMO_LIMIT) seen.set(value, date);
      }
      return date;
    },
  };
}

/** A format has a year, a month and a day token. */
export function isCompleteFormat(format: string): boolean {
  return /Y{2}/.test(format) && /M/.test(format) && /D/.test(format);
}

/**
 * The formats a statement's date column is tried with, most likely first: where a file fits
 * several (every day is 12 or less), the earlier one wins, unless the caller prefers the day
 * first (a file with decimal commas comes from a country that writes dates that way).
 */
const MONTH_FIRST = ["MM/DD/YYYY", "M/D/YYYY", "MM/DD/YY", "M/D/YY", "MM-DD-YYYY", "MM.DD.YYYY"];
const DAY_FIRST = [
  "DD/MM/YYYY",
  "D/M/YYYY",
  "DD/MM/YY",
  "D/M/YY",
  "DD.MM.YYYY",
  "D.M.YYYY",
  "DD.MM.YY",
  "DD-MM-YYYY",
  "DD-MM-YY",
];
const UNAMBIGUOUS = [
  "YYYY-MM-DD",
  "YYYY/MM/DD",
  "YYYY/M/D",
  "YYYY.MM.DD",
  "YYYYMMDD",
  "DD MMM YYYY",
  "D MMM YYYY",
  "DD-MMM-YYYY",
  "DD-MMM-YY",
  "MMM D, YYYY",
  "MMM DD, YYYY",
  "DD MMM YY",
  "D-MMM-YY",
];

const readers = new Map<string, DateReader>();
function sharedReader(format: string): DateReader {
  let reader = readers.get(format);
  if (!reader) {
    reader = dateReader(format);
    readers.set(format, reader);
  }
  return reader;
}

/** The first format that reads every non-empty value (at least one), or null. */
export function guessDateFormat(values: string[], preferDayFirst = false): string | null {
  const present = values.map((value) => value.trim()).filter((value) => value !== "");
  if (present.length === 0) return null;
  const order = [...UNAMBIGUOUS, ...(preferDayFirst ? [...DAY_FIRST, ...MONTH_FIRST] : [...MONTH_FIRST, ...DAY_FIRST])];
  for (const format of order) {
    const reader = sharedReader(format);
    if (present.every((value) => reader.read(value) !== null)) return format;
  }
  return null;
}

/** Whether the text looks like a date in some format (for finding date columns). */
export function looksLikeDate(value: string): boolean {
  return guessDateFormat([value]) !== null;
}
