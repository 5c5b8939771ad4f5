import { formatCurrency } from "@homebase/contracts";
import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import Chip from "@mui/material/Chip";
import MuiLink from "@mui/material/Link";
import List from "@mui/material/List";
import ListItem from "@mui/material/ListItem";
import ListItemButton from "@mui/material/ListItemButton";
import ListItemText from "@mui/material/ListItemText";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { type FormEvent, useState } from "react";
import { Link, useNavigate } from "react-router";
import { PageLoading } from "../../app/PageLoading";
import { LoadError } from "../../components/LoadError";
import { useAccounts, useCreateAccount } from "./api";
import { plural } from "./format";
import { NetWorthCard } from "./NetWorthCard";
import { moneyPaths } from "./paths";
import { saveFailure } from "./SaveStatus";

function NewAccountForm() {
  const create = useCreateAccount();
  const navigate = useNavigate();
  const [name, setName] = useState("");
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) return;
    setError(null);
    try {
      const account = await create.mutateAsync(name.trim());
      navigate(moneyPaths.account(account.id)); // Spec §2: creating opens the new account.
    } catch (failure) {
      setError(saveFailure(failure, "name"));
    }
  };

  return (
    <Paper component="form" aria-label="New Account" onSubmit={submit} noValidate sx={{ p: 2 }}>
      <Stack direction={{ xs: "column", sm: "row" }} spacing={2} sx={{ alignItems: { sm: "flex-start" } }}>
        <TextField
          label="New Account"
          value={name}
          onChange={(event) => setName(event.target.value)}
          error={Boolean(error)}
          helperText={error ?? "e.g. Checking, Visa card, Cash"}
          slotProps={{ htmlInput: { maxLength: 100 } }}
          sx={{ flex: 1 }}
        />
        <Button
          type="submit"
          variant="contained"
          disabled={!name.trim()}
          loading={create.isPending}
          sx={{ height: 56 }}
        >
          Create
        </Button>
      </Stack>
    </Paper>
  );
}

/** MoneyAccountList (/money/account/): the accounts as links, and a box to create one. */
export function AccountsPage() {
  const accounts = useAccounts();
  return (
    <Stack spacing={2} sx={{ maxWidth: 720 }}>
      <Typography variant="h4" component="h1">
        Accounts
      </Typography>
      {accounts.isError ? (
        <LoadError what="the accounts" onRetry={() => void accounts.refetch()} />
      ) : !accounts.data ? (
        <PageLoading />
      ) : accounts.data.length === 0 ? (
        <Alert severity="info">No accounts yet. Name your first one below, e.g. the bank account you pay from.</Alert>
      ) : (
        <Paper>
          <List aria-label="Accounts">
            {accounts.data.map((account) => (
              <ListItem key={account.id} disablePadding>
                <ListItemButton component={Link} to={moneyPaths.account(account.id)}>
                  <ListItemText primary={account.name} secondary={plural(account.transaction_count, "transaction")} />
                  <Typography sx={{ mx: 1, fontVariantNumeric: "tabular-nums", whiteSpace: "nowrap" }}>
                    {formatCurrency(account.balance)}
                  </Typography>
                  {!account.is_active && <Chip size="small" label="Inactive" />}
                </ListItemButton>
              </ListItem>
            ))}
          </List>
        </Paper>
      )}
      {accounts.data && accounts.data.length > 0 && <NetWorthCard accounts={accounts.data} />}
      <NewAccountForm />
      <Typography variant="body2" color="textSecondary">
        Imports create payees from the statements' descriptions; look-alike ones can be merged under{" "}
        <MuiLink component={Link} to={moneyPaths.similarPayees}>
          Similar Payees
        </MuiLink>
        .
      </Typography>
    </Stack>
  );
}
