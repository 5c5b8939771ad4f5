import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import { useId } from "react";

export const SHORTCUTS: [keys: string, what: string][] = [
  ["q", "Quick add: type a task on one line"],
  ["/", "Search tasks"],
  ["↓ ↑", "Move between tasks"],
  ["Space", "Complete (or reopen) the task"],
  ["e", "Open the task"],
  ["Backspace", "On a recognised part: keep it in the name"],
  ["?", "This list"],
];

/** Issue 20: the keyboard shortcuts of TaskHome, opened with ?. */
export function KeyboardHelp({ open, onClose }: { open: boolean; onClose: () => void }) {
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <DialogTitle id={titleId}>Keyboard shortcuts</DialogTitle>
      <DialogContent>
        <Box component="dl" sx={{ display: "grid", gridTemplateColumns: "auto 1fr", gap: 1.5, m: 0 }}>
          {SHORTCUTS.map(([keys, what]) => (
            <Box key={keys} sx={{ display: "contents" }}>
              <Box component="dt" sx={{ m: 0 }}>
                <Box
                  component="kbd"
                  sx={{
                    fontFamily: "monospace",
                    px: 0.75,
                    py: 0.25,
                    border: 1,
                    borderColor: "divider",
                    borderRadius: 1,
                    whiteSpace: "nowrap",
                  }}
                >
                  {keys}
                </Box>
              </Box>
              <Box component="dd" sx={{ m: 0 }}>
                {what}
              </Box>
            </Box>
          ))}
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
