// Pasted or typed money text ("$1,450.00", "1.450,00 €", "(12.50)") read as a number, one way
// for every money field (bills, money, fuel), with a message saying why when it cannot be read.

export type AmountTextResult = { ok: true; value: number } | { ok: false; message: string };

const CURRENCY = /[$€£¥₹₩₽₺₪₫฿]|\b(?:USD|EUR|GBP|CAD|AUD|CHF|JPY|US\$|CA\$|A\$)\b/gi;

/** The decimal separator the locale writes ("." for en-US, "," for de-DE and fr-FR). */
export function decimalSeparatorOf(locale?: string): "." | "," {
  try {
    const part = new Intl.NumberFormat(locale).formatToParts(1.5).find((p) => p.type === "decimal");
    return part?.value === "," ? "," : ".";
  } catch {
    return ".";
  }
}

const NOT_AN_AMOUNT = "Enter an amount such as 1,450.00.";

/**
 * Reads an amount from text as people write or paste it. The separator used last is the decimal
 * one when both "." and "," appear; when only one kind appears, it is the decimal separator if
 * the locale says so, a thousands separator when it sits before groups of exactly 3 digits,
 * else the decimal separator. Spaces, apostrophes and currency signs or codes are ignored; a
 * leading or trailing minus sign or parentheses make it negative.
 */
export function parseAmountText(text: string, locale?: string): AmountTextResult {
  let rest = text.replace(CURRENCY, "").replace(/[\s\u00a0\u202f'’]/g, "");
  if (rest === "") return { ok: false, message: "Enter an amount." };
  let negative = false;
  if (/^\(.*\)$/.test(rest)) {
    negative = true;
    rest = rest.slice(1, -1);
  }
  if (/^[-−]/.test(rest)) {
    negative = !negative;
    rest = rest.slice(1);
  } else if (/[-−]$/.test(rest)) {
    negative = !negative;
    rest = rest.slice(0, -1);
  }
  if (!/^[\d.,]+$/.test(rest) || !/\d/.test(rest)) return { ok: false, message: NOT_AN_AMOUNT };
  const lastDot = rest.lastIndexOf(".");
  const lastComma = rest.lastIndexOf(",");
  let decimal: "." | "," | null = null;
  if (lastDot >= 0 && lastComma >= 0) decimal = lastDot > lastComma ? "." : ",";
  else if (lastDot >= 0 || lastComma >= 0) {
    const sep = lastDot >= 0 ? "." : ",";
    const groups = rest.split(sep);
    const grouped = groups.length > 1 && groups.slice(1).every((g) => g.length === 3) && groups[0] !== "";
    if (groups.length > 2 && !grouped) return { ok: false, message: NOT_AN_AMOUNT };
    if (groups.length === 2) decimal = sep === decimalSeparatorOf(locale) || !grouped ? sep : null;
  }
  const grouping = decimal === "." ? "," : decimal === "," ? "." : /[.,]/.exec(rest)?.[0];
  let whole = rest;
  let fraction = "";
  if (decimal) {
    const at = rest.lastIndexOf(decimal);
    whole = rest.slice(0, at);
    fraction = rest.slice(at + 1);
    if (fraction.includes(".") || fraction.includes(",")) return { ok: false, message: NOT_AN_AMOUNT };
  }
  if (grouping && whole.includes(grouping)) {
    const parts = whole.split(grouping);
    if (parts[0] === "" || parts[0]!.length > 3 || parts.slice(1).some((p) => p.length !== 3)) {
      return { ok: false, message: NOT_AN_AMOUNT };
    }
    whole = parts.join("");
  }
  if (/[.,]/.test(whole)) return { ok: false, message: NOT_AN_AMOUNT };
  const value = Number(`${whole || "0"}.${fraction || "0"}`);
  if (!Number.isFinite(value)) return { ok: false, message: NOT_AN_AMOUNT };
  return { ok: true, value: negative ? -value : value };
}
