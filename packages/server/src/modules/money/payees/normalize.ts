// Statement descriptions carry far more than the payee: card-processor prefixes, card and
// reference numbers, dates, store numbers, phone numbers and the city and state. Normalising
// strips those so "STARBUCKS STORE 07604 01/21 PURC" and "STARBUCKS STORE 10234" are one payee.

/** Processor and channel prefixes, tried repeatedly at the start (longest phrases first). */
const PREFIXES: RegExp[] = [
  /^purchase authorized on \d{1,2}\/\d{1,2}\s*/,
  /^recurring (debit card|payment authorized on \d{1,2}\/\d{1,2})\s*/,
  /^(debit|check|visa|atm) ?card purchase\s*/,
  /^(pos|point of sale) (debit|purchase|withdrawal)\s*/,
  /^(pos|dbt|ach|debit|credit|checkcard|check card|visa|recurring|preauthorized|electronic)( (debit|credit|purchase|payment|pmt|withdrawal|transfer|pos))?\s+/,
  /^(sq|tst|sp|pp|paypal|pypl|pos|dd|ddbr|bt|fsp|ckc|int|in|par|wpy|cke|sms|lsp)\s?\*\s*/,
  /^\d{4}\s+(?=\D)/,
];

/** Whole-word noise anywhere: reference labels with their values, phone numbers, dates, numbers. */
const NOISE: RegExp[] = [
  / des:.*$/, // Bank of America ACH: "PG&E DES:WEB ONLINE ID:… INDN:… CO ID:… PPD"
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
  /\b\d{2}:\d{2}(:\d{2})?\b/g,
  /\b[a-z]{0,3}\d{3,}\w*\b/g, // card, reference and store numbers ("10234", "s123456789")
  /(?<![\w-])\d+(?![\w-])/g, // other lone numbers ("check 1043", "#12"), but not "7-eleven"
  /<[^>]*>/g,
];

/** Words a truncated description ends on ("PURCHA", "PURC") that name the channel, not the payee. */
const TRAILING = /\s+(p|pu|pur|purc|purch|purcha|purchas|purchase|pos|debit|ach|recurring|pmt|payment)$/;

const STATES = new Set(
  "al ak az ar ca co ct de dc fl ga hi id il in ia ks ky la me md ma mi mn ms mo mt ne nv nh nj nm ny nc nd oh ok or pa ri sc sd tn tx ut vt va wa wv wi wy pr".split(
    " ",
  ),
);

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
      if (next !== text && /[a-z]/.test(next)) {
        text = next.trim();
        changed = true;
      }
    }
  }
  for (const noise of NOISE) text = text.replace(noise, " ");
  text = text
    .replace(/[*,;:"|_]+/g, " ")
    .replace(/\s+-\s+|\s+-$|^-\s+/g, " ")
    .replace(/\s+/g, " ")
    .trim();
  for (let previous = ""; previous !== text; ) {
    previous = text;
    text = text.replace(TRAILING, "").trim();
    const words = text.split(" ");
    // A trailing US state ("SEATTLE WA") after at least two other words.
    if (words.length >= 3 && STATES.has(words[words.length - 1]!)) text = words.slice(0, -1).join(" ");
  }
  return text.replace(/^[-.&\s]+|[-&\s]+$/g, "");
}

const VOWELS = /[aeiouy]/;

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
