import { formatIsoDay, relativeDate } from "@homebase/contracts";
import { useState } from "react";
import { DateFieldButtons } from "./DateFieldButtons";
import { DatePickerDialog, preloadDatePicker } from "./DatePickerDialog";
import { OutlinedField, type OutlinedFieldProps } from "./OutlinedField";

export interface DateFieldProps {
  label: string;
  /** yyyy-mm-dd, or null for "no date" (then `emptyText` shows). */
  value: string | null;
  emptyText?: string;
  /** Offers a clear button (for optional dates such as a task's due date). */
  onClear?: () => void;
  /** The owner's today: when given, the relative date (spec §9) is said under the field. */
  today?: string;
  onChange: (isoDate: string) => void;
  error?: string;
  /** Past due: said under the field, in the error colour. */
  overdue?: boolean;
  size?: OutlinedFieldProps["size"];
  disabled?: boolean;
}

/** A date shown in words; clicking it (or Enter/Space) opens the shared calendar dialog. */
export function DateField({
  label,
  value,
  emptyText = "None",
  onClear,
  today,
  onChange,
  error,
  overdue,
  size,
  disabled,
}: DateFieldProps) {
  const [open, setOpen] = useState(false);
  const relative = today && value ? relativeDate(value, today) : "";
  const hint = relative ? `${relative[0]?.toUpperCase()}${relative.slice(1)}${overdue ? " · overdue" : ""}` : undefined;
  const show = () => {
    if (!disabled) setOpen(true);
  };
  return (
    <>
      <OutlinedField
        fullWidth
        size={size}
        label={label}
        value={value ? formatIsoDay(value) : emptyText}
        disabled={disabled}
        onClick={show}
        onFocus={preloadDatePicker}
        onKeyDown={(event) => {
          if (event.key === "Enter" || event.key === " ") {
            event.preventDefault();
            show();
          }
        }}
        error={Boolean(error) || overdue}
        helperText={error ?? hint}
        slotProps={{
          htmlInput: { readOnly: true, sx: { cursor: "pointer" } },
          input: {
            endAdornment: (
              <DateFieldButtons
                label={label}
                onClear={onClear && value ? onClear : undefined}
                onPick={show}
                disabled={disabled}
              />
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
          if (isoDate !== value) onChange(isoDate);
        }}
      />
    </>
  );
}
