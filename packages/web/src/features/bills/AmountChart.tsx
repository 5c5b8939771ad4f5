import type { BillStatement } from "@homebase/contracts";
import { formatCurrency } from "@homebase/contracts";
import Box from "@mui/material/Box";
import { useTheme } from "@mui/material/styles";
import { BarChart } from "@mui/x-charts/BarChart";
import { useId } from "react";

// Calendar dates formatted at UTC, so the browser's zone cannot move a label a day.
const dayFormat = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", timeZone: "UTC" });
// Across a new year "Jan 5" alone is ambiguous: "1/5/27" is not.
const yearDayFormat = new Intl.DateTimeFormat("en-US", { dateStyle: "short", timeZone: "UTC" });
const fullFormat = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeZone: "UTC" });
const utc = (isoDate: string) => new Date(`${isoDate}T00:00:00Z`);

/**
 * Beyond the spec (issue 5): the bill's amount per statement, oldest on the left, so a rising
 * bill is seen at a glance. Its own chunk: only the edit page loads the charts library. The
 * figure names and describes the chart: MUI X Charts would put a title in an aria-label on a
 * role="none" element, which ARIA forbids.
 */
export default function AmountChart({ statements }: { statements: readonly BillStatement[] }) {
  const theme = useTheme();
  const descriptionId = useId();
  const tickFormat =
    statements[0]?.due_date.slice(0, 4) === statements.at(-1)?.due_date.slice(0, 4) ? dayFormat : yearDayFormat;
  return (
    <Box component="figure" aria-label="Amount per statement" aria-describedby={descriptionId} sx={{ m: 0 }}>
      <span id={descriptionId} hidden>
        Amounts of {statements.length} statements, from {statements[0]?.due_date} to {statements.at(-1)?.due_date}.
      </span>
      <BarChart
        height={220}
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
    </Box>
  );
}
