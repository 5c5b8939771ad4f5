import type { PackItem } from "@homebase/contracts";
import { mdiDeleteOutline, mdiPencilOutline, mdiRepeat, mdiRepeatOff } from "@mdi/js";
import Button from "@mui/material/Button";
import IconButton from "@mui/material/IconButton";
import Stack from "@mui/material/Stack";
import { Icon } from "../../components/Icon";
import { Tooltip } from "../../components/Tooltip";

export interface ItemActionHandlers {
  onAutoAdd: (item: PackItem) => void;
  onEdit: (item: PackItem) => void;
  onDelete: (item: PackItem) => void;
  /** Items whose Auto Add change is on its way. */
  autoAddPending: ReadonlySet<number>;
}

const autoAddHint = (item: PackItem) =>
  item.is_auto_add
    ? `${item.name} joins every new trip under General. Press to stop.`
    : `Add ${item.name} to every new trip (and the upcoming ones now).`;

/** Auto Add (a toggle that shows its state), Edit and Delete as labelled buttons, for cards. */
export function ItemButtons({
  item,
  onAutoAdd,
  onEdit,
  onDelete,
  autoAddPending,
}: ItemActionHandlers & { item: PackItem }) {
  return (
    <Stack direction="row" sx={{ flexWrap: "wrap", gap: 1 }}>
      <Tooltip title={autoAddHint(item)} describeChild>
        <Button
          size="small"
          variant={item.is_auto_add ? "contained" : "outlined"}
          aria-pressed={item.is_auto_add}
          startIcon={<Icon path={item.is_auto_add ? mdiRepeat : mdiRepeatOff} />}
          loading={autoAddPending.has(item.id)}
          onClick={() => onAutoAdd(item)}
        >
          Auto Add
        </Button>
      </Tooltip>
      <Button size="small" startIcon={<Icon path={mdiPencilOutline} />} onClick={() => onEdit(item)}>
        Edit
      </Button>
      <Button size="small" color="error" startIcon={<Icon path={mdiDeleteOutline} />} onClick={() => onDelete(item)}>
        Delete
      </Button>
    </Stack>
  );
}

/** The same three actions as icon buttons, for the table's Actions column. */
export function ItemIconButtons({
  item,
  onAutoAdd,
  onEdit,
  onDelete,
  autoAddPending,
}: ItemActionHandlers & { item: PackItem }) {
  return (
    <Stack direction="row">
      <Tooltip title={autoAddHint(item)} describeChild>
        <IconButton
          aria-label={`Auto Add ${item.name}`}
          aria-pressed={item.is_auto_add}
          color={item.is_auto_add ? "primary" : "default"}
          disabled={autoAddPending.has(item.id)}
          onClick={() => onAutoAdd(item)}
        >
          <Icon path={item.is_auto_add ? mdiRepeat : mdiRepeatOff} />
        </IconButton>
      </Tooltip>
      <IconButton aria-label={`Edit ${item.name}`} onClick={() => onEdit(item)}>
        <Icon path={mdiPencilOutline} />
      </IconButton>
      <IconButton aria-label={`Delete ${item.name}`} color="error" onClick={() => onDelete(item)}>
        <Icon path={mdiDeleteOutline} />
      </IconButton>
    </Stack>
  );
}
