import { DISTANCE_UNITS, type Vehicle, VOLUME_UNITS } from "@homebase/contracts";
import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import FormControl from "@mui/material/FormControl";
import FormControlLabel from "@mui/material/FormControlLabel";
import FormLabel from "@mui/material/FormLabel";
import Radio from "@mui/material/Radio";
import RadioGroup from "@mui/material/RadioGroup";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import { type FormEvent, useId, useState } from "react";
import { ApiError, errorDetail } from "../../api/client";
import { useNotify } from "../../components/notifications";
import { useCreateVehicle, useUpdateVehicle, type VehicleInput } from "./api";
import { fillUpCount } from "./format";

const DISTANCE_NAMES: Record<Vehicle["distance_unit"], string> = { mi: "Miles", km: "Kilometres" };
const VOLUME_NAMES: Record<Vehicle["volume_unit"], string> = { gal: "US gallons", l: "Litres" };

interface VehicleDialogProps {
  open: boolean;
  /** The vehicle to rename or re-unit; a new vehicle when left out. */
  vehicle?: Vehicle;
  onClose: () => void;
}

// Mounted only while open, so each opening starts from the vehicle (or blank) again.
function VehicleForm({ vehicle, onClose, titleId }: Omit<VehicleDialogProps, "open"> & { titleId: string }) {
  const [input, setInput] = useState<VehicleInput>({
    name: vehicle?.name ?? "",
    distance_unit: vehicle?.distance_unit ?? "mi",
    volume_unit: vehicle?.volume_unit ?? "gal",
  });
  const [nameError, setNameError] = useState<string | null>(null);
  const create = useCreateVehicle();
  const update = useUpdateVehicle();
  const notify = useNotify();
  const saving = create.isPending || update.isPending;
  const failure = create.error ?? update.error;
  const unitsChanged =
    vehicle && (vehicle.distance_unit !== input.distance_unit || vehicle.volume_unit !== input.volume_unit);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const name = input.name.trim();
    if (!name) {
      setNameError("Enter a name for the vehicle.");
      return;
    }
    const onError = (error: Error) =>
      setNameError(error instanceof ApiError ? (error.fieldError("name") ?? null) : null);
    const body = { ...input, name };
    if (vehicle) {
      update.mutate({ vehicle, input: body }, { onSuccess: onClose, onError });
    } else {
      create.mutate(body, {
        onSuccess: (created) => {
          notify(`Added ${created.name}.`, "success");
          onClose();
        },
        onError,
      });
    }
  };

  return (
    <form onSubmit={submit} noValidate>
      <DialogTitle id={titleId}>{vehicle ? `Edit ${vehicle.name}` : "Add vehicle"}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {failure && !nameError && <Alert severity="error">{errorDetail(failure)}</Alert>}
          <TextField
            autoFocus
            required
            label="Name"
            value={input.name}
            onChange={(event) => {
              setInput({ ...input, name: event.target.value });
              setNameError(null);
            }}
            error={nameError !== null}
            helperText={nameError ?? "For example Civic, or Work truck."}
            slotProps={{ htmlInput: { maxLength: 100 } }}
          />
          <FormControl>
            <FormLabel id={`${titleId}-distance`}>Distance</FormLabel>
            <RadioGroup
              row
              aria-labelledby={`${titleId}-distance`}
              value={input.distance_unit}
              onChange={(_event, value) => setInput({ ...input, distance_unit: value as Vehicle["distance_unit"] })}
            >
              {DISTANCE_UNITS.map((unit) => (
                <FormControlLabel key={unit} value={unit} control={<Radio />} label={DISTANCE_NAMES[unit]} />
              ))}
            </RadioGroup>
          </FormControl>
          <FormControl>
            <FormLabel id={`${titleId}-volume`}>Fuel</FormLabel>
            <RadioGroup
              row
              aria-labelledby={`${titleId}-volume`}
              value={input.volume_unit}
              onChange={(_event, value) => setInput({ ...input, volume_unit: value as Vehicle["volume_unit"] })}
            >
              {VOLUME_UNITS.map((unit) => (
                <FormControlLabel key={unit} value={unit} control={<Radio />} label={VOLUME_NAMES[unit]} />
              ))}
            </RadioGroup>
          </FormControl>
          {unitsChanged && vehicle.entries.length > 0 && (
            <Alert severity="info">
              The {fillUpCount(vehicle.entries.length)} already logged keep their numbers; only their units change.
            </Alert>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={saving}>
          Cancel
        </Button>
        <Button type="submit" variant="contained" loading={saving}>
          {vehicle ? "Save" : "Add vehicle"}
        </Button>
      </DialogActions>
    </form>
  );
}

/** Adds a vehicle, or renames one and changes its units. */
export function VehicleDialog({ open, onClose, ...props }: VehicleDialogProps) {
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <VehicleForm key={props.vehicle?.id ?? "new"} {...props} onClose={onClose} titleId={titleId} />
    </Dialog>
  );
}
