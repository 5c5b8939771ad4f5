// Statement descriptions carry far more than the payee: card-processor prefixes, card and
// reference numbers, dates, store numbers, phone numbers and the city and state. Normalising
// strips those so "STARBUCKS STORE 07604 01/21 PURC" and "STARBUCKS STORE 10234 SEATTLE WA" are one payee.

import { CITY_FIRST_WORDS, CITY_LAST_WORDS, COUNTRIES, NOT_CITY, STATES } from "./places";

const MONTHS = "(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)";

/** Processor and channel prefixes, tried repeatedly at the start (longest phrases first). */
const PREFIXES: RegExp[] = [
  /^purchase authorized on \d{1,2}\/\d{1,2}\s*/,
  /^recurring (debit card|payment authorized on \d{1,2}\/\d{1,2})\s*/,
  /^(debit|check|visa|atm) ?card purchase\s*/,
  /^(pos|point of sale) (debit|purchase|withdrawal)\s*/,
  /^(card|debit card|bill) payment to\s+/,
  /^(pos|dbt|ach|debit|credit|checkcard|check card|visa|recurring|preauthorized|electronic|dd|bgc)( (debit|credit|purchase|payment|pmt|withdrawal|transfer|pos))?\s+/,
  /^(sq|tst|sp|pp|paypal|pypl|pos|dd|ddbr|bt|fsp|ckc|int|in|par|wpy|cke|sms|lsp)\s?\*\s*/,
  // A UK bank's channel and day ("POS01SEP STATOIL", "VIS 12 MAR TESCO", "01SEP23 BOOTS").
  new RegExp(`^(pos|vis|visa|atm|cpt|dd|so|bgc|fpi|fpo|bp|cd)?\\s?\\d{1,2}\\s?${MONTHS}[a-z]*\\d{0,4}\\s+`),
  /^\d{4}\s+(?=\D)/,
];

/** Marks where noise was cut out, so a city after a store number can be told from the merchant's name. */
const CUT = " \u2016 ";

/** Whole-word noise anywhere: reference labels with their values, phone numbers, dates, numbers. */
const NOISE: RegExp[] = [
  / des:.*$/, // Bank of America ACH: "PG&E DES:WEB ONLINE ID:… INDN:… CO ID:… PPD"
  /\*\s*(?=[a-z]*\d)[a-z\d]+/g, // a processor's order code after "*" ("AMAZON MKTPL*2K4AB1CD2")
  /\b(ppd|ccd|web|tel) id:?\s*\S*/g,
  /\b(confirmation|conf|ref|reference|trace|auth|id|transaction|trans|seq)\s*(#|no\.?|number|:)\s*\S+/g,
  /\b(card|acct|account)\s*(ending in|ending|#|no\.?)\s*\S+/g,
  /\bcard\s+\d{4}\b/g,
  /\b(x{2,}|\*{2,})[\dx*]*\b/g,
  /\b(store|str|location|loc)\s*#?\s*\d+\b/g,
  /#\s*\d+/g,
  /\b1?[-. ]?\(?\d{3}\)?[-. ]\d{3}[-. ]\d{4}\b/g,
  /\b\d{1,2}\/\d{1,2}(\/\d{2,4})?\b/g,
  /\b\d{1,2}-\d{1,2}(-\d{2,4})?\b/g,
  /\b\d{1,2}\.\d{1,2}\.(\d{2,4})?(?![\w.])/g, // a European card terminal's day ("18.09.", "18.09.2024")
  /\b\d{2}:\d{2}(:\d{2})?\b/g,
  /\b[a-z]{0,3}\d{3,}\w*\b/g, // card, reference and store numbers ("10234", "s123456789")
  /(?<![\w-])\d+(?![\w-])/g, // other lone numbers ("check 1043", "#12"), but not "7-eleven"
  /<[^>]*>/g,
];

/** Words a truncated description ends on ("PURCHA", "PURC") that name the channel, not the payee. */
const TRAILING = /\s+(p|pu|pur|purc|purch|purcha|purchas|purchase|pos|debit|ach|recurring|pmt|payment)$/;

/** Everything from here on is not the payee: Amex's reference glued to the city ("1200000549NEW YORK"), a European till's thanks ("HOFER DANKT 0527 K2 …"). */
const TAILS: RegExp[] = [
  new RegExp(`\\s+on \\d{1,2} ${MONTHS}[a-z]*\\s*\\d{0,4}$`),
  /\d{6,}(?=[a-z]).*$/,
  /\s+(?:sagt danke|dankt|danke)\b.*$/,
];

const CITY_AFTER_COMMA = /^,\s*[\p{L} .'-]+$/u;

const isPlace = (word: string) => STATES.has(word) || COUNTRIES.has(word);
const isCityWord = (word: string) => /^[\p{L}'-]+$/u.test(word) && !NOT_CITY.has(word);

/**
 * Drops a trailing state or country and the city before it ("… SEATTLE WA", "… LONDON GB"): the
 * words after the last cut-out number, else one word (two for "SAN JOSE", "KANSAS CITY").
 * `words` may hold CUT marks ("\u2016"); at least one word of the name is always kept.
 */
function dropPlace(words: string[]): string[] {
  const real = words.filter((word) => word !== "\u2016");
  if (real.length < 3 || !isPlace(real[real.length - 1]!)) return words;
  const rest = words.slice(0, words.lastIndexOf(real[real.length - 1]!));
  const mark = rest.lastIndexOf("\u2016");
  const city = rest.slice(mark + 1);
  if (mark > 0 && city.length <= 3 && city.every(isCityWord)) return rest.slice(0, mark);
  const last = rest.length - 1;
  if (mark >= 0 || last < 1 || !isCityWord(rest[last]!)) return rest;
  const two = last >= 2 && (CITY_LAST_WORDS.has(rest[last]!) || CITY_FIRST_WORDS.has(rest[last - 1]!));
  return rest.slice(0, two ? last - 1 : last);
}

/** The lower-case payee name inside a statement description ("" when nothing is left). */
export function normalizeDescription(description: string): string {
  let text = description.toLowerCase().replace(/\s+/g, " ").trim();
  // A memo with ";"-separated parts ("PREAUTHORIZED DEBIT;B.C. HYDRO;Electronic Funds Transfer").
  if (text.includes(";")) {
    const parts = text
      .split(";")
      .map((part) => part.trim())
      .filter(Boolean);
    const payee = parts.find((part) => !PREFIXES.some((p) => p.test(`${part} `)) && /[a-z]/.test(part));
    if (payee) text = payee;
  }
  for (let changed = true; changed; ) {
    changed = false;
    for (const prefix of PREFIXES) {
      const next = text.replace(prefix, "");
      if (next !== text && /\p{L}/u.test(next)) {
        text = next.trim();
        changed = true;
      }
    }
  }
  // A tail is cut only after a letter: the payee's name comes before it.
  for (const tail of TAILS)
    text = text.replace(tail, (cut, at: number) => (/[a-z]/.test(text.slice(0, at)) ? "" : cut));
  // ", LOS GATOS": a city after a comma at the end.
  const comma = text.lastIndexOf(",");
  if (comma > 0 && CITY_AFTER_COMMA.test(text.slice(comma)) && /\p{L}/u.test(text.slice(0, comma))) {
    if (text.slice(comma).split(" ").length <= 4) text = text.slice(0, comma);
  }
  for (const noise of NOISE) text = text.replace(noise, CUT);
  text = text
    .replace(/[*,;:"|_]+/g, " ")
    .replace(/\s+-\s+|\s+-$|^-\s+/g, " ")
    .replace(/\s+/g, " ")
    .trim();
  for (let previous = ""; previous !== text; ) {
    previous = text;
    text = text
      .replace(TRAILING, "")
      .replace(/\s*\u2016$/, "")
      .trim();
    if (isPlace(text.slice(text.lastIndexOf(" ") + 1))) text = dropPlace(text.split(" ")).join(" ");
  }
  return text
    .replace(/\s*\u2016\s*/g, " ")
    .replace(/\s+/g, " ")
    .replace(/(?<=\p{L}{2}) s(?= |$)/gu, "'s") // "TRADER JOE S": the statement dropped the apostrophe
    .replace(/^[-.&\s]+|[-&\s]+$/g, "");
}

const VOWELS = /[aeiouyà-ÿ]/;

/** A readable name: statements are upper case, so words are title-cased; "PG&E", "B.C." stay as they are. */
export function payeeDisplayName(normalized: string, description: string): string {
  // Mixed case in the file is already how the payee writes itself: keep its letters.
  const original = description.replace(/\s+/g, " ");
  const at = original.toLowerCase().indexOf(normalized);
  const written = at >= 0 ? original.slice(at, at + normalized.length) : "";
  if (/[a-z]/.test(written) && /[A-Z]/.test(written)) return written;
  return normalized
    .split(" ")
    .map((word) => {
      if (
        word.includes("&") ||
        (/^([a-z]\.)+$/.test(word) && word.length <= 6) ||
        (!VOWELS.test(word) && word.length <= 3)
      ) {
        return word.toUpperCase();
      }
      return word.charAt(0).toUpperCase() + word.slice(1);
    })
    .join(" ");
}

/** The alias key for a raw description: lower case with single spaces. */
export const descriptionKey = (description: string) =>
  description.toLowerCase().replace(/\s+/g, " ").trim().slice(0, 500);
