import { daysBetween, type TvShow, todayIn } from "@homebase/contracts";
import { mdiCheck, mdiEyeOffOutline, mdiEyeOutline, mdiOpenInApp } from "@mdi/js";
import Button from "@mui/material/Button";
import Card from "@mui/material/Card";
import CardActions from "@mui/material/CardActions";
import Chip from "@mui/material/Chip";
import MuiLink from "@mui/material/Link";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useId } from "react";
import { Link } from "react-router";
import { useOwnerTimeZone } from "../../app/OwnerTimeZone";
import { Icon } from "../../components/Icon";
import { RelativeDate } from "../../components/RelativeDate";
import { useShowAction } from "./api";
import { dayOf, formatAirDate, formatAirDateTime } from "./format";
import { Poster } from "./Poster";
import { tvShowPath } from "./paths";
import { canMarkWatched, episodeCode, premiereBadge, remaining } from "./progress";
import { UndoResetButton } from "./UndoResetButton";

export type ListView = "onDeck" | "upcoming" | "hidden";

/** An episode aired within this many days is "New Episode". */
const NEW_EPISODE_DAYS = 7;

/** The view's own line: when the next episode aired or airs, or when the show was hidden. */
function WhenLine({ show, view }: { show: TvShow; view: ListView }) {
  const timeZone = useOwnerTimeZone();
  const aired = show.next_episode?.first_aired ?? null;
  if (view === "hidden" && show.hidden_at) return <>Hidden on {formatAirDate(show.hidden_at, timeZone)}</>;
  if (view === "upcoming" && aired) return <>Airs {formatAirDateTime(aired, timeZone)}</>;
  if (view === "onDeck" && aired) {
    const day = dayOf(aired, timeZone);
    // Issue 25: "New" only for the last week's episodes; an old unwatched one just says when.
    if (daysBetween(day, todayIn(timeZone)) > NEW_EPISODE_DAYS) return <>Aired {formatAirDate(aired, timeZone)}</>;
    return (
      <>
        New Episode <RelativeDate date={day} />
      </>
    );
  }
  return null;
}

/**
 * Spec §2 TV list card: poster, name, SxE, network, next episode name, premiere badges,
 * 'N remaining', the view's date line; mark watched, open show, hide or unhide, undo reset.
 */
export function ShowCard({ show, view, eagerPoster }: { show: TvShow; view: ListView; eagerPoster?: boolean }) {
  const nameId = useId();
  const watch = useShowAction("watch");
  const hide = useShowAction("hide");
  const next = show.next_episode;
  const badge = next ? premiereBadge(next) : null;
  const left = remaining(show);
  const path = tvShowPath(show.id);
  return (
    <Card
      component="article"
      aria-labelledby={nameId}
      sx={{ height: "100%", display: "flex", flexDirection: "column" }}
    >
      <Stack direction="row" spacing={2} sx={{ p: 2, pb: 1, flex: 1, minWidth: 0 }}>
        <Link to={path} tabIndex={-1} aria-hidden>
          <Poster src={show.poster_thumb_path} name={show.name} place="list" eager={eagerPoster} />
        </Link>
        <Stack spacing={0.5} sx={{ minWidth: 0, flex: 1 }}>
          <Typography id={nameId} variant="subtitle1" component="h2" sx={{ fontWeight: 600, lineHeight: 1.3 }}>
            <MuiLink component={Link} to={path} underline="hover" color="inherit">
              {show.name}
            </MuiLink>
          </Typography>
          <Typography variant="body2" sx={{ color: "text.secondary" }}>
            {[next ? episodeCode(next.season, next.number) : null, show.network || null].filter(Boolean).join(" · ")}
          </Typography>
          {next && (
            <Typography variant="body2" sx={{ overflowWrap: "anywhere" }}>
              {next.name}
            </Typography>
          )}
          {(badge || left > 0) && (
            <Stack direction="row" sx={{ flexWrap: "wrap", gap: 0.5, pt: 0.5 }}>
              {badge && <Chip size="small" color="primary" label={badge} />}
              {left > 0 && <Chip size="small" variant="outlined" label={`${left} remaining`} />}
            </Stack>
          )}
          <Typography variant="body2" sx={{ color: "text.secondary" }}>
            <WhenLine show={show} view={view} />
          </Typography>
        </Stack>
      </Stack>
      <CardActions
        sx={{ flexWrap: "wrap", gap: 0.5, px: 2, pb: 1.5, pt: 0, "& > :not(style) ~ :not(style)": { ml: 0 } }}
      >
        {canMarkWatched(show) && (
          <Button
            size="small"
            variant="contained"
            startIcon={<Icon path={mdiCheck} />}
            loading={watch.isPending}
            onClick={() => watch.mutate(show)}
          >
            Mark watched
          </Button>
        )}
        <Button size="small" component={Link} to={path} startIcon={<Icon path={mdiOpenInApp} />}>
          Open show
        </Button>
        <Button
          size="small"
          startIcon={<Icon path={show.is_hidden ? mdiEyeOutline : mdiEyeOffOutline} />}
          disabled={hide.isPending}
          onClick={() => hide.mutate(show)}
        >
          {show.is_hidden ? "Unhide" : "Hide"}
        </Button>
        <UndoResetButton show={show} size="small" />
      </CardActions>
    </Card>
  );
}
