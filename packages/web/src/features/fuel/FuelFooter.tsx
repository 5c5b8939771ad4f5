import MuiLink from "@mui/material/Link";
import Stack from "@mui/material/Stack";
import { Link, useMatches } from "react-router";
import { TOUCH_LINK } from "../../components/tapTarget";
import { fuelPaths, SELECT_VEHICLE_PATH } from "./paths";

/** The Fuel module's footer (spec §2): the vehicle list always, adding a fill-up on a vehicle's pages. */
export function FuelFooter() {
  // The layout sits above the fuel routes, so the slug is read from the deepest match.
  const slug = useMatches().at(-1)?.params.vehicleSlug;
  return (
    <Stack component="nav" aria-label="Fuel" direction="row" spacing={3} sx={{ flexWrap: "wrap" }}>
      <MuiLink component={Link} to={SELECT_VEHICLE_PATH} variant="body2" sx={TOUCH_LINK}>
        Select Vehicle
      </MuiLink>
      {slug && (
        <MuiLink component={Link} to={fuelPaths.addEntry(slug)} variant="body2" sx={TOUCH_LINK}>
          Add Fill-up
        </MuiLink>
      )}
    </Stack>
  );
}
