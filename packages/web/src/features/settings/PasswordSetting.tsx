import { MIN_PASSWORD_LENGTH } from "@homebase/contracts";
import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { type FormEvent, useState } from "react";
import { ApiError, errorDetail } from "../../api/client";
import { useNotify } from "../../components/notifications";
import { useMe } from "../auth/hooks";
import { useSetPassword } from "./accountApi";

type Values = { current_password: string; new_password: string; repeat_password: string };
type Field = keyof Values;
const EMPTY: Values = { current_password: "", new_password: "", repeat_password: "" };

/** The checks a person can fix before sending; the server checks again and knows the current password. */
export function validatePasswordChange(values: Values): Partial<Record<Field, string>> {
  const errors: Partial<Record<Field, string>> = {};
  if (!values.current_password) errors.current_password = "Enter your current password.";
  if (values.new_password.length < MIN_PASSWORD_LENGTH) {
    errors.new_password = `Use at least ${MIN_PASSWORD_LENGTH} characters.`;
  }
  if (values.repeat_password !== values.new_password) errors.repeat_password = "The two new passwords differ.";
  return errors;
}

/** Change password: current, new twice. Other devices are signed out; this one stays. */
export function PasswordSetting() {
  const username = useMe().data?.username ?? "";
  const setPassword = useSetPassword();
  const notify = useNotify();
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const serverError = setPassword.error;
  const serverFields = serverError instanceof ApiError ? serverError.fields : undefined;
  const fieldError = (name: Field) => errors[name] ?? serverFields?.[name]?.[0];
  const loading = setPassword.isPending;
  // An error about one of the fields shows under it; any other (too many tries, offline) under the button.
  const shownInline = Object.keys(serverFields ?? {}).some((name) => name in EMPTY);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validatePasswordChange(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setPassword.mutate(
      { current_password: values.current_password, new_password: values.new_password },
      {
        onSuccess: () => {
          setValues(EMPTY);
          notify("Password changed. Your other devices were signed out.", "success");
        },
      },
    );
  };

  const field = (name: Field, label: string, autoComplete: string) => (
    <TextField
      label={label}
      name={name}
      type="password"
      autoComplete={autoComplete}
      required
      value={values[name]}
      onChange={(event) => {
        setValues((current) => ({ ...current, [name]: event.target.value }));
        setErrors((current) => ({ ...current, [name]: undefined }));
        if (setPassword.isError) setPassword.reset();
      }}
      disabled={loading}
      error={Boolean(fieldError(name))}
      helperText={fieldError(name)}
    />
  );

  return (
    <Stack
      component="form"
      noValidate
      onSubmit={submit}
      spacing={2}
      sx={{ maxWidth: 420 }}
      aria-label="Change password"
    >
      <Typography variant="body2" sx={{ color: "text.secondary" }}>
        Changing it signs out every other device; this one stays signed in.
      </Typography>
      {field("current_password", "Current password", "current-password")}
      {field("new_password", "New password", "new-password")}
      {field("repeat_password", "New password again", "new-password")}
      <Button type="submit" variant="contained" loading={loading} disabled={loading} sx={{ alignSelf: "flex-start" }}>
        Change password
      </Button>
      {serverError && !shownInline && <Alert severity="error">{errorDetail(serverError)}</Alert>}
      {/* Last, so the Stack's spacing ignores it. For password managers: they file the new password under this username. */}
      <input type="text" name="username" autoComplete="username" value={username} readOnly hidden />
    </Stack>
  );
}
