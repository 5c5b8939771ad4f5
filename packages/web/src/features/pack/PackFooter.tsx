import { PACK_DEBOUNCE_MS, type Trip } from "@homebase/contracts";
import { mdiEyeOffOutline, mdiEyeOutline } from "@mdi/js";
import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import { useQueryClient } from "@tanstack/react-query";
import { useRef } from "react";
import { useMatches } from "react-router";
import { Icon } from "../../components/Icon";
import { packKeys, setShowPackedLocally, useShowPacked, useTrip, useTripStats } from "./api";

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

/** A trip page's footer: the Show/Hide Packed toggle. Trips and Items are tabs under the app bar (PackTabs). */
export function PackFooter() {
  // The layout sits above the pack routes, so the trip id is read from the deepest match.
  const tripId = useMatches().at(-1)?.params.tripId;
  if (!tripId || Number(tripId) <= 0) return null;
  return (
    <Stack direction="row" sx={{ justifyContent: "flex-end" }}>
      <ShowPackedToggle tripId={Number(tripId)} />
    </Stack>
  );
}
