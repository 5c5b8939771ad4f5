import { DEFAULT_BILL, todayIn } from "@homebase/contracts";
import { mdiPlus } from "@mdi/js";
import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import Divider from "@mui/material/Divider";
import InputAdornment from "@mui/material/InputAdornment";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useRef, useState } from "react";
import { useNavigate } from "react-router";
import { ApiError, errorDetail } from "../../api/client";
import { useOwnerTimeZone } from "../../app/OwnerTimeZone";
import { DateField } from "../../components/DateField";
import { Icon } from "../../components/Icon";
import { NumberField } from "../../components/NumberField";
import { useCreateBill } from "./api";
import { BillFields, type BillValues } from "./BillFields";
import { billEditPath } from "./paths";

/** Spec §9 default bill: Monthly, count 1, auto-pay on. */
const NEW_BILL: BillValues = {
  name: "",
  pay_to_id: null,
  bill_category_id: null,
  default_bank_account_id: null,
  frequency_id: DEFAULT_BILL.frequency_id,
  frequency_count: DEFAULT_BILL.frequency_count,
  is_auto_pay: DEFAULT_BILL.is_auto_pay,
  external_url: "",
};

type FieldErrors = Partial<Record<keyof BillValues | "due_date" | "due_amount", string>>;

function fieldErrors(error: unknown): FieldErrors {
  if (!(error instanceof ApiError) || !error.fields) return {};
  return Object.fromEntries(Object.entries(error.fields).map(([field, messages]) => [field, messages[0]]));
}

/** Bills2Create (/bills/create/): the bill and its first statement; then its edit page. */
export function BillCreate() {
  const today = todayIn(useOwnerTimeZone());
  const create = useCreateBill();
  const navigate = useNavigate();
  const [values, setValues] = useState(NEW_BILL);
  // null until chosen: "today" follows the owner's zone once their settings arrive.
  const [dueDate, setDueDate] = useState<string | null>(null);
  const [amount, setAmount] = useState<number | null>(null);
  // What was last entered, read by submit: Enter in a box commits it and submits in one go,
  // before React has re-rendered with the new state.
  const latest = useRef({ values, dueDate, amount });
  const change = (next: Partial<typeof latest.current>) => {
    latest.current = { ...latest.current, ...next };
    if (next.values) setValues(next.values);
    if (next.dueDate !== undefined) setDueDate(next.dueDate);
    if (next.amount !== undefined) setAmount(next.amount);
  };
  const errors = fieldErrors(create.error);
  const unplaced = create.error && Object.keys(errors).length === 0 ? errorDetail(create.error) : null;

  const submit = () => {
    const entered = latest.current;
    create.mutate(
      // A missing amount is sent as null so the server says what is wanted beside the field.
      { ...entered.values, due_date: entered.dueDate ?? today, due_amount: entered.amount as number },
      { onSuccess: (bill) => navigate(billEditPath(bill.id)) },
    );
  };

  return (
    <Stack spacing={2} sx={{ maxWidth: 720 }}>
      <Typography variant="h4" component="h1">
        Create Bill
      </Typography>
      <Paper
        component="form"
        noValidate
        aria-label="New bill"
        sx={{ p: 2 }}
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <Stack spacing={2}>
          <BillFields
            values={values}
            onChange={(patch) => change({ values: { ...latest.current.values, ...patch } })}
            errors={errors}
          />
          <Divider />
          <Typography variant="subtitle1" component="h2">
            First statement
          </Typography>
          <Stack direction={{ xs: "column", sm: "row" }} spacing={2}>
            <DateField
              label="First Due Date"
              value={dueDate ?? today}
              today={today}
              onChange={(date) => change({ dueDate: date })}
              error={errors.due_date}
            />
            <NumberField
              fullWidth
              label="Amount"
              value={amount}
              min={0}
              max={9_999_999}
              precision={2}
              currency
              onChange={(value) => change({ amount: value })}
              error={Boolean(errors.due_amount)}
              helperText={errors.due_amount ?? " "}
              slotProps={{ input: { startAdornment: <InputAdornment position="start">$</InputAdornment> } }}
            />
          </Stack>
          {unplaced && <Alert severity="error">Could not create the bill: {unplaced}</Alert>}
          <Stack direction="row" spacing={1}>
            <Button type="submit" variant="contained" startIcon={<Icon path={mdiPlus} />} loading={create.isPending}>
              Create
            </Button>
          </Stack>
        </Stack>
      </Paper>
    </Stack>
  );
}
