import type { LoginRequest } from "@homebase/contracts";
import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import Card from "@mui/material/Card";
import CardContent from "@mui/material/CardContent";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { type FormEvent, useId, useState } from "react";
import { useNavigate, useSearchParams } from "react-router";
import { ApiError, errorDetail } from "../../api/client";
import { useLogin } from "./hooks";
import { LoginField } from "./LoginField";
import { safeReturnTo } from "./returnTo";

type FieldErrors = Partial<Record<keyof LoginRequest, string>>;

// Spec §5: both fields are required. Checked by hand with the server's wording rather than
// with contracts' zod schema: zod would add ~26 KB gzip to the very first page anyone loads,
// and the server still validates everything (its field errors show under the same fields).
const BLANK = "This field may not be blank.";

function validate(values: LoginRequest): FieldErrors {
  const errors: FieldErrors = {};
  if (!values.username.trim()) errors.username = BLANK;
  if (!values.password) errors.password = BLANK;
  return errors;
}

export function LoginPage() {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const login = useLogin();
  const headingId = useId();
  const [values, setValues] = useState<LoginRequest>({ username: "", password: "" });
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const loading = login.isPending;
  const serverError = login.error;

  const fieldError = (name: keyof LoginRequest) =>
    fieldErrors[name] ?? (serverError instanceof ApiError ? serverError.fieldError(name) : undefined);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const errors = validate(values);
    setFieldErrors(errors);
    if (Object.keys(errors).length > 0) return;
    login.mutate(values, {
      onSuccess: () => navigate(safeReturnTo(searchParams.get("returnTo")), { replace: true }),
    });
  };

  const change = (name: keyof LoginRequest) => (event: { target: { value: string } }) => {
    setValues((current) => ({ ...current, [name]: event.target.value }));
    setFieldErrors((current) => ({ ...current, [name]: undefined }));
  };

  return (
    <Card sx={{ maxWidth: 420, mx: "auto", mt: { xs: 2, sm: 6 } }}>
      <CardContent sx={{ p: { xs: 3, sm: 4 } }}>
        <Typography id={headingId} variant="h5" component="h1" gutterBottom>
          Login
        </Typography>
        <Stack component="form" noValidate onSubmit={submit} spacing={2} aria-labelledby={headingId}>
          <LoginField
            label="Username"
            name="username"
            autoComplete="username"
            autoFocus
            value={values.username}
            onChange={change("username")}
            disabled={loading}
            error={fieldError("username")}
          />
          <LoginField
            label="Password"
            name="password"
            type="password"
            autoComplete="current-password"
            value={values.password}
            onChange={change("password")}
            disabled={loading}
            error={fieldError("password")}
          />
          <Button type="submit" variant="contained" size="large" loading={loading} disabled={loading}>
            Login
          </Button>
          {serverError && <Alert severity="error">{errorDetail(serverError)}</Alert>}
        </Stack>
      </CardContent>
    </Card>
  );
}
