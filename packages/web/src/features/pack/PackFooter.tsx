import { PACK_DEBOUNCE_MS, type Trip } from "@homebase/contracts";
import { mdiEyeOffOutline, mdiEyeOutline } from "@mdi/js";
import Button from "@mui/material/Button";
import MuiLink from "@mui/material/Link";
import Stack from "@mui/material/Stack";
import { useQueryClient } from "@tanstack/react-query";
import { useRef } from "react";
import { Link, useMatches } from "react-router";
import { Icon } from "../../components/Icon";
import { packKeys, setShowPackedLocally, useShowPacked, useTrip, useTripStats } from "./api";
import { PACK_HOME_PATH, PACK_ITEMS_PATH } from "./paths";

/**
 * Spec §2: Show/Hide Packed, labelled with unique items packed of the unique total. The page
 * follows at once; the PATCH waits the spec's 125 ms trip debounce (§9) and sends the last choice.
 */
function ShowPackedToggle({ tripId }: { tripId: number }) {
  const queryClient = useQueryClient();
  const trip = useTrip(tripId);
  const stats = useTripStats(tripId);
  const save = useShowPacked();
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  if (!trip.data) return null;
  const show = trip.data.show_packed;
  const counts = stats.data ? ` (${stats.data.packed_unique_items} of ${stats.data.unique_items})` : "";
  const toggle = () => {
    // Read from the cache, not the render: quick taps may come before the re-render.
    const current = queryClient.getQueryData<Trip>(packKeys.trip(tripId)) ?? trip.data;
    const next = !current.show_packed;
    setShowPackedLocally(queryClient, tripId, next);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => save.mutate({ trip: current, show: next }), PACK_DEBOUNCE_MS.trip);
  };
  return (
    <Button
      variant="outlined"
      aria-pressed={show}
      startIcon={<Icon path={show ? mdiEyeOffOutline : mdiEyeOutline} />}
      onClick={toggle}
      sx={{ minHeight: 44 }}
    >
      {show ? "Hide Packed" : "Show Packed"}
      {counts}
    </Button>
  );
}

/** The Pack module's footer: Trips and Items, and on a trip's page the Show/Hide Packed toggle. */
export function PackFooter() {
  // The layout sits above the pack routes, so the trip id is read from the deepest match.
  const tripId = useMatches().at(-1)?.params.tripId;
  return (
    <Stack direction="row" sx={{ alignItems: "center", justifyContent: "space-between", flexWrap: "wrap", gap: 1.5 }}>
      <Stack component="nav" aria-label="Trip packing" direction="row" spacing={3}>
        <MuiLink component={Link} to={PACK_HOME_PATH} variant="body2">
          Trips
        </MuiLink>
        <MuiLink component={Link} to={PACK_ITEMS_PATH} variant="body2">
          Items
        </MuiLink>
      </Stack>
      {tripId && Number(tripId) > 0 && <ShowPackedToggle tripId={Number(tripId)} />}
    </Stack>
  );
}
