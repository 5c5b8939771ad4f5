import type { MoneyAccount } from "@homebase/contracts";
import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import List from "@mui/material/List";
import ListItem from "@mui/material/ListItem";
import ListItemText from "@mui/material/ListItemText";
import MenuItem from "@mui/material/MenuItem";
import Paper from "@mui/material/Paper";
import Skeleton from "@mui/material/Skeleton";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { type FormEvent, useId, useState } from "react";
import { ApiError } from "../../api/client";
import { LoadError } from "../../components/LoadError";
import { DeleteButton } from "./DeleteButton";
import { useCreateTransferRule, useDeleteTransferRule, useTransferRules } from "./insightsApi";
import { saveFailure } from "./SaveStatus";

function AccountSelect(props: {
  label: string;
  accounts: readonly MoneyAccount[];
  value: number | "";
  onChange: (id: number) => void;
  error?: string;
}) {
  return (
    <TextField
      select
      size="small"
      label={props.label}
      value={props.value}
      onChange={(event) => props.onChange(Number(event.target.value))}
      error={Boolean(props.error)}
      helperText={props.error}
      sx={{ minWidth: 200, flex: 1 }}
    >
      {props.accounts.map((account) => (
        <MenuItem key={account.id} value={account.id}>
          {account.name}
        </MenuItem>
      ))}
    </TextField>
  );
}

function NewRuleForm({ accounts }: { accounts: readonly MoneyAccount[] }) {
  const create = useCreateTransferRule({ inline: true });
  const [from, setFrom] = useState<number | "">("");
  const [to, setTo] = useState<number | "">("");
  const [done, setDone] = useState<string | null>(null);
  const error = create.error instanceof ApiError ? create.error : null;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (from === "" || to === "") return;
    setDone(null);
    create.mutate(
      { from_account_id: from, to_account_id: to },
      {
        onSuccess: (rule) => {
          const count = rule.confirmed_count ?? 0;
          setDone(`Rule added: ${count} ${count === 1 ? "transfer" : "transfers"} confirmed.`);
          setFrom("");
          setTo("");
        },
      },
    );
  };
  return (
    <Stack component="form" aria-label="New transfer rule" onSubmit={submit} spacing={1}>
      <Stack direction={{ xs: "column", sm: "row" }} spacing={2} sx={{ alignItems: { sm: "flex-start" } }}>
        <AccountSelect
          label="From account"
          accounts={accounts}
          value={from}
          onChange={setFrom}
          error={error?.fieldError("from_account_id")}
        />
        <AccountSelect
          label="To account"
          accounts={accounts}
          value={to}
          onChange={setTo}
          error={error?.fieldError("to_account_id")}
        />
        <Button type="submit" variant="contained" disabled={from === "" || to === ""} loading={create.isPending}>
          Add rule
        </Button>
      </Stack>
      {create.error && !error?.fields && <Alert severity="error">{saveFailure(create.error)}</Alert>}
      {done && (
        <Typography role="status" variant="body2">
          {done}
        </Typography>
      )}
    </Stack>
  );
}

/**
 * Issue 24: the transfer rules, each "every pair from this account to that one is a transfer"
 * (confirmed now and after every upload). Listed, added and deleted here, beside the suggestions.
 */
export function TransferRulesCard({ accounts }: { accounts: readonly MoneyAccount[] }) {
  const rules = useTransferRules();
  const remove = useDeleteTransferRule();
  const [refusal, setRefusal] = useState<string | null>(null);
  const headingId = useId();
  return (
    <Paper component="section" aria-labelledby={headingId} sx={{ p: 2 }}>
      <Typography id={headingId} variant="h6" component="h2">
        Transfer rules
      </Typography>
      <Typography variant="body2" color="textSecondary" sx={{ mb: 2 }}>
        Money out of the first account and the same amount into the second within 3 days is a transfer, now and after
        every upload. Deleting a rule keeps the transfers it confirmed.
      </Typography>
      {rules.isError ? (
        <LoadError what="the transfer rules" onRetry={() => void rules.refetch()} />
      ) : !rules.data ? (
        <Skeleton variant="rounded" height={40} aria-label="Loading the transfer rules" sx={{ mb: 2 }} />
      ) : rules.data.length === 0 ? (
        <Typography variant="body2" sx={{ mb: 2 }}>
          No rules yet. Add one below, or choose Always on a possible transfer.
        </Typography>
      ) : (
        <List aria-label="Transfer rules" dense>
          {rules.data.map((rule) => {
            const name = `from ${rule.from_account.name} to ${rule.to_account.name}`;
            return (
              <ListItem
                key={rule.id}
                divider
                disableGutters
                secondaryAction={
                  <DeleteButton
                    icon
                    what={`the transfer rule ${name}`}
                    label={`Delete the rule ${name}`}
                    onDelete={() => remove.mutateAsync(rule)}
                    onRefused={setRefusal}
                  />
                }
              >
                <ListItemText primary={`${rule.from_account.name} to ${rule.to_account.name}`} />
              </ListItem>
            );
          })}
        </List>
      )}
      {refusal && (
        <Alert severity="error" onClose={() => setRefusal(null)} sx={{ mb: 2 }}>
          {refusal}
        </Alert>
      )}
      <NewRuleForm accounts={accounts} />
    </Paper>
  );
}
