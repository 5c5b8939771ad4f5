import Box from "@mui/material/Box";
import ButtonBase from "@mui/material/ButtonBase";
import { NavLink, useLocation } from "react-router";

export interface SubNavLink {
  label: string;
  to: string;
  /** Active only on exactly this path (a module's home, whose path starts every other). */
  end?: boolean;
  /** Also shown as the current tab under this path (a trip's own page, under Trips). */
  alsoUnder?: string;
}

/**
 * A module's own pages as tabs under the app bar (issue 22: on a phone the footer is a long
 * scroll away). They are links, not ARIA tabs: each opens a page of its own. A row wider than
 * the screen scrolls sideways; every tab is at least 48 px tall for a thumb.
 */
const barSx = { bgcolor: "background.paper", borderBottom: 1, borderColor: "divider" } as const;

/** A tab's look, here and in ViewTabs: the current one is underlined in the primary colour. */
export const TAB_SX = {
  px: 2,
  typography: "button",
  whiteSpace: "nowrap",
  color: "text.secondary",
  borderBottom: 2,
  borderColor: "transparent",
  "&:hover": { color: "text.primary" },
} as const;
export const TAB_SELECTED_SX = { color: "primary.main", borderColor: "primary.main" } as const;
const TAB_HEIGHT = 48;

/** The empty row the tabs will fill, as tall as they are: shown while their code loads (issue 28). */
export function SubNavTabsRow() {
  return <Box data-testid="tabs-row" sx={{ ...barSx, height: TAB_HEIGHT + 1 }} />;
}

export function SubNavTabs({ label, links }: { label: string; links: SubNavLink[] }) {
  const { pathname } = useLocation();
  return (
    <Box component="nav" aria-label={label} sx={{ ...barSx, overflowX: "auto" }}>
      <Box component="ul" sx={{ display: "flex", listStyle: "none", m: 0, px: { xs: 0.5, sm: 2 }, py: 0 }}>
        {links.map((link) => (
          <li key={link.to}>
            <ButtonBase
              component={NavLink}
              to={link.to}
              end={link.end}
              // NavLink marks its own path "active"; ButtonBase merges this class with its own.
              className={link.alsoUnder !== undefined && pathname.startsWith(link.alsoUnder) ? "active" : undefined}
              sx={{ ...TAB_SX, minHeight: TAB_HEIGHT, "&.active": TAB_SELECTED_SX }}
            >
              {link.label}
            </ButtonBase>
          </li>
        ))}
      </Box>
    </Box>
  );
}
