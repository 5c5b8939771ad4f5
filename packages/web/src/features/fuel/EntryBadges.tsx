import type { FuelEntry } from "@homebase/contracts";
import Chip from "@mui/material/Chip";
import MuiLink from "@mui/material/Link";
import { isQueuedUrl, WAITING_TO_SYNC } from "../../app/offline/useQueuedWrites";
import { formatShortDate, openStreetMapUrl } from "./format";

/** Marks a partial fill-up and one after a missed fill-up: why that row has no MPG. */
export function EntryBadges({ entry }: { entry: FuelEntry }) {
  return (
    <>
      {isQueuedUrl(entry.url) && (
        <Chip
          size="small"
          variant="outlined"
          color="info"
          label={WAITING_TO_SYNC}
          title="Made offline: sent when the network returns"
          sx={{ ml: 1 }}
        />
      )}
      {!entry.is_full && (
        <Chip
          size="small"
          variant="outlined"
          color="warning"
          label="Partial"
          title="Partial fill-up: its miles and gallons count towards the next full one"
          sx={{ ml: 1 }}
        />
      )}
      {entry.missed_previous && (
        <Chip
          size="small"
          variant="outlined"
          label="Missed previous"
          title="A fill-up before this one was not logged, so no MPG is worked out here"
          sx={{ ml: 1 }}
        />
      )}
    </>
  );
}

/** The location, as a link to OpenStreetMap (new tab) when the fill-up has a position. */
export function EntryLocation({ entry }: { entry: FuelEntry }) {
  if (!entry.position) return <>{entry.location}</>;
  const text = entry.location || "Map";
  return (
    <MuiLink
      href={openStreetMapUrl(entry.position)}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={`${text}: map of the ${formatShortDate(entry.date)} fill-up on OpenStreetMap (opens in a new tab)`}
    >
      {text}
    </MuiLink>
  );
}
