import Alert from "@mui/material/Alert";
import Snackbar, { type SnackbarCloseReason } from "@mui/material/Snackbar";
import { type ReactNode, useEffect, useState } from "react";
import { createNotifier, type Notice, type Notifier, NotifierContext } from "./notifications";

const AUTO_HIDE_MS = 6000;

interface NotificationProviderProps {
  /** Shared with the QueryClient so cache-level errors reach the same queue. */
  notifier?: Notifier;
  children: ReactNode;
}

/**
 * Shows notices one at a time. Errors stay until dismissed so none is missed, unless others
 * are waiting behind them; identical messages already queued are not repeated.
 */
export function NotificationProvider({ notifier: given, children }: NotificationProviderProps) {
  const [notifier] = useState(() => given ?? createNotifier());
  const [queue, setQueue] = useState<Notice[]>([]);
  const [open, setOpen] = useState(false);
  const current = queue[0];

  useEffect(
    () =>
      notifier.subscribe((notice) =>
        setQueue((waiting) => (waiting.some((n) => n.message === notice.message) ? waiting : [...waiting, notice])),
      ),
    [notifier],
  );

  useEffect(() => {
    if (current) setOpen(true);
  }, [current]);

  const close = (_event?: unknown, reason?: SnackbarCloseReason) => {
    // A click elsewhere on the page is not a decision to dismiss the message.
    if (reason === "clickaway") return;
    setOpen(false);
  };

  const persistent = current?.severity === "error" && queue.length === 1;

  return (
    <NotifierContext.Provider value={notifier}>
      {children}
      {current && (
        <Snackbar
          key={current.id}
          open={open}
          onClose={close}
          autoHideDuration={persistent ? null : AUTO_HIDE_MS}
          anchorOrigin={{ vertical: "bottom", horizontal: "center" }}
          slotProps={{ transition: { onExited: () => setQueue((waiting) => waiting.slice(1)) } }}
        >
          <Alert
            severity={current.severity}
            variant="filled"
            onClose={() => close()}
            closeText="Dismiss"
            // Only failures interrupt a screen reader; confirmations are announced politely.
            role={current.severity === "error" ? "alert" : "status"}
            sx={{ width: "100%", alignItems: "center" }}
          >
            {current.message}
          </Alert>
        </Snackbar>
      )}
    </NotifierContext.Provider>
  );
}
