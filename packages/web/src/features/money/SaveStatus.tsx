import Typography from "@mui/material/Typography";
import { useCallback, useState } from "react";
import { ApiError, errorDetail } from "../../api/client";

export type SaveState = { kind: "saving" } | { kind: "saved" } | { kind: "error"; message: string } | null;

/** The server's message for `field` when it gave one, else the first field message, else its detail. */
export function saveFailure(error: unknown, field?: string): string {
  if (error instanceof ApiError) {
    const own = field ? error.fieldError(field) : undefined;
    if (own) return own;
    const first = error.fields ? Object.values(error.fields)[0]?.[0] : undefined;
    if (first) return first;
  }
  return errorDetail(error);
}

/**
 * Runs a save and tracks it as saving → saved or the error, for the small status line next to
 * a save-on-change field.
 */
export function useSaveState(field?: string) {
  const [state, setState] = useState<SaveState>(null);
  const run = useCallback(
    async (save: () => Promise<unknown>): Promise<boolean> => {
      setState({ kind: "saving" });
      try {
        await save();
        setState({ kind: "saved" });
        return true;
      } catch (error) {
        setState({ kind: "error", message: saveFailure(error, field) });
        return false;
      }
    },
    [field],
  );
  return { state, run, reset: () => setState(null) };
}

export function saveStateText(state: SaveState): string {
  if (state?.kind === "saving") return "Saving…";
  if (state?.kind === "saved") return "Saved";
  return state?.message ?? "";
}

/** "Saving…", "Saved" or what went wrong, announced politely to screen readers. */
export function SaveStatus({ state }: { state: SaveState }) {
  return (
    <Typography
      role="status"
      variant="body2"
      color={state?.kind === "error" ? "error" : state?.kind === "saved" ? "success" : "textSecondary"}
      sx={{ minHeight: 20 }}
    >
      {saveStateText(state)}
    </Typography>
  );
}
