import { parseAmountText } from "@homebase/contracts";
import InputAdornment from "@mui/material/InputAdornment";
import TextField, { type TextFieldProps } from "@mui/material/TextField";
import { useState } from "react";

interface DecimalFieldProps extends Omit<TextFieldProps, "value" | "onChange" | "type"> {
  label: string;
  value: string;
  /** Every keystroke's text, so a preview can follow the typing. */
  onChange: (text: string) => void;
  decimals: number;
  /** Shown before the number, e.g. "$". */
  prefix?: string;
  /** Shown after the number, e.g. "gal". */
  suffix?: string;
}

/**
 * A box for a positive decimal that brings up the phone's number pad (inputMode decimal) and
 * refuses keystrokes that would not make a number with at most `decimals` places. Unlike the
 * shared NumberField it reports the text as typed, which the live amount preview needs.
 */
export function DecimalField({
  value,
  onChange,
  decimals,
  prefix,
  suffix,
  slotProps,
  error,
  helperText,
  ...rest
}: DecimalFieldProps) {
  const pattern = new RegExp(`^\\d*(\\.\\d{0,${decimals}})?$`);
  // Why pasted text was not taken (issue 25: never an empty box with no message).
  const [refused, setRefused] = useState<string | null>(null);
  return (
    <TextField
      {...rest}
      value={value}
      error={Boolean(error) || refused !== null}
      helperText={refused ?? helperText}
      onChange={(event) => {
        // Some phone keyboards offer a comma as the decimal key.
        const typed = event.target.value;
        const text = typed.replace(",", ".");
        if (pattern.test(text)) {
          setRefused(null);
          onChange(text);
          return;
        }
        // Pasted money text: "$1,450.00", "1.450,00 €" where the browser's locale writes it so.
        const read = parseAmountText(typed, navigator.language || "en-US");
        if (!read.ok) return setRefused(read.message);
        if (read.value < 0) return setRefused("Use an amount of 0 or more.");
        const rounded = Number(read.value.toFixed(decimals));
        if (rounded !== read.value) return setRefused(`Use at most ${decimals} decimal places.`);
        setRefused(null);
        onChange(String(rounded));
      }}
      slotProps={{
        ...slotProps,
        htmlInput: { inputMode: "decimal", autoComplete: "off", ...(slotProps?.htmlInput as object) },
        input: {
          startAdornment: prefix ? <InputAdornment position="start">{prefix}</InputAdornment> : undefined,
          endAdornment: suffix ? <InputAdornment position="end">{suffix}</InputAdornment> : undefined,
          ...(slotProps?.input as object),
        },
      }}
    />
  );
}
