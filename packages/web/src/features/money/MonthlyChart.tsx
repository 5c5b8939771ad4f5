import { BarChart } from "@mui/x-charts/BarChart";
import type { ChartBucket } from "./chartData";
import { compactMoney, incomeSpendingSeries } from "./chartParts";
import { formatMonth } from "./format";
import { useSchemePalette } from "./useSchemePalette";

interface MonthlyChartProps {
  buckets: readonly ChartBucket[];
  unit: "month" | "year";
}

/**
 * Income against spending per month (or year). Loaded lazily: only the transactions page pays
 * for charts. No title or description of its own: MUI X Charts would put them in an aria-label
 * on a role="none" element, which ARIA forbids; SpendingChart's figure is named by its caption.
 */
export default function MonthlyChart({ buckets, unit }: MonthlyChartProps) {
  const palette = useSchemePalette();
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
      yAxis={[{ min: 0, width: 56, valueFormatter: compactMoney }]}
      series={incomeSpendingSeries(palette, buckets)}
    />
  );
}
