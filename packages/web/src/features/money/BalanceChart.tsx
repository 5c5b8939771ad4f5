import type { MoneyBalancePoint } from "@homebase/contracts";
import { LineChart } from "@mui/x-charts/LineChart";
import { compactMoney, fullMoney } from "./chartParts";
import { formatMonth } from "./format";
import { useSchemePalette } from "./useSchemePalette";

/**
 * A balance (or net worth) at each month's end. Loaded lazily: only screens with a chart pay
 * for the charts library. Named by the caption of the figure around it.
 */
export default function BalanceChart({
  points,
  height = 220,
}: {
  points: readonly MoneyBalancePoint[];
  height?: number;
}) {
  const palette = useSchemePalette();
  return (
    <LineChart
      height={height}
      margin={{ left: 4, right: 28, top: 12, bottom: 4 }}
      xAxis={[
        {
          scaleType: "point",
          data: points.map((point) => point.month),
          valueFormatter: (month: string) => formatMonth(month),
          tickLabelMinGap: 12,
        },
      ]}
      yAxis={[{ width: 60, valueFormatter: compactMoney }]}
      series={[
        {
          id: "balance",
          label: "Balance",
          data: points.map((point) => point.balance),
          color: palette.primary.main,
          showMark: points.length <= 24,
          // Straight lines: a smoothed curve would draw dips between month ends that never happened.
          curve: "linear",
          area: false,
          valueFormatter: fullMoney,
        },
      ]}
      hideLegend
    />
  );
}
