import { fixedText } from "./number-text";

// Money is integer cents on the server; the API and UI show dollars with 2 decimals.

export function centsToAmount(cents: number): number {
  return cents / 100;
}

export function amountToCents(amount: number): number {
  return Math.round(amount * 100);
}

/** "$1,234.50", "-$12.00": dollars as en-US writes them, without Intl (number-text.ts). */
export function usdText(value: number, decimals = 2): string {
  const text = fixedText(value, decimals);
  return text.startsWith("-") ? `-$${text.slice(1)}` : `$${text}`;
}

export function formatCurrency(value: number, currency = "USD"): string {
  if (currency === "USD") return usdText(value);
  return new Intl.NumberFormat("en-US", {
    style: "currency",
    currency,
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(value);
}
