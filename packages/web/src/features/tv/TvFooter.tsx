import { completed, hiddenShows, onDeck, upcoming } from "@homebase/contracts";
import MuiLink from "@mui/material/Link";
import Stack from "@mui/material/Stack";
import { NavLink } from "react-router";
import { TvmazeAttribution } from "./Attribution";
import { useShows } from "./api";
import { TV_COMPLETED_PATH, TV_HIDDEN_PATH, TV_HOME_PATH, TV_UPCOMING_PATH } from "./paths";

const LINKS = [
  { label: "On Deck", to: TV_HOME_PATH, view: onDeck },
  { label: "Upcoming", to: TV_UPCOMING_PATH, view: upcoming },
  { label: "Completed", to: TV_COMPLETED_PATH, view: completed },
  { label: "Hidden", to: TV_HIDDEN_PATH, view: hiddenShows },
];

/** The TV pages' footer (spec §2 TV): On Deck, Upcoming, Completed, Hidden, with their counts. */
export function TvFooter() {
  const shows = useShows().data;
  return (
    <Stack direction="row" sx={{ alignItems: "center", justifyContent: "space-between", flexWrap: "wrap", gap: 1 }}>
      <Stack component="nav" aria-label="TV Series" direction="row" sx={{ flexWrap: "wrap", columnGap: 3, rowGap: 1 }}>
        {LINKS.map((link) => (
          <MuiLink
            key={link.to}
            component={NavLink}
            to={link.to}
            end
            variant="body2"
            underline="hover"
            sx={{ "&.active": { fontWeight: 700 } }}
          >
            {link.label}
            {shows ? ` (${link.view(shows).length})` : ""}
          </MuiLink>
        ))}
      </Stack>
      <TvmazeAttribution />
    </Stack>
  );
}
