import type { Vehicle } from "@homebase/contracts";
import { mdiDotsVertical, mdiStar, mdiStarOutline } from "@mdi/js";
import Button from "@mui/material/Button";
import Card from "@mui/material/Card";
import CardActions from "@mui/material/CardActions";
import CardContent from "@mui/material/CardContent";
import IconButton from "@mui/material/IconButton";
import Menu from "@mui/material/Menu";
import MenuItem from "@mui/material/MenuItem";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useId, useState } from "react";
import { Link } from "react-router";
import { Currency } from "../../components/Currency";
import { Icon } from "../../components/Icon";
import { RelativeDate } from "../../components/RelativeDate";
import { Tooltip } from "../../components/Tooltip";
import { useSetDefaultVehicle } from "./api";
import { Figures } from "./Figures";
import { formatFuel, formatPrice, unitLabels } from "./format";
import { fuelPaths } from "./paths";

interface VehicleCardProps {
  vehicle: Vehicle;
  onEdit: () => void;
  onDelete: () => void;
}

/** The star: a mark on the default vehicle, a button making any other one the default. */
function DefaultStar({ vehicle }: { vehicle: Vehicle }) {
  const setDefault = useSetDefaultVehicle();
  if (vehicle.is_default) {
    return (
      <Tooltip title="Default vehicle: Fuel Logs opens it">
        <Icon path={mdiStar} color="warning" titleAccess="Default vehicle" sx={{ m: 1 }} />
      </Tooltip>
    );
  }
  return (
    <Tooltip title="Make this the default vehicle">
      <IconButton aria-label={`Make ${vehicle.name} the default vehicle`} onClick={() => setDefault.mutate(vehicle)}>
        <Icon path={mdiStarOutline} />
      </IconButton>
    </Tooltip>
  );
}

/** One vehicle on the select page (spec §2): its last fill-up and the ways into it. */
export function VehicleCard({ vehicle, onEdit, onDelete }: VehicleCardProps) {
  const titleId = useId();
  const [menuAnchor, setMenuAnchor] = useState<HTMLElement | null>(null);
  const labels = unitLabels(vehicle);
  const last = vehicle.last_entry;
  const choose = (action: () => void) => () => {
    setMenuAnchor(null);
    action();
  };

  return (
    <Card
      component="section"
      aria-labelledby={titleId}
      sx={{ height: "100%", display: "flex", flexDirection: "column" }}
    >
      <CardContent sx={{ flex: 1 }}>
        <Stack direction="row" sx={{ alignItems: "center", ml: -1, mt: -1 }}>
          <DefaultStar vehicle={vehicle} />
          <Typography id={titleId} variant="h6" component="h2" sx={{ flex: 1, minWidth: 0, overflowWrap: "anywhere" }}>
            {vehicle.name}
          </Typography>
          <IconButton aria-label={`More actions for ${vehicle.name}`} onClick={(e) => setMenuAnchor(e.currentTarget)}>
            <Icon path={mdiDotsVertical} />
          </IconButton>
          <Menu anchorEl={menuAnchor} open={menuAnchor !== null} onClose={() => setMenuAnchor(null)}>
            <MenuItem onClick={choose(onEdit)}>Edit vehicle</MenuItem>
            <MenuItem onClick={choose(onDelete)} sx={{ color: "error.main" }}>
              Delete vehicle
            </MenuItem>
          </Menu>
        </Stack>
        <Typography variant="body2" sx={{ color: "text.secondary", mb: 2 }}>
          {last ? (
            <>
              Last fill-up <RelativeDate date={last.date} />
            </>
          ) : (
            "No fill-ups yet."
          )}
        </Typography>
        {last && (
          <Figures
            columns={{ xs: 2, sm: 3 }}
            items={[
              { label: labels.mileage, value: formatFuel(last.mileage, "mileage") },
              { label: labels.distance, value: formatFuel(last.miles, "miles") },
              { label: labels.priceLong, value: formatPrice(last.price_per_gallon) },
              { label: "Total paid", value: <Currency value={last.total_paid} /> },
              { label: labels.volume, value: formatFuel(last.gallons, "gallons") },
              { label: labels.economy, value: formatFuel(last.miles_per_gallon, "miles_per_gallon") },
            ]}
          />
        )}
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2, flexWrap: "wrap", gap: 1 }}>
        <Button variant="contained" component={Link} to={fuelPaths.addEntry(vehicle.slug)}>
          Add Fill-up
        </Button>
        <Button component={Link} to={fuelPaths.vehicle(vehicle.slug)} sx={{ ml: "0 !important" }}>
          View Details
        </Button>
      </CardActions>
    </Card>
  );
}
