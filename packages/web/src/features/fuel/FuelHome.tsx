import type { Vehicle } from "@homebase/contracts";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { Navigate } from "react-router";
import { PageLoading } from "../../app/PageLoading";
import { LoadError } from "../../components/LoadError";
import { useVehicles } from "./api";
import { fuelPaths, SELECT_VEHICLE_PATH } from "./paths";

/**
 * Spec §2 start-up rule. /fuel/ is neither the select page nor a chosen vehicle, so: the
 * default vehicle's page when one exists, otherwise the select page (which invites adding one).
 */
export function startupPath(vehicles: readonly Vehicle[]): string {
  const preferred = vehicles.find((vehicle) => vehicle.is_default);
  return preferred ? fuelPaths.vehicle(preferred.slug) : SELECT_VEHICLE_PATH;
}

/** FuelHome (/fuel/, "Fuel Logs"): only decides where to go, replacing itself in history. */
export function FuelHome() {
  const vehicles = useVehicles();
  if (vehicles.data) return <Navigate to={startupPath(vehicles.data)} replace />;
  return (
    <Stack spacing={2}>
      <Typography variant="h4" component="h1">
        Fuel Logs
      </Typography>
      {vehicles.isError ? <LoadError what="your vehicles" onRetry={() => void vehicles.refetch()} /> : <PageLoading />}
    </Stack>
  );
}
