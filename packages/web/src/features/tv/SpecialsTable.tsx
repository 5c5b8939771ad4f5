import type { TvShow, TvSpecial } from "@homebase/contracts";
import Box from "@mui/material/Box";
import Card from "@mui/material/Card";
import Stack from "@mui/material/Stack";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableContainer from "@mui/material/TableContainer";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";
import Typography from "@mui/material/Typography";
import { RelativeDate } from "../../components/RelativeDate";
import { useOwnerTimeZone } from "../settings/hooks";
import { useEpisodeMark } from "./api";
import { dayOf, formatShortDate } from "./format";
import { hasAired, visuallyHidden, WatchedCheckbox } from "./SeasonTable";

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
    <Card component="section" aria-labelledby={SPECIALS_ANCHOR} sx={{ scrollMarginTop: 80 }}>
      <Stack direction="row" sx={{ alignItems: "baseline", justifyContent: "space-between", px: 2, pt: 2, pb: 1 }}>
        <Typography id={SPECIALS_ANCHOR} variant="h6" component="h2">
          Specials
        </Typography>
        {specials.length > 0 && (
          <Typography variant="body2" sx={{ color: "text.secondary" }}>
            {watched} of {specials.length} watched
          </Typography>
        )}
      </Stack>
      {specials.length === 0 ? (
        <Typography sx={{ px: 2, pb: 2, color: "text.secondary" }}>TVmaze lists no specials for this show.</Typography>
      ) : (
        <TableContainer>
          <Table
            size="small"
            aria-labelledby={SPECIALS_ANCHOR}
            sx={{ "& .MuiTableCell-root": { px: { xs: 1, sm: 2 } } }}
          >
            <TableHead>
              <TableRow>
                <TableCell sx={{ width: 40 }}>#</TableCell>
                <TableCell>Name</TableCell>
                <TableCell>First Aired</TableCell>
                <TableCell>Last Watched</TableCell>
                {/* On wider screens as wide as the season tables' marks, so the columns line up; on a
                    phone just the one box, leaving the name the room. */}
                <TableCell padding="none" sx={{ width: { xs: 48, sm: 88 } }}>
                  <Box component="span" sx={visuallyHidden}>
                    Marks
                  </Box>
                </TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
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
                  <TableCell sx={{ whiteSpace: "nowrap" }}>
                    {special.first_aired ? formatShortDate(special.first_aired, timeZone) : "Not yet announced"}
                  </TableCell>
                  <TableCell sx={{ whiteSpace: { sm: "nowrap" } }}>
                    {special.last_watched_at ? <RelativeDate date={dayOf(special.last_watched_at, timeZone)} /> : "—"}
                  </TableCell>
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
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </Card>
  );
}
