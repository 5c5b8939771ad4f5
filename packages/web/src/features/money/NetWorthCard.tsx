import { formatCurrency, type MoneyAccount } from "@homebase/contracts";
import Paper from "@mui/material/Paper";
import Skeleton from "@mui/material/Skeleton";
import Typography from "@mui/material/Typography";
import { lazy, useId } from "react";
import { LazyChart } from "../../components/LazyChart";
import { LoadError } from "../../components/LoadError";
import { formatMonth } from "./format";
import { useReport } from "./insightsApi";

const BalanceChart = lazy(() => import("./BalanceChart"));

/** Issue 24, on the accounts list: every account's balance added up, now and over the last year. */
export function NetWorthCard({ accounts }: { accounts: readonly MoneyAccount[] }) {
  const history = useReport("net-worth", 12);
  const titleId = useId();
  const total = accounts.reduce((sum, account) => sum + Math.round(account.balance * 100), 0) / 100;
  const points = history.data ?? [];
  return (
    <Paper component="figure" aria-labelledby={titleId} sx={{ m: 0, p: 2 }}>
      <Typography id={titleId} variant="h6" component="h2">
        All accounts: {formatCurrency(total)}
      </Typography>
      {history.isError ? (
        <LoadError what="the balance history" onRetry={() => void history.refetch()} />
      ) : !history.data ? (
        <Skeleton variant="rounded" height={200} aria-label="Loading the balance history" />
      ) : points.length === 0 ? (
        <Typography variant="body2" color="textSecondary">
          No balance history yet.
        </Typography>
      ) : (
        <>
          <LazyChart height={200} label="Loading the chart">
            <BalanceChart points={points} height={200} />
          </LazyChart>
          <Typography component="figcaption" variant="body2" color="textSecondary">
            The sum of the balances at each month's end, {formatMonth(points[0]!.month)} to{" "}
            {formatMonth(points.at(-1)!.month)}.
          </Typography>
        </>
      )}
    </Paper>
  );
}
