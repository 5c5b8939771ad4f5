import type { Activity, PackItem, TripItem } from "@homebase/contracts";
import { mdiDeleteOutline } from "@mdi/js";
import Box from "@mui/material/Box";
import Card from "@mui/material/Card";
import CardContent from "@mui/material/CardContent";
import IconButton from "@mui/material/IconButton";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useId, useState } from "react";
import { ConfirmDialog } from "../../components/ConfirmDialog";
import { Icon } from "../../components/Icon";
import { AddItemField, type AddItemOption } from "./AddItemField";
import { useAddTripItem, useCreateItem, useDeleteActivity, useRemoveTripItem, useTogglePacked } from "./api";
import { itemCount } from "./format";
import { TripItemRow } from "./TripItemRow";

interface ActivityCardProps {
  tripId: number;
  activity: Activity;
  /** This activity's trip items (not deleted), in the order to show. */
  tripItems: TripItem[];
  showPacked: boolean;
  inventory: readonly PackItem[] | undefined;
}

/** One activity of the trip (spec §2): its items to pack and the 'Add New Item' field. */
export function ActivityCard({ tripId, activity, tripItems, showPacked, inventory }: ActivityCardProps) {
  const headingId = useId();
  const toggle = useTogglePacked(tripId);
  const remove = useRemoveTripItem(tripId);
  const addTripItem = useAddTripItem(tripId);
  const createItem = useCreateItem();
  const deleteActivity = useDeleteActivity(tripId);
  const [confirming, setConfirming] = useState(false);
  // Picked but not yet answered, so a quick second pick cannot add the same item twice.
  const [adding, setAdding] = useState<number[]>([]);

  const packed = tripItems.filter((t) => t.is_packed).length;
  const shown = showPacked ? tripItems : tripItems.filter((t) => !t.is_packed);
  const withPhotos = shown.some((t) => t.item.thumbnail !== null);
  const here = new Set([...tripItems.map((t) => t.item.id), ...adding]);
  const addable = inventory?.filter((item) => !here.has(item.id)) ?? [];

  const addItem = (itemId: number) => {
    setAdding((ids) => [...ids, itemId]);
    addTripItem.mutate(
      { activity_id: activity.id, item_id: itemId },
      { onSettled: () => setAdding((ids) => ids.filter((id) => id !== itemId)) },
    );
  };
  const add = (picked: AddItemOption[]) => {
    for (const option of picked) {
      if (option.kind === "item") addItem(option.item.id);
      else createItem.mutate({ name: option.name }, { onSuccess: (item) => addItem(item.id) });
    }
  };

  return (
    <Card component="section" aria-labelledby={headingId}>
      <CardContent sx={{ pb: 1 }}>
        <Stack direction="row" sx={{ alignItems: "center", gap: 1 }}>
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <Typography id={headingId} variant="h6" component="h2" sx={{ overflowWrap: "anywhere" }}>
              {activity.name}
            </Typography>
            <Typography variant="body2" color="textSecondary">
              {tripItems.length === 0 ? "No items yet" : `${packed} of ${itemCount(tripItems.length)} packed`}
            </Typography>
          </Box>
          <IconButton aria-label={`Delete activity ${activity.name}`} onClick={() => setConfirming(true)}>
            <Icon path={mdiDeleteOutline} />
          </IconButton>
        </Stack>
      </CardContent>
      {shown.length > 0 && (
        <Box role="list" aria-label={`${activity.name} items`}>
          {shown.map((tripItem) => (
            <TripItemRow
              key={tripItem.id}
              tripItem={tripItem}
              onToggle={() => toggle.mutate({ tripItem, packed: !tripItem.is_packed })}
              onRemove={() => remove.mutate(tripItem)}
              alignWithPhotos={withPhotos}
            />
          ))}
        </Box>
      )}
      {!showPacked && packed > 0 && packed < tripItems.length && (
        <Typography variant="body2" color="textSecondary" sx={{ px: 2, pt: 1 }}>
          {itemCount(packed)} packed and hidden
        </Typography>
      )}
      <Box sx={{ p: 2 }}>
        <AddItemField items={addable} activityName={activity.name} loading={inventory === undefined} onAdd={add} />
      </Box>
      <ConfirmDialog
        open={confirming}
        title={`Delete ${activity.name}?`}
        message={
          tripItems.length
            ? `The activity and its ${itemCount(tripItems.length)} leave this trip. The items stay in your inventory.`
            : "The activity leaves this trip."
        }
        confirmLabel="Delete activity"
        pending={deleteActivity.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={() => deleteActivity.mutate(activity, { onSettled: () => setConfirming(false) })}
      />
    </Card>
  );
}
