import { formatCurrency, type TransactionFilters } from "@homebase/contracts";
import Paper from "@mui/material/Paper";
import Typography from "@mui/material/Typography";
import { lazy, useId } from "react";
import { LazyChart } from "../../components/LazyChart";
import { useMonthlyTotals } from "./api";
import { chartBuckets } from "./chartData";
import { formatMonth } from "./format";

const MonthlyChart = lazy(() => import("./MonthlyChart"));

/** Beyond the spec: income vs spending per month (or year) for the current filters; hidden without data. */
export function SpendingChart({ filters }: { filters: TransactionFilters }) {
  const monthly = useMonthlyTotals(filters);
  const captionId = useId();
  const months = monthly.data ?? [];
  if (months.length === 0) return null;
  const { unit, buckets } = chartBuckets(months);
  const title = `Income and spending per ${unit}`;
  const income = months.reduce((sum, m) => sum + Math.round(m.income * 100), 0) / 100;
  const spending = months.reduce((sum, m) => sum + Math.round(m.spending * 100), 0) / 100;
  const first = months[0]!.month;
  const last = months.at(-1)!.month;
  const span = first === last ? formatMonth(first) : `${formatMonth(first)} to ${formatMonth(last)}`;
  const description = `${span}: income ${formatCurrency(income)}, spending ${formatCurrency(spending)}.`;
  return (
    <Paper component="figure" aria-labelledby={captionId} sx={{ m: 0, p: 2 }}>
      <Typography variant="subtitle1" component="h2">
        {title}
      </Typography>
      <LazyChart height={260} label="Loading the chart">
        <MonthlyChart buckets={buckets} unit={unit} />
      </LazyChart>
      <Typography id={captionId} component="figcaption" variant="body2" sx={{ color: "text.secondary" }}>
        {description}
      </Typography>
    </Paper>
  );
}
