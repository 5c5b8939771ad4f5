import { formatCurrency, type MoneyAccount, type MoneyForecast } from "@homebase/contracts";
import Box from "@mui/material/Box";
import MenuItem from "@mui/material/MenuItem";
import Paper from "@mui/material/Paper";
import Skeleton from "@mui/material/Skeleton";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useQuery } from "@tanstack/react-query";
import { lazy, useId, useState } from "react";
import { api } from "../../api/client";
import { LazyChart } from "../../components/LazyChart";
import { LoadError } from "../../components/LoadError";
import { formatTransactionDate } from "./format";
import { REPORTS_PATH } from "./insightsApi";

const ForecastChart = lazy(() => import("./ForecastChart"));

function useForecast(accountId: number | null) {
  return useQuery({
    queryKey: ["money", "forecast", accountId],
    queryFn: ({ signal }) =>
      api.get<MoneyForecast>(`${REPORTS_PATH}forecast/${accountId ? `?account=${accountId}` : ""}`, signal),
    meta: { errorMessage: "Could not load the forecast", showsErrorInline: true },
  });
}

/**
 * Issue 24 §5: the next 90 days of one account's (or every account's) balance. On the Reports
 * page the owner picks the account (`accounts`); on an account's own page it is that one (`account`).
 */
export function ForecastCard(props: { accounts: readonly MoneyAccount[] } | { account: MoneyAccount }) {
  const fixed = "account" in props ? props.account : null;
  const [chosen, setAccountId] = useState<number | null>(null);
  const accountId = fixed ? fixed.id : chosen;
  const forecast = useForecast(accountId);
  const titleId = useId();
  const data = forecast.data;
  return (
    <Paper component="figure" aria-labelledby={titleId} sx={{ m: 0, p: 2 }}>
      <Stack direction={{ xs: "column", sm: "row" }} spacing={2} sx={{ alignItems: { sm: "center" }, mb: 1 }}>
        <Typography id={titleId} variant="h6" component="h2" sx={{ flex: 1 }}>
          Cash-flow forecast, next 90 days
        </Typography>
        {"accounts" in props && (
          <TextField
            select
            size="small"
            label="Account"
            value={accountId ?? 0}
            onChange={(event) => setAccountId(Number(event.target.value) || null)}
            sx={{ minWidth: 200 }}
          >
            <MenuItem value={0}>All accounts</MenuItem>
            {props.accounts.map((account) => (
              <MenuItem key={account.id} value={account.id}>
                {account.name}
              </MenuItem>
            ))}
          </TextField>
        )}
      </Stack>
      {forecast.isError ? (
        <LoadError what="the forecast" onRetry={() => void forecast.refetch()} />
      ) : !data ? (
        <Skeleton variant="rounded" height={260} aria-label="Loading the forecast" />
      ) : (
        <>
          <Typography component="figcaption" variant="body2">
            Today {formatCurrency(data.balance_today)}. Lowest{" "}
            <Box component="strong" sx={{ color: data.lowest.balance < 0 ? "error.main" : undefined }}>
              {formatCurrency(data.lowest.balance)} on {formatTransactionDate(data.lowest.date)}
            </Box>
            . From unpaid bills and the income and spending that repeat in your transactions (same payee, similar
            amount, regular interval).
          </Typography>
          <LazyChart height={260} label="Loading the chart">
            <ForecastChart forecast={data} />
          </LazyChart>
          {data.events.length === 0 ? (
            <Typography variant="body2" color="textSecondary">
              Nothing expected: no unpaid bills and no repeating transactions found yet.
            </Typography>
          ) : (
            <Box component="details">
              <summary>Expected ({data.events.length})</summary>
              <Box component="ul" sx={{ pl: 3 }}>
                {data.events.map((event) => (
                  <li key={`${event.date} ${event.description} ${event.amount}`}>
                    {formatTransactionDate(event.date)}: {event.description} {formatCurrency(event.amount)}
                    {event.source === "bill" ? " (bill)" : ""}
                    {accountId === null && event.account ? ` · ${event.account.name}` : ""}
                  </li>
                ))}
              </Box>
            </Box>
          )}
        </>
      )}
    </Paper>
  );
}
