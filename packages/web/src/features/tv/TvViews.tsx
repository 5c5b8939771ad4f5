import { hiddenShows, onDeck, type TvShow, upcoming } from "@homebase/contracts";
import Grid from "@mui/material/Grid";
import MuiLink from "@mui/material/Link";
import Skeleton from "@mui/material/Skeleton";
import Stack from "@mui/material/Stack";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { LoadError } from "../../components/LoadError";
import { useDataInTransition } from "../../components/useDataInTransition";
import { useShows } from "./api";
import { EmptyState, NoShowsYet } from "./EmptyState";
import { TV_HOME_PATH, TV_UPCOMING_PATH } from "./paths";
import { type ListView, ShowCard } from "./ShowCard";
import { TvPageHeader } from "./TvPageHeader";

/** The responsive grid every TV view lays its cards in. */
export function CardGrid({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Grid container spacing={2} component="ul" aria-label={label} sx={{ listStyle: "none", p: 0, m: 0 }}>
      {children}
    </Grid>
  );
}
export const CARD_SIZE = { xs: 12, sm: 6, lg: 4, xl: 3 } as const;

/**
 * One of the derived views (spec §4), or its loading, failure and empty states. `empty` speaks
 * when shows exist but none belongs here; with no shows at all the page leads to the search.
 */
export function ShowsPage({
  title,
  select,
  empty,
  children,
}: {
  title: string;
  select: (shows: readonly TvShow[]) => TvShow[];
  empty: ReactNode;
  children: (show: TvShow, index: number) => ReactNode;
}) {
  const shows = useShows();
  // The cards' first render, a mid-range phone's longest task on this page (Lighthouse, issue 28).
  const data = useDataInTransition(shows.data);
  let body: ReactNode;
  if (shows.isError) body = <LoadError what="your shows" onRetry={() => void shows.refetch()} />;
  else if (!data) body = <Skeleton variant="rounded" height={168} />;
  else if (data.length === 0) body = <NoShowsYet />;
  else {
    const list = select(data);
    body =
      list.length === 0 ? (
        <EmptyState>{empty}</EmptyState>
      ) : (
        <CardGrid label={title}>
          {list.map((show, index) => (
            <Grid key={show.id} component="li" size={CARD_SIZE}>
              {children(show, index)}
            </Grid>
          ))}
        </CardGrid>
      );
  }
  return (
    <Stack spacing={2}>
      <TvPageHeader title={title} />
      {body}
    </Stack>
  );
}

/** Cards on a phone's first screen (one a row) or a wide screen's first row (four). */
const EAGER_POSTERS = 4;

const card = (view: ListView) => (show: TvShow, index: number) => (
  <ShowCard show={show} view={view} eagerPoster={index < EAGER_POSTERS} />
);

/** TvHome (/tv/, title Shows): On Deck, shows whose next episode has aired, newest first. */
export function TvHome() {
  return (
    <ShowsPage
      title="On Deck"
      select={onDeck}
      empty={
        <>
          You are all caught up. Shows come back here when a new episode airs; see what is{" "}
          <MuiLink component={Link} to={TV_UPCOMING_PATH}>
            upcoming
          </MuiLink>
          .
        </>
      }
    >
      {card("onDeck")}
    </ShowsPage>
  );
}

/** TvUpcoming: shows whose next episode is still to air, soonest first. */
export function TvUpcoming() {
  return (
    <ShowsPage title="Upcoming" select={upcoming} empty="No scheduled episodes of your shows are known yet.">
      {card("upcoming")}
    </ShowsPage>
  );
}

/** TvHidden: hidden shows that still have a next episode. */
export function TvHidden() {
  return (
    <ShowsPage
      title="Hidden"
      select={hiddenShows}
      empty={
        <>
          No hidden shows. Hide a show from{" "}
          <MuiLink component={Link} to={TV_HOME_PATH}>
            On Deck
          </MuiLink>{" "}
          to keep it out of the way without losing your place.
        </>
      }
    >
      {card("hidden")}
    </ShowsPage>
  );
}
