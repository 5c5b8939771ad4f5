import { relativeDate, type Trip, todayIn } from "@homebase/contracts";
import { mdiBagSuitcase, mdiPlus } from "@mdi/js";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Card from "@mui/material/Card";
import CardActionArea from "@mui/material/CardActionArea";
import CardContent from "@mui/material/CardContent";
import Grid from "@mui/material/Grid";
import Skeleton from "@mui/material/Skeleton";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { type FormEvent, useState } from "react";
import { Link, useNavigate } from "react-router";
import { ApiError, errorDetail } from "../../api/client";
import { useOwnerTimeZone } from "../../app/OwnerTimeZone";
import { Icon } from "../../components/Icon";
import { LoadError } from "../../components/LoadError";
import { useDataInTransition } from "../../components/useDataInTransition";
import { ImportButton } from "../imports/ImportButton";
import { type TripDraft, useCreateTrip, useTrips } from "./api";
import { dateRange } from "./format";
import { tripPagePath } from "./paths";
import { TripFields, tripFieldErrors } from "./TripFields";

/** Start New Trip (spec §2): Name, Start Date, End Date and Create Trip, which opens the new trip. */
function NewTripCard({ today }: { today: string }) {
  const navigate = useNavigate();
  const create = useCreateTrip();
  const [draft, setDraft] = useState<TripDraft>({ name: "", date_start: today, date_end: today });
  const fields = create.error instanceof ApiError ? create.error.fields : undefined;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!draft.name.trim() || create.isPending) return;
    create.mutate({ ...draft, name: draft.name.trim() }, { onSuccess: (trip) => navigate(tripPagePath(trip.id)) });
  };
  return (
    <Card component="section" aria-labelledby="new-trip-heading" sx={{ height: "100%" }}>
      <CardContent component="form" onSubmit={submit} noValidate>
        <Typography id="new-trip-heading" variant="h6" component="h2" sx={{ mb: 2 }}>
          Start New Trip
        </Typography>
        <TripFields
          draft={draft}
          today={today}
          onChange={(next) => {
            setDraft(next);
            create.reset();
          }}
          errors={tripFieldErrors(fields)}
          disabled={create.isPending}
        />
        {create.error && !fields && (
          <Alert severity="error" sx={{ mt: 2 }}>
            Could not create the trip: {errorDetail(create.error)}
          </Alert>
        )}
        <Button
          type="submit"
          variant="contained"
          size="large"
          startIcon={<Icon path={mdiPlus} />}
          disabled={!draft.name.trim()}
          loading={create.isPending}
          sx={{ mt: 2 }}
          fullWidth
        >
          Create Trip
        </Button>
      </CardContent>
    </Card>
  );
}

/** A trip's card: photo (or a tinted placeholder), name and date range; the whole card opens it. */
function TripCard({ trip, today }: { trip: Trip; today: string }) {
  const past = trip.date_end < today;
  const current = !past && trip.date_start <= today;
  const when = current ? "Now" : relativeDate(past ? trip.date_end : trip.date_start, today);
  return (
    <Card sx={{ height: "100%", opacity: past ? 0.72 : 1 }} variant={past ? "outlined" : "elevation"}>
      <CardActionArea component={Link} to={tripPagePath(trip.id)} sx={{ height: "100%" }}>
        {trip.photo ? (
          <Box
            component="img"
            src={trip.photo}
            alt=""
            loading="lazy"
            sx={{
              display: "block",
              width: "100%",
              height: 140,
              objectFit: "cover",
              filter: past ? "grayscale(0.6)" : "none",
            }}
          />
        ) : (
          <Box
            aria-hidden
            sx={{
              height: 140,
              display: "grid",
              placeItems: "center",
              bgcolor: past ? "action.selected" : "primary.main",
              color: past ? "text.secondary" : "primary.contrastText",
              opacity: past ? 1 : 0.85,
            }}
          >
            <Icon path={mdiBagSuitcase} sx={{ fontSize: 48 }} />
          </Box>
        )}
        <CardContent>
          <Typography variant="h6" component="h3" sx={{ overflowWrap: "anywhere" }}>
            {trip.name}
          </Typography>
          <Typography variant="body2" color="textSecondary">
            {dateRange(trip.date_start, trip.date_end)} · {when[0]?.toUpperCase() + when.slice(1)}
          </Typography>
        </CardContent>
      </CardActionArea>
    </Card>
  );
}

const cardSize = { xs: 12, sm: 6, md: 4, xl: 3 };

/** PackTrips (/pack): Start New Trip, then upcoming and current trips (soonest first), then past ones. */
export function PackTrips() {
  const today = todayIn(useOwnerTimeZone());
  const trips = useTrips();
  const data = useDataInTransition(trips.data);
  const upcoming = data?.filter((t) => t.date_end >= today) ?? [];
  const past = data?.filter((t) => t.date_end < today) ?? [];
  return (
    <Stack spacing={3}>
      <Stack direction="row" sx={{ alignItems: "center", justifyContent: "space-between", flexWrap: "wrap", gap: 1 }}>
        <Typography variant="h4" component="h1">
          Upcoming Trips
        </Typography>
        <ImportButton module="pack" title="Import a gear list" />
      </Stack>
      <Grid container spacing={2}>
        <Grid size={cardSize}>
          <NewTripCard today={today} />
        </Grid>
        {!data &&
          !trips.isError &&
          [1, 2].map((n) => (
            <Grid key={n} size={cardSize}>
              <Skeleton variant="rounded" height={220} />
            </Grid>
          ))}
        {upcoming.map((trip) => (
          <Grid key={trip.id} size={cardSize}>
            <TripCard trip={trip} today={today} />
          </Grid>
        ))}
      </Grid>
      {trips.isError && <LoadError what="the trips" onRetry={() => void trips.refetch()} />}
      {data && upcoming.length === 0 && (
        <Typography color="textSecondary">No upcoming trips. Start one above.</Typography>
      )}
      {past.length > 0 && (
        <Box component="section" aria-labelledby="past-trips-heading">
          <Typography id="past-trips-heading" variant="h6" component="h2" color="textSecondary" sx={{ mb: 1 }}>
            Past Trips
          </Typography>
          <Grid container spacing={2}>
            {past.map((trip) => (
              <Grid key={trip.id} size={cardSize}>
                <TripCard trip={trip} today={today} />
              </Grid>
            ))}
          </Grid>
        </Box>
      )}
    </Stack>
  );
}
