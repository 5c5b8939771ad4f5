import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import { type FormEvent, useId, useState } from "react";
import { ApiError, errorDetail } from "../api/client";
import { OutlinedField } from "./OutlinedField";

export interface NamedItem {
  id: number | string;
  name: string;
}

export interface AddNewDialogProps<T extends NamedItem> {
  open: boolean;
  /** What is being added, e.g. "Payee": the field is labelled "Payee Name". */
  kind: string;
  existing: readonly T[];
  /** Creates the item on the server; a rejection keeps the dialog open with the error. */
  onCreate: (name: string) => Promise<T>;
  /** Receives the created item, or the existing one with the same name. */
  onSelect: (item: T) => void;
  onClose: () => void;
}

function sameName(a: string, b: string): boolean {
  return a.trim().toLocaleLowerCase() === b.trim().toLocaleLowerCase();
}

// Mounted only while open, so each opening starts with an empty name.
function AddNewForm<T extends NamedItem>({
  kind,
  existing,
  onCreate,
  onSelect,
  onClose,
  titleId,
  onBusy,
}: Omit<AddNewDialogProps<T>, "open"> & { titleId: string; onBusy: (busy: boolean) => void }) {
  const [name, setName] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [creating, setCreating] = useState(false);
  const blank = name.trim() === "";

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (blank || creating) return;
    // Spec §2: a name that exists (any letter case) is reused and nothing is sent.
    const match = existing.find((item) => sameName(item.name, name));
    if (match) {
      onSelect(match);
      onClose();
      return;
    }
    setCreating(true);
    onBusy(true);
    setError(null);
    try {
      const created = await onCreate(name.trim());
      onSelect(created);
      onClose();
    } catch (failure) {
      setError(failure instanceof ApiError ? (failure.fieldError("name") ?? failure.detail) : errorDetail(failure));
    } finally {
      setCreating(false);
      onBusy(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate>
      <DialogTitle id={titleId}>New {kind}</DialogTitle>
      <DialogContent>
        <OutlinedField
          autoFocus
          fullWidth
          margin="dense"
          label={`${kind} Name`}
          value={name}
          onChange={(event) => {
            setName(event.target.value);
            setError(null);
          }}
          disabled={creating}
          error={Boolean(error)}
          helperText={error ?? " "}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={creating}>
          Cancel
        </Button>
        <Button type="submit" variant="contained" disabled={blank || creating} loading={creating}>
          Add
        </Button>
      </DialogActions>
    </form>
  );
}

/** Spec §2 Bills "Add-new dialog": creates a payee, category, account… by name. */
export function AddNewDialog<T extends NamedItem>({ open, onClose, ...props }: AddNewDialogProps<T>) {
  const titleId = useId();
  const [busy, setBusy] = useState(false);
  return (
    // Escape and backdrop clicks are ignored while creating, so the result is not lost.
    <Dialog open={open} onClose={() => !busy && onClose()} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <AddNewForm {...props} onClose={onClose} titleId={titleId} onBusy={setBusy} />
    </Dialog>
  );
}
