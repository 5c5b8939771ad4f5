import type { MemoryItem } from "@homebase/contracts";
import Checkbox from "@mui/material/Checkbox";
import ListItem from "@mui/material/ListItem";
import ListItemButton from "@mui/material/ListItemButton";
import ListItemText from "@mui/material/ListItemText";
import type { Theme } from "@mui/material/styles";
import { formatUsDate } from "./format";

/**
 * Spec §2: priority items on a light green background, past-due unmemorized ones tinted.
 * Translucent palette colours, so the tint reads on white paper and on dark paper alike.
 */
export function memoryTint(item: MemoryItem) {
  return (theme: Theme) => {
    const palette = (theme.vars ?? theme).palette;
    if (item.is_past_due && !item.is_completed) return { bgcolor: theme.alpha(palette.warning.main, 0.16) };
    if (item.is_priority) return { bgcolor: theme.alpha(palette.success.main, 0.14) };
    return {};
  };
}

/** What a row says about an item's state besides its date, for a screen reader and a glance. */
function describe(item: MemoryItem): string {
  const parts = [item.planned_date ? formatUsDate(item.planned_date) : "No planned date"];
  if (item.is_priority) parts.push("Priority");
  if (item.is_past_due && !item.is_completed) parts.push("Past due");
  if (item.is_completed) parts.push("Memorized");
  return parts.join(" · ");
}

interface MemoryRowProps {
  item: MemoryItem;
  onToggle: (item: MemoryItem, done: boolean) => void;
  onOpen: (item: MemoryItem) => void;
}

/** One memory item (spec §2): completion toggle, name and planned date; clicking opens it. */
export function MemoryRow({ item, onToggle, onOpen }: MemoryRowProps) {
  const done = item.is_completed;
  return (
    <ListItem divider disablePadding sx={[{ pl: 0.5 }, memoryTint(item)]}>
      <Checkbox
        checked={done}
        onChange={(event) => onToggle(item, event.target.checked)}
        slotProps={{ input: { "aria-label": `Memorized ${item.name}` } }}
      />
      <ListItemButton onClick={() => onOpen(item)} sx={{ py: 0.75 }}>
        <ListItemText
          primary={item.name}
          secondary={describe(item)}
          slotProps={{
            primary: {
              sx: {
                textDecoration: done ? "line-through" : undefined,
                color: done ? "text.secondary" : undefined,
                overflowWrap: "anywhere",
                fontWeight: 500,
              },
            },
          }}
        />
      </ListItemButton>
    </ListItem>
  );
}
