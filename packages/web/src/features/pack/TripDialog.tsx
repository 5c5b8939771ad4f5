import type { Trip } from "@homebase/contracts";
import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogContentText from "@mui/material/DialogContentText";
import DialogTitle from "@mui/material/DialogTitle";
import { type FormEvent, useId, useState } from "react";
import { useNavigate } from "react-router";
import { ApiError, errorDetail } from "../../api/client";
import { type TripDraft, useCopyTrip, useUpdateTrip } from "./api";
import { tripPagePath } from "./paths";
import { TripFields, tripFieldErrors } from "./TripFields";

interface TripDialogProps {
  mode: "edit" | "copy";
  trip: Trip;
  today: string;
  onClose: () => void;
}

// The dialog mounts it only while open, so every opening starts from the trip as it is.
function TripForm({ mode, trip, today, onClose, titleId }: TripDialogProps & { titleId: string }) {
  const navigate = useNavigate();
  const update = useUpdateTrip();
  const copy = useCopyTrip();
  const saving = mode === "edit" ? update : copy;
  const [draft, setDraft] = useState<TripDraft>({
    name: mode === "edit" ? trip.name : `${trip.name} (copy)`,
    date_start: trip.date_start,
    date_end: trip.date_end,
  });
  const fields = saving.error instanceof ApiError ? saving.error.fields : undefined;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!draft.name.trim()) return;
    const body = { ...draft, name: draft.name.trim() };
    if (mode === "edit") update.mutate({ trip, body }, { onSuccess: onClose });
    else
      copy.mutate(
        { trip, draft: body },
        {
          onSuccess: (created) => {
            onClose();
            navigate(tripPagePath(created.id));
          },
        },
      );
  };

  return (
    <form onSubmit={submit} noValidate>
      <DialogTitle id={titleId}>{mode === "edit" ? "Edit trip" : `Copy ${trip.name}`}</DialogTitle>
      <DialogContent>
        {mode === "copy" && (
          <DialogContentText sx={{ mb: 2 }}>
            The new trip gets this trip's activities and items, with nothing packed.
          </DialogContentText>
        )}
        <TripFields
          draft={draft}
          today={today}
          onChange={(next) => {
            setDraft(next);
            saving.reset();
          }}
          errors={tripFieldErrors(fields)}
          disabled={saving.isPending}
          autoFocus
        />
        {saving.error && !fields && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {errorDetail(saving.error)}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={saving.isPending}>
          Cancel
        </Button>
        <Button type="submit" variant="contained" disabled={!draft.name.trim()} loading={saving.isPending}>
          {mode === "edit" ? "Save" : "Copy trip"}
        </Button>
      </DialogActions>
    </form>
  );
}

/** Rename or re-date a trip, or copy it to start a new one (issue 10). */
export function TripDialog(props: TripDialogProps & { open: boolean }) {
  const titleId = useId();
  const { open, ...rest } = props;
  return (
    <Dialog open={open} onClose={props.onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <TripForm {...rest} titleId={titleId} />
    </Dialog>
  );
}
