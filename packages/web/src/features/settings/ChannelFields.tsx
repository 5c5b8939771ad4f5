import type { ChannelKind, ChannelWrite } from "@homebase/contracts";
import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import FormControlLabel from "@mui/material/FormControlLabel";
import Stack from "@mui/material/Stack";
import Switch from "@mui/material/Switch";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { errorDetail } from "../../api/client";
import { useSendTest } from "./notificationsApi";

export type ChannelForm = { enabled: boolean; url: string; token: string; address: string };
type Errors = Partial<Record<"kind" | "url" | "token" | "address", string>>;

export const emptyChannel = (): ChannelForm => ({ enabled: false, url: "", token: "", address: "" });

export function channelPayload(kind: ChannelKind, channel: ChannelForm): ChannelWrite {
  if (kind === "email") return { kind, url: null, token: null, address: channel.address.trim() };
  return { kind, url: channel.url.trim(), token: channel.token.trim() || null, address: null };
}

const COPY: Record<ChannelKind, { title: string; hint: string; url?: string; urlHint?: string; token?: string }> = {
  ntfy: {
    title: "ntfy",
    hint: "A push to the ntfy app on your phone.",
    url: "Topic URL",
    urlHint: "e.g. https://ntfy.sh/your-secret-topic",
    token: "Access token (optional)",
  },
  gotify: {
    title: "Gotify",
    hint: "A push through your Gotify server.",
    url: "Server URL",
    urlHint: "e.g. https://gotify.example.com",
    token: "Application token",
  },
  webhook: {
    title: "Webhook",
    hint: "A JSON POST of {title, body, url, kind} (Home Assistant, n8n, your own script).",
    url: "Webhook URL",
    token: "Bearer token (optional)",
  },
  email: { title: "E-mail", hint: "Through the server's mail settings." },
};

/** One channel: its switch, its fields when on, and "Send a test" with the channel's answer. */
export function ChannelFields(props: {
  kind: ChannelKind;
  value: ChannelForm;
  errors: Errors;
  emailAvailable: boolean;
  /** Stored on the server: only then can a test be sent. */
  saved: boolean;
  dirty: boolean;
  onChange: (value: ChannelForm) => void;
}) {
  const { kind, value, errors, onChange } = props;
  const copy = COPY[kind];
  const test = useSendTest();
  const unavailable = kind === "email" && !props.emailAvailable;
  const set = (change: Partial<ChannelForm>) => onChange({ ...value, ...change });

  return (
    <Stack spacing={1}>
      <FormControlLabel
        control={
          <Switch
            checked={value.enabled}
            disabled={unavailable && !value.enabled}
            onChange={(_event, enabled) => set({ enabled })}
          />
        }
        label={copy.title}
      />
      <Typography variant="body2" sx={{ color: "text.secondary", mt: "0 !important" }}>
        {unavailable ? "E-mail needs SMTP_URL and MAIL_FROM set on the server (see the README)." : copy.hint}
      </Typography>
      {errors.kind && <Alert severity="error">{errors.kind}</Alert>}
      {value.enabled && (
        <Stack spacing={1.5} sx={{ pl: { xs: 0, sm: 2 } }}>
          {copy.url && (
            <TextField
              label={copy.url}
              value={value.url}
              onChange={(event) => set({ url: event.target.value })}
              error={Boolean(errors.url)}
              helperText={errors.url ?? copy.urlHint}
              type="url"
              required
              fullWidth
              size="small"
            />
          )}
          {copy.token && (
            <TextField
              label={copy.token}
              value={value.token}
              onChange={(event) => set({ token: event.target.value })}
              error={Boolean(errors.token)}
              helperText={errors.token ?? "Stored on the server and never shown again."}
              type="password"
              autoComplete="off"
              required={kind === "gotify"}
              fullWidth
              size="small"
            />
          )}
          {kind === "email" && (
            <TextField
              label="Your e-mail address"
              value={value.address}
              onChange={(event) => set({ address: event.target.value })}
              error={Boolean(errors.address)}
              helperText={errors.address}
              type="email"
              autoComplete="email"
              required
              fullWidth
              size="small"
            />
          )}
          <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: "center", flexWrap: "wrap" }}>
            <Button
              variant="outlined"
              size="small"
              onClick={() => test.mutate(kind)}
              loading={test.isPending}
              disabled={!props.saved || props.dirty}
            >
              Send a test
            </Button>
            {(!props.saved || props.dirty) && (
              <Typography variant="body2" sx={{ color: "text.secondary" }}>
                Save first to send a test.
              </Typography>
            )}
          </Stack>
          {test.isSuccess && <Alert severity="success">{test.data.detail}</Alert>}
          {test.isError && <Alert severity="error">The test failed: {errorDetail(test.error)}</Alert>}
        </Stack>
      )}
    </Stack>
  );
}
