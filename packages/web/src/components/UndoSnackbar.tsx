import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import Snackbar, { type SnackbarCloseReason } from "@mui/material/Snackbar";
import { useCallback, useState } from "react";

interface Offer {
  id: number;
  message: string;
  undo: () => void;
}

let nextId = 1;

/**
 * Issue 20 (tasks) and 25 (bills): a completion, payment or delete says what happened with an Undo button, for a few
 * seconds. Returns the snackbar to render and `offer(message, undo)`.
 */
export function useUndoSnackbar() {
  const [offer, setOffer] = useState<Offer | null>(null);
  const [open, setOpen] = useState(false);
  const show = useCallback((message: string, undo: () => void) => {
    setOffer({ id: nextId++, message, undo });
    setOpen(true);
  }, []);
  const close = (_event?: unknown, reason?: SnackbarCloseReason) => {
    if (reason !== "clickaway") setOpen(false);
  };
  const element = offer && (
    <Snackbar
      key={offer.id}
      open={open}
      onClose={close}
      autoHideDuration={8000}
      anchorOrigin={{ vertical: "bottom", horizontal: "center" }}
    >
      <Alert
        severity="success"
        variant="filled"
        role="status"
        sx={{ width: "100%", alignItems: "center" }}
        action={
          <Button
            color="inherit"
            size="small"
            onClick={() => {
              setOpen(false);
              offer.undo();
            }}
          >
            Undo
          </Button>
        }
      >
        {offer.message}
      </Alert>
    </Snackbar>
  );
  return { element, offer: show };
}
