import { onDeck, TV_HOME_STRIP, type TvShow, upcoming } from "@homebase/contracts";
import { mdiCheck, mdiTelevisionClassic } from "@mdi/js";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Card from "@mui/material/Card";
import CardContent from "@mui/material/CardContent";
import IconButton from "@mui/material/IconButton";
import MuiLink from "@mui/material/Link";
import Skeleton from "@mui/material/Skeleton";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { type ReactNode, useId } from "react";
import { Link } from "react-router";
import { useOwnerTimeZone } from "../../app/OwnerTimeZone";
import { Icon } from "../../components/Icon";
import { useNotify } from "../../components/notifications";
import { TAP_TARGET, TOUCH_LINE } from "../../components/tapTarget";
import { useDataInTransition } from "../../components/useDataInTransition";
import { TvmazeAttribution } from "./Attribution";
import { useShowAction, useShows } from "./api";
import { SearchLink } from "./EmptyState";
import { formatShortDate } from "./format";
import { Poster } from "./Poster";
import { TV_HOME_PATH, TV_UPCOMING_PATH, tvShowPath } from "./paths";
import { episodeCode } from "./progress";

/** Spec §2 Home / §9: the first 5 On Deck shows and the first 7 Upcoming ones. */
export function catchUp(shows: readonly TvShow[]) {
  return {
    aired: onDeck(shows).slice(0, TV_HOME_STRIP.aired),
    soon: upcoming(shows).slice(0, TV_HOME_STRIP.upcoming),
  };
}

function Tile({ show, children, onDoubleClick }: { show: TvShow; children: ReactNode; onDoubleClick?: () => void }) {
  return (
    <Box component="li" sx={{ width: 100, flexShrink: 0 }}>
      <Box
        onDoubleClick={onDoubleClick}
        title={onDoubleClick ? "Double-click to mark the episode watched" : undefined}
        sx={{ cursor: onDoubleClick ? "pointer" : "default", userSelect: "none" }}
      >
        <Poster src={show.poster_thumb_path} name={show.name} place="home" />
      </Box>
      <MuiLink
        component={Link}
        to={tvShowPath(show.id)}
        variant="body2"
        underline="hover"
        color="inherit"
        title={show.name}
        sx={{
          display: "block",
          mt: 0.5,
          fontWeight: 500,
          overflow: "hidden",
          textOverflow: "ellipsis",
          whiteSpace: "nowrap",
          // A finger's target (issue 22), one line tall still, so the name keeps its ellipsis.
          ...TOUCH_LINE,
        }}
      >
        {show.name}
      </MuiLink>
      {children}
    </Box>
  );
}

/** An aired next episode: double-click the poster, or the check button (keyboard, touch). */
function AiredTile({ show }: { show: TvShow }) {
  const watch = useShowAction("watch");
  const notify = useNotify();
  const next = show.next_episode!;
  const code = episodeCode(next.season, next.number);
  const mark = () => {
    if (watch.isPending) return;
    watch.mutate(show, { onSuccess: () => notify(`Marked ${show.name} ${code} watched`, "success") });
  };
  return (
    <Tile show={show} onDoubleClick={mark}>
      <Stack direction="row" sx={{ alignItems: "center", justifyContent: "space-between" }}>
        <Typography variant="caption" sx={{ color: "text.secondary" }}>
          {code}
        </Typography>
        <IconButton
          // A plain title: MUI's Tooltip would add Popper to the Home page's JavaScript budget.
          title="Mark watched"
          size="small"
          aria-label={`Mark ${show.name} ${code} watched`}
          onClick={mark}
          disabled={watch.isPending}
          // The phone's way to mark it (a double-tap zooms): a full-size tap target (issue 22).
          sx={TAP_TARGET}
        >
          <Icon path={mdiCheck} fontSize="small" />
        </IconButton>
      </Stack>
    </Tile>
  );
}

function UpcomingTile({ show }: { show: TvShow }) {
  const timeZone = useOwnerTimeZone();
  const next = show.next_episode!;
  return (
    <Tile show={show}>
      <Typography variant="caption" component="p" sx={{ color: "text.secondary" }}>
        {episodeCode(next.season, next.number)}
      </Typography>
      {next.first_aired && (
        <Typography variant="caption" component="p" sx={{ color: "text.secondary" }}>
          {formatShortDate(next.first_aired, timeZone)}
        </Typography>
      )}
    </Tile>
  );
}

function Row({ title, to, children }: { title: string; to: string; children: ReactNode }) {
  const id = useId();
  return (
    <Box sx={{ minWidth: 0, maxWidth: "100%" }}>
      <Typography id={id} variant="subtitle2" component="h3" sx={{ mb: 1 }}>
        <MuiLink component={Link} to={to} underline="hover" color="inherit">
          {title}
        </MuiLink>
      </Typography>
      <Stack
        component="ul"
        aria-labelledby={id}
        direction="row"
        spacing={2}
        sx={{ listStyle: "none", p: 0, m: 0, pb: 0.5, overflowX: "auto" }}
      >
        {children}
      </Stack>
    </Box>
  );
}

function StripBody() {
  const shows = useShows();
  // Home's widgets get their answers together: each renders its first in a slice of its own.
  const data = useDataInTransition(shows.data);
  if (shows.isError) {
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void shows.refetch()}>
            Retry
          </Button>
        }
      >
        Could not load your shows.
      </Alert>
    );
  }
  if (!data) return <Skeleton variant="rounded" height={150} />;
  if (data.length === 0) {
    return (
      <Stack spacing={1.5} sx={{ alignItems: "flex-start" }}>
        <Typography sx={{ color: "text.secondary" }}>You are not tracking any shows yet.</Typography>
        <SearchLink />
      </Stack>
    );
  }
  const { aired, soon } = catchUp(data);
  if (aired.length === 0 && soon.length === 0) {
    return <Typography sx={{ color: "text.secondary" }}>All caught up, and no new episodes are scheduled.</Typography>;
  }
  return (
    <Stack spacing={2}>
      {/* The two rows sit side by side while they fit, one above the other when they do not. */}
      <Stack direction="row" sx={{ flexWrap: "wrap", columnGap: 5, rowGap: 2 }}>
        {aired.length > 0 && (
          <Row title="On Deck" to={TV_HOME_PATH}>
            {aired.map((show) => (
              <AiredTile key={show.id} show={show} />
            ))}
          </Row>
        )}
        {soon.length > 0 && (
          <Row title="Upcoming" to={TV_UPCOMING_PATH}>
            {soon.map((show) => (
              <UpcomingTile key={show.id} show={show} />
            ))}
          </Row>
        )}
      </Stack>
      <Stack direction="row" sx={{ justifyContent: "space-between", flexWrap: "wrap", columnGap: 2 }}>
        <Typography variant="caption" sx={{ color: "text.secondary" }}>
          {aired.length > 0 ? "Double-click a poster, or press its check button, to mark the episode watched." : ""}
        </Typography>
        <TvmazeAttribution />
      </Stack>
    </Stack>
  );
}

/** The Home page's "TV Catch Up" strip (spec §2 Home). Default export: loaded lazily. */
export default function TvCatchUp() {
  const headingId = useId();
  return (
    <Card component="section" aria-labelledby={headingId}>
      <CardContent>
        <Stack direction="row" spacing={1} sx={{ alignItems: "center", mb: 1.5 }}>
          <Icon path={mdiTelevisionClassic} color="primary" />
          <Typography id={headingId} variant="h6" component="h2">
            <MuiLink component={Link} to={TV_HOME_PATH} underline="hover" color="inherit">
              TV Catch Up
            </MuiLink>
          </Typography>
        </Stack>
        <StripBody />
      </CardContent>
    </Card>
  );
}
