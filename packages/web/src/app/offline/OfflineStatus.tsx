import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import { useState } from "react";
import { TAP_TARGET } from "../../components/tapTarget";
import type { QueuedWrite } from "./queue";
import { RefusedWrites } from "./RefusedWrites";
import { useAppUpdate } from "./serviceWorker";
import { requestSync } from "./sync";
import { useOnline } from "./useOnline";
import { useQueuedWrites } from "./useQueuedWrites";

const entries = (n: number) => `${n} ${n === 1 ? "entry" : "entries"}`;

/**
 * Issue 22's status area above every page: offline (and what is shown instead), entries
 * waiting to sync, entries the server refused, and a new version ready to load. Loaded only
 * when one of them applies (OfflineStatusGate), so the first page load does not carry it.
 */
export default function OfflineStatus() {
  const online = useOnline();
  const update = useAppUpdate();
  const writes = useQueuedWrites();
  const [syncing, setSyncing] = useState(false);
  const waiting = writes.filter((write: QueuedWrite) => !write.refusal);
  const refused = writes.filter((write: QueuedWrite) => write.refusal);

  // The gate also opens for another owner's writes, which this owner never sees.
  if (online && !update.ready && writes.length === 0) return null;
  const syncNow = async () => {
    setSyncing(true);
    try {
      await requestSync();
    } finally {
      setSyncing(false);
    }
  };
  return (
    <Stack
      spacing={1}
      // A 44 px action button sits level with the message rather than below it.
      sx={{ mb: 2, "& .MuiAlert-root": { alignItems: "center" }, "& .MuiAlert-action": { pt: 0 } }}
      role="region"
      aria-label="Connection and sync status"
    >
      {!online && (
        <Alert severity="warning" role="status">
          Offline — showing what was last loaded. New entries are kept on this device and sent when the network returns.
        </Alert>
      )}
      {waiting.length > 0 && (
        <Alert
          severity="info"
          role="status"
          action={
            <Button color="inherit" sx={TAP_TARGET} disabled={!online || syncing} onClick={() => void syncNow()}>
              Sync now
            </Button>
          }
        >
          {entries(waiting.length)} waiting to sync.
        </Alert>
      )}
      {refused.length > 0 && <RefusedWrites writes={refused} />}
      {update.ready && (
        <Alert
          severity="info"
          action={
            <Button color="inherit" sx={TAP_TARGET} onClick={() => void update.apply()}>
              Reload to update
            </Button>
          }
        >
          A new version of Homebase is ready.
        </Alert>
      )}
    </Stack>
  );
}
