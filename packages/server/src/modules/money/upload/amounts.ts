// Statement amounts: "$1,234.56", "-54.10", "(54.10)", "54.10-", "+2,000.00", "-30.000".

/** Anything at or above this many cents is refused (the ledger's limit, spec-wide). */
export const MAX_CENTS = 1_000_000_000;

const PLAIN = /^-?\d{1,9}\.\d\d$/;

/** Cents for the text, or null when it is not an amount. Empty text is the caller's business. */
export function parseAmount(text: string): number | null {
  // The usual shape first ("-54.10", "2150.00"), without the general rules below.
  if (PLAIN.test(text)) {
    const cents = Math.round(Number(text) * 100);
    if (Math.abs(cents) >= MAX_CENTS) return null;
    return cents === 0 ? 0 : cents; // never -0
  }
  let value = text.trim().replace(/\s+/g, "");
  let negative = false;
  if (value.startsWith("(") && value.endsWith(")")) {
    negative = true;
    value = value.slice(1, -1);
  }
  if (value.endsWith("-")) {
    negative = !negative;
    value = value.slice(0, -1);
  } else if (value.startsWith("-")) {
    negative = !negative;
    value = value.slice(1);
  } else if (value.startsWith("+")) {
    value = value.slice(1);
  }
  if (value.startsWith("$-")) {
    negative = !negative; // "$-5.00"
    value = value.slice(2);
  } else if (value.startsWith("$")) {
    value = value.slice(1);
  }
  // Thousands separators only between groups of three digits.
  if (!/^(\d{1,3}(,\d{3})+|\d+)?(\.\d+)?$/.test(value) || value === "" || value === ".") return null;
  const [whole = "", fraction = ""] = value.replace(/,/g, "").split(".");
  const cents = Number(whole || "0") * 100 + Math.round(Number(`0.${fraction || "0"}`) * 100);
  if (!Number.isFinite(cents) || cents >= MAX_CENTS) return null;
  return negative && cents !== 0 ? -cents : cents;
}
