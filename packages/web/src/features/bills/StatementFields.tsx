import type { Bill, BillStatement } from "@homebase/contracts";
import { todayIn } from "@homebase/contracts";
import InputAdornment from "@mui/material/InputAdornment";
import Stack from "@mui/material/Stack";
import { useOwnerTimeZone } from "../../app/OwnerTimeZone";
import { DateField } from "../../components/DateField";
import { NumberField } from "../../components/NumberField";
import { type StatementWrite, useUpdateStatement } from "./api";
import { CommitTextField, LookupSelect } from "./fields";

interface StatementFieldsProps {
  bill: Bill;
  statement: BillStatement;
  /** The next due statement of a past-due bill: its date is shown as overdue. */
  overdue?: boolean;
}

/**
 * A statement's Due Date, Amount, From Account (clearable) and Comments, each saved on change
 * to the statement's url (spec §2 Bills2Home cards and Bills2Edit statement cards).
 */
export function StatementFields({ bill, statement, overdue }: StatementFieldsProps) {
  const today = todayIn(useOwnerTimeZone());
  const update = useUpdateStatement();
  const save = (body: StatementWrite) => update.mutate({ bill, statement, body });

  return (
    <Stack spacing={2}>
      <DateField
        label="Due Date"
        size="small"
        value={statement.due_date}
        today={today}
        overdue={overdue}
        onChange={(due_date) => save({ due_date })}
      />
      <NumberField
        size="small"
        label="Amount"
        value={statement.due_amount}
        min={0}
        max={9_999_999}
        precision={2}
        currency
        // An emptied box keeps the amount: a statement always has one.
        onChange={(due_amount) => due_amount !== null && save({ due_amount })}
        slotProps={{ input: { startAdornment: <InputAdornment position="start">$</InputAdornment> } }}
      />
      <LookupSelect
        size="small"
        kind="account"
        label="From Account"
        value={statement.bank_account?.id ?? null}
        current={statement.bank_account}
        onChange={(bank_account_id) => save({ bank_account_id })}
      />
      <CommitTextField
        size="small"
        label="Comments"
        multiline
        maxRows={4}
        value={statement.comments}
        onCommit={(comments) => save({ comments })}
        htmlInput={{ maxLength: 2000 }}
      />
    </Stack>
  );
}
