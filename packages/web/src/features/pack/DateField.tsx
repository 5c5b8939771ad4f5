import { formatIsoDay, relativeDate } from "@homebase/contracts";
import { mdiCalendar } from "@mdi/js";
import IconButton from "@mui/material/IconButton";
import InputAdornment from "@mui/material/InputAdornment";
import TextField from "@mui/material/TextField";
import { useState } from "react";
import { DatePickerDialog } from "../../components/DatePickerDialog";
import { Icon } from "../../components/Icon";

interface DateFieldProps {
  label: string;
  /** yyyy-mm-dd */
  value: string;
  today: string;
  onChange: (isoDate: string) => void;
  error?: string;
  disabled?: boolean;
}

/** A trip date shown in words; the shared calendar dialog (spec §5: sent as yyyy-mm-dd) changes it. */
export function DateField({ label, value, today, onChange, error, disabled }: DateFieldProps) {
  const [open, setOpen] = useState(false);
  const relative = relativeDate(value, today);
  const show = () => !disabled && setOpen(true);
  return (
    <>
      <TextField
        fullWidth
        label={label}
        value={formatIsoDay(value)}
        onClick={show}
        disabled={disabled}
        onKeyDown={(event) => {
          if (event.key === "Enter" || event.key === " ") {
            event.preventDefault();
            show();
          }
        }}
        error={error !== undefined}
        helperText={error ?? relative[0]?.toUpperCase() + relative.slice(1)}
        slotProps={{
          htmlInput: { readOnly: true, sx: { cursor: "pointer" } },
          input: {
            endAdornment: (
              <InputAdornment position="end">
                <IconButton
                  edge="end"
                  aria-label={`Choose the ${label.toLowerCase()}`}
                  onClick={show}
                  disabled={disabled}
                >
                  <Icon path={mdiCalendar} />
                </IconButton>
              </InputAdornment>
            ),
          },
        }}
      />
      <DatePickerDialog
        open={open}
        value={value}
        title={label}
        onCancel={() => setOpen(false)}
        onConfirm={(isoDate) => {
          setOpen(false);
          onChange(isoDate);
        }}
      />
    </>
  );
}
