import { formatCurrency, type MoneyTransferSuggestion } from "@homebase/contracts";
import Button from "@mui/material/Button";
import List from "@mui/material/List";
import ListItem from "@mui/material/ListItem";
import ListItemText from "@mui/material/ListItemText";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { LoadError } from "../../components/LoadError";
import { formatTransactionDate } from "./format";
import { useAnswerTransfer, useCreateTransferRule, useTransferSuggestions } from "./insightsApi";

const pairOf = (suggestion: MoneyTransferSuggestion) => ({
  debit_transaction_id: suggestion.debit.id,
  credit_transaction_id: suggestion.credit.id,
});

/**
 * Issue 24: money out of one account and the same amount into another within 3 days. One click
 * confirms the pair as a transfer (left out of spending), says it is not one, or makes a rule:
 * every such pair between these two accounts is a transfer, now and after each upload.
 */
export function TransferSuggestions() {
  const suggestions = useTransferSuggestions();
  const answer = useAnswerTransfer();
  const rule = useCreateTransferRule();
  if (suggestions.isError)
    return <LoadError what="the transfer suggestions" onRetry={() => void suggestions.refetch()} />;
  const list = suggestions.data ?? [];
  return (
    <Paper component="section" aria-labelledby="transfer-suggestions" sx={{ p: 2 }}>
      <Typography id="transfer-suggestions" variant="h6" component="h2">
        Possible transfers
      </Typography>
      {suggestions.data && list.length === 0 ? (
        <Typography variant="body2" color="textSecondary">
          None to check: no money left one account and arrived in another within 3 days without being paired.
        </Typography>
      ) : (
        <List aria-label="Possible transfers">
          {list.map((suggestion) => {
            const { debit, credit } = suggestion;
            const label = `${formatCurrency(credit.amount)} from ${debit.account.name} (${formatTransactionDate(debit.transaction_date)}) to ${credit.account.name} (${formatTransactionDate(credit.transaction_date)})`;
            const busy = answer.isPending && answer.variables?.pair.debit_transaction_id === debit.id;
            return (
              <ListItem key={`${debit.id}:${credit.id}`} disableGutters divider>
                <Stack
                  direction={{ xs: "column", sm: "row" }}
                  spacing={1}
                  sx={{ width: "100%", alignItems: { sm: "center" } }}
                >
                  <ListItemText primary={label} sx={{ flex: 1 }} />
                  <Stack direction="row" spacing={1}>
                    <Button
                      variant="contained"
                      size="small"
                      loading={busy && answer.variables?.confirm === true}
                      disabled={busy}
                      onClick={() => answer.mutate({ pair: pairOf(suggestion), confirm: true })}
                      aria-label={`Confirm transfer: ${label}`}
                    >
                      Transfer
                    </Button>
                    <Button
                      size="small"
                      loading={busy && answer.variables?.confirm === false}
                      disabled={busy}
                      onClick={() => answer.mutate({ pair: pairOf(suggestion), confirm: false })}
                      aria-label={`Not a transfer: ${label}`}
                    >
                      Not a transfer
                    </Button>
                    <Button
                      size="small"
                      disabled={busy || rule.isPending}
                      onClick={() =>
                        rule.mutate({ from_account_id: debit.account.id, to_account_id: credit.account.id })
                      }
                      aria-label={`Always a transfer from ${debit.account.name} to ${credit.account.name}`}
                    >
                      Always
                    </Button>
                  </Stack>
                </Stack>
              </ListItem>
            );
          })}
        </List>
      )}
    </Paper>
  );
}
