import TextField, { type TextFieldProps } from "@mui/material/TextField";
import { type FocusEvent, type KeyboardEvent, useState } from "react";

export interface NumberFieldProps extends Omit<TextFieldProps, "value" | "onChange" | "type" | "label"> {
  label: string;
  value: number | null;
  /** Called on commit (blur or Enter) with the clamped, rounded value, or null when emptied. */
  onChange: (value: number | null) => void;
  min?: number;
  max?: number;
  /** Decimal places allowed; 0 for whole numbers. Unlimited when left out. */
  precision?: number;
}

function format(value: number | null, precision: number | undefined): string {
  if (value === null) return "";
  return precision === undefined ? String(value) : value.toFixed(precision);
}

/** What may stand in the box while typing: digits, one point, a sign if negatives are allowed. */
function acceptsWhileTyping(text: string, min: number | undefined, precision: number | undefined): boolean {
  const sign = min === undefined || min < 0 ? "-?" : "";
  const decimals = precision === undefined ? "(\\.\\d*)?" : precision === 0 ? "" : `(\\.\\d{0,${precision}})?`;
  return new RegExp(`^${sign}\\d*${decimals}$`).test(text);
}

/** Clamps to [min, max] and rounds to `precision` (spec §5 "Number inputs"). */
export function normalizeNumber(value: number, min?: number, max?: number, precision?: number): number {
  let result = value;
  if (min !== undefined) result = Math.max(min, result);
  if (max !== undefined) result = Math.min(max, result);
  if (precision !== undefined) result = Number(result.toFixed(precision));
  return result;
}

/**
 * A text box for numbers. Typing rejects anything that is not a number within the allowed
 * decimals; the value is clamped and committed on blur or Enter, so saving-on-change forms
 * send one request per edit rather than one per keystroke.
 */
export function NumberField({
  value,
  onChange,
  min,
  max,
  precision,
  onBlur,
  onKeyDown,
  slotProps,
  ...rest
}: NumberFieldProps) {
  // The text being typed; null when not editing, so outside changes to `value` show at once.
  const [draft, setDraft] = useState<string | null>(null);
  const text = draft ?? format(value, precision);
  const htmlInput = typeof slotProps?.htmlInput === "object" ? slotProps.htmlInput : {};

  const commit = () => {
    if (draft === null) return;
    const parsed = Number(draft);
    const next =
      draft === "" || draft === "-" || draft === "." || Number.isNaN(parsed)
        ? null
        : normalizeNumber(parsed, min, max, precision);
    setDraft(null);
    if (next !== value) onChange(next);
  };

  return (
    <TextField
      {...rest}
      value={text}
      onChange={(event) => {
        const candidate = event.target.value;
        if (acceptsWhileTyping(candidate, min, precision)) setDraft(candidate);
      }}
      onBlur={(event: FocusEvent<HTMLInputElement>) => {
        commit();
        onBlur?.(event);
      }}
      onKeyDown={(event: KeyboardEvent<HTMLDivElement>) => {
        if (event.key === "Enter") commit();
        onKeyDown?.(event);
      }}
      slotProps={{
        ...slotProps,
        htmlInput: { inputMode: precision === 0 ? "numeric" : "decimal", ...htmlInput },
      }}
    />
  );
}
