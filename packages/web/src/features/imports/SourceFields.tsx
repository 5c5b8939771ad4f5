import { IMPORT_SOURCES, type ImportSource } from "@homebase/contracts";
import Alert from "@mui/material/Alert";
import MenuItem from "@mui/material/MenuItem";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useEffect } from "react";
import { useVehicles } from "../fuel/api";

/** Where a fuel source's fill-ups go: one of the owner's vehicles, the default chosen at first. */
function VehicleField({
  value,
  onChange,
  disabled,
}: {
  value: string | undefined;
  onChange: (slug: string) => void;
  disabled: boolean;
}) {
  const vehicles = useVehicles();
  const list = vehicles.data ?? [];
  const fallback = list.find((v) => v.is_default)?.slug ?? list[0]?.slug;
  useEffect(() => {
    if (value === undefined && fallback !== undefined) onChange(fallback);
  }, [value, fallback, onChange]);
  if (vehicles.isPending) return null;
  if (list.length === 0) {
    return (
      <Alert severity="info" role="note">
        Add a vehicle in Fuel first: fill-ups are imported into a vehicle.
      </Alert>
    );
  }
  return (
    <TextField
      select
      label="Into vehicle"
      value={value ?? ""}
      disabled={disabled}
      onChange={(event) => onChange(event.target.value)}
    >
      {list.map((vehicle) => (
        <MenuItem key={vehicle.slug} value={vehicle.slug}>
          {vehicle.name}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** A fuel source opened outside a vehicle's page asks which vehicle. */
export const needsVehicle = (source: ImportSource, vehicleSlug: string | undefined) =>
  IMPORT_SOURCES[source].module === "fuel" && !vehicleSlug;

export function SourceFields({
  sources,
  source,
  onSource,
  vehicle,
  onVehicle,
  askVehicle,
  disabled,
}: {
  sources: readonly ImportSource[];
  source: ImportSource;
  onSource: (source: ImportSource) => void;
  vehicle: string | undefined;
  onVehicle: (slug: string) => void;
  askVehicle: boolean;
  disabled: boolean;
}) {
  return (
    <Stack spacing={1.5} sx={{ width: "100%", maxWidth: 420 }}>
      {sources.length > 1 && (
        <TextField
          select
          label="Import from"
          value={source}
          disabled={disabled}
          onChange={(event) => onSource(event.target.value as ImportSource)}
        >
          {sources.map((key) => (
            <MenuItem key={key} value={key}>
              {IMPORT_SOURCES[key].label}
            </MenuItem>
          ))}
        </TextField>
      )}
      <Typography variant="body2" sx={{ color: "text.secondary" }}>
        {IMPORT_SOURCES[source].hint}
      </Typography>
      {askVehicle && <VehicleField value={vehicle} onChange={onVehicle} disabled={disabled} />}
    </Stack>
  );
}
