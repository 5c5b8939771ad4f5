import type { FuelEntry, Vehicle } from "@homebase/contracts";
import Button from "@mui/material/Button";
import Skeleton from "@mui/material/Skeleton";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { type ReactNode, useRef } from "react";
import { Link, useParams } from "react-router";
import { LoadError } from "../../components/LoadError";
import { useVehicle } from "./api";
import { EntryForm } from "./EntryForm";
import { fuelPaths } from "./paths";
import { UnknownVehicle } from "./VehiclePage";

function Heading({ title, vehicle }: { title: string; vehicle: Vehicle }) {
  return (
    <div>
      <Typography variant="h4" component="h1">
        {title}
      </Typography>
      <Typography sx={{ color: "text.secondary", overflowWrap: "anywhere" }}>{vehicle.name}</Typography>
    </div>
  );
}

/** The route's vehicle, once loaded; the page's own content is drawn by `children`. */
function WithVehicle({ children }: { children: (vehicle: Vehicle) => ReactNode }) {
  const vehicle = useVehicle(useParams().vehicleSlug ?? "");
  if (vehicle.isError) return <LoadError what="the vehicle" onRetry={() => void vehicle.refetch()} />;
  if (vehicle.data === undefined) return <Skeleton variant="rounded" height={480} aria-label="Loading the form" />;
  if (vehicle.data === null) return <UnknownVehicle />;
  return <Stack spacing={2}>{children(vehicle.data)}</Stack>;
}

/** FuelVehicleAddEntry (…/entries/add/). */
export function AddEntryPage() {
  return (
    <WithVehicle>
      {(vehicle) => (
        <>
          <Heading title="Add Fill-up" vehicle={vehicle} />
          <EntryForm key={vehicle.id} vehicle={vehicle} />
        </>
      )}
    </WithVehicle>
  );
}

/** FuelVehicleEditEntry (…/entries/{entry_id}/edit/). */
export function EditEntryPage() {
  const entryId = Number(useParams().entryId);
  // Deleting refetches the list before leaving for the vehicle page; keeping the entry seen
  // last keeps the form on screen meanwhile, instead of a flash of "not found".
  const seen = useRef<FuelEntry | undefined>(undefined);
  return (
    <WithVehicle>
      {(vehicle) => {
        const found = vehicle.entries.find((candidate) => candidate.id === entryId);
        if (found) seen.current = found;
        const entry = found ?? seen.current;
        if (!entry) {
          return (
            <>
              <Typography variant="h4" component="h1">
                Fill-up not found
              </Typography>
              <Typography>{vehicle.name} has no such fill-up. It may have been deleted.</Typography>
              <div>
                <Button variant="contained" component={Link} to={fuelPaths.vehicle(vehicle.slug)}>
                  Back to {vehicle.name}
                </Button>
              </div>
            </>
          );
        }
        return (
          <>
            <Heading title="Edit Fill-up" vehicle={vehicle} />
            <EntryForm key={entry.id} vehicle={vehicle} entry={entry} />
          </>
        );
      }}
    </WithVehicle>
  );
}
