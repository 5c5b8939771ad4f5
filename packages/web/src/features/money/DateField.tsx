import { mdiCalendar } from "@mdi/js";
import Button from "@mui/material/Button";
import FormControl from "@mui/material/FormControl";
import FormLabel from "@mui/material/FormLabel";
import { useId, useState } from "react";
import { DatePickerDialog } from "../../components/DatePickerDialog";
import { Icon } from "../../components/Icon";
import { formatTransactionDate } from "./format";

interface DateFieldProps {
  label: string;
  value: string;
  onChange: (isoDate: string) => void;
  disabled?: boolean;
}

/** A date shown as a button naming it; the shared calendar dialog (spec §9) changes it. */
export function DateField({ label, value, onChange, disabled }: DateFieldProps) {
  const [open, setOpen] = useState(false);
  const labelId = useId();
  return (
    <FormControl component="fieldset" sx={{ minWidth: 0 }}>
      <FormLabel id={labelId} component="legend" sx={{ typography: "caption", mb: 0.5 }}>
        {label}
      </FormLabel>
      <Button
        variant="outlined"
        startIcon={<Icon path={mdiCalendar} />}
        onClick={() => setOpen(true)}
        disabled={disabled}
        aria-label={`${label}: ${formatTransactionDate(value)}`}
        sx={{ textTransform: "none", justifyContent: "flex-start", alignSelf: "flex-start" }}
      >
        {formatTransactionDate(value)}
      </Button>
      <DatePickerDialog
        open={open}
        value={value}
        title={label}
        onCancel={() => setOpen(false)}
        onConfirm={(isoDate) => {
          setOpen(false);
          if (isoDate !== value) onChange(isoDate);
        }}
      />
    </FormControl>
  );
}
