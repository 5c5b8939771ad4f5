import { formatCurrency, type MoneyAccount, parseAmountText } from "@homebase/contracts";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Paper from "@mui/material/Paper";
import Skeleton from "@mui/material/Skeleton";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { type FormEvent, lazy, useId, useState } from "react";
import { DateField } from "../../components/DateField";
import { LazyChart } from "../../components/LazyChart";
import { LoadError } from "../../components/LoadError";
import { useUpdateAccount } from "./api";
import { formatMonth } from "./format";
import { useBalanceHistory } from "./insightsApi";
import { saveFailure } from "./SaveStatus";

const BalanceChart = lazy(() => import("./BalanceChart"));

/** Issue 24: the opening balance and date the account's balance starts from. */
function OpeningBalanceForm({ account }: { account: MoneyAccount }) {
  const update = useUpdateAccount();
  const [amount, setAmount] = useState(String(account.opening_balance));
  const [date, setDate] = useState<string | null>(account.opening_date);
  const [errors, setErrors] = useState<{ amount?: string; date?: string; other?: string }>({});
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = parseAmountText(amount);
    if (!parsed.ok) return setErrors({ amount: parsed.message });
    setErrors({});
    try {
      await update.mutateAsync({ account, body: { opening_balance: parsed.value, opening_date: date } });
    } catch (failure) {
      setErrors({
        amount: saveFailure(failure, "opening_balance"),
        date: saveFailure(failure, "opening_date"),
      });
    }
  };
  return (
    <Stack component="form" aria-label="Opening balance" onSubmit={submit} noValidate spacing={1} sx={{ mt: 3 }}>
      <Stack direction={{ xs: "column", sm: "row" }} spacing={2} sx={{ alignItems: { sm: "flex-start" } }}>
        <TextField
          label="Opening balance"
          value={amount}
          onChange={(event) => setAmount(event.target.value)}
          error={Boolean(errors.amount)}
          helperText={errors.amount ?? "Negative for money owed (a card)"}
          slotProps={{ htmlInput: { inputMode: "decimal", maxLength: 20 } }}
        />
        <Box sx={{ width: { xs: "100%", sm: 300 } }}>
          <DateField
            label="Opening date"
            value={date}
            emptyText="From the first transaction"
            onChange={setDate}
            onClear={() => setDate(null)}
            error={errors.date}
          />
        </Box>
        <Button type="submit" variant="outlined" loading={update.isPending} sx={{ height: 56 }}>
          Save
        </Button>
      </Stack>
      {update.isSuccess && !update.isPending && <Alert severity="success">Saved.</Alert>}
    </Stack>
  );
}

/** The balance now, its history as a line chart, and the opening balance it starts from. */
export function BalanceCard({ account }: { account: MoneyAccount }) {
  const history = useBalanceHistory(account.id);
  const captionId = useId();
  const points = history.data ?? [];
  return (
    <Paper component="section" aria-labelledby="account-balance" sx={{ p: 2 }}>
      <Typography id="account-balance" variant="h6" component="h2">
        Balance
      </Typography>
      <Typography variant="h4" component="p" sx={{ fontVariantNumeric: "tabular-nums" }} aria-label="Current balance">
        {formatCurrency(account.balance)}
      </Typography>
      <Typography variant="body2" color="textSecondary" sx={{ mb: 1 }}>
        {account.opening_date
          ? `${formatCurrency(account.opening_balance)} on ${account.opening_date}, plus every transaction since.`
          : `${formatCurrency(account.opening_balance)} to start with, plus every transaction.`}
      </Typography>
      {history.isError ? (
        <LoadError what="the balance history" onRetry={() => void history.refetch()} />
      ) : !history.data ? (
        <Skeleton variant="rounded" height={220} aria-label="Loading the balance history" />
      ) : points.length > 1 ? (
        <figure style={{ margin: 0 }} aria-labelledby={captionId}>
          <LazyChart height={220} label="Loading the chart">
            <BalanceChart points={points} />
          </LazyChart>
          <Typography id={captionId} component="figcaption" variant="body2" color="textSecondary">
            Balance at each month's end, {formatMonth(points[0]!.month)} to {formatMonth(points.at(-1)!.month)}.
          </Typography>
        </figure>
      ) : (
        <Typography variant="body2" color="textSecondary">
          The chart appears once the account spans more than one month.
        </Typography>
      )}
      <OpeningBalanceForm key={`${account.opening_balance} ${account.opening_date}`} account={account} />
    </Paper>
  );
}
