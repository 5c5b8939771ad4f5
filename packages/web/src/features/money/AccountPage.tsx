import type { MoneyAccount, UPLOAD_FIELD_KEYS } from "@homebase/contracts";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import FormControl from "@mui/material/FormControl";
import FormControlLabel from "@mui/material/FormControlLabel";
import FormLabel from "@mui/material/FormLabel";
import Link from "@mui/material/Link";
import Paper from "@mui/material/Paper";
import Radio from "@mui/material/Radio";
import RadioGroup from "@mui/material/RadioGroup";
import Stack from "@mui/material/Stack";
import Switch from "@mui/material/Switch";
import Typography from "@mui/material/Typography";
import { useState } from "react";
import { Link as RouterLink, useNavigate, useParams } from "react-router";
import { ApiError } from "../../api/client";
import { PageLoading } from "../../app/PageLoading";
import { LoadError } from "../../components/LoadError";
import { useAccount, useDeleteAccount, useUpdateAccount } from "./api";
import { BalanceCard } from "./BalanceCard";
import { CharacterSetField } from "./CharacterSetField";
import { DateFormatField } from "./DateFormatField";
import { DeleteButton } from "./DeleteButton";
import { ForecastCard } from "./ForecastCard";
import { plural } from "./format";
import { moneyPaths } from "./paths";
import { SaveStatus, useSaveState } from "./SaveStatus";
import { SavingTextField } from "./SavingTextField";
import { UploadStatementCard } from "./UploadStatementCard";

type UploadKey = (typeof UPLOAD_FIELD_KEYS)[number] | "date_format";

/** Spec §2 Account, Upload Configuration, in the spec's order. */
const UPLOAD_FIELDS: { key: UploadKey; label: string; hint: string }[] = [
  { key: "transaction_date_field", label: "Transaction Date Field", hint: "Column with the transaction date" },
  { key: "posted_date_field", label: "Posted Date Field", hint: "Column with the posted date" },
  { key: "date_format", label: "Date Format", hint: "e.g. MM/DD/YYYY" },
  { key: "description_field", label: "Description Field", hint: "Column with the description" },
  { key: "debit_field", label: "Debit Field", hint: "Column with money out" },
  { key: "credit_field", label: "Credit Field", hint: "Column with money in" },
  { key: "amount_field", label: "Amount Field", hint: "Column with a signed amount" },
  { key: "type_field", label: "Type Field", hint: "Column saying debit or credit" },
  { key: "account_number_field", label: "Account Number Field", hint: "Column with the account number" },
];

function AccountInformation({ account }: { account: MoneyAccount }) {
  const update = useUpdateAccount();
  const remove = useDeleteAccount();
  const navigate = useNavigate();
  const active = useSaveState("is_active");
  const [refusal, setRefusal] = useState<string | null>(null);
  return (
    <Paper component="section" aria-labelledby="account-information" sx={{ p: 2 }}>
      <Typography id="account-information" variant="h6" component="h2" sx={{ mb: 2 }}>
        Account Information
      </Typography>
      <Stack spacing={1}>
        <SavingTextField
          label="Name"
          value={account.name}
          field="name"
          onSave={(name) => update.mutateAsync({ account, body: { name } })}
          slotProps={{ htmlInput: { maxLength: 100 } }}
          sx={{ maxWidth: 480 }}
          fullWidth
        />
        <Box sx={{ display: "flex", alignItems: "center", gap: 2 }}>
          <FormControlLabel
            control={
              <Switch
                checked={account.is_active}
                onChange={(event) =>
                  void active.run(() => update.mutateAsync({ account, body: { is_active: event.target.checked } }))
                }
              />
            }
            label="Active"
          />
          <SaveStatus state={active.state} />
        </Box>
        <Typography variant="body2" color="textSecondary">
          {plural(account.transaction_count, "transaction")}.{" "}
          <Link component={RouterLink} to={moneyPaths.accountTransactions(account.id)}>
            View transactions
          </Link>
        </Typography>
        {refusal && (
          <Alert severity="error" onClose={() => setRefusal(null)}>
            {refusal}
          </Alert>
        )}
        <Box sx={{ pt: 1 }}>
          <DeleteButton
            label="Delete account"
            what={`the account ${account.name}`}
            onDelete={async () => {
              await remove.mutateAsync(account);
              navigate(moneyPaths.accounts, { replace: true });
            }}
            onRefused={setRefusal}
          />
        </Box>
      </Stack>
    </Paper>
  );
}

/** Only matters for a signed Amount column without a Type column (issue 4). */
function PositiveCreditSetting({ account }: { account: MoneyAccount }) {
  const update = useUpdateAccount();
  const save = useSaveState("is_positive_credit");
  return (
    <FormControl component="fieldset" sx={{ mt: 1 }}>
      <FormLabel component="legend">A positive amount is</FormLabel>
      <RadioGroup
        row
        value={account.is_positive_credit ? "in" : "out"}
        onChange={(event) =>
          void save.run(() =>
            update.mutateAsync({ account, body: { is_positive_credit: event.target.value === "in" } }),
          )
        }
      >
        <FormControlLabel value="in" control={<Radio />} label="Money in (most bank accounts)" />
        <FormControlLabel value="out" control={<Radio />} label="Money out (many credit-card exports)" />
      </RadioGroup>
      <Typography variant="caption" color="textSecondary">
        Used for a signed Amount Field when there is no Type Field.
      </Typography>
      <SaveStatus state={save.state} />
    </FormControl>
  );
}

function UploadConfiguration({ account }: { account: MoneyAccount }) {
  const update = useUpdateAccount();
  const saveField = (key: UploadKey) => (value: string) => update.mutateAsync({ account, body: { [key]: value } });
  return (
    <Paper component="section" aria-labelledby="upload-configuration" sx={{ p: 2 }}>
      <Typography id="upload-configuration" variant="h6" component="h2">
        Upload Configuration
      </Typography>
      <Typography variant="body2" color="textSecondary" sx={{ mb: 2 }}>
        The column names of this account's CSV statements, or 1-based column numbers for a file without a header row.
        Each field saves when you leave it. OFX, QFX and QIF files need none of these columns.
      </Typography>
      <Box sx={{ display: "grid", gridTemplateColumns: { xs: "1fr", sm: "1fr 1fr", lg: "1fr 1fr 1fr" }, columnGap: 2 }}>
        {UPLOAD_FIELDS.map(({ key, label, hint }) =>
          key === "date_format" ? (
            <DateFormatField key={key} value={account.date_format} onSave={saveField(key)} />
          ) : (
            <SavingTextField
              key={key}
              label={label}
              placeholder={hint}
              value={account[key]}
              field={key}
              allowBlank
              onSave={saveField(key)}
              slotProps={{ htmlInput: { maxLength: 100 }, inputLabel: { shrink: true } }}
              fullWidth
            />
          ),
        )}
        <CharacterSetField
          value={account.encoding}
          onSave={(encoding) => update.mutateAsync({ account, body: { encoding } })}
        />
      </Box>
      <PositiveCreditSetting account={account} />
    </Paper>
  );
}

/** MoneyAccount (/money/account/{id}/): the account's name and state, statement upload and its columns. */
export function AccountPage() {
  const id = Number(useParams().accountId);
  const account = useAccount(id);
  const notFound = account.error instanceof ApiError && account.error.status === 404;
  return (
    <Stack spacing={2}>
      <Typography variant="h4" component="h1">
        {account.data?.name ?? "Account"}
      </Typography>
      {notFound ? (
        <Alert severity="info">
          Account not found.{" "}
          <Link component={RouterLink} to={moneyPaths.accounts}>
            Back to Accounts
          </Link>
        </Alert>
      ) : account.isError ? (
        <LoadError what="the account" onRetry={() => void account.refetch()} />
      ) : !account.data ? (
        <PageLoading />
      ) : (
        <>
          <AccountInformation key={`info-${account.data.id}`} account={account.data} />
          <BalanceCard key={`balance-${account.data.id}`} account={account.data} />
          {/* Issue 24: the account's next 90 days, as on the Reports page. */}
          <ForecastCard key={`forecast-${account.data.id}`} account={account.data} />
          <UploadStatementCard key={`statement-${account.data.id}`} account={account.data} />
          <UploadConfiguration key={`upload-${account.data.id}`} account={account.data} />
        </>
      )}
    </Stack>
  );
}
