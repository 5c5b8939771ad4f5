import { completed, hiddenShows, onDeck, upcoming } from "@homebase/contracts";
import { SubNavTabs } from "../../components/SubNavTabs";
import { useShows } from "./api";
import { TV_COMPLETED_PATH, TV_HIDDEN_PATH, TV_HOME_PATH, TV_UPCOMING_PATH } from "./paths";

const VIEWS = [
  { label: "On Deck", to: TV_HOME_PATH, view: onDeck },
  { label: "Upcoming", to: TV_UPCOMING_PATH, view: upcoming },
  { label: "Completed", to: TV_COMPLETED_PATH, view: completed },
  { label: "Hidden", to: TV_HIDDEN_PATH, view: hiddenShows },
];

/** The TV views with their counts (spec §2's footer links), as tabs under the app bar (issue 22). */
export function TvTabs() {
  const shows = useShows().data;
  return (
    <SubNavTabs
      label="TV Series"
      links={VIEWS.map(({ label, to, view }) => ({
        label: shows ? `${label} (${view(shows).length})` : label,
        to,
        end: true,
      }))}
    />
  );
}
