import type { MemoryItem } from "@homebase/contracts";
import { mdiCheck, mdiDelete, mdiPencil } from "@mdi/js";
import Button from "@mui/material/Button";
import Chip from "@mui/material/Chip";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useId } from "react";
import { Icon } from "../../components/Icon";
import { formatUsDate } from "./format";

interface MemoryDialogProps {
  open: boolean;
  /** The item shown. */
  item: MemoryItem | null;
  toggling: boolean;
  onToggle: (item: MemoryItem) => void;
  onEdit: (item: MemoryItem) => void;
  onDelete: (item: MemoryItem) => void;
  onClose: () => void;
}

/** Spec §2/§9: the item in a dialog at most 800 wide: name, planned date, notes with their line breaks. */
export function MemoryDialog({ open, item, toggling, onToggle, onEdit, onDelete, onClose }: MemoryDialogProps) {
  const titleId = useId();
  return (
    <Dialog
      open={open && item !== null}
      onClose={onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth={false}
      slotProps={{ paper: { sx: { maxWidth: 800, width: "100%", m: 2 } } }}
    >
      {item && (
        <>
          <DialogTitle id={titleId} sx={{ overflowWrap: "anywhere" }}>
            {item.name}
          </DialogTitle>
          <DialogContent>
            <Stack direction="row" spacing={1} sx={{ mb: 2, alignItems: "center", flexWrap: "wrap", rowGap: 1 }}>
              <Typography color="textSecondary">
                {item.planned_date ? `Planned ${formatUsDate(item.planned_date)}` : "No planned date"}
              </Typography>
              {item.is_priority && <Chip size="small" color="success" label="Priority" />}
              {item.is_completed && <Chip size="small" color="primary" label="Memorized" />}
              {item.is_past_due && !item.is_completed && <Chip size="small" color="warning" label="Past due" />}
            </Stack>
            {item.notes ? (
              // Verse text keeps the owner's line breaks (spec §2) and is shown as text, never HTML.
              <Typography component="p" sx={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere", fontSize: "1.1rem" }}>
                {item.notes}
              </Typography>
            ) : (
              <Typography color="textSecondary">No notes. Edit the verse to add its text.</Typography>
            )}
          </DialogContent>
          <DialogActions sx={{ flexWrap: "wrap", gap: 1, px: 3, pb: 2 }}>
            <Button color="error" startIcon={<Icon path={mdiDelete} />} onClick={() => onDelete(item)}>
              Delete
            </Button>
            <Button startIcon={<Icon path={mdiPencil} />} onClick={() => onEdit(item)}>
              Edit
            </Button>
            <Stack direction="row" spacing={1} sx={{ ml: "auto !important" }}>
              <Button onClick={onClose}>Close</Button>
              <Button
                variant="contained"
                startIcon={<Icon path={mdiCheck} />}
                loading={toggling}
                onClick={() => onToggle(item)}
              >
                Toggle Memorized
              </Button>
            </Stack>
          </DialogActions>
        </>
      )}
    </Dialog>
  );
}
