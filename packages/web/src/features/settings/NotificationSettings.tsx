import {
  CHANNEL_KINDS,
  type ChannelKind,
  DEFAULT_BILL_REMINDER_DAYS,
  DEFAULT_DIGEST_TIME,
  MAX_BILL_REMINDER_DAYS,
  type NotificationSettings as Settings,
} from "@homebase/contracts";
import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import Divider from "@mui/material/Divider";
import FormControlLabel from "@mui/material/FormControlLabel";
import Skeleton from "@mui/material/Skeleton";
import Stack from "@mui/material/Stack";
import Switch from "@mui/material/Switch";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { type FormEvent, useState } from "react";
import { ApiError, errorDetail } from "../../api/client";
import { useNotify } from "../../components/notifications";
import { ChannelFields, type ChannelForm, channelPayload, emptyChannel } from "./ChannelFields";
import { DigestPreview } from "./DigestPreview";
import { useNotificationSettings, useSaveNotificationSettings } from "./notificationsApi";

type FormState = {
  channels: Record<ChannelKind, ChannelForm>;
  digestOn: boolean;
  digestTime: string;
  remindersOn: boolean;
  reminderDays: string;
};

function initialForm(settings: Settings): FormState {
  const channels = Object.fromEntries(
    CHANNEL_KINDS.map((kind) => {
      const stored = settings.channels.find((channel) => channel.kind === kind);
      return [
        kind,
        stored
          ? { enabled: true, url: stored.url ?? "", token: stored.token ?? "", address: stored.address ?? "" }
          : emptyChannel(),
      ];
    }),
  ) as Record<ChannelKind, ChannelForm>;
  return {
    channels,
    // With no channel yet, the digest is ready at 07:00 for when the first one is saved.
    digestOn: settings.digest_time !== null || settings.channels.length === 0,
    digestTime: settings.digest_time ?? DEFAULT_DIGEST_TIME,
    remindersOn: settings.bill_reminder_days !== null,
    reminderDays: String(settings.bill_reminder_days ?? DEFAULT_BILL_REMINDER_DAYS),
  };
}

/** Settings → Notifications (issue 21 §2–4): channels, the daily digest and bill reminders. */
export function NotificationSettings() {
  const settings = useNotificationSettings();
  if (settings.isError) return <Alert severity="error">Could not load your notification settings.</Alert>;
  if (!settings.data) return <Skeleton variant="rounded" height={160} />;
  // Keyed by what is stored, so a save (or a change in another tab) starts the form afresh.
  return <NotificationForm key={JSON.stringify(settings.data)} settings={settings.data} />;
}

function NotificationForm({ settings }: { settings: Settings }) {
  const [form, setForm] = useState(() => initialForm(settings));
  const save = useSaveNotificationSettings();
  const notify = useNotify();
  const dirty = JSON.stringify(form) !== JSON.stringify(initialForm(settings));
  const enabledKinds = CHANNEL_KINDS.filter((kind) => form.channels[kind].enabled);
  const fieldErrors = save.error instanceof ApiError ? (save.error.fields ?? {}) : {};
  const errorOf = (name: string) => fieldErrors[name]?.[0];
  const channelErrors = (kind: ChannelKind) => {
    const index = enabledKinds.indexOf(kind);
    const of = (name: string) => (index >= 0 ? errorOf(`channels.${index}.${name}`) : undefined);
    return { kind: of("kind"), url: of("url"), token: of("token"), address: of("address") };
  };
  const otherError = save.isError && Object.keys(fieldErrors).length === 0 ? errorDetail(save.error) : undefined;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // Anything but digits goes as typed, so the server's message says what is wrong with it.
    const days = /^\d+$/.test(form.reminderDays.trim()) ? Number(form.reminderDays) : form.reminderDays;
    save.mutate(
      {
        channels: enabledKinds.map((kind) => channelPayload(kind, form.channels[kind])),
        digest_time: form.digestOn && enabledKinds.length > 0 ? form.digestTime : null,
        bill_reminder_days: form.remindersOn ? (days as number) : null,
      },
      { onSuccess: () => notify("Notification settings saved", "success") },
    );
  };

  return (
    <Stack component="form" spacing={2} onSubmit={submit} noValidate>
      <Typography sx={{ color: "text.secondary" }}>
        Where Homebase sends your morning digest and bill reminders. Turn on one or more channels, save, then send a
        test.
      </Typography>
      {CHANNEL_KINDS.map((kind) => (
        <ChannelFields
          key={kind}
          kind={kind}
          value={form.channels[kind]}
          errors={channelErrors(kind)}
          emailAvailable={settings.email_available}
          saved={settings.channels.some((channel) => channel.kind === kind)}
          dirty={dirty}
          onChange={(channel) => setForm({ ...form, channels: { ...form.channels, [kind]: channel } })}
        />
      ))}
      <Divider />
      <Stack spacing={1}>
        <Stack direction="row" spacing={2} useFlexGap sx={{ alignItems: "center", flexWrap: "wrap" }}>
          <FormControlLabel
            control={<Switch checked={form.digestOn} onChange={(_event, digestOn) => setForm({ ...form, digestOn })} />}
            label="Daily digest"
          />
          <TextField
            label="At"
            type="time"
            size="small"
            value={form.digestTime}
            disabled={!form.digestOn}
            onChange={(event) => setForm({ ...form, digestTime: event.target.value })}
            error={Boolean(errorOf("digest_time"))}
            helperText={errorOf("digest_time")}
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { step: 300 } }}
            sx={{ width: 140 }}
          />
        </Stack>
        <Typography variant="body2" sx={{ color: "text.secondary" }}>
          Overdue and today's tasks, bills due within 3 days, today's episodes and reading, and whether yesterday's
          water target was met, in your time zone. Nothing is sent on a day with nothing to say.
          {enabledKinds.length === 0 && " It starts once a channel is saved."}
        </Typography>
      </Stack>
      <Stack direction="row" spacing={2} useFlexGap sx={{ alignItems: "center", flexWrap: "wrap" }}>
        <FormControlLabel
          control={
            <Switch checked={form.remindersOn} onChange={(_event, remindersOn) => setForm({ ...form, remindersOn })} />
          }
          label="Bill reminders"
        />
        <TextField
          label="Days before due"
          type="number"
          size="small"
          value={form.reminderDays}
          disabled={!form.remindersOn}
          onChange={(event) => setForm({ ...form, reminderDays: event.target.value })}
          error={Boolean(errorOf("bill_reminder_days"))}
          helperText={errorOf("bill_reminder_days") ?? "One message per unpaid bill"}
          slotProps={{ htmlInput: { min: 0, max: MAX_BILL_REMINDER_DAYS, inputMode: "numeric" } }}
          sx={{ width: 200 }}
        />
      </Stack>
      {otherError && <Alert severity="error">Could not save: {otherError}</Alert>}
      {save.isError && !otherError && <Alert severity="error">Could not save: check the fields marked above.</Alert>}
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: "wrap" }}>
        <Button type="submit" variant="contained" loading={save.isPending} disabled={!dirty}>
          Save
        </Button>
      </Stack>
      <DigestPreview />
    </Stack>
  );
}
