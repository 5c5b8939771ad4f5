import type { CurrentUser } from "@homebase/contracts";
import { mdiLogout, mdiMenu } from "@mdi/js";
import AppBar from "@mui/material/AppBar";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Divider from "@mui/material/Divider";
import IconButton from "@mui/material/IconButton";
import LinearProgress from "@mui/material/LinearProgress";
import { useTheme } from "@mui/material/styles";
import Toolbar from "@mui/material/Toolbar";
import Typography from "@mui/material/Typography";
import useMediaQuery from "@mui/material/useMediaQuery";
import { lazy, Suspense, useState } from "react";
import { Link, NavLink, useNavigation } from "react-router";
import { getToken } from "../api/token";
import { Icon } from "../components/Icon";
import { TOUCH_LINK } from "../components/tapTarget";
import { useLogout } from "../features/auth/hooks";
import { NavMoreMenu } from "./NavMoreMenu";
import { navItems } from "./navigation";
import { ThemeMenu } from "./ThemeMenu";
import { MOBILE_BREAKPOINT, NAV_CURRENT_BACKGROUND } from "./theme";
import { useVisibleModules } from "./visibleModules";

// The phone menu's code (MUI Drawer, Modal, lists) loads when it first opens.
const NavDrawer = lazy(() => import("./NavDrawer").then((m) => ({ default: m.NavDrawer })));

/** Menu entries shown in the app bar between the mobile breakpoint and xl; the rest are under More. */
const DESKTOP_BAR_ITEMS = 6;

// A little smaller on phones so the page title fits next to the app name at 390px.
const TITLE_SIZE = { xs: "1.1rem", sm: "1.25rem" };

/** App bar: name (home link), page title, module menu, theme switch and Log out. */
export function AppHeader({ title, user }: { title?: string; user: CurrentUser | null }) {
  const theme = useTheme();
  // Read synchronously (noSsr) so a phone never flashes the desktop menu first.
  const mobile = useMediaQuery(theme.breakpoints.down(MOBILE_BREAKPOINT), { noSsr: true });
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [drawerOpened, setDrawerOpened] = useState(false);
  const logout = useLogout();
  const navigating = useNavigation().state !== "idle";
  const items = navItems(useVisibleModules());
  // Ten modules do not fit in one bar below 1920px: the rest go under "More".
  const wide = useMediaQuery(theme.breakpoints.up("xl"), { noSsr: true });
  const inBar = wide ? items : items.slice(0, DESKTOP_BAR_ITEMS);
  const inMore = wide ? [] : items.slice(DESKTOP_BAR_ITEMS);
  // With a token the owner is known to be signed in before their details load: the menu shows
  // from the first paint instead of arriving later and pushing the title aside (issue 28).
  const signedIn = user !== null || getToken() !== null;

  // enableColorOnDark: the spec's dark primary (#2196F3) colours the bar in dark mode too.
  return (
    <AppBar position="sticky" enableColorOnDark>
      <Toolbar sx={{ gap: 1 }}>
        {signedIn && mobile && (
          <IconButton
            edge="start"
            color="inherit"
            aria-label="Open menu"
            onClick={() => {
              setDrawerOpen(true);
              setDrawerOpened(true);
            }}
          >
            <Icon path={mdiMenu} />
          </IconButton>
        )}
        <Typography
          variant="h6"
          component={Link}
          to="/"
          sx={{
            color: "inherit",
            textDecoration: "none",
            fontWeight: 600,
            flexShrink: 0,
            fontSize: TITLE_SIZE,
            ...TOUCH_LINK,
          }}
        >
          Homebase
        </Typography>
        {title && (
          <>
            <Divider
              orientation="vertical"
              flexItem
              sx={{ mx: 1, my: 1.5, borderColor: "currentColor", opacity: 0.4 }}
            />
            <Typography component="div" variant="h6" noWrap sx={{ fontWeight: 400, minWidth: 0, fontSize: TITLE_SIZE }}>
              {title}
            </Typography>
          </>
        )}
        <Box sx={{ flexGrow: 1 }} />
        {signedIn && !mobile && (
          <Box
            component="nav"
            aria-label="Main menu"
            sx={{ display: "flex", gap: 0.5, minWidth: 0, overflowX: "auto" }}
          >
            {inBar.map((item) => (
              <Button
                key={item.path}
                component={NavLink}
                to={item.path}
                end={item.end}
                color="inherit"
                sx={{ flexShrink: 0, "&.active": { bgcolor: NAV_CURRENT_BACKGROUND } }}
              >
                {item.label}
              </Button>
            ))}
            {inMore.length > 0 && <NavMoreMenu items={inMore} />}
          </Box>
        )}
        <ThemeMenu />
        {signedIn && !mobile && (
          <Button
            color="inherit"
            startIcon={<Icon path={mdiLogout} />}
            onClick={() => logout.mutate()}
            disabled={logout.isPending}
            sx={{ flexShrink: 0 }}
          >
            Log out
          </Button>
        )}
      </Toolbar>
      {navigating && (
        <LinearProgress
          aria-label="Loading page"
          color="inherit"
          sx={{ position: "absolute", bottom: 0, left: 0, right: 0, height: 2 }}
        />
      )}
      {user && mobile && drawerOpened && (
        <Suspense fallback={null}>
          <NavDrawer
            open={drawerOpen}
            items={items}
            username={user.username}
            loggingOut={logout.isPending}
            onClose={() => setDrawerOpen(false)}
            onLogout={() => {
              setDrawerOpen(false);
              logout.mutate();
            }}
          />
        </Suspense>
      )}
    </AppBar>
  );
}
