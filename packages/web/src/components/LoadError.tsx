import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";

/** A failed load, said where the content would be, with a way to try again. */
export function LoadError({ what, onRetry }: { what: string; onRetry: () => void }) {
  return (
    <Alert
      severity="error"
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          Retry
        </Button>
      }
    >
      Could not load {what}.
    </Alert>
  );
}
