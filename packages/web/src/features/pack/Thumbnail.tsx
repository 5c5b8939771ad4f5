import { PACK_THUMBNAIL } from "@homebase/contracts";
import { mdiImageOutline } from "@mdi/js";
import Box from "@mui/material/Box";
import { Icon } from "../../components/Icon";

interface ThumbnailProps {
  photo: { thumbnail: string | null; thumbnail_width: number | null; thumbnail_height: number | null };
  alt: string;
  /** The box it fits in; spec §9: item photos in lists fit within 100 × 140. */
  box?: { width: number; height: number };
  /** Shows a quiet placeholder of the box's width when there is no photo, so rows line up. */
  placeholder?: boolean;
}

/** Scales width × height down (never up) to fit the box, keeping the shape. */
export function fitWithin(width: number, height: number, box: { width: number; height: number }) {
  const scale = Math.min(1, box.width / width, box.height / height);
  return { width: Math.round(width * scale), height: Math.round(height * scale) };
}

/** An item's thumbnail at its recorded size (no layout jump while it loads), or a placeholder. */
export function Thumbnail({ photo, alt, box = PACK_THUMBNAIL, placeholder }: ThumbnailProps) {
  if (!photo.thumbnail || !photo.thumbnail_width || !photo.thumbnail_height) {
    if (!placeholder) return null;
    return (
      <Box
        aria-hidden
        sx={{
          width: box.width,
          // A landscape photo's shape (4:3), the commonest, so rows with and without photos match.
          height: Math.round(box.width * 0.75),
          flexShrink: 0,
          display: "grid",
          placeItems: "center",
          borderRadius: 1,
          bgcolor: "action.hover",
          color: "text.disabled",
        }}
      >
        <Icon path={mdiImageOutline} />
      </Box>
    );
  }
  const size = fitWithin(photo.thumbnail_width, photo.thumbnail_height, box);
  return (
    <Box
      component="img"
      src={photo.thumbnail}
      alt={alt}
      width={size.width}
      height={size.height}
      loading="lazy"
      sx={{ display: "block", flexShrink: 0, borderRadius: 1, objectFit: "cover" }}
    />
  );
}
