import { type FuelEntry, todayIn, type Vehicle } from "@homebase/contracts";
import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import Card from "@mui/material/Card";
import CardContent from "@mui/material/CardContent";
import Chip from "@mui/material/Chip";
import FormControlLabel from "@mui/material/FormControlLabel";
import FormHelperText from "@mui/material/FormHelperText";
import Grid from "@mui/material/Grid";
import Stack from "@mui/material/Stack";
import Switch from "@mui/material/Switch";
import TextField from "@mui/material/TextField";
import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { Link, useNavigate } from "react-router";
import { ApiError, errorDetail } from "../../api/client";
import { useOwnerTimeZone } from "../../app/OwnerTimeZone";
import { ConfirmDialog } from "../../components/ConfirmDialog";
import { DateField } from "../../components/DateField";
import { AmountFields } from "./AmountFields";
import { useDeleteEntry, useSaveEntry } from "./api";
import { DecimalField } from "./DecimalField";
import {
  AMOUNT_FIELDS,
  checkDraft,
  type DraftErrors,
  draftFromEntry,
  type EntryDraft,
  emptyDraft,
  entryBody,
  fieldErrors,
  TYPED_DECIMALS,
  withAmount,
} from "./entryDraft";
import { formatFuel, formatShortDate, unitLabels } from "./format";
import { PositionField } from "./PositionField";
import { fuelPaths } from "./paths";

interface EntryFormProps {
  vehicle: Vehicle;
  /** The fill-up to edit; a new one when left out. */
  entry?: FuelEntry;
}

/** Earlier locations, newest first, offered as the location box's suggestions. */
function knownLocations(vehicle: Vehicle): string[] {
  return [...new Set(vehicle.entries.map((e) => e.location.trim()).filter(Boolean))].slice(0, 30);
}

/** Add Fill-up and Edit Fill-up: quick to fill in at the pump, one hand, on a phone. */
export function EntryForm({ vehicle, entry }: EntryFormProps) {
  const [original] = useState(() => (entry ? draftFromEntry(entry) : undefined));
  const [draft, setDraft] = useState<EntryDraft>(() => original ?? emptyDraft());
  const [errors, setErrors] = useState<DraftErrors>({});
  const [confirmDelete, setConfirmDelete] = useState(false);
  const today = todayIn(useOwnerTimeZone());
  const save = useSaveEntry(vehicle);
  const remove = useDeleteEntry();
  const navigate = useNavigate();
  const formRef = useRef<HTMLFormElement>(null);
  const locationsId = useId();
  const labels = unitLabels(vehicle);
  const backToVehicle = () => navigate(fuelPaths.vehicle(vehicle.slug), { replace: true });
  const lastLocation = entry ? "" : (vehicle.last_entry?.location ?? "");
  const last = vehicle.last_entry;

  // A field's message goes once it is being corrected; the others stay until the next save.
  const clearErrors = (fields: string[]) =>
    setErrors((current) => {
      const next = { ...current };
      for (const field of fields) delete next[field];
      return next;
    });
  const change = (patch: Partial<EntryDraft>) => {
    setDraft((current) => ({ ...current, ...patch }));
    clearErrors(Object.keys(patch));
  };

  // After a refused save (only then, never while typing), go to the first field that needs attention.
  const [focusRequest, setFocusRequest] = useState(0);
  useEffect(() => {
    if (focusRequest > 0) formRef.current?.querySelector<HTMLElement>("[aria-invalid='true']")?.focus();
  }, [focusRequest]);
  const showErrors = (next: DraftErrors) => {
    setErrors(next);
    setFocusRequest((count) => count + 1);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problems = checkDraft(draft);
    showErrors(problems);
    if (Object.keys(problems).length > 0) return;
    save.mutate(
      { entry, body: entryBody(draft, today, original) },
      {
        onSuccess: backToVehicle,
        onError: (error) => showErrors(error instanceof ApiError ? fieldErrors(error.fields) : {}),
      },
    );
  };

  return (
    <Card component="form" ref={formRef} onSubmit={submit} noValidate sx={{ maxWidth: 760 }}>
      <CardContent>
        <Stack spacing={2.5}>
          {save.error && <Alert severity="error">{errorDetail(save.error)}</Alert>}
          <Grid container spacing={2}>
            <Grid size={{ xs: 12, sm: 6 }}>
              <DateField
                label="Date"
                value={draft.date ?? today}
                today={today}
                onChange={(date) => change({ date })}
                error={errors.date}
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <DecimalField
                fullWidth
                required
                name="mileage"
                label="Odometer"
                value={draft.mileage}
                onChange={(mileage) => change({ mileage })}
                decimals={TYPED_DECIMALS.mileage}
                suffix={labels.distanceShort}
                error={errors.mileage !== undefined}
                helperText={errors.mileage ?? (last && !entry ? `Last: ${formatFuel(last.mileage, "mileage")}` : " ")}
              />
            </Grid>
          </Grid>
          <AmountFields
            draft={draft}
            labels={labels}
            errors={errors}
            onChange={(field, text) => {
              setDraft((current) => withAmount(current, field, text, original));
              // The three are one rule, so correcting any of them answers its message.
              clearErrors([...AMOUNT_FIELDS]);
            }}
          />
          <Stack>
            <FormControlLabel
              control={<Switch checked={draft.is_full} onChange={(_e, is_full) => change({ is_full })} />}
              label="Filled to full"
            />
            <FormHelperText sx={{ mt: 0, mb: 1 }}>
              Off for a partial fill-up: its miles and {labels.volume.toLowerCase()} count towards the next full one.
            </FormHelperText>
            <FormControlLabel
              control={
                <Switch
                  checked={draft.missed_previous}
                  onChange={(_e, missed_previous) => change({ missed_previous })}
                />
              }
              label="Missed a previous fill-up"
            />
            <FormHelperText sx={{ mt: 0 }}>On if a fill-up before this one was not logged: no MPG here.</FormHelperText>
          </Stack>
          <Stack spacing={1}>
            <TextField
              fullWidth
              name="location"
              label="Location"
              value={draft.location}
              onChange={(event) => change({ location: event.target.value })}
              error={errors.location !== undefined}
              helperText={errors.location}
              slotProps={{ htmlInput: { list: locationsId, maxLength: 200 } }}
            />
            <datalist id={locationsId}>
              {knownLocations(vehicle).map((location) => (
                <option key={location} value={location} />
              ))}
            </datalist>
            {lastLocation && draft.location === "" && (
              <div>
                <Chip label={`Same as last time: ${lastLocation}`} onClick={() => change({ location: lastLocation })} />
              </div>
            )}
            <PositionField
              value={draft.position}
              onChange={(position) => change({ position })}
              error={errors.position}
            />
          </Stack>
          <TextField
            fullWidth
            multiline
            minRows={2}
            name="notes"
            label="Notes"
            value={draft.notes}
            onChange={(event) => change({ notes: event.target.value })}
            error={errors.notes !== undefined}
            helperText={errors.notes}
            slotProps={{ htmlInput: { maxLength: 2000 } }}
          />
          <Stack direction="row" sx={{ gap: 1, flexWrap: "wrap" }}>
            <Button type="submit" variant="contained" size="large" loading={save.isPending}>
              Save
            </Button>
            <Button component={Link} to={fuelPaths.vehicle(vehicle.slug)} size="large">
              Cancel
            </Button>
            {entry && (
              <Button color="error" size="large" onClick={() => setConfirmDelete(true)} sx={{ ml: "auto" }}>
                Delete
              </Button>
            )}
          </Stack>
        </Stack>
      </CardContent>
      {entry && (
        <ConfirmDialog
          open={confirmDelete}
          title="Delete fill-up?"
          message={`Delete the fill-up of ${formatShortDate(entry.date)} at ${formatFuel(entry.mileage, "mileage")} ${labels.distanceShort}? This cannot be undone.`}
          confirmLabel="Delete"
          pending={remove.isPending}
          onCancel={() => setConfirmDelete(false)}
          onConfirm={() => remove.mutate(entry, { onSuccess: backToVehicle, onSettled: () => setConfirmDelete(false) })}
        />
      )}
    </Card>
  );
}
