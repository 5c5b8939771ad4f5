import { IMPORT_SOURCES, type ImportSource } from "@homebase/contracts";
import Alert from "@mui/material/Alert";
import MenuItem from "@mui/material/MenuItem";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useState } from "react";
import { useVehicles } from "../fuel/api";

/** Where an import goes: the form fields it sends, and whether it can go at all. */
export type Target = {
  fields: Record<string, string>;
  ready: boolean;
  vehicles?: { slug: string; name: string }[];
  vehicle?: string;
  setVehicle?: (slug: string) => void;
};

/** A fuel source goes into a vehicle: the page's own, else one chosen here (the default first). */
export function useTarget(source: ImportSource, vehicleSlug: string | undefined): Target {
  const needsVehicle = IMPORT_SOURCES[source].module === "fuel" && !vehicleSlug;
  const vehicles = useVehicles();
  const [chosen, setChosen] = useState<string>();
  if (!needsVehicle) return { fields: vehicleSlug ? { vehicle: vehicleSlug } : {}, ready: true };
  const list = vehicles.data ?? [];
  const vehicle = chosen ?? list.find((v) => v.is_default)?.slug ?? list[0]?.slug;
  return {
    fields: vehicle ? { vehicle } : {},
    ready: vehicle !== undefined,
    vehicles: list,
    vehicle,
    setVehicle: setChosen,
  };
}

export function SourceFields({
  sources,
  source,
  onSource,
  target,
  disabled,
}: {
  sources: readonly ImportSource[];
  source: ImportSource;
  onSource: (source: ImportSource) => void;
  target: Target;
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
      {target.vehicles && target.vehicles.length > 0 && (
        <TextField
          select
          label="Into vehicle"
          value={target.vehicle ?? ""}
          disabled={disabled}
          onChange={(event) => target.setVehicle?.(event.target.value)}
        >
          {target.vehicles.map((vehicle) => (
            <MenuItem key={vehicle.slug} value={vehicle.slug}>
              {vehicle.name}
            </MenuItem>
          ))}
        </TextField>
      )}
      {target.vehicles && target.vehicles.length === 0 && (
        <Alert severity="info" role="note">
          Add a vehicle in Fuel first: fill-ups are imported into a vehicle.
        </Alert>
      )}
    </Stack>
  );
}
