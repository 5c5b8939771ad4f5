import type { BillStatement } from "@homebase/contracts";
import { formatCurrency } from "@homebase/contracts";
import { useTheme } from "@mui/material/styles";
import { BarChart } from "@mui/x-charts/BarChart";

// Calendar dates formatted at UTC, so the browser's zone cannot move a label a day.
const dayFormat = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", timeZone: "UTC" });
// Across a new year "Jan 5" alone is ambiguous: "1/5/27" is not.
const yearDayFormat = new Intl.DateTimeFormat("en-US", { dateStyle: "short", timeZone: "UTC" });
const fullFormat = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeZone: "UTC" });
const utc = (isoDate: string) => new Date(`${isoDate}T00:00:00Z`);

/**
 * Beyond the spec (issue 5): the bill's amount per statement, oldest on the left, so a rising
 * bill is seen at a glance. Its own chunk: only the edit page loads the charts library.
 */
export default function AmountChart({ statements }: { statements: readonly BillStatement[] }) {
  const theme = useTheme();
  const tickFormat =
    statements[0]?.due_date.slice(0, 4) === statements.at(-1)?.due_date.slice(0, 4) ? dayFormat : yearDayFormat;
  return (
    <BarChart
      height={220}
      title="Amount per statement"
      desc={`Amounts of ${statements.length} statements, from ${statements[0]?.due_date} to ${statements.at(-1)?.due_date}.`}
      hideLegend
      grid={{ horizontal: true }}
      margin={{ left: 4, right: 8, top: 12, bottom: 4 }}
      xAxis={[
        {
          scaleType: "band",
          data: statements.map((s) => s.due_date),
          tickLabelMinGap: 12,
          valueFormatter: (date: string, context) =>
            (context.location === "tick" ? tickFormat : fullFormat).format(utc(date)),
        },
      ]}
      yAxis={[{ width: 64, valueFormatter: (value: number) => formatCurrency(value, "USD") }]}
      series={[
        {
          data: statements.map((s) => s.due_amount),
          label: "Amount",
          color: theme.palette.primary.main,
          valueFormatter: (value) => (value === null ? "" : formatCurrency(value, "USD")),
        },
      ]}
    />
  );
}
