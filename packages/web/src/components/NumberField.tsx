import { fixedText, parseAmountText } from "@homebase/contracts";
import { type FocusEvent, type KeyboardEvent, useState } from "react";
import { decimalFormat } from "./decimalFormat";
import { OutlinedField, type OutlinedFieldProps } from "./OutlinedField";

export interface NumberFieldProps extends Omit<OutlinedFieldProps, "value" | "onChange" | "type" | "label"> {
  label: string;
  value: number | null;
  /** Called on commit (blur or Enter) with the clamped, rounded value, or null when emptied. */
  onChange: (value: number | null) => void;
  min?: number;
  max?: number;
  /** Decimal places allowed; 0 for whole numbers. Unlimited when left out. */
  precision?: number;
  /**
   * A money amount (issue 25): takes pasted currency text ("$1,450.00", "1.450,00 €" in a locale
   * that writes it so), says why when it cannot read it, shows "1,450.00" when not being edited,
   * and refuses a value out of range with a message rather than cutting it.
   */
  currency?: boolean;
  /** Refuse a value outside [min, max] with a message instead of bounding it (always for currency). */
  refuseOutOfRange?: boolean;
  /** The unit named in the refusal: "Use at most 676 oz." */
  rangeUnit?: string;
}

// Fixed places without Intl (contracts' fixedText): a page of money boxes no longer loads the
// browser's locale data to show them (issue 28).
const grouped = (value: number, precision: number | undefined) =>
  precision === undefined ? decimalFormat(0, 20).format(value) : fixedText(value, precision);

function format(value: number | null, precision: number | undefined, currency?: boolean): string {
  if (value === null) return "";
  if (currency) return grouped(value, precision);
  return precision === undefined ? String(value) : value.toFixed(precision);
}

/** The locale the browser reads numbers in (decides whether "1,450" is 1450 or 1.45). */
const browserLocale = () => (typeof navigator === "undefined" ? "en-US" : navigator.language || "en-US");

/** The reason a value cannot be taken as it stands, or null. */
export function rangeProblem(value: number, min?: number, max?: number, unit?: string): string | null {
  const named = (limit: number) => `${grouped(limit, undefined)}${unit ? ` ${unit}` : ""}`;
  if (max !== undefined && value > max) return `Use at most ${named(max)}.`;
  if (min !== undefined && value < min) return `Use at least ${named(min)}.`;
  return null;
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
  currency,
  refuseOutOfRange,
  rangeUnit,
  onBlur,
  onKeyDown,
  slotProps,
  error,
  helperText,
  ...rest
}: NumberFieldProps) {
  // The text being typed; null when not editing, so outside changes to `value` show at once.
  const [draft, setDraft] = useState<string | null>(null);
  // Why the typed text was not taken; it stays in the box so it can be corrected.
  const [problem, setProblem] = useState<string | null>(null);
  const text = draft ?? format(value, precision, currency);
  const htmlInput = typeof slotProps?.htmlInput === "object" ? slotProps.htmlInput : {};
  const refuses = currency || refuseOutOfRange;

  const commit = () => {
    if (draft === null) return;
    let next: number | null;
    if (draft.trim() === "" || draft === "-" || draft === ".") next = null;
    else if (currency) {
      const read = parseAmountText(draft, browserLocale());
      if (!read.ok) {
        setProblem(read.message);
        return;
      }
      next = read.value;
    } else {
      next = Number(draft);
      if (Number.isNaN(next)) next = null;
    }
    if (next !== null) {
      const outOfRange = refuses ? rangeProblem(next, min, max, rangeUnit) : null;
      if (outOfRange) {
        setProblem(outOfRange);
        return;
      }
      next = normalizeNumber(next, min, max, precision);
    }
    setProblem(null);
    setDraft(null);
    if (next !== value) onChange(next);
  };

  return (
    <OutlinedField
      {...rest}
      value={text}
      error={Boolean(error) || problem !== null}
      helperText={problem ?? helperText}
      onChange={(event) => {
        const candidate = event.target.value;
        // Money boxes take any text (a pasted "$1,450.00"), read when the box is left.
        if (currency ? candidate.length <= 40 : acceptsWhileTyping(candidate, min, precision)) {
          setDraft(candidate);
          setProblem(null);
        }
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
        htmlInput: {
          inputMode: precision === 0 ? "numeric" : "decimal",
          "aria-invalid": Boolean(error) || problem !== null,
          ...htmlInput,
        },
      }}
    />
  );
}
