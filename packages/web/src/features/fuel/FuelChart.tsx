import { LineChart } from "@mui/x-charts/LineChart";

export interface ChartPoint {
  /** yyyy-mm-dd */
  date: string;
  value: number;
}

interface FuelChartProps {
  points: readonly ChartPoint[];
  /** The series name, e.g. "MPG". */
  label: string;
  format: (value: number) => string;
  color: string;
}

// Calendar dates formatted at UTC, so the browser's zone cannot move a label a day.
const utc = (isoDate: string) => new Date(`${isoDate}T00:00:00Z`);
const dayFormat = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", timeZone: "UTC" });
// Across a new year "Jan 5" alone is ambiguous: "1/5/26" is not.
const yearDayFormat = new Intl.DateTimeFormat("en-US", { dateStyle: "short", timeZone: "UTC" });
const fullFormat = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeZone: "UTC" });

/**
 * One fuel figure per fill-up, oldest on the left (MPG, or price per gallon). The x axis is
 * the fill-ups in order, labelled by date: evenly spaced, so two fill-ups on one day (or a
 * long gap) still read as separate points. It has no title or description of its own: MUI X
 * Charts would put them in an aria-label on a role="none" element, which ARIA forbids; the
 * figure around it (FuelCharts) is named by its caption. Loaded lazily: only the vehicle page pays for the
 * charts library, and only once it has something to draw.
 */
export default function FuelChart({ points, label, format, color }: FuelChartProps) {
  const dateOf = (index: number) => utc(points[index]?.date ?? "1970-01-01");
  const tickFormat = points[0]?.date.slice(0, 4) === points.at(-1)?.date.slice(0, 4) ? dayFormat : yearDayFormat;
  return (
    <LineChart
      height={220}
      hideLegend
      grid={{ horizontal: true }}
      // Room on the right for half of the last date label, which is centred on the last point.
      margin={{ left: 4, right: 28, top: 12, bottom: 4 }}
      xAxis={[
        {
          scaleType: "point",
          data: points.map((_point, index) => index),
          tickLabelMinGap: 20,
          valueFormatter: (index: number, context) =>
            (context.location === "tick" ? tickFormat : fullFormat).format(dateOf(index)),
        },
      ]}
      yAxis={[{ width: 56, valueFormatter: (value: number) => format(value) }]}
      series={[
        {
          data: points.map((point) => point.value),
          label,
          color,
          curve: "linear",
          showMark: true,
          valueFormatter: (value) => (value === null ? "" : format(value)),
        },
      ]}
    />
  );
}
