import { type ChangeEvent, useRef } from "react";
import { OutlinedField } from "../../components/OutlinedField";
import { useFocusAfterPaint } from "../../components/useFocusAfterPaint";

interface LoginFieldProps {
  label: string;
  name: string;
  type?: "text" | "password";
  autoComplete: string;
  /** Focused once the page has been painted, unless something else has the focus by then. */
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
  const input = useRef<HTMLInputElement>(null);
  useFocusAfterPaint(input, Boolean(autoFocus));

  return (
    <OutlinedField
      required
      label={label}
      name={name}
      type={type}
      autoComplete={autoComplete}
      inputRef={input}
      value={value}
      onChange={onChange}
      disabled={disabled}
      error={Boolean(error)}
      helperText={error}
    />
  );
}
