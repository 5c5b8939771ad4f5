import { type ChangeEvent, useEffect, useRef } from "react";
import { OutlinedField } from "../../components/OutlinedField";

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
  useEffect(() => {
    if (!autoFocus) return;
    // Not React's autoFocus: focusing inside the commit that first puts the page on screen made
    // the browser work out every style and the layout of the page right there, in that one task
    // (about 90 ms at Lighthouse's 4x slowdown, issue 28). After the first frame they are worked
    // out already; the timer runs once that frame has been drawn. A field the owner chose first
    // keeps the focus.
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => {
        if (document.activeElement === null || document.activeElement === document.body) input.current?.focus();
      });
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [autoFocus]);

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
