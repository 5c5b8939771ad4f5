import { TV_POSTER_SIZES } from "@homebase/contracts";
import { mdiTelevisionClassic } from "@mdi/js";
import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import { useState } from "react";
import { Icon } from "../../components/Icon";

type PosterPlace = keyof typeof TV_POSTER_SIZES;

/**
 * A show's poster in the box spec §9 gives each place (list 80×120, home 100×150, show 185×278),
 * or a placeholder when TVmaze has none (or it fails to load). Decorative: the name is beside it.
 * Posters load lazily, but the show page's and the first list cards' (`eager`): they are on the
 * first screen (the first card's is the TV page's largest paint, issue 28), and a lazy image is
 * fetched only once layout finds it near the screen.
 */
export function Poster({
  src,
  name,
  place,
  eager = place === "show",
}: {
  src: string | null;
  name: string;
  place: PosterPlace;
  eager?: boolean;
}) {
  const { width, height } = TV_POSTER_SIZES[place];
  const [failed, setFailed] = useState(false);
  const box = { width, height, flexShrink: 0, borderRadius: 1, overflow: "hidden" } as const;
  if (src && !failed) {
    return (
      <Box
        component="img"
        src={src}
        alt=""
        width={width}
        height={height}
        loading={eager ? "eager" : "lazy"}
        draggable={false}
        onError={() => setFailed(true)}
        sx={{ ...box, display: "block", objectFit: "cover", bgcolor: "action.hover" }}
      />
    );
  }
  return (
    <Box
      data-testid="poster-placeholder"
      sx={{
        ...box,
        display: "flex",
        flexDirection: "column",
        alignItems: "center",
        justifyContent: "center",
        gap: 0.5,
        p: 1,
        bgcolor: "action.selected",
        color: "text.secondary",
        textAlign: "center",
      }}
    >
      <Icon path={mdiTelevisionClassic} fontSize={place === "list" ? "medium" : "large"} />
      {place !== "list" && (
        <Typography variant="caption" sx={{ lineHeight: 1.2, overflowWrap: "anywhere" }}>
          {name}
        </Typography>
      )}
    </Box>
  );
}
