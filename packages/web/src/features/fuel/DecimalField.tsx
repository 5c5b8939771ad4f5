import InputAdornment from "@mui/material/InputAdornment";
import TextField, { type TextFieldProps } from "@mui/material/TextField";

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
export function DecimalField({ value, onChange, decimals, prefix, suffix, slotProps, ...rest }: DecimalFieldProps) {
  const pattern = new RegExp(`^\\d*(\\.\\d{0,${decimals}})?$`);
  return (
    <TextField
      {...rest}
      value={value}
      onChange={(event) => {
        // Some phone keyboards offer a comma as the decimal key.
        const text = event.target.value.replace(",", ".");
        if (pattern.test(text)) onChange(text);
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
