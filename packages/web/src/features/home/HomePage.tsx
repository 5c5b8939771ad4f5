import Box from "@mui/material/Box";
import Card from "@mui/material/Card";
import CardActionArea from "@mui/material/CardActionArea";
import CardContent from "@mui/material/CardContent";
import Grid from "@mui/material/Grid";
import MuiLink from "@mui/material/Link";
import Skeleton from "@mui/material/Skeleton";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { memo, Suspense, useEffect, useId, useRef, useState } from "react";
import { Link } from "react-router";
import { getRememberedUsername } from "../../api/token";
import type { AppModule } from "../../app/modules";
import { useVisibleModules } from "../../app/visibleModules";
import { Icon } from "../../components/Icon";
import { TOUCH_LINK } from "../../components/tapTarget";
import { useReadyInTransition } from "../../components/useDataInTransition";
import { useProgressiveList } from "../../components/useProgressiveList";
import { useMe } from "../auth/hooks";
import { BackupAlert } from "./BackupAlert";
import { GettingStarted, useGettingStartedState } from "./GettingStarted";
import { greeting } from "./greeting";
import { followWidgetHeights, rememberedWidgetHeights, rememberWidgetHeights } from "./widgetHeights";

const DEFAULT_WIDGET_SIZE = { xs: 12, md: 6, xl: 4 } as const;

function ModuleLinks({ list }: { list: readonly AppModule[] }) {
  return (
    <Grid container spacing={2} component="ul" sx={{ listStyle: "none", p: 0, m: 0 }}>
      {list.map((module) => (
        <Grid key={module.key} component="li" size={{ xs: 12, sm: 6, md: 4, lg: 3 }}>
          <Card>
            <CardActionArea component={Link} to={module.path}>
              <CardContent sx={{ display: "flex", alignItems: "center", gap: 2 }}>
                <Icon path={module.icon} color="primary" />
                <Typography variant="subtitle1">{module.label}</Typography>
              </CardContent>
            </CardActionArea>
          </Card>
        </Grid>
      ))}
    </Grid>
  );
}

/**
 * The modules' widgets, each in a cell that reserves its height until the widget's code and
 * data arrive: the most it needed when the owner last had Home open, else the module's own.
 */
function WidgetGrid({ widgets }: { widgets: readonly AppModule[] }) {
  const gridRef = useRef<HTMLDivElement>(null);
  const [remembered] = useState(rememberedWidgetHeights);
  useEffect(() => {
    const grid = gridRef.current;
    if (!grid) return;
    const heights = followWidgetHeights(grid);
    const remember = () => rememberWidgetHeights(heights.needed());
    // A phone leaves an app by hiding it, often never to unload it.
    const onHidden = () => document.visibilityState === "hidden" && remember();
    document.addEventListener("visibilitychange", onHidden);
    window.addEventListener("pagehide", remember);
    return () => {
      document.removeEventListener("visibilitychange", onHidden);
      window.removeEventListener("pagehide", remember);
      remember();
      heights.stop();
    };
  }, []);
  // One more widget mounts per turn of the browser, top first. Mounted together, the widgets'
  // code, then their first renders, their queries' subscriptions and their data came in the same
  // tasks: on a phone each held the main thread 60-140 ms (Lighthouse's total blocking time).
  const mounted = useProgressiveList(widgets, 1, 1).length;
  return (
    <Grid container spacing={2} ref={gridRef}>
      {widgets.map((module, index) => (
        <WidgetCell
          key={module.key}
          module={module}
          mounted={index < mounted}
          reservedHeight={remembered[module.key]}
        />
      ))}
    </Grid>
  );
}

interface WidgetCellProps {
  module: AppModule;
  /** Not yet: the cell shows its loading state. */
  mounted: boolean;
  /** The height the widget needed last time (widgetHeights.ts), else the module's own. */
  reservedHeight: number | undefined;
}

/** Memoised: a widget mounting next to it does not render it again. */
const WidgetCell = memo(function WidgetCell({ module, mounted, reservedHeight }: WidgetCellProps) {
  const { Component, size, minHeight } = module.homeWidget!;
  // Busy, like a widget's own loading state: assistive technology knows the cell is filling in,
  // and the e2e suite's pictures wait for it (shell.ts, loaded).
  const loading = <Skeleton variant="rounded" sx={{ height: "100%" }} aria-busy="true" />;
  return (
    // A grid cell stretches its one child (the widget's card) to the reserved height.
    <Grid
      data-widget={module.key}
      size={size ?? DEFAULT_WIDGET_SIZE}
      sx={{ display: "grid", minHeight: reservedHeight ?? minHeight }}
    >
      {mounted ? (
        <Suspense fallback={loading}>
          <Component />
        </Suspense>
      ) : (
        loading
      )}
    </Grid>
  );
});

/**
 * Home (spec §2): a responsive grid that modules add widgets to through the registry; modules
 * the owner hid in Settings are left out (issue 25).
 */
export function HomePage({ modules: given }: { modules?: readonly AppModule[] }) {
  const modules = useVisibleModules(given);
  // Until the owner is known, the name the app shell greeted them with (it is painted as this h1).
  const username = useMe().data?.username ?? getRememberedUsername() ?? "";
  const widgets = modules.filter((module) => module.homeWidget);
  const modulesHeadingId = useId();
  const gettingStarted = useGettingStartedState(modules);
  // Until the owner's settings (hidden modules) and first steps are known, nothing below the
  // greeting shows: content that appears later would push the widgets down (layout shift). Then
  // the widgets and links render in a transition, in short slices: that render came with the
  // settings' answer, in one task that held a phone's main thread for 100 ms (issue 28).
  const ready = useReadyInTransition(gettingStarted.status !== "pending");

  return (
    <Stack spacing={3}>
      {/* A long username (up to 150 characters, no spaces) wraps instead of widening the page. */}
      <Typography variant="h4" component="h1" sx={{ overflowWrap: "anywhere" }}>
        {greeting(username)}
      </Typography>
      <BackupAlert />
      {gettingStarted.status === "shown" && <GettingStarted state={gettingStarted} modules={modules} />}
      {ready && widgets.length > 0 && <WidgetGrid widgets={widgets} />}
      {!ready ? null : modules.length > 0 ? (
        <Box component="section" aria-labelledby={modulesHeadingId}>
          <Typography id={modulesHeadingId} variant="h6" component="h2" gutterBottom>
            Your modules
          </Typography>
          <ModuleLinks list={modules} />
        </Box>
      ) : (
        <Card component="section" sx={{ maxWidth: 640 }}>
          <CardContent>
            <Typography variant="h6" component="h2" gutterBottom>
              Your home screen
            </Typography>
            <Typography sx={{ color: "text.secondary" }}>
              Every module is hidden. Turn on the ones you use in{" "}
              <MuiLink component={Link} to="/settings/">
                Settings, under Modules
              </MuiLink>
              : each gets a link in the menu and, where it helps, a widget on this page.
            </Typography>
          </CardContent>
        </Card>
      )}
      {ready && (
        <Typography>
          <MuiLink component={Link} to="/settings/" sx={TOUCH_LINK}>
            Choose your theme and time zone
          </MuiLink>
        </Typography>
      )}
    </Stack>
  );
}
