import type { TvDetails, TvShow } from "@homebase/contracts";
import { mdiCheckAll } from "@mdi/js";
import Box from "@mui/material/Box";
import Card from "@mui/material/Card";
import Checkbox from "@mui/material/Checkbox";
import IconButton from "@mui/material/IconButton";
import Stack from "@mui/material/Stack";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableContainer from "@mui/material/TableContainer";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";
import Tooltip from "@mui/material/Tooltip";
import Typography from "@mui/material/Typography";
import { Icon } from "../../components/Icon";
import { RelativeDate } from "../../components/RelativeDate";
import { useOwnerTimeZone } from "../settings/hooks";
import { type TvEpisode, useEpisodeMark } from "./api";
import { dayOf, formatShortDate } from "./format";
import { episodeCode } from "./progress";

type Season = TvDetails["seasons"][number];

// Read by screen readers, not shown: the marks column needs a header but no visible one.
// (Pixel strings: in sx a bare 1 would mean 100%.)
export const visuallyHidden = {
  position: "absolute",
  width: "1px",
  height: "1px",
  margin: "-1px",
  padding: 0,
  border: 0,
  overflow: "hidden",
  clip: "rect(0 0 0 0)",
  whiteSpace: "nowrap",
} as const;

export const seasonAnchor = (number: number) => `season-${number}`;

export const hasAired = (episode: { first_aired: string | null }, now: string) =>
  episode.first_aired !== null && episode.first_aired <= now;

/** The watched mark of one episode or special; not offered before it airs. */
export function WatchedCheckbox({
  aired,
  watched,
  label,
  onChange,
}: {
  aired: boolean;
  watched: boolean;
  label: string;
  onChange: (watched: boolean) => void;
}) {
  return (
    <Tooltip title={aired ? "Watched" : "Not aired yet"}>
      <span>
        <Checkbox
          checked={watched}
          disabled={!aired}
          onChange={(event) => onChange(event.target.checked)}
          slotProps={{ input: { "aria-label": label } }}
        />
      </span>
    </Tooltip>
  );
}

/**
 * Spec §2 TvShow: one season's episodes with the columns #, Name, First Aired, Last Watched,
 * plus the marks: watched or not, and "watched up to here" (this and every earlier episode).
 */
export function SeasonTable({ show, season, earlier }: { show: TvShow; season: Season; earlier: TvEpisode[] }) {
  const timeZone = useOwnerTimeZone();
  const mark = useEpisodeMark(show);
  const now = new Date().toISOString();
  const watched = season.episodes.filter((e) => e.last_watched_at !== null).length;
  const headingId = seasonAnchor(season.number);
  return (
    <Card component="section" aria-labelledby={headingId} sx={{ scrollMarginTop: 80 }}>
      <Stack direction="row" sx={{ alignItems: "baseline", justifyContent: "space-between", px: 2, pt: 2, pb: 1 }}>
        <Typography id={headingId} variant="h6" component="h2">
          Season {season.number}
        </Typography>
        <Typography variant="body2" sx={{ color: "text.secondary" }}>
          {watched} of {season.episodes.length} watched
        </Typography>
      </Stack>
      <TableContainer>
        <Table
          size="small"
          aria-labelledby={headingId}
          // Narrower cells on a phone, so the name keeps most of the width.
          sx={{ "& .MuiTableCell-root": { px: { xs: 1, sm: 2 } } }}
        >
          <TableHead>
            <TableRow>
              <TableCell sx={{ width: 40 }}>#</TableCell>
              <TableCell>Name</TableCell>
              <TableCell>First Aired</TableCell>
              <TableCell>Last Watched</TableCell>
              <TableCell padding="none" sx={{ width: 88 }}>
                <Box component="span" sx={visuallyHidden}>
                  Marks
                </Box>
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {season.episodes.map((episode, index) => {
              const code = episodeCode(season.number, episode.number);
              const aired = hasAired(episode, now);
              const upTo = [...earlier, ...season.episodes.slice(0, index + 1)].map((e) => e.id);
              return (
                <TableRow key={episode.id} hover>
                  <TableCell>{episode.number}</TableCell>
                  <TableCell sx={{ overflowWrap: "break-word" }}>{episode.title}</TableCell>
                  <TableCell sx={{ whiteSpace: "nowrap" }}>
                    {episode.first_aired ? formatShortDate(episode.first_aired, timeZone) : "Not yet announced"}
                  </TableCell>
                  <TableCell sx={{ whiteSpace: { sm: "nowrap" } }}>
                    {episode.last_watched_at ? <RelativeDate date={dayOf(episode.last_watched_at, timeZone)} /> : "—"}
                  </TableCell>
                  <TableCell padding="none" sx={{ whiteSpace: "nowrap", pr: 1 }}>
                    <WatchedCheckbox
                      aired={aired}
                      watched={episode.last_watched_at !== null}
                      label={`Watched ${code}`}
                      onChange={(watched) =>
                        mark.mutate({ episode, mark: watched ? "watched" : "unwatched", ids: [episode.id] })
                      }
                    />
                    <Tooltip title="Watched up to here">
                      <span>
                        <IconButton
                          aria-label={`Watched up to ${code}`}
                          disabled={!aired}
                          onClick={() => mark.mutate({ episode, mark: "upTo", ids: upTo })}
                        >
                          <Icon path={mdiCheckAll} fontSize="small" />
                        </IconButton>
                      </span>
                    </Tooltip>
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </TableContainer>
    </Card>
  );
}
