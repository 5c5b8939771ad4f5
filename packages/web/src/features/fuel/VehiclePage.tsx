import type { Vehicle } from "@homebase/contracts";
import { numberText } from "@homebase/contracts";
import { mdiPlus } from "@mdi/js";
import Button from "@mui/material/Button";
import Card from "@mui/material/Card";
import CardContent from "@mui/material/CardContent";
import Skeleton from "@mui/material/Skeleton";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import type { ReactNode } from "react";
import { useId } from "react";
import { Link, useParams } from "react-router";
import { Currency } from "../../components/Currency";
import { Icon } from "../../components/Icon";
import { LoadError } from "../../components/LoadError";
import { useDataInTransition } from "../../components/useDataInTransition";
import { ImportButton } from "../imports/ImportButton";
import { useVehicle } from "./api";
import { EntriesTable } from "./EntriesTable";
import { Figures } from "./Figures";
import { FuelCharts } from "./FuelCharts";
import { formatFuel, formatPrice, unitLabels } from "./format";
import { fuelPaths, SELECT_VEHICLE_PATH } from "./paths";

function Section({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <Card component="section" aria-labelledby={headingId}>
      <CardContent>
        <Typography id={headingId} variant="h6" component="h2" sx={{ mb: 1.5 }}>
          {title}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}

function Summary({ vehicle }: { vehicle: Vehicle }) {
  const labels = unitLabels(vehicle);
  const { summary } = vehicle;
  return (
    <Figures
      items={[
        { label: `Average ${labels.economy}`, value: formatFuel(summary.average_mpg, "miles_per_gallon") },
        { label: labels.costPerDistance, value: formatPrice(summary.cost_per_mile) },
        { label: "Total paid", value: <Currency value={summary.total_paid} /> },
        { label: `Total ${labels.volume.toLowerCase()}`, value: formatFuel(summary.total_gallons, "gallons") },
        { label: `Total ${labels.distance.toLowerCase()}`, value: formatFuel(summary.total_miles, "miles") },
        { label: "Fill-ups", value: numberText(summary.fill_ups) },
      ]}
    />
  );
}

function VehicleDetails({ vehicle }: { vehicle: Vehicle }) {
  const hasEntries = vehicle.entries.length > 0;
  return (
    <Stack spacing={2}>
      <Stack direction="row" sx={{ alignItems: "center", justifyContent: "space-between", gap: 2, flexWrap: "wrap" }}>
        <Typography variant="h4" component="h1" sx={{ overflowWrap: "anywhere" }}>
          {vehicle.name}
        </Typography>
        <Stack direction="row" sx={{ gap: 1, flexWrap: "wrap" }}>
          <Button
            variant="contained"
            component={Link}
            to={fuelPaths.addEntry(vehicle.slug)}
            startIcon={<Icon path={mdiPlus} />}
          >
            Add Fill-up
          </Button>
          <ImportButton module="fuel" title={`Import fill-ups into ${vehicle.name}`} vehicleSlug={vehicle.slug} />
        </Stack>
      </Stack>
      {hasEntries ? (
        <>
          <Section title="Summary">
            <Summary vehicle={vehicle} />
          </Section>
          <Section title="Fill-ups">
            <EntriesTable vehicle={vehicle} />
          </Section>
          <Section title="Trends">
            <FuelCharts vehicle={vehicle} />
          </Section>
        </>
      ) : (
        <Section title="Fill-ups">
          <Typography>
            No fill-ups yet. Add one at the pump with Add Fill-up, or bring in your history with Import (from Fuelly,
            Spritmonitor, LubeLogger or any CSV with Date and Odometer columns).
          </Typography>
        </Section>
      )}
    </Stack>
  );
}

/** FuelVehicle (/fuel/vehicles/vehicle/{slug}/): the vehicle's figures, fill-ups and trends. */
export function VehiclePage() {
  const slug = useParams().vehicleSlug ?? "";
  const vehicle = useVehicle(slug);
  const data = useDataInTransition(vehicle.data);

  if (vehicle.isError) return <LoadError what="the vehicle" onRetry={() => void vehicle.refetch()} />;
  if (data === undefined) return <Skeleton variant="rounded" height={320} aria-label="Loading the vehicle" />;
  if (data === null) return <UnknownVehicle />;
  return <VehicleDetails vehicle={data} />;
}

/** A slug that names none of the owner's vehicles (deleted, or a mistyped address). */
export function UnknownVehicle() {
  return (
    <Stack spacing={2} sx={{ alignItems: "flex-start" }}>
      <Typography variant="h4" component="h1">
        Vehicle not found
      </Typography>
      <Typography>There is no vehicle at this address. It may have been deleted.</Typography>
      <Button variant="contained" component={Link} to={SELECT_VEHICLE_PATH}>
        Select Vehicle
      </Button>
    </Stack>
  );
}
