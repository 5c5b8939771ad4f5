import { type MoneyAccount, type MoneyPayee, todayIn } from "@homebase/contracts";
import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import MenuItem from "@mui/material/MenuItem";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import { type FormEvent, useId, useState } from "react";
import { ApiError } from "../../api/client";
import { useOwnerTimeZone } from "../../app/OwnerTimeZone";
import { DateField } from "../../components/DateField";
import { AmountField, type Direction } from "./AmountField";
import { useCategories, useCreatePayee, useCreateTransaction, usePayees } from "./api";
import { CategorySelect, MENU_MAX_HEIGHT } from "./CategorySelect";
import { PayeePicker } from "./PayeePicker";
import { saveFailure } from "./SaveStatus";

interface AddTransactionDialogProps {
  open: boolean;
  accounts: readonly MoneyAccount[];
  /** The account to start with, e.g. the one the list is filtered to. */
  defaultAccountId?: number;
  onClose: () => void;
}

// Mounted only while open, so each opening starts from a blank form dated today.
function AddTransactionForm({
  accounts,
  defaultAccountId,
  onClose,
  titleId,
}: AddTransactionDialogProps & { titleId: string }) {
  const today = todayIn(useOwnerTimeZone());
  const categories = useCategories();
  const payees = usePayees();
  const createPayee = useCreatePayee();
  const create = useCreateTransaction();
  const active = accounts.filter((account) => account.is_active);
  const [accountId, setAccountId] = useState(defaultAccountId ?? active[0]?.id ?? accounts[0]?.id ?? 0);
  const [date, setDate] = useState(today);
  const [payee, setPayee] = useState<MoneyPayee | null>(null);
  const [payeeText, setPayeeText] = useState("");
  const [categoryId, setCategoryId] = useState<number | null>(null);
  const [amount, setAmount] = useState<number | null>(null);
  const [direction, setDirection] = useState<Direction>("out");
  const [notes, setNotes] = useState("");
  const [failure, setFailure] = useState<unknown>(null);
  const fieldError = (name: string) => (failure instanceof ApiError ? failure.fieldError(name) : undefined);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (amount === null || amount === 0) {
      setFailure(
        new ApiError(400, { detail: "Check the amount.", code: "invalid", fields: { amount: ["Enter an amount."] } }),
      );
      return;
    }
    setFailure(null);
    try {
      // A name typed but not picked from the list is created now rather than silently dropped.
      const typed = payeeText.trim();
      const paidTo = payee && payee.name === typed ? payee : typed ? await createPayee.mutateAsync(typed) : null;
      await create.mutateAsync({
        account_id: accountId,
        transaction_date: date,
        amount,
        notes,
        ...(paidTo ? { payee_id: paidTo.id } : {}),
        ...(categoryId !== null ? { category_id: categoryId } : {}),
      });
      onClose();
    } catch (error) {
      setFailure(error);
    }
  };

  const payeeError = fieldError("payee_id") ?? (createPayee.error ? saveFailure(createPayee.error, "name") : undefined);
  const general = failure && !(failure instanceof ApiError && failure.fields) ? saveFailure(failure) : null;

  return (
    <form onSubmit={submit} noValidate>
      <DialogTitle id={titleId}>Add transaction</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <TextField
            select
            label="Account"
            value={accountId ? String(accountId) : ""}
            onChange={(event) => setAccountId(Number(event.target.value))}
            error={Boolean(fieldError("account_id"))}
            helperText={fieldError("account_id")}
            slotProps={{ select: { MenuProps: { slotProps: { paper: { sx: { maxHeight: MENU_MAX_HEIGHT } } } } } }}
          >
            {accounts.map((account) => (
              <MenuItem key={account.id} value={String(account.id)}>
                {account.name}
                {account.is_active ? "" : " (inactive)"}
              </MenuItem>
            ))}
          </TextField>
          <DateField label="Transaction Date" value={date} onChange={setDate} />
          <PayeePicker
            value={payee}
            payees={payees.data ?? []}
            onCreate={(name) => createPayee.mutateAsync(name)}
            onTextChange={setPayeeText}
            onChange={(next) => {
              setPayee(next);
              // The payee's usual category is a good first guess; the owner can change it.
              if (next?.default_category && categoryId === null) setCategoryId(next.default_category.id);
            }}
            error={Boolean(payeeError)}
            helperText={payeeError ?? "Type a new name to add a payee."}
          />
          <CategorySelect
            label="Category"
            value={categoryId}
            categories={categories.data ?? []}
            onChange={setCategoryId}
            error={Boolean(fieldError("category_id"))}
            helperText={fieldError("category_id")}
          />
          <AmountField
            value={amount}
            direction={direction}
            onChange={(signed, to) => {
              setAmount(signed);
              setDirection(to);
            }}
            error={Boolean(fieldError("amount"))}
            helperText={fieldError("amount")}
          />
          <TextField
            label="Notes"
            multiline
            minRows={2}
            value={notes}
            onChange={(event) => setNotes(event.target.value)}
            error={Boolean(fieldError("notes"))}
            helperText={fieldError("notes")}
          />
          {general && <Alert severity="error">Could not add the transaction: {general}</Alert>}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={create.isPending}>
          Cancel
        </Button>
        <Button type="submit" variant="contained" loading={create.isPending}>
          Add
        </Button>
      </DialogActions>
    </form>
  );
}

/** Cash and corrections entered by hand (issue 3); the list refreshes once it is saved. */
export function AddTransactionDialog({ open, onClose, ...props }: AddTransactionDialogProps) {
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      {open && <AddTransactionForm {...props} open={open} onClose={onClose} titleId={titleId} />}
    </Dialog>
  );
}
