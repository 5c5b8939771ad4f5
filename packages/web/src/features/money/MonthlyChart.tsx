import { formatCurrency } from "@homebase/contracts";
import { type CssVarsTheme, type Theme, useColorScheme, useTheme } from "@mui/material/styles";
import { BarChart } from "@mui/x-charts/BarChart";
import type { ChartBucket } from "./chartData";
import { formatMonth } from "./format";

interface MonthlyChartProps {
  buckets: readonly ChartBucket[];
  unit: "month" | "year";
}

const compact = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", notation: "compact" });

/**
 * Income against spending per month (or year). Loaded lazily: only the transactions page pays
 * for charts. No title or description of its own: MUI X Charts would put them in an aria-label
 * on a role="none" element, which ARIA forbids; SpendingChart's figure is named by its caption.
 */
export default function MonthlyChart({ buckets, unit }: MonthlyChartProps) {
  const theme = useTheme();
  const { mode, systemMode } = useColorScheme();
  // Plain colours of the active scheme (see water's HistoryChart for why not CSS variables).
  const scheme = (mode === "system" ? systemMode : mode) ?? "light";
  const palette = (theme as Theme & Partial<CssVarsTheme>).colorSchemes?.[scheme]?.palette ?? theme.palette;
  const money = (value: number | null) => (value === null ? "" : formatCurrency(value));
  return (
    <BarChart
      height={260}
      margin={{ left: 4, right: 8, top: 8, bottom: 4 }}
      xAxis={[
        {
          scaleType: "band",
          data: buckets.map((bucket) => bucket.period),
          valueFormatter: (period: string) => (unit === "month" ? formatMonth(period) : period),
          tickLabelMinGap: 8,
        },
      ]}
      yAxis={[{ min: 0, width: 56, valueFormatter: (value: number) => compact.format(value) }]}
      series={[
        {
          id: "income",
          label: "Income",
          data: buckets.map((bucket) => bucket.income),
          color: palette.success.main,
          valueFormatter: money,
        },
        {
          id: "spending",
          label: "Spending",
          data: buckets.map((bucket) => bucket.spending),
          color: palette.error.main,
          valueFormatter: money,
        },
      ]}
    />
  );
}
