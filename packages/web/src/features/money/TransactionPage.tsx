import type { MoneyTransaction } from "@homebase/contracts";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import MuiLink from "@mui/material/Link";
import MenuItem from "@mui/material/MenuItem";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableRow from "@mui/material/TableRow";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import type { ReactNode } from "react";
import { Link, useLocation, useNavigate, useParams } from "react-router";
import { ApiError } from "../../api/client";
import { PageLoading } from "../../app/PageLoading";
import { DateField } from "../../components/DateField";
import { LoadError } from "../../components/LoadError";
import { AmountField, directionOf } from "./AmountField";
import {
  type TransactionPatch,
  useAccounts,
  useCategories,
  useCreatePayee,
  useCreateTag,
  useDeleteTransaction,
  usePayees,
  useTags,
  useTransaction,
  useUpdateTransaction,
} from "./api";
import { CategorySelect, MENU_MAX_HEIGHT } from "./CategorySelect";
import { DeleteButton } from "./DeleteButton";
import { PaidBillNote, usePaidBills } from "./PaidBillNote";
import { PayeePicker } from "./PayeePicker";
import { moneyPaths } from "./paths";
import { SaveStatus, useSaveState } from "./SaveStatus";
import { SavingTextField } from "./SavingTextField";
import { TagsField } from "./TagsField";
import { TransferNote } from "./TransactionTable";

function Card({ title, children }: { title: string; children: ReactNode }) {
  const id = `transaction-${title.toLowerCase().replace(/\W+/g, "-")}`;
  return (
    <Paper component="section" aria-labelledby={id} sx={{ p: 2 }}>
      <Typography id={id} variant="h6" component="h2" sx={{ mb: 2 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

/** Spec §2 Transaction Details: each field saved on change, with one status line under them. */
function Details({ transaction }: { transaction: MoneyTransaction }) {
  const accounts = useAccounts();
  const categories = useCategories();
  const payees = usePayees();
  const createPayee = useCreatePayee();
  const update = useUpdateTransaction();
  const status = useSaveState();
  const paidBills = usePaidBills([transaction]);
  const save = (body: TransactionPatch) => void status.run(() => update.mutateAsync({ transaction, body }));

  return (
    <Card title="Details">
      <Stack spacing={2}>
        <DateField
          label="Transaction Date"
          value={transaction.transaction_date}
          onChange={(transaction_date) => save({ transaction_date })}
        />
        <TextField
          select
          label="Account"
          value={String(transaction.account.id)}
          onChange={(event) => save({ account_id: Number(event.target.value) })}
          slotProps={{ select: { MenuProps: { slotProps: { paper: { sx: { maxHeight: MENU_MAX_HEIGHT } } } } } }}
        >
          {/* The transaction's own account is listed even before the accounts load. */}
          {(accounts.data ?? [{ ...transaction.account, is_active: true }]).map((account) => (
            <MenuItem key={account.id} value={String(account.id)}>
              {account.name}
            </MenuItem>
          ))}
        </TextField>
        <Box>
          <PayeePicker
            label="Pay To"
            value={transaction.payee}
            payees={payees.data ?? []}
            onCreate={(name) => createPayee.mutateAsync(name)}
            onChange={(payee) => {
              if ((payee?.id ?? null) !== (transaction.payee?.id ?? null)) save({ payee_id: payee?.id ?? null });
            }}
            helperText={
              createPayee.error
                ? `Could not add the payee: ${createPayee.error.message}`
                : "Type a new name to add a payee."
            }
            error={Boolean(createPayee.error)}
          />
          {transaction.payee && (
            <MuiLink component={Link} to={moneyPaths.payee(transaction.payee.id)} variant="body2">
              View payee {transaction.payee.name}
            </MuiLink>
          )}
        </Box>
        <CategorySelect
          label="Category"
          value={transaction.category?.id ?? null}
          categories={categories.data ?? []}
          onChange={(category_id) => save({ category_id })}
        />
        <AmountField
          value={transaction.amount}
          direction={directionOf(transaction.amount)}
          onChange={(amount) => {
            if (amount !== null && amount !== 0 && amount !== transaction.amount) save({ amount });
          }}
        />
        {transaction.original_description && (
          <Typography variant="body2" color="textSecondary">
            Bank description: {transaction.original_description}
          </Typography>
        )}
        <TransferNote transaction={transaction} />
        <PaidBillNote payment={paidBills.get(transaction.id)} />
        <SaveStatus state={status.state} />
      </Stack>
    </Card>
  );
}

function Tags({ transaction }: { transaction: MoneyTransaction }) {
  const tags = useTags();
  const createTag = useCreateTag();
  const update = useUpdateTransaction();
  const status = useSaveState();
  return (
    <Card title="Tags">
      <TagsField
        value={transaction.tags}
        tags={tags.data ?? []}
        onCreate={(name) => createTag.mutateAsync(name)}
        onChange={(ids) => void status.run(() => update.mutateAsync({ transaction, tags: ids }))}
        error={Boolean(createTag.error)}
        helperText={createTag.error ? `Could not add the tag: ${createTag.error.message}` : undefined}
      />
      <SaveStatus state={status.state} />
    </Card>
  );
}

/** Spec §2: the statement row's non-empty columns; nothing for a transaction typed in by hand. */
function OriginalData({ data }: { data: Record<string, string> }) {
  const rows = Object.entries(data).filter(([, value]) => value.trim() !== "");
  if (rows.length === 0) return null;
  return (
    <Card title="Original Data">
      <Table size="small" aria-label="Original data">
        <TableBody>
          {rows.map(([key, value]) => (
            <TableRow key={key}>
              <TableCell component="th" scope="row" sx={{ fontWeight: 500, width: "40%" }}>
                {key}
              </TableCell>
              <TableCell sx={{ overflowWrap: "anywhere" }}>{value}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Card>
  );
}

function TransactionEditor({ transaction }: { transaction: MoneyTransaction }) {
  const update = useUpdateTransaction();
  const remove = useDeleteTransaction();
  const navigate = useNavigate();
  const location = useLocation();
  const deleteError = remove.error ? remove.error.message : null;
  // Back to the list the owner came from (its filters), else the unfiltered list.
  const leave = () => (location.key !== "default" ? navigate(-1) : navigate(moneyPaths.home, { replace: true }));
  return (
    <Box sx={{ display: "grid", gap: 2, gridTemplateColumns: { xs: "1fr", md: "1fr 1fr" }, alignItems: "start" }}>
      <Details transaction={transaction} />
      <Stack spacing={2}>
        <Card title="Notes">
          <SavingTextField
            label="Notes"
            multiline
            minRows={3}
            allowBlank
            field="notes"
            value={transaction.notes}
            onSave={(notes) => update.mutateAsync({ transaction, body: { notes } })}
            fullWidth
          />
        </Card>
        <Tags transaction={transaction} />
        {transaction.original_data && <OriginalData data={transaction.original_data} />}
        {deleteError && <Alert severity="error">Could not delete the transaction: {deleteError}</Alert>}
        <Box>
          <DeleteButton
            label="Delete transaction"
            what="this transaction"
            onDelete={async () => {
              await remove.mutateAsync(transaction);
              leave();
            }}
            onRefused={() => undefined}
          />
        </Box>
      </Stack>
    </Box>
  );
}

/** MoneyTransaction (/money/transaction/{id}/): one transaction, every field saved on change. */
export function TransactionPage() {
  const id = Number(useParams().transactionId);
  const transaction = useTransaction(id);
  const notFound = transaction.error instanceof ApiError && transaction.error.status === 404;
  const data = transaction.data;
  return (
    <Stack spacing={2}>
      <Typography variant="h4" component="h1" sx={{ overflowWrap: "anywhere" }}>
        {data ? (data.payee?.name ?? data.original_description) || "Transaction" : "Transaction"}
      </Typography>
      {notFound ? (
        <Alert severity="info">
          Transaction not found.{" "}
          <MuiLink component={Link} to={moneyPaths.home}>
            Back to Transactions
          </MuiLink>
        </Alert>
      ) : transaction.isError ? (
        <LoadError what="the transaction" onRetry={() => void transaction.refetch()} />
      ) : !data ? (
        <PageLoading />
      ) : (
        <TransactionEditor key={data.id} transaction={data} />
      )}
    </Stack>
  );
}
