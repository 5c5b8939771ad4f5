import { relativeDate, type Trip, type TripStats } from "@homebase/contracts";
import { mdiCameraOutline, mdiContentCopy, mdiDeleteOutline, mdiImageRemoveOutline, mdiPencilOutline } from "@mdi/js";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Card from "@mui/material/Card";
import CardContent from "@mui/material/CardContent";
import LinearProgress from "@mui/material/LinearProgress";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useQueryClient } from "@tanstack/react-query";
import { useRef, useState } from "react";
import { useNavigate } from "react-router";
import { ConfirmDialog } from "../../components/ConfirmDialog";
import { Icon } from "../../components/Icon";
import { storeTripPhoto, useDeleteTrip, useRemoveTripPhoto } from "./api";
import { dateRange } from "./format";
import { PhotoInput, PhotoStatus, usePhotoUpload } from "./PhotoControls";
import { PACK_HOME_PATH } from "./paths";
import { TripDialog } from "./TripDialog";

interface TripHeaderProps {
  trip: Trip;
  stats: TripStats | undefined;
  today: string;
}

/** The trip's photo, name, dates and packing progress, with its actions (issue 10). */
export function TripHeader({ trip, stats, today }: TripHeaderProps) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const photo = usePhotoUpload<Trip>(trip.url, (saved) => storeTripPhoto(queryClient, saved));
  const photoInput = useRef<HTMLInputElement>(null);
  const removePhoto = useRemoveTripPhoto();
  const deleteTrip = useDeleteTrip();
  const [dialog, setDialog] = useState<"edit" | "copy" | "delete" | null>(null);
  // Kept while the dialog closes, so its title does not change during the animation.
  const [formMode, setFormMode] = useState<"edit" | "copy">("edit");
  const openForm = (mode: "edit" | "copy") => {
    setFormMode(mode);
    setDialog(mode);
  };
  const current = trip.date_start <= today && today <= trip.date_end;
  const when = current ? "now" : relativeDate(trip.date_end < today ? trip.date_end : trip.date_start, today);
  const done = stats?.packed_unique_items ?? 0;
  const total = stats?.unique_items ?? 0;

  return (
    // The photo is a banner on phones and sits beside the details on wider screens, where a
    // full-width banner would crop it to a strip.
    <Card component="header" sx={{ display: "flex", flexDirection: { xs: "column", md: "row" } }}>
      {trip.photo && (
        <Box
          component="img"
          src={trip.photo}
          alt={`Photo of ${trip.name}`}
          sx={{
            display: "block",
            width: { xs: "100%", md: 360 },
            height: { xs: 160, md: "auto" },
            minHeight: { md: 200 },
            flexShrink: 0,
            objectFit: "cover",
          }}
        />
      )}
      <CardContent sx={{ flex: 1, minWidth: 0 }}>
        <Typography variant="h4" component="h1" sx={{ overflowWrap: "anywhere" }}>
          {trip.name}
        </Typography>
        <Typography color="textSecondary">
          {dateRange(trip.date_start, trip.date_end)} · {when[0]?.toUpperCase() + when.slice(1)}
        </Typography>
        {stats && (
          <Box sx={{ mt: 1.5 }}>
            <Typography variant="body2" sx={{ mb: 0.5 }}>
              {total === 0 ? "Nothing to pack yet" : `${done} of ${total} items packed`}
            </Typography>
            <LinearProgress
              variant="determinate"
              value={total ? (done / total) * 100 : 0}
              aria-label="Packed"
              sx={{ height: 8, borderRadius: 4 }}
            />
          </Box>
        )}
        <Stack direction="row" sx={{ flexWrap: "wrap", gap: 1, mt: 2 }}>
          <Button size="small" startIcon={<Icon path={mdiPencilOutline} />} onClick={() => openForm("edit")}>
            Edit
          </Button>
          <Button
            size="small"
            startIcon={<Icon path={mdiCameraOutline} />}
            disabled={photo.busy}
            onClick={() => photoInput.current?.click()}
          >
            {trip.photo ? "Change photo" : "Add photo"}
          </Button>
          <PhotoInput state={photo} label={trip.photo ? "Change trip photo" : "Add trip photo"} inputRef={photoInput} />
          {trip.photo && (
            <Button
              size="small"
              startIcon={<Icon path={mdiImageRemoveOutline} />}
              onClick={() => removePhoto.mutate(trip)}
              loading={removePhoto.isPending}
            >
              Remove photo
            </Button>
          )}
          <Button size="small" startIcon={<Icon path={mdiContentCopy} />} onClick={() => openForm("copy")}>
            Copy trip
          </Button>
          <Button
            size="small"
            color="error"
            startIcon={<Icon path={mdiDeleteOutline} />}
            onClick={() => setDialog("delete")}
          >
            Delete trip
          </Button>
        </Stack>
        <Box sx={{ mt: photo.busy || photo.error ? 1.5 : 0 }}>
          <PhotoStatus state={photo} />
        </Box>
      </CardContent>
      <TripDialog
        open={dialog === "edit" || dialog === "copy"}
        mode={formMode}
        trip={trip}
        today={today}
        onClose={() => setDialog(null)}
      />
      <ConfirmDialog
        open={dialog === "delete"}
        title={`Delete ${trip.name}?`}
        message="The trip, its activities and its packing list are deleted. Your items stay in the inventory."
        confirmLabel="Delete trip"
        pending={deleteTrip.isPending}
        onCancel={() => setDialog(null)}
        onConfirm={() =>
          deleteTrip.mutate(trip, {
            onSuccess: () => navigate(PACK_HOME_PATH),
            onSettled: () => setDialog(null),
          })
        }
      />
    </Card>
  );
}
