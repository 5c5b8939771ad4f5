import Alert from "@mui/material/Alert";
import AlertTitle from "@mui/material/AlertTitle";
import Button from "@mui/material/Button";
import List from "@mui/material/List";
import ListItem from "@mui/material/ListItem";
import ListItemText from "@mui/material/ListItemText";
import Stack from "@mui/material/Stack";
import { useState } from "react";
import { ConfirmDialog } from "../../components/ConfirmDialog";
import { TAP_TARGET } from "../../components/tapTarget";
import { EditQueuedWriteDialog } from "./EditQueuedWriteDialog";
import { type QueuedWrite, writeQueue } from "./queue";

/** What the server said, field messages included ("amount: Use at least 1 ml."). */
export function refusalText(write: QueuedWrite): string {
  const refusal = write.refusal;
  if (!refusal) return "";
  const fields = Object.entries(refusal.fields ?? {}).map(([name, messages]) => `${name}: ${messages.join(" ")}`);
  return [refusal.detail, ...fields].join(" ");
}

/** Writes the server refused after the network came back: kept until the owner edits or discards each. */
export function RefusedWrites({ writes }: { writes: QueuedWrite[] }) {
  const [editing, setEditing] = useState<QueuedWrite | null>(null);
  const [discarding, setDiscarding] = useState<QueuedWrite | null>(null);
  return (
    <Alert severity="error">
      <AlertTitle>
        The server refused {writes.length === 1 ? "1 entry" : `${writes.length} entries`} made offline
      </AlertTitle>
      <List dense disablePadding aria-label="Refused entries">
        {writes.map((write) => (
          <ListItem key={write.key} disableGutters sx={{ flexWrap: "wrap", columnGap: 1 }}>
            <ListItemText primary={write.label} secondary={refusalText(write)} sx={{ minWidth: 200 }} />
            <Stack direction="row" spacing={1}>
              <Button variant="outlined" color="inherit" sx={TAP_TARGET} onClick={() => setEditing(write)}>
                Edit
              </Button>
              <Button color="inherit" sx={TAP_TARGET} onClick={() => setDiscarding(write)}>
                Discard
              </Button>
            </Stack>
          </ListItem>
        ))}
      </List>
      {editing && <EditQueuedWriteDialog write={editing} onClose={() => setEditing(null)} />}
      <ConfirmDialog
        open={discarding !== null}
        title="Discard this entry?"
        message={discarding ? `"${discarding.label}" was never saved; discarding it removes it from this device.` : ""}
        confirmLabel="Discard"
        onConfirm={() => {
          if (discarding) void writeQueue.remove(discarding.key);
          setDiscarding(null);
        }}
        onCancel={() => setDiscarding(null)}
      />
    </Alert>
  );
}
