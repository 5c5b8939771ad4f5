import type { TripItem } from "@homebase/contracts";
import { mdiClose } from "@mdi/js";
import Box from "@mui/material/Box";
import Checkbox from "@mui/material/Checkbox";
import IconButton from "@mui/material/IconButton";
import Typography from "@mui/material/Typography";
import type { KeyboardEvent, MouseEvent } from "react";
import { Icon } from "../../components/Icon";
import { Thumbnail } from "./Thumbnail";

interface TripItemRowProps {
  tripItem: TripItem;
  onToggle: () => void;
  onRemove: () => void;
  /** Keeps a photo's width free when the item has none, so names line up with those that do. */
  alignWithPhotos?: boolean;
}

// Spec §9 allows 100 × 140; rows at a suitcase stay compact, so they use a smaller box within it.
const ROW_THUMBNAIL = { width: 56, height: 78 };

/** "Patagonia · Blue · M": the details spec §2 shows beside the name, skipping blanks. */
export function itemDetails(item: { brand_name: string; color: string; size: string }) {
  return [item.brand_name, item.color, item.size].filter((part) => part.trim() !== "").join(" · ");
}

const fromControl = (event: MouseEvent | KeyboardEvent) =>
  (event.target as HTMLElement).closest("button, input, a") !== null;

/**
 * One item to pack (spec §2): double-click toggles packed, as does Enter or Space on the focused
 * row; the checkbox is the tap target on phones, where double-tap zooms or is missed.
 */
export function TripItemRow({ tripItem, onToggle, onRemove, alignWithPhotos }: TripItemRowProps) {
  const { item, is_packed: packed } = tripItem;
  const details = itemDetails(item);
  return (
    <Box
      role="listitem"
      tabIndex={0}
      aria-label={`${item.name}${details ? `, ${details}` : ""}${packed ? ", packed" : ""}`}
      data-packed={packed}
      onDoubleClick={(event) => {
        if (!fromControl(event)) onToggle();
      }}
      onKeyDown={(event) => {
        if (event.target !== event.currentTarget) return;
        if (event.key === "Enter" || event.key === " ") {
          event.preventDefault();
          onToggle();
        }
      }}
      sx={{
        display: "flex",
        alignItems: "center",
        gap: 1,
        minHeight: 56,
        py: 0.5,
        pr: 0.5,
        borderTop: 1,
        borderColor: "divider",
        userSelect: "none",
        cursor: "pointer",
        "&:hover": { bgcolor: "action.hover" },
        "&:focus-visible": { outline: 2, outlineColor: "primary.main", outlineOffset: -2 },
      }}
    >
      <Checkbox
        checked={packed}
        onChange={onToggle}
        slotProps={{ input: { "aria-label": `Packed: ${item.name}` } }}
        sx={{ p: 1.5 }}
      />
      {item.thumbnail ? (
        <Thumbnail photo={item} alt="" box={ROW_THUMBNAIL} />
      ) : (
        alignWithPhotos && <Box aria-hidden sx={{ width: ROW_THUMBNAIL.width, flexShrink: 0 }} />
      )}
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography
          sx={{
            textDecoration: packed ? "line-through" : "none",
            color: packed ? "text.secondary" : "text.primary",
            overflowWrap: "anywhere",
          }}
        >
          {item.name}
        </Typography>
        {details && (
          <Typography
            variant="body2"
            color="textSecondary"
            sx={{ textDecoration: packed ? "line-through" : "none", overflowWrap: "anywhere" }}
          >
            {details}
          </Typography>
        )}
      </Box>
      <IconButton aria-label={`Remove ${item.name}`} onClick={onRemove} sx={{ p: 1.5 }}>
        <Icon path={mdiClose} />
      </IconButton>
    </Box>
  );
}
