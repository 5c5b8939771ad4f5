import { completed, type TvShow } from "@homebase/contracts";
import { mdiOpenInApp, mdiRestart } from "@mdi/js";
import Button from "@mui/material/Button";
import Card from "@mui/material/Card";
import CardActions from "@mui/material/CardActions";
import MuiLink from "@mui/material/Link";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useId, useState } from "react";
import { Link } from "react-router";
import { useOwnerTimeZone } from "../../app/OwnerTimeZone";
import { ConfirmDialog } from "../../components/ConfirmDialog";
import { Icon } from "../../components/Icon";
import { useNotify } from "../../components/notifications";
import { RelativeDate } from "../../components/RelativeDate";
import { useShowAction } from "./api";
import { dayOf } from "./format";
import { Poster } from "./Poster";
import { tvShowPath } from "./paths";
import { episodeCount } from "./progress";
import { ShowsPage } from "./TvViews";
import { UndoResetButton } from "./UndoResetButton";

/**
 * Spec §2 Completed card: aired count, name, Last Watched At, and reset (start over). Reset asks
 * first; once reset the card stays where it was with its Undo (issue 25), until the page is left.
 */
function CompletedCard({ show, onReset }: { show: TvShow; onReset: (show: TvShow) => void }) {
  const nameId = useId();
  const timeZone = useOwnerTimeZone();
  const reset = useShowAction("reset");
  const notify = useNotify();
  const [asking, setAsking] = useState(false);
  const path = tvShowPath(show.id);
  return (
    <Card
      component="article"
      aria-labelledby={nameId}
      sx={{ height: "100%", display: "flex", flexDirection: "column" }}
    >
      <Stack direction="row" spacing={2} sx={{ p: 2, pb: 1, flex: 1 }}>
        <Link to={path} tabIndex={-1} aria-hidden>
          <Poster src={show.poster_thumb_path} name={show.name} place="list" />
        </Link>
        <Stack spacing={0.5} sx={{ minWidth: 0 }}>
          <Typography variant="overline" sx={{ color: "text.secondary", lineHeight: 1.5 }}>
            {episodeCount(show.aired)}
          </Typography>
          <Typography id={nameId} variant="subtitle1" component="h2" sx={{ fontWeight: 600, lineHeight: 1.3 }}>
            <MuiLink component={Link} to={path} underline="hover" color="inherit">
              {show.name}
            </MuiLink>
          </Typography>
          {show.network && (
            <Typography variant="body2" sx={{ color: "text.secondary" }}>
              {show.network}
            </Typography>
          )}
          <Typography variant="body2">
            Last Watched At{" "}
            {show.last_watched_at ? <RelativeDate date={dayOf(show.last_watched_at, timeZone)} /> : "never"}
          </Typography>
          {show.is_reset && (
            <Typography variant="body2" sx={{ color: "text.secondary" }}>
              Reset: back On Deck from the first episode.
            </Typography>
          )}
        </Stack>
      </Stack>
      <CardActions
        sx={{ flexWrap: "wrap", gap: 0.5, px: 2, pb: 1.5, pt: 0, "& > :not(style) ~ :not(style)": { ml: 0 } }}
      >
        {show.is_reset ? (
          <UndoResetButton show={show} size="small" variant="outlined" />
        ) : (
          <Button
            size="small"
            variant="outlined"
            startIcon={<Icon path={mdiRestart} />}
            loading={reset.isPending}
            onClick={() => setAsking(true)}
          >
            Reset
          </Button>
        )}
        <Button size="small" component={Link} to={path} startIcon={<Icon path={mdiOpenInApp} />}>
          Open show
        </Button>
      </CardActions>
      <ConfirmDialog
        open={asking}
        title={`Start ${show.name} over?`}
        message="It goes back On Deck from the first episode, as a rewatch. Undo reset is offered right here afterwards."
        confirmLabel="Reset"
        onCancel={() => setAsking(false)}
        onConfirm={() => {
          setAsking(false);
          onReset(show);
          reset.mutate(show, {
            onSuccess: () => notify(`${show.name} starts over: it is back On Deck from the first episode.`, "success"),
          });
        }}
      />
    </Card>
  );
}

/** TvCompleted: every aired episode watched and nothing more scheduled. Reset starts a rewatch. */
export function TvCompleted() {
  // Shows reset from this page stay in place, so their Undo is where the owner clicked.
  const [kept, setKept] = useState<ReadonlySet<number>>(() => new Set());
  const select = (shows: readonly TvShow[]) => {
    const done = new Set(completed(shows).map((show) => show.id));
    return shows.filter((show) => done.has(show.id) || (kept.has(show.id) && show.is_reset));
  };
  return (
    <ShowsPage
      title="Completed"
      select={select}
      empty="No completed shows yet. A show lands here once you have watched every aired episode and no more are scheduled."
    >
      {(show) => <CompletedCard show={show} onReset={(reset) => setKept((ids) => new Set(ids).add(reset.id))} />}
    </ShowsPage>
  );
}
