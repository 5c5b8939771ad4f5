import FormControl from "@mui/material/FormControl";
import FormHelperText from "@mui/material/FormHelperText";
import InputLabel from "@mui/material/InputLabel";
import OutlinedInput from "@mui/material/OutlinedInput";
import { type ChangeEvent, useId } from "react";

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

/**
 * An outlined text field built from the parts MUI's TextField is made of. TextField always
 * brings its select mode (Select, Menu, Popover, Modal: about 20 KB gzip), which the first
 * page anyone loads does not need (issue 22's size budget). Looks and reads the same.
 */
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
  const id = useId();
  const helperId = `${id}-helper-text`;
  return (
    <FormControl variant="outlined" required disabled={disabled} error={Boolean(error)}>
      <InputLabel htmlFor={id}>{label}</InputLabel>
      <OutlinedInput
        id={id}
        name={name}
        type={type}
        label={label}
        autoComplete={autoComplete}
        autoFocus={autoFocus}
        value={value}
        onChange={onChange}
        aria-describedby={error ? helperId : undefined}
      />
      {error && <FormHelperText id={helperId}>{error}</FormHelperText>}
    </FormControl>
  );
}
