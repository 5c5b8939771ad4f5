import type { TvShow as Show } from "@homebase/contracts";
import { mdiCheck, mdiDeleteOutline, mdiEyeOffOutline, mdiEyeOutline, mdiRefresh } from "@mdi/js";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Card from "@mui/material/Card";
import CardContent from "@mui/material/CardContent";
import Chip from "@mui/material/Chip";
import FormControlLabel from "@mui/material/FormControlLabel";
import FormHelperText from "@mui/material/FormHelperText";
import MuiLink from "@mui/material/Link";
import Skeleton from "@mui/material/Skeleton";
import Stack from "@mui/material/Stack";
import Switch from "@mui/material/Switch";
import Typography from "@mui/material/Typography";
import { useId, useState } from "react";
import { Link, useNavigate, useParams } from "react-router";
import { ApiError, errorDetail } from "../../api/client";
import { useOwnerTimeZone } from "../../app/OwnerTimeZone";
import { ConfirmDialog } from "../../components/ConfirmDialog";
import { Icon } from "../../components/Icon";
import { LoadError } from "../../components/LoadError";
import { useNotify } from "../../components/notifications";
import { useRefreshShow, useShow, useShowAction, useShowDetails, useShowSpecials, useStopTracking } from "./api";
import { formatAirDateTime } from "./format";
import { Poster } from "./Poster";
import { TV_HOME_PATH } from "./paths";
import { canMarkWatched, episodeCode, remaining } from "./progress";
import { SeasonTable, seasonAnchor } from "./SeasonTable";
import { SPECIALS_ANCHOR, SpecialsTable } from "./SpecialsTable";
import { UndoResetButton } from "./UndoResetButton";

function NextEpisodeLine({ show }: { show: Show }) {
  const timeZone = useOwnerTimeZone();
  const next = show.next_episode;
  if (!next) return <>You have watched every aired episode.</>;
  const when = next.first_aired
    ? `${next.is_future ? "airs" : "aired"} ${formatAirDateTime(next.first_aired, timeZone)}`
    : "";
  return (
    <>
      Next: {episodeCode(next.season, next.number)} · {next.name}
      {when ? ` · ${when}` : ""}
    </>
  );
}

function ShowActions({ show }: { show: Show }) {
  const notify = useNotify();
  const navigate = useNavigate();
  const watch = useShowAction("watch");
  const hide = useShowAction("hide");
  const refresh = useRefreshShow();
  const stop = useStopTracking();
  const [confirming, setConfirming] = useState(false);
  return (
    <Stack direction="row" sx={{ flexWrap: "wrap", gap: 1 }}>
      {canMarkWatched(show) && (
        <Button
          variant="contained"
          startIcon={<Icon path={mdiCheck} />}
          loading={watch.isPending}
          onClick={() => watch.mutate(show)}
        >
          Mark next watched
        </Button>
      )}
      <UndoResetButton show={show} />
      <Button
        startIcon={<Icon path={show.is_hidden ? mdiEyeOutline : mdiEyeOffOutline} />}
        disabled={hide.isPending}
        onClick={() => hide.mutate(show)}
      >
        {show.is_hidden ? "Unhide" : "Hide"}
      </Button>
      <Button
        startIcon={<Icon path={mdiRefresh} />}
        loading={refresh.isPending}
        onClick={() =>
          refresh.mutate(show, { onSuccess: () => notify(`${show.name} is up to date with TVmaze`, "success") })
        }
      >
        Refresh
      </Button>
      <Button color="error" startIcon={<Icon path={mdiDeleteOutline} />} onClick={() => setConfirming(true)}>
        Stop tracking
      </Button>
      <ConfirmDialog
        open={confirming}
        title={`Stop tracking ${show.name}?`}
        message="It leaves your lists and the episodes you marked watched are forgotten. You can add it again from the search."
        confirmLabel="Stop tracking"
        pending={stop.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={() =>
          stop.mutate(show, {
            onSuccess: () => {
              notify(`Stopped tracking ${show.name}`, "success");
              navigate(TV_HOME_PATH);
            },
            onSettled: () => setConfirming(false),
          })
        }
      />
    </Stack>
  );
}

/**
 * Issue 7: specials only if the owner asks. Saved on change; turning them on waits for TVmaze,
 * and a failure puts the switch back and says why here, next to it.
 */
function SpecialsSwitch({ show }: { show: Show }) {
  const helperId = useId();
  const specials = useShowSpecials(show);
  const turningOn = specials.isPending && specials.variables;
  const helper = specials.isError
    ? `Could not ${specials.variables ? "include" : "leave out"} specials: ${errorDetail(specials.error)}`
    : turningOn
      ? "Fetching the specials from TVmaze…"
      : "Specials never count toward progress.";
  return (
    <Box>
      <FormControlLabel
        control={
          <Switch
            checked={show.show_specials}
            disabled={specials.isPending}
            onChange={(_event, on) => specials.mutate(on)}
            slotProps={{ input: { "aria-describedby": helperId } }}
          />
        }
        label="Include specials"
      />
      <FormHelperText
        id={helperId}
        error={specials.isError}
        role={specials.isError ? "alert" : undefined}
        sx={{ mt: 0, mx: 0 }}
      >
        {helper}
      </FormHelperText>
    </Box>
  );
}

function ShowHeader({ show }: { show: Show }) {
  const facts = [show.network, show.status, show.premiered?.slice(0, 4)].filter(Boolean).join(" · ");
  const left = remaining(show);
  return (
    <Card>
      <CardContent sx={{ display: "flex", flexDirection: { xs: "column", sm: "row" }, gap: 3 }}>
        <Poster src={show.poster_path} name={show.name} place="show" />
        <Stack spacing={1} sx={{ minWidth: 0, flex: 1 }}>
          <Typography variant="h4" component="h1" sx={{ overflowWrap: "anywhere" }}>
            {show.name}
          </Typography>
          {facts && <Typography sx={{ color: "text.secondary" }}>{facts}</Typography>}
          <Stack direction="row" sx={{ flexWrap: "wrap", gap: 0.5 }}>
            <Chip size="small" label={`${show.completed} of ${show.aired} aired watched`} />
            {left > 0 && <Chip size="small" variant="outlined" label={`${left} remaining`} />}
            {show.is_hidden && <Chip size="small" variant="outlined" label="Hidden" />}
          </Stack>
          <Typography variant="body2">
            <NextEpisodeLine show={show} />
          </Typography>
          {show.overview && (
            <Typography variant="body1" sx={{ whiteSpace: "pre-line", maxWidth: "75ch" }}>
              {show.overview}
            </Typography>
          )}
          <ShowActions show={show} />
          <SpecialsSwitch show={show} />
        </Stack>
      </CardContent>
    </Card>
  );
}

function Seasons({ show }: { show: Show }) {
  const details = useShowDetails(show);
  if (details.isError) return <LoadError what="the episodes" onRetry={() => void details.refetch()} />;
  if (!details.data) return <Skeleton variant="rounded" height={240} />;
  // The details answer says whether its specials are in: the section follows the server, not the
  // switch, so it never shows an empty list while the specials are still being fetched.
  const { seasons, show_specials, specials } = details.data;
  return (
    <Stack spacing={2}>
      {seasons.length === 0 ? (
        <Alert severity="info">TVmaze lists no episodes for this show yet. Try Refresh later.</Alert>
      ) : (
        <Stack component="nav" aria-label="Seasons" direction="row" sx={{ flexWrap: "wrap", gap: 1 }}>
          {seasons.map((season) => (
            <Chip
              key={season.number}
              component="a"
              href={`#${seasonAnchor(season.number)}`}
              clickable
              color="primary"
              variant="outlined"
              label={`Season ${season.number}`}
            />
          ))}
          {show_specials && (
            <Chip
              component="a"
              href={`#${SPECIALS_ANCHOR}`}
              clickable
              color="primary"
              variant="outlined"
              label="Specials"
            />
          )}
        </Stack>
      )}
      {seasons.map((season, index) => (
        <SeasonTable
          key={season.number}
          show={show}
          season={season}
          earlier={seasons.slice(0, index).flatMap((s) => s.episodes)}
        />
      ))}
      {show_specials && <SpecialsTable show={show} specials={specials} />}
    </Stack>
  );
}

/** TvShow (/tv/show/{show_id}): poster, name, overview, the season list and a table per season. */
export function TvShow() {
  const id = Number(useParams().showId);
  const show = useShow(id);
  if (!show.data) {
    if (show.error instanceof ApiError && show.error.status === 404) {
      return (
        <Alert severity="warning">
          This show is not in your list.{" "}
          <MuiLink component={Link} to={TV_HOME_PATH}>
            Back to On Deck
          </MuiLink>
        </Alert>
      );
    }
    if (show.isError) return <LoadError what="the show" onRetry={() => void show.refetch()} />;
    return <Skeleton variant="rounded" height={320} />;
  }
  return (
    <Stack spacing={2} sx={{ maxWidth: 1100 }}>
      <ShowHeader show={show.data} />
      <Seasons show={show.data} />
    </Stack>
  );
}
