import { mdiDeleteOutline } from "@mdi/js";
import Button from "@mui/material/Button";
import IconButton from "@mui/material/IconButton";
import { useState } from "react";
import { ConfirmDialog } from "../../components/ConfirmDialog";
import { Icon } from "../../components/Icon";
import { saveFailure } from "./SaveStatus";

interface DeleteButtonProps {
  /** What is deleted, e.g. "the category Groceries": used in the question and the button's name. */
  what: string;
  /** Accessible name of the button, e.g. "Delete Groceries". */
  label: string;
  onDelete: () => Promise<unknown>;
  /** Receives the server's refusal (409 says why), shown by the caller where it belongs. */
  onRefused: (message: string) => void;
  /** An icon button for table rows; a text button elsewhere. */
  icon?: boolean;
}

/** Delete after a confirmation; a refusal (in use, has children) is handed to the page to show. */
export function DeleteButton({ what, label, onDelete, onRefused, icon }: DeleteButtonProps) {
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState(false);
  const confirm = async () => {
    setPending(true);
    try {
      await onDelete();
    } catch (error) {
      onRefused(saveFailure(error));
    } finally {
      setPending(false);
      setOpen(false);
    }
  };
  return (
    <>
      {icon ? (
        <IconButton aria-label={label} onClick={() => setOpen(true)} size="small">
          <Icon path={mdiDeleteOutline} fontSize="small" />
        </IconButton>
      ) : (
        <Button color="error" variant="outlined" onClick={() => setOpen(true)} aria-label={label}>
          Delete
        </Button>
      )}
      <ConfirmDialog
        open={open}
        title="Delete?"
        message={`Delete ${what}? This cannot be undone.`}
        confirmLabel="Delete"
        pending={pending}
        onConfirm={() => void confirm()}
        onCancel={() => setOpen(false)}
      />
    </>
  );
}
