import type { TvDetails, TvShow } from "@homebase/contracts";
import { mdiCheckAll } from "@mdi/js";
import Checkbox from "@mui/material/Checkbox";
import IconButton from "@mui/material/IconButton";
import TableCell from "@mui/material/TableCell";
import TableRow from "@mui/material/TableRow";
import { useOwnerTimeZone } from "../../app/OwnerTimeZone";
import { Icon } from "../../components/Icon";
import { Tooltip } from "../../components/Tooltip";
import { type TvEpisode, useEpisodeMark } from "./api";
import { EpisodeDateCells, EpisodeTableCard } from "./EpisodeTableCard";
import { episodeCode } from "./progress";

type Season = TvDetails["seasons"][number];

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
  return (
    <EpisodeTableCard
      anchor={seasonAnchor(season.number)}
      title={`Season ${season.number}`}
      watched={watched}
      total={season.episodes.length}
      marksWidth={88}
    >
      {season.episodes.map((episode, index) => {
        const code = episodeCode(season.number, episode.number);
        const aired = hasAired(episode, now);
        const upTo = [...earlier, ...season.episodes.slice(0, index + 1)].map((e) => e.id);
        return (
          <TableRow key={episode.id} hover>
            <TableCell>{episode.number}</TableCell>
            <TableCell sx={{ overflowWrap: "break-word" }}>{episode.title}</TableCell>
            <EpisodeDateCells
              firstAired={episode.first_aired}
              lastWatchedAt={episode.last_watched_at}
              timeZone={timeZone}
            />
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
    </EpisodeTableCard>
  );
}
