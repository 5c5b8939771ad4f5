import { formatCurrency } from "@homebase/contracts";
import type { useSchemePalette } from "./useSchemePalette";

// Pieces every money chart shares: the axis's short amounts, the tooltip's full ones, and the
// income-against-spending series (the transactions page's chart and the Reports page's).

const compact = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", notation: "compact" });

/** "$1.2K" on an axis. */
export const compactMoney = (value: number) => compact.format(value);

/** "$1,234.56" in a tooltip (nothing for a missing value). */
export const fullMoney = (value: number | null) => (value === null ? "" : formatCurrency(value));

/** Income in the success colour, spending in the error colour, one bar each per period. */
export function incomeSpendingSeries(
  palette: ReturnType<typeof useSchemePalette>,
  rows: readonly { income: number; spending: number }[],
) {
  return [
    {
      id: "income",
      label: "Income",
      data: rows.map((row) => row.income),
      color: palette.success.main,
      valueFormatter: fullMoney,
    },
    {
      id: "spending",
      label: "Spending",
      data: rows.map((row) => row.spending),
      color: palette.error.main,
      valueFormatter: fullMoney,
    },
  ];
}
