import type { Activity } from "@homebase/contracts";
import { mdiPlus } from "@mdi/js";
import Alert from "@mui/material/Alert";
import Autocomplete from "@mui/material/Autocomplete";
import Button from "@mui/material/Button";
import Card from "@mui/material/Card";
import CardContent from "@mui/material/CardContent";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { type FormEvent, useState } from "react";
import { ApiError, errorDetail } from "../../api/client";
import { Icon } from "../../components/Icon";
import { useNotify } from "../../components/notifications";
import {
  fetchPreviousItems,
  type PreviousItems,
  useActivitySuggestions,
  useAddActivity,
  useAddPreviousItems,
} from "./api";
import { itemCount } from "./format";

type Offer = { activity: Activity; previous: PreviousItems & { trip: { id: number; name: string } } };

/**
 * Adds an activity (names used on other trips are suggested); right after, offers in one click the
 * items used with that activity on the most recent earlier trip (issue 10).
 */
export function AddActivity({ tripId }: { tripId: number }) {
  const notify = useNotify();
  const suggestions = useActivitySuggestions(tripId);
  const addActivity = useAddActivity(tripId);
  const addPrevious = useAddPreviousItems(tripId);
  const [name, setName] = useState("");
  const [offer, setOffer] = useState<Offer | null>(null);
  const error = addActivity.error instanceof ApiError ? addActivity.error.fieldError("name") : undefined;

  const submit = (event?: FormEvent, value = name) => {
    event?.preventDefault();
    const trimmed = value.trim();
    if (!trimmed || addActivity.isPending) return;
    setOffer(null);
    addActivity.mutate(trimmed, {
      onSuccess: async (activity) => {
        setName("");
        try {
          const previous = await fetchPreviousItems(activity);
          if (previous.trip && previous.item_ids.length > 0) {
            setOffer({ activity, previous: { ...previous, trip: previous.trip } });
          }
        } catch (failure) {
          notify(`Could not look up ${activity.name} on earlier trips: ${errorDetail(failure)}`, "error");
        }
      },
    });
  };

  const acceptOffer = (current: Offer) =>
    addPrevious.mutate(
      { activity: current.activity, itemIds: current.previous.item_ids },
      { onSuccess: () => setOffer(null) },
    );

  return (
    <Card component="section" aria-labelledby="add-activity-heading">
      <CardContent>
        <Typography id="add-activity-heading" variant="h6" component="h2" sx={{ mb: 1.5 }}>
          Add Activity
        </Typography>
        <Stack component="form" onSubmit={submit} noValidate direction={{ xs: "column", sm: "row" }} spacing={1.5}>
          <Autocomplete
            freeSolo
            options={suggestions.data ?? []}
            inputValue={name}
            onInputChange={(_event, value) => {
              setName(value);
              addActivity.reset();
            }}
            sx={{ flex: 1 }}
            renderInput={(params) => (
              <TextField
                {...params}
                label="Activity"
                placeholder="Hiking, Beach, Business…"
                error={error !== undefined || addActivity.isError}
                helperText={error ?? (addActivity.isError ? errorDetail(addActivity.error) : undefined)}
              />
            )}
          />
          <Button
            type="submit"
            variant="contained"
            startIcon={<Icon path={mdiPlus} />}
            disabled={!name.trim()}
            loading={addActivity.isPending}
            sx={{ alignSelf: { xs: "stretch", sm: "flex-start" }, minHeight: 56 }}
          >
            Add activity
          </Button>
        </Stack>
        {offer && (
          <Alert
            severity="info"
            sx={{ mt: 2, alignItems: "center" }}
            onClose={() => setOffer(null)}
            closeText="No thanks"
          >
            <Button
              variant="outlined"
              color="inherit"
              onClick={() => acceptOffer(offer)}
              loading={addPrevious.isPending}
              sx={{ textAlign: "left", textTransform: "none" }}
            >
              Add {itemCount(offer.previous.item_ids.length)} from {offer.activity.name} on {offer.previous.trip.name}
            </Button>
          </Alert>
        )}
      </CardContent>
    </Card>
  );
}
