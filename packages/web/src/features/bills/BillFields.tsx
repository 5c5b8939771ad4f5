import type { BillLookup } from "@homebase/contracts";
import FormControlLabel from "@mui/material/FormControlLabel";
import MenuItem from "@mui/material/MenuItem";
import Stack from "@mui/material/Stack";
import Switch from "@mui/material/Switch";
import TextField from "@mui/material/TextField";
import { NumberField } from "../../components/NumberField";
import { type BillWrite, useFrequencies } from "./api";
import { CommitTextField, LookupSelect, SELECT_MENU } from "./fields";

/** The bill's own fields, as ids (what the API writes). */
export interface BillValues {
  name: string;
  pay_to_id: number | null;
  bill_category_id: number | null;
  default_bank_account_id: number | null;
  frequency_id: string;
  frequency_count: number;
  is_auto_pay: boolean;
  external_url: string;
}

interface BillFieldsProps {
  values: BillValues;
  /** One field's change: the edit page saves it, the create form keeps it. */
  onChange: (change: BillWrite) => void;
  /** The chosen payee, category and account by name, shown before the lists arrive. */
  known?: { pay_to?: BillLookup | null; bill_category?: BillLookup | null; default_bank_account?: BillLookup | null };
  /** Field messages from the server, by API field name. */
  errors?: Partial<Record<keyof BillValues, string>>;
}

/**
 * Name, payee, category, default bank account, frequency count, frequency, auto pay and
 * external link (spec §2 Bills2Edit and Bills2Create). Text boxes report when left, so the edit
 * page sends one save per edit; the lookups offer the add-new dialog.
 */
export function BillFields({ values, onChange, known, errors = {} }: BillFieldsProps) {
  const frequencies = useFrequencies();
  const options = [...(frequencies.data ?? [])].sort((a, b) => a.ordering - b.ordering);
  return (
    <Stack spacing={2}>
      <CommitTextField
        label="Name"
        required
        fullWidth
        value={values.name}
        onCommit={(name) => onChange({ name })}
        error={Boolean(errors.name)}
        helperText={errors.name}
        htmlInput={{ maxLength: 200 }}
      />
      <LookupSelect
        kind="payee"
        label="Payee"
        addNew
        value={values.pay_to_id}
        current={known?.pay_to}
        onChange={(pay_to_id) => onChange({ pay_to_id })}
        error={errors.pay_to_id}
      />
      <LookupSelect
        kind="category"
        label="Category"
        addNew
        value={values.bill_category_id}
        current={known?.bill_category}
        onChange={(bill_category_id) => onChange({ bill_category_id })}
        error={errors.bill_category_id}
      />
      <LookupSelect
        kind="account"
        label="Default Bank Account"
        addNew
        value={values.default_bank_account_id}
        current={known?.default_bank_account}
        onChange={(default_bank_account_id) => onChange({ default_bank_account_id })}
        error={errors.default_bank_account_id}
      />
      <Stack direction="row" spacing={2}>
        <NumberField
          label="Every"
          value={values.frequency_count}
          min={1}
          max={365}
          precision={0}
          // An emptied box keeps the count: a bill always repeats.
          onChange={(frequency_count) => frequency_count !== null && onChange({ frequency_count })}
          error={Boolean(errors.frequency_count)}
          helperText={errors.frequency_count}
          sx={{ width: 120, flexShrink: 0 }}
        />
        <TextField
          select
          fullWidth
          label="Frequency"
          value={values.frequency_id}
          onChange={(event) => onChange({ frequency_id: event.target.value })}
          error={Boolean(errors.frequency_id)}
          helperText={errors.frequency_id}
          slotProps={{ select: SELECT_MENU }}
        >
          {options.map((frequency) => (
            <MenuItem key={frequency.id} value={frequency.id}>
              {frequency.name}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      <FormControlLabel
        sx={{ alignSelf: "flex-start" }}
        control={
          <Switch checked={values.is_auto_pay} onChange={(event) => onChange({ is_auto_pay: event.target.checked })} />
        }
        label="Auto pay"
      />
      <CommitTextField
        label="External Link"
        type="url"
        fullWidth
        placeholder="https://"
        value={values.external_url}
        onCommit={(external_url) => onChange({ external_url })}
        error={Boolean(errors.external_url)}
        helperText={errors.external_url ?? "The biller's website, opened from the bill's card"}
        htmlInput={{ maxLength: 500 }}
      />
    </Stack>
  );
}
