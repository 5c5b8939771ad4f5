import type { CalendarFeed } from "@homebase/contracts";
import { mdiCalendarSync, mdiContentCopy, mdiRefresh } from "@mdi/js";
import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import FormControlLabel from "@mui/material/FormControlLabel";
import FormGroup from "@mui/material/FormGroup";
import FormLabel from "@mui/material/FormLabel";
import Skeleton from "@mui/material/Skeleton";
import Stack from "@mui/material/Stack";
import Switch from "@mui/material/Switch";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useId, useRef, useState } from "react";
import { ConfirmDialog } from "../../components/ConfirmDialog";
import { Icon } from "../../components/Icon";
import { useNotify } from "../../components/notifications";
import { useCalendarFeed, useRotateCalendarFeed, useUpdateCalendarFeed } from "./notificationsApi";

const MODULES: { key: keyof Omit<CalendarFeed, "url">; label: string }[] = [
  { key: "show_bills", label: "Unpaid bills" },
  { key: "show_tasks", label: "Tasks with a due date" },
  { key: "show_episodes", label: "TV episodes" },
  { key: "show_trips", label: "Trips" },
  { key: "show_reading", label: "Bible reading plan" },
];

/** Settings → Calendar feed (issue 21 §1): the private address, its modules, and how to subscribe. */
export function CalendarFeedSetting() {
  const feed = useCalendarFeed();
  const update = useUpdateCalendarFeed();
  const rotate = useRotateCalendarFeed();
  const notify = useNotify();
  const [confirming, setConfirming] = useState(false);
  const field = useRef<HTMLInputElement>(null);
  const modulesLabel = useId();

  if (feed.isError)
    return <Alert severity="error">Could not load your calendar feed. Reload the page to try again.</Alert>;
  if (!feed.data) return <Skeleton variant="rounded" height={120} />;
  const { url } = feed.data;

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      notify("Feed address copied", "success");
    } catch {
      // No clipboard access (an http:// address other than localhost): select it for Ctrl+C.
      field.current?.select();
      notify("Press Ctrl+C (⌘C) to copy the selected address", "info");
    }
  };

  return (
    <Stack spacing={2}>
      <Typography sx={{ color: "text.secondary" }}>
        Subscribe to this private address in your phone's or computer's calendar to see your bills, tasks, episodes,
        trips and reading there. Anyone with the address can read the feed: keep it to yourself, and make a new one if
        it gets out.
      </Typography>
      <TextField
        label="Feed address"
        value={url}
        inputRef={field}
        onFocus={(event) => event.target.select()}
        slotProps={{ htmlInput: { readOnly: true, spellCheck: false } }}
        fullWidth
      />
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: "wrap" }}>
        <Button variant="contained" startIcon={<Icon path={mdiContentCopy} />} onClick={copy}>
          Copy
        </Button>
        <Button
          variant="outlined"
          startIcon={<Icon path={mdiCalendarSync} />}
          href={url.replace(/^https?:/, "webcal:")}
        >
          Subscribe
        </Button>
        <Button color="error" startIcon={<Icon path={mdiRefresh} />} onClick={() => setConfirming(true)}>
          New address
        </Button>
      </Stack>
      <FormGroup aria-labelledby={modulesLabel}>
        <FormLabel id={modulesLabel} sx={{ mb: 0.5 }}>
          In the feed
        </FormLabel>
        {MODULES.map(({ key, label }) => (
          <FormControlLabel
            key={key}
            control={
              <Switch checked={feed.data[key]} onChange={(_event, checked) => update.mutate({ [key]: checked })} />
            }
            label={label}
          />
        ))}
      </FormGroup>
      <SubscribeHelp />
      <ConfirmDialog
        open={confirming}
        title="Make a new feed address?"
        message="The current address stops working at once: every calendar subscribed to it stops updating until you subscribe again with the new one."
        confirmLabel="Make new address"
        pending={rotate.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={() =>
          rotate.mutate(undefined, {
            onSuccess: () => notify("New feed address made; the old one no longer works", "success"),
            onSettled: () => setConfirming(false),
          })
        }
      />
    </Stack>
  );
}

function SubscribeHelp() {
  return (
    <Stack spacing={1} component="section" aria-label="How to subscribe">
      <Typography variant="subtitle1" component="h3">
        How to subscribe
      </Typography>
      <Typography variant="body2">
        <strong>iPhone and iPad:</strong> open this page on the phone and tap Subscribe, or go to Settings → Calendar →
        Accounts → Add Account → Other → Add Subscribed Calendar and paste the address.
      </Typography>
      <Typography variant="body2">
        <strong>Android:</strong> in Google Calendar on the web, next to “Other calendars” choose + → From URL and paste
        the address; it then appears in the Google Calendar app (Google refreshes it every few hours).
      </Typography>
      <Typography variant="body2">
        <strong>Desktop:</strong> Apple Calendar: File → New Calendar Subscription. Outlook: Add calendar → Subscribe
        from web. Thunderbird: New Calendar → On the Network. Paste the address.
      </Typography>
      <Typography variant="body2" sx={{ color: "text.secondary" }}>
        Your calendar app must be able to reach this server at the address shown.
      </Typography>
    </Stack>
  );
}
