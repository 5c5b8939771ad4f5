import { formatWater, type WaterEntry } from "@homebase/contracts";
import { mdiDeleteOutline } from "@mdi/js";
import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import IconButton from "@mui/material/IconButton";
import List from "@mui/material/List";
import ListItem from "@mui/material/ListItem";
import ListItemText from "@mui/material/ListItemText";
import Skeleton from "@mui/material/Skeleton";
import Snackbar, { type SnackbarCloseReason } from "@mui/material/Snackbar";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useState } from "react";
import { useOwnerTimeZone } from "../../app/OwnerTimeZone";
import { isQueuedUrl, WAITING_TO_SYNC } from "../../app/offline/useQueuedWrites";
import { Icon } from "../../components/Icon";
import { useDataInTransition } from "../../components/useDataInTransition";
import { useAddWater, useDeleteWater, useWaterEntries, useWaterUnit } from "./api";
import { formatTime } from "./format";

const UNDO_MS = 6000;

type Deleted = { entry: WaterEntry; description: string };

/** Today's entries, newest first, each deletable at once with an Undo in the message. */
export function TodayEntries() {
  const entries = useWaterEntries();
  // The day's list (a row and a delete button per drink) renders in a transition (issue 28).
  const shown = useDataInTransition(entries.data);
  const { unit } = useWaterUnit();
  const timeZone = useOwnerTimeZone();
  const remove = useDeleteWater();
  const reAdd = useAddWater();
  const [deleted, setDeleted] = useState<Deleted | null>(null);

  if (entries.isError) {
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void entries.refetch()}>
            Retry
          </Button>
        }
      >
        Could not load today's entries.
      </Alert>
    );
  }
  if (!shown) {
    return (
      <Stack spacing={1} aria-busy="true" aria-label="Loading today's entries">
        {[0, 1, 2].map((row) => (
          <Skeleton key={row} variant="rounded" height={44} />
        ))}
      </Stack>
    );
  }

  const describe = (entry: WaterEntry) =>
    `${formatWater(entry.amount, unit)} at ${formatTime(entry.time_created, timeZone)}`;

  const deleteEntry = (entry: WaterEntry) => {
    setDeleted({ entry, description: describe(entry) });
    // A refused delete puts the entry back (api.ts); its Undo would then add a duplicate.
    remove.mutate(entry, { onError: () => setDeleted(null) });
  };

  const closeUndo = (_event?: unknown, reason?: SnackbarCloseReason) => {
    // A click elsewhere on the page is not a decision about the message.
    if (reason !== "clickaway") setDeleted(null);
  };

  return (
    <>
      {shown.length === 0 ? (
        <Typography sx={{ color: "text.secondary" }}>
          Nothing logged yet today. Use a quick-add button or enter a custom amount above.
        </Typography>
      ) : (
        <List dense disablePadding aria-label="Today's entries">
          {shown.map((entry) => {
            // Optimistic entries (api.ts) have no server url yet, so nothing to delete.
            const saving = entry.id < 0;
            const time = formatTime(entry.time_created, timeZone);
            const state = isQueuedUrl(entry.url) ? WAITING_TO_SYNC : "saving…";
            return (
              <ListItem
                key={entry.id}
                divider
                secondaryAction={
                  <IconButton
                    edge="end"
                    aria-label={`Delete ${describe(entry)}`}
                    disabled={saving}
                    onClick={() => deleteEntry(entry)}
                  >
                    <Icon path={mdiDeleteOutline} />
                  </IconButton>
                }
              >
                <ListItemText
                  primary={formatWater(entry.amount, unit)}
                  secondary={saving ? `${time} · ${state}` : time}
                  slotProps={{
                    primary: { title: unit === "oz" ? formatWater(entry.amount, "ml") : undefined },
                  }}
                />
              </ListItem>
            );
          })}
        </List>
      )}
      <Snackbar
        key={deleted?.entry.id}
        open={deleted !== null}
        onClose={closeUndo}
        autoHideDuration={UNDO_MS}
        anchorOrigin={{ vertical: "bottom", horizontal: "center" }}
        message={deleted ? `Deleted ${deleted.description}` : ""}
        action={
          <Button
            color="inherit"
            size="small"
            onClick={() => {
              // Undo adds the same amount again: a new entry, timed now.
              if (deleted) reAdd.mutate(deleted.entry.amount);
              setDeleted(null);
            }}
          >
            Undo
          </Button>
        }
      />
    </>
  );
}
