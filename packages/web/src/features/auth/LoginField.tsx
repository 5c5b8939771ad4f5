import type { ChangeEvent } from "react";
import { OutlinedField } from "../../components/OutlinedField";

interface LoginFieldProps {
  label: string;
  name: string;
  type?: "text" | "password";
  autoComplete: string;
  autoFocus?: boolean;
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  disabled?: boolean;
  error?: string;
}

/** A required login box whose refusal shows under it (OutlinedField: the first page loads no select code). */
export function LoginField({
  label,
  name,
  type = "text",
  autoComplete,
  autoFocus,
  value,
  onChange,
  disabled,
  error,
}: LoginFieldProps) {
  return (
    <OutlinedField
      required
      label={label}
      name={name}
      type={type}
      autoComplete={autoComplete}
      autoFocus={autoFocus}
      value={value}
      onChange={onChange}
      disabled={disabled}
      error={Boolean(error)}
      helperText={error}
    />
  );
}
