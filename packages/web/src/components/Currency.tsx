import { formatCurrency } from "@homebase/contracts";

/** An amount in en-US currency format with 2 decimals (spec §3 "Currency display"). */
export function Currency({ value, currency = "USD" }: { value: number; currency?: string }) {
  return <span>{formatCurrency(value, currency)}</span>;
}
