import { compareNames, isGroupVisible, type TripItem, todayIn } from "@homebase/contracts";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Grid from "@mui/material/Grid";
import Skeleton from "@mui/material/Skeleton";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { Link, useParams } from "react-router";
import { ApiError } from "../../api/client";
import { useOwnerTimeZone } from "../../app/OwnerTimeZone";
import { LoadError } from "../../components/LoadError";
import { ActivityCard } from "./ActivityCard";
import { AddActivity } from "./AddActivity";
import { useActivities, useItems, useTrip, useTripItems, useTripStats } from "./api";
import { PACK_HOME_PATH } from "./paths";
import { TripHeader } from "./TripHeader";

const byName = (a: TripItem, b: TripItem) => compareNames(a.item.name, b.item.name) || a.id - b.id;

/** PackTrip (/pack/trip/{trip_id}): one card per activity with its items to pack (spec §2, §4). */
export function PackTrip() {
  const tripId = Number(useParams().tripId);
  const today = todayIn(useOwnerTimeZone());
  const trip = useTrip(tripId);
  const tripItems = useTripItems(tripId);
  const activities = useActivities(tripId);
  const stats = useTripStats(tripId);
  const inventory = useItems();

  if (trip.isPending) return <Skeleton variant="rounded" height={200} />;
  if (trip.isError) {
    if (trip.error instanceof ApiError && trip.error.status === 404) {
      return (
        <Alert
          severity="warning"
          action={
            <Button component={Link} to={PACK_HOME_PATH} color="inherit">
              All trips
            </Button>
          }
        >
          This trip does not exist (it may have been deleted).
        </Alert>
      );
    }
    return <LoadError what="the trip" onRetry={() => void trip.refetch()} />;
  }

  const showPacked = trip.data.show_packed;
  const live = (tripItems.data ?? []).filter((t) => !t.is_deleted).sort(byName);
  const groups = (activities.data ?? []).map((activity) => ({
    activity,
    items: live.filter((t) => t.activity_id === activity.id),
  }));
  // Spec §4: shown if packed ones are shown, it is empty, or something is left to pack.
  const visible = groups.filter((group) => isGroupVisible(showPacked, group.items));
  const hidden = groups.length - visible.length;
  const loading = tripItems.isPending || activities.isPending;

  return (
    <Stack spacing={2} sx={{ maxWidth: 1600, mx: "auto" }}>
      <TripHeader trip={trip.data} stats={stats.data} today={today} />
      {tripItems.isError && <LoadError what="the trip's items" onRetry={() => void tripItems.refetch()} />}
      {activities.isError && <LoadError what="the trip's activities" onRetry={() => void activities.refetch()} />}
      {loading && <Skeleton variant="rounded" height={240} />}
      {!loading && (
        <Grid container spacing={2}>
          {visible.map(({ activity, items }) => (
            <Grid key={activity.id} size={{ xs: 12, md: 6, xl: 4 }}>
              <ActivityCard
                tripId={tripId}
                activity={activity}
                tripItems={items}
                showPacked={showPacked}
                inventory={inventory.data}
              />
            </Grid>
          ))}
        </Grid>
      )}
      {hidden > 0 && (
        <Box role="status">
          <Typography color="textSecondary">
            {hidden === 1 ? "1 activity is" : `${hidden} activities are`} fully packed and hidden. Use Show Packed below
            to see {hidden === 1 ? "it" : "them"}.
          </Typography>
        </Box>
      )}
      <AddActivity tripId={tripId} />
    </Stack>
  );
}
