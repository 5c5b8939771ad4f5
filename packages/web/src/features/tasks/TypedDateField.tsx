import { formatIsoDay, parseQuickAdd, relativeDate } from "@homebase/contracts";
import { useState } from "react";
import { DateFieldButtons } from "../../components/DateFieldButtons";
import { DatePickerDialog, preloadDatePicker } from "../../components/DatePickerDialog";
import { OutlinedField } from "../../components/OutlinedField";

/** A typed date, read by the quick-add parser: "tomorrow", "fri", "dec 5", "12/5", "2026-12-05". */
export function readTypedDate(text: string, today: string): string | null | undefined {
  const trimmed = text.trim();
  if (trimmed === "") return null;
  const parsed = parseQuickAdd(trimmed, today);
  const date = parsed.parts.find((part) => part.kind === "date");
  return date && parsed.name === "" ? parsed.due_date : undefined;
}

interface TypedDateFieldProps {
  label: string;
  /** yyyy-mm-dd, or null for no date. */
  value: string | null;
  today: string;
  onChange: (isoDate: string | null) => void;
  disabled?: boolean;
}

/**
 * Issue 20: a due date you can type (or pick from the calendar) and clear in one click.
 * Shown as "Wed, Nov 25, 2026" with the relative date under it; read when left or on Enter.
 */
export function TypedDateField({ label, value, today, onChange, disabled }: TypedDateFieldProps) {
  const shown = value ? formatIsoDay(value) : "";
  const [text, setText] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [picking, setPicking] = useState(false);
  const relative = value ? relativeDate(value, today) : "";

  const commit = () => {
    if (text === null || text === shown) {
      setText(null);
      return;
    }
    const date = readTypedDate(text, today);
    if (date === undefined) {
      setError("Type a date like tomorrow, fri, dec 5 or 2026-12-05.");
      return;
    }
    setText(null);
    setError(null);
    if (date !== value) onChange(date);
  };

  return (
    <>
      <OutlinedField
        fullWidth
        label={label}
        value={text ?? shown}
        placeholder="No date"
        disabled={disabled}
        onChange={(event) => {
          setText(event.target.value);
          setError(null);
        }}
        onFocus={(event) => {
          event.target.select();
          preloadDatePicker();
        }}
        onBlur={commit}
        onKeyDown={(event) => {
          if (event.key === "Enter") {
            event.preventDefault();
            commit();
          } else if (event.key === "Escape" && text !== null) {
            setText(null);
            setError(null);
          }
        }}
        error={error !== null}
        helperText={error ?? (relative ? `${relative[0]?.toUpperCase()}${relative.slice(1)}` : "No due date")}
        slotProps={{
          inputLabel: { shrink: true },
          input: {
            endAdornment: (
              <DateFieldButtons
                label={label}
                onClear={
                  value
                    ? () => {
                        setText(null);
                        setError(null);
                        onChange(null);
                      }
                    : undefined
                }
                onPick={() => setPicking(true)}
                disabled={disabled}
              />
            ),
          },
        }}
      />
      <DatePickerDialog
        open={picking}
        value={value}
        title={label}
        onCancel={() => setPicking(false)}
        onConfirm={(isoDate) => {
          setPicking(false);
          setText(null);
          setError(null);
          if (isoDate !== value) onChange(isoDate);
        }}
      />
    </>
  );
}
