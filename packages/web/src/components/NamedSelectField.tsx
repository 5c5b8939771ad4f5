import { NativeSelectField, SHRUNK_LABEL } from "./NativeSelectField";
import type { OutlinedFieldProps } from "./OutlinedField";

export interface NamedSelectFieldProps
  extends Omit<OutlinedFieldProps, "value" | "onChange" | "renderInput" | "slotProps" | "select"> {
  /** The chosen option's id; null: none. */
  value: number | null;
  options: readonly { id: number; name: string }[];
  onChange: (id: number | null) => void;
}

/**
 * One of a list of named things (a task's priority or project, a bill's payee or bank account),
 * or "None", in the platform's own select (a phone's picker; no menu code on the page: issue 28).
 */
export function NamedSelectField({ value, options, onChange, ...field }: NamedSelectFieldProps) {
  return (
    <NativeSelectField
      fullWidth
      {...field}
      value={value === null ? "" : String(value)}
      onChange={(event) => onChange(event.target.value === "" ? null : Number(event.target.value))}
      slotProps={SHRUNK_LABEL}
    >
      <option value="">None</option>
      {options.map((option) => (
        <option key={option.id} value={option.id}>
          {option.name}
        </option>
      ))}
    </NativeSelectField>
  );
}
