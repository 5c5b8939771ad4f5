import type { MemoryItem, MemoryItemPatch } from "@homebase/contracts";
import { mdiCalendar, mdiClose } from "@mdi/js";
import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import FormControlLabel from "@mui/material/FormControlLabel";
import IconButton from "@mui/material/IconButton";
import Stack from "@mui/material/Stack";
import Switch from "@mui/material/Switch";
import TextField from "@mui/material/TextField";
import { type FormEvent, useId, useState } from "react";
import { ApiError, errorDetail } from "../../api/client";
import { DatePickerDialog } from "../../components/DatePickerDialog";
import { Icon } from "../../components/Icon";
import { useSaveMemoryItem } from "./api";
import { formatUsDate } from "./format";

const NAME_MAX = 200;

interface Draft {
  name: string;
  notes: string;
  planned_date: string | null;
  is_priority: boolean;
}

const draftOf = (item: MemoryItem | null): Draft => ({
  name: item?.name ?? "",
  notes: item?.notes ?? "",
  planned_date: item?.planned_date ?? null,
  is_priority: item?.is_priority ?? false,
});

interface FormProps {
  /** The item being edited, or null to add one. */
  item: MemoryItem | null;
  /** The planned date a new verse starts with (today in the owner's zone). */
  today: string;
  titleId: string;
  onBusy: (busy: boolean) => void;
  onClose: () => void;
}

// Mounted only while open, so each opening starts from the item (or empty) again.
function MemoryForm({ item, today, titleId, onBusy, onClose }: FormProps) {
  const save = useSaveMemoryItem();
  const [draft, setDraft] = useState<Draft>(() => (item ? draftOf(item) : { ...draftOf(null), planned_date: today }));
  const [picking, setPicking] = useState(false);
  const [blankName, setBlankName] = useState(false);
  const change = (patch: Partial<Draft>) => setDraft((current) => ({ ...current, ...patch }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const name = draft.name.trim();
    if (!name) {
      setBlankName(true);
      return;
    }
    const body: MemoryItemPatch = { ...draft, name };
    onBusy(true);
    save.mutate({ item, body }, { onSuccess: onClose, onSettled: () => onBusy(false) });
  };

  const error = save.error;
  const fieldError = (name: string) => (error instanceof ApiError ? error.fieldError(name) : undefined);
  const nameError = blankName ? "Enter the reference, e.g. Romans 8:28." : fieldError("name");
  const otherError =
    error && !fieldError("name") && !fieldError("notes") && !fieldError("planned_date") ? errorDetail(error) : null;

  return (
    <form onSubmit={submit} noValidate>
      <DialogTitle id={titleId}>{item ? "Edit verse" : "Add verse"}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <TextField
            autoFocus
            label="Reference"
            placeholder="Romans 8:28"
            value={draft.name}
            onChange={(event) => {
              change({ name: event.target.value });
              setBlankName(false);
            }}
            error={nameError !== undefined}
            helperText={nameError}
            slotProps={{ htmlInput: { maxLength: NAME_MAX } }}
            fullWidth
          />
          <TextField
            label="Verse text"
            multiline
            minRows={3}
            value={draft.notes}
            onChange={(event) => change({ notes: event.target.value })}
            error={fieldError("notes") !== undefined}
            helperText={fieldError("notes") ?? "Line breaks are kept."}
            fullWidth
          />
          <Stack direction="row" spacing={1} sx={{ alignItems: "center" }}>
            <Button
              variant="outlined"
              startIcon={<Icon path={mdiCalendar} />}
              onClick={() => setPicking(true)}
              aria-label={`Planned date: ${draft.planned_date ? formatUsDate(draft.planned_date) : "none"}`}
              sx={{ textTransform: "none" }}
            >
              {draft.planned_date ? `Planned ${formatUsDate(draft.planned_date)}` : "No planned date"}
            </Button>
            {draft.planned_date && (
              <IconButton aria-label="Clear planned date" onClick={() => change({ planned_date: null })}>
                <Icon path={mdiClose} />
              </IconButton>
            )}
          </Stack>
          {fieldError("planned_date") && <Alert severity="error">{fieldError("planned_date")}</Alert>}
          <FormControlLabel
            control={
              <Switch checked={draft.is_priority} onChange={(event) => change({ is_priority: event.target.checked })} />
            }
            label="Priority"
          />
          {otherError && <Alert severity="error">Could not save the verse: {otherError}</Alert>}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose} disabled={save.isPending}>
          Cancel
        </Button>
        <Button type="submit" variant="contained" loading={save.isPending}>
          {item ? "Save" : "Add verse"}
        </Button>
      </DialogActions>
      <DatePickerDialog
        open={picking}
        value={draft.planned_date}
        title="Planned date"
        onCancel={() => setPicking(false)}
        onConfirm={(planned_date) => {
          setPicking(false);
          change({ planned_date });
        }}
      />
    </form>
  );
}

interface MemoryFormDialogProps {
  open: boolean;
  item: MemoryItem | null;
  today: string;
  onClose: () => void;
}

/** Issue 8: add a verse to memorize, or edit one: reference, text, planned date, priority. */
export function MemoryFormDialog({ open, item, today, onClose }: MemoryFormDialogProps) {
  const titleId = useId();
  const [busy, setBusy] = useState(false);
  return (
    // Escape and backdrop clicks are ignored while saving, so what was typed is not lost.
    <Dialog open={open} onClose={() => !busy && onClose()} aria-labelledby={titleId} fullWidth maxWidth="sm">
      {open && <MemoryForm item={item} today={today} titleId={titleId} onBusy={setBusy} onClose={onClose} />}
    </Dialog>
  );
}
