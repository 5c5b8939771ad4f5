import type { Vehicle } from "@homebase/contracts";
import { mdiCarSide, mdiPlus } from "@mdi/js";
import Button from "@mui/material/Button";
import Card from "@mui/material/Card";
import CardContent from "@mui/material/CardContent";
import Grid from "@mui/material/Grid";
import Skeleton from "@mui/material/Skeleton";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useState } from "react";
import { ConfirmDialog } from "../../components/ConfirmDialog";
import { Icon } from "../../components/Icon";
import { LoadError } from "../../components/LoadError";
import { useDeleteVehicle, useVehicles } from "./api";
import { fillUpCount } from "./format";
import { VehicleCard } from "./VehicleCard";
import { VehicleDialog } from "./VehicleDialog";

// Each dialog keeps its vehicle while it fades out, so its text does not change as it closes.
type DialogState = { open: boolean; vehicle?: Vehicle };
const CLOSED: DialogState = { open: false };

function deleteMessage(vehicle: Vehicle): string {
  const entries = vehicle.entries.length;
  const what = entries === 0 ? "It has no fill-ups." : `Its ${fillUpCount(entries)} will be deleted with it.`;
  return `Delete ${vehicle.name}? ${what} This cannot be undone.`;
}

function EmptyState({ onAdd }: { onAdd: () => void }) {
  return (
    <Card>
      <CardContent>
        <Stack spacing={2} sx={{ alignItems: "flex-start" }}>
          <Icon path={mdiCarSide} color="primary" fontSize="large" />
          <Typography variant="h6" component="h2">
            No vehicles yet
          </Typography>
          <Typography>Add your car, truck or motorbike, then log each fill-up to see its MPG and costs.</Typography>
          <Button variant="contained" startIcon={<Icon path={mdiPlus} />} onClick={onAdd}>
            Add vehicle
          </Button>
        </Stack>
      </CardContent>
    </Card>
  );
}

/** FuelSelectVehicle (/fuel/vehicles/select/): a card per vehicle, and adding, editing, deleting them. */
export function SelectVehiclePage() {
  const vehicles = useVehicles();
  const remove = useDeleteVehicle();
  const [editing, setEditing] = useState<DialogState>(CLOSED);
  const [deleting, setDeleting] = useState<DialogState>(CLOSED);
  const openEditor = (vehicle?: Vehicle) => setEditing({ open: true, vehicle });
  const list = vehicles.data;

  return (
    <Stack spacing={2}>
      <Stack direction="row" sx={{ alignItems: "center", justifyContent: "space-between", gap: 2, flexWrap: "wrap" }}>
        <Typography variant="h4" component="h1">
          Select Vehicle
        </Typography>
        {list && list.length > 0 && (
          <Button variant="outlined" startIcon={<Icon path={mdiPlus} />} onClick={() => openEditor()}>
            Add vehicle
          </Button>
        )}
      </Stack>
      {vehicles.isError && <LoadError what="your vehicles" onRetry={() => void vehicles.refetch()} />}
      {!list && !vehicles.isError && <Skeleton variant="rounded" height={240} aria-label="Loading vehicles" />}
      {list?.length === 0 && <EmptyState onAdd={() => openEditor()} />}
      {list && list.length > 0 && (
        <Grid container spacing={2}>
          {list.map((vehicle) => (
            <Grid key={vehicle.id} size={{ xs: 12, md: 6, xl: 4 }}>
              <VehicleCard
                vehicle={vehicle}
                onEdit={() => openEditor(vehicle)}
                onDelete={() => setDeleting({ open: true, vehicle })}
              />
            </Grid>
          ))}
        </Grid>
      )}
      <VehicleDialog
        open={editing.open}
        vehicle={editing.vehicle}
        onClose={() => setEditing({ ...editing, open: false })}
      />
      <ConfirmDialog
        open={deleting.open}
        title="Delete vehicle?"
        message={deleting.vehicle ? deleteMessage(deleting.vehicle) : ""}
        confirmLabel="Delete"
        pending={remove.isPending}
        onCancel={() => setDeleting({ ...deleting, open: false })}
        onConfirm={() =>
          deleting.vehicle &&
          remove.mutate(deleting.vehicle, { onSettled: () => setDeleting({ ...deleting, open: false }) })
        }
      />
    </Stack>
  );
}
