import type { MoneyForecast } from "@homebase/contracts";
import { LineChart } from "@mui/x-charts/LineChart";
import { compactMoney, fullMoney } from "./chartParts";
import { formatTransactionDate } from "./format";
import { useSchemePalette } from "./useSchemePalette";

/** The forecast's daily balance, with a mark on the lowest point (named in the caption around it). */
export default function ForecastChart({ forecast }: { forecast: MoneyForecast }) {
  const palette = useSchemePalette();
  const lowestAt = forecast.points.findIndex((point) => point.date === forecast.lowest.date);
  return (
    <LineChart
      height={260}
      margin={{ left: 4, right: 28, top: 12, bottom: 4 }}
      xAxis={[
        {
          scaleType: "point",
          data: forecast.points.map((point) => point.date),
          valueFormatter: (date: string) => formatTransactionDate(date).replace(/, \d{4}$/, ""),
          tickLabelMinGap: 16,
          // A tick a week: one a day crowds the axis.
          tickInterval: (_date: string, index: number) => index % 7 === 0,
        },
      ]}
      yAxis={[{ width: 60, valueFormatter: compactMoney }]}
      series={[
        {
          id: "forecast",
          label: "Balance",
          data: forecast.points.map((point) => point.balance),
          color: palette.primary.main,
          curve: "stepAfter",
          showMark: ({ index }) => index === lowestAt,
          valueFormatter: fullMoney,
        },
      ]}
      sx={{ "& .MuiLineChart-mark": { stroke: palette.error.main, fill: palette.error.main, strokeWidth: 4 } }}
      hideLegend
    />
  );
}
