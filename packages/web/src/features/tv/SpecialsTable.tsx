import type { TvShow, TvSpecial } from "@homebase/contracts";
import TableCell from "@mui/material/TableCell";
import TableRow from "@mui/material/TableRow";
import Typography from "@mui/material/Typography";
import { useOwnerTimeZone } from "../../app/OwnerTimeZone";
import { useEpisodeMark } from "./api";
import { EpisodeDateCells, EpisodeTableCard } from "./EpisodeTableCard";
import { hasAired, WatchedCheckbox } from "./SeasonTable";

export const SPECIALS_ANCHOR = "specials";

/**
 * The show's specials (issue 7: only when the owner asks), after the seasons, with the season
 * tables' columns. A special has no episode number and no place in the order, so it is marked
 * watched on its own (no "watched up to here"), and it never counts toward progress.
 */
export function SpecialsTable({ show, specials }: { show: TvShow; specials: TvSpecial[] }) {
  const timeZone = useOwnerTimeZone();
  const mark = useEpisodeMark(show);
  const now = new Date().toISOString();
  const watched = specials.filter((e) => e.last_watched_at !== null).length;
  return (
    <EpisodeTableCard
      anchor={SPECIALS_ANCHOR}
      title="Specials"
      watched={watched}
      total={specials.length}
      // On wider screens as wide as the season tables' marks, so the columns line up; on a
      // phone just the one box, leaving the name the room.
      marksWidth={{ xs: 48, sm: 88 }}
      empty="TVmaze lists no specials for this show."
    >
      {specials.map((special) => (
        <TableRow key={special.id} hover>
          {/* Specials have no episode number. */}
          <TableCell>—</TableCell>
          <TableCell sx={{ overflowWrap: "break-word" }}>
            {special.title}
            <Typography
              variant="body2"
              component="span"
              sx={{ display: "block", whiteSpace: "nowrap", color: "text.secondary" }}
            >
              Season {special.season}
            </Typography>
          </TableCell>
          <EpisodeDateCells
            firstAired={special.first_aired}
            lastWatchedAt={special.last_watched_at}
            timeZone={timeZone}
          />
          <TableCell padding="none" sx={{ whiteSpace: "nowrap", pr: 1 }}>
            <WatchedCheckbox
              aired={hasAired(special, now)}
              watched={special.last_watched_at !== null}
              label={`Watched ${special.title}`}
              onChange={(isWatched) =>
                mark.mutate({ episode: special, mark: isWatched ? "watched" : "unwatched", ids: [special.id] })
              }
            />
          </TableCell>
        </TableRow>
      ))}
    </EpisodeTableCard>
  );
}
