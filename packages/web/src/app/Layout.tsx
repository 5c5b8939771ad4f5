import Box from "@mui/material/Box";
import Container from "@mui/material/Container";
import Link from "@mui/material/Link";
import Typography from "@mui/material/Typography";
import { useEffect } from "react";
import { Outlet, ScrollRestoration } from "react-router";
import { SubNavTabsRow } from "../components/SubNavTabs";
import { useMe } from "../features/auth/hooks";
import { AppHeader } from "./AppHeader";
import { OfflineStatusGate } from "./offline/OfflineStatusGate";
import { OfflineSync } from "./offline/OfflineSync";
import { useRouteHandle } from "./routeHandle";
import { useThemeFromSettings } from "./themeMode";

/** Mounted only for a signed-in owner: anonymous pages have no settings to read. */
function ThemeFromSettings() {
  useThemeFromSettings();
  return null;
}

function DefaultFooter({ username }: { username?: string }) {
  return (
    <Typography variant="body2" sx={{ color: "text.secondary" }}>
      Homebase{username ? ` · signed in as ${username}` : ""}
    </Typography>
  );
}

/** Every page (spec §1): app bar, main area on the light-grey background, footer. */
export function Layout() {
  const user = useMe().data ?? null;
  const { title, footer: Footer, tabs: Tabs, tabsRow } = useRouteHandle();

  useEffect(() => {
    document.title = title ? `${title} · Homebase` : "Homebase";
  }, [title]);

  return (
    <Box sx={{ display: "flex", flexDirection: "column", minHeight: "100vh" }}>
      <Link
        href="#main"
        sx={{
          position: "absolute",
          left: 8,
          top: -48,
          zIndex: "tooltip",
          p: 1,
          bgcolor: "background.paper",
          "&:focus": { top: 8 },
        }}
      >
        Skip to main content
      </Link>
      <AppHeader title={title} user={user} />
      {Tabs ? <Tabs /> : tabsRow && <SubNavTabsRow />}
      {/* A new page starts at its top; back and forward return to where the owner was (issue 22). */}
      <ScrollRestoration />
      {user && <ThemeFromSettings />}
      {user && <OfflineSync owner={user.username} />}
      <Box
        component="main"
        id="main"
        tabIndex={-1}
        // At least a screen tall: the footer starts below the fold, so a page whose content grows
        // as its data arrives never moves it within view (a layout shift Lighthouse counts).
        sx={{ flex: 1, minHeight: "100vh", bgcolor: "background.default", py: { xs: 2, md: 3 }, outline: "none" }}
      >
        <Container maxWidth="xl">
          {user && <OfflineStatusGate />}
          <Outlet />
        </Container>
      </Box>
      <Box
        component="footer"
        sx={{ borderTop: 1, borderColor: "divider", bgcolor: "background.paper", px: { xs: 2, sm: 3 }, py: 1.5 }}
      >
        {Footer ? <Footer /> : <DefaultFooter username={user?.username} />}
      </Box>
    </Box>
  );
}
