import type { GettingStartedStepKey } from "@homebase/contracts";
import { mdiChevronRight, mdiClose } from "@mdi/js";
import Card from "@mui/material/Card";
import CardContent from "@mui/material/CardContent";
import IconButton from "@mui/material/IconButton";
import List from "@mui/material/List";
import ListItem from "@mui/material/ListItem";
import ListItemButton from "@mui/material/ListItemButton";
import ListItemIcon from "@mui/material/ListItemIcon";
import ListItemText from "@mui/material/ListItemText";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useId } from "react";
import { Link } from "react-router";
import type { AppModule } from "../../app/modules";
import { useSettings, useUpdateSettings } from "../../app/settings";
import { Icon } from "../../components/Icon";
import { BIBLE_PLANS_PATH } from "../bible/paths";
import { BILLS_CREATE_PATH } from "../bills/paths";
import { FUEL_HOME_PATH } from "../fuel/paths";
import { TV_SEARCH_PATH } from "../tv/paths";
import { TARGET_HASH, WATER_HOME_PATH } from "../water/paths";
import { useGettingStarted } from "./gettingStartedApi";

/** Each step's words and where its first step happens. */
export const STEPS: Record<GettingStartedStepKey, { label: string; to: string }> = {
  water: { label: "Set a daily water target", to: `${WATER_HOME_PATH}${TARGET_HASH}` },
  bills: { label: "Add a bill", to: BILLS_CREATE_PATH },
  tv: { label: "Track a TV show", to: TV_SEARCH_PATH },
  bible: { label: "Start a reading plan", to: BIBLE_PLANS_PATH },
  fuel: { label: "Add a vehicle", to: FUEL_HOME_PATH },
};

export type GettingStartedState =
  /** Not known yet: Home waits, so the list never pushes the widgets down once they show. */
  | { status: "pending" }
  | { status: "hidden" }
  | { status: "shown"; todo: GettingStartedStepKey[]; total: number; dismiss: () => void };

/**
 * A new owner's first steps: each leaves the list once done (from their real data) or when its
 * module is hidden; the list goes once all are done or when dismissed (for every device).
 */
export function useGettingStartedState(modules: readonly AppModule[]): GettingStartedState {
  const settings = useSettings();
  const update = useUpdateSettings();
  // A failed settings load counts as loaded: Home must not wait forever for a list.
  const settled = settings.data !== undefined || settings.isError;
  const dismissed = settings.data?.is_getting_started_dismissed === true || update.isPending;
  const progress = useGettingStarted(settled && !dismissed);
  if (!settled) return { status: "pending" };
  if (dismissed || !settings.data) return { status: "hidden" };
  if (progress.isPending) return { status: "pending" };
  if (!progress.data) return { status: "hidden" };
  const shown = new Set<string>(modules.map((module) => module.key));
  const steps = progress.data.steps.filter((step) => shown.has(step.key));
  const todo = steps.filter((step) => !step.is_done).map((step) => step.key);
  if (todo.length === 0) return { status: "hidden" };
  return {
    status: "shown",
    todo,
    total: steps.length,
    dismiss: () => update.mutate({ is_getting_started_dismissed: true }),
  };
}

/** Home's getting-started card: the steps not yet taken, each a link to where it is taken. */
export function GettingStarted({
  state,
  modules,
}: {
  state: Extract<GettingStartedState, { status: "shown" }>;
  modules: readonly AppModule[];
}) {
  const headingId = useId();
  const { todo, total, dismiss } = state;
  const iconOf = (key: string) => modules.find((module) => module.key === key)?.icon ?? "";

  return (
    <Card component="section" aria-labelledby={headingId} sx={{ maxWidth: 640 }}>
      <CardContent sx={{ pb: 1 }}>
        <Stack direction="row" sx={{ alignItems: "flex-start", gap: 1 }}>
          <Stack sx={{ flex: 1 }}>
            <Typography id={headingId} variant="h6" component="h2">
              Getting started
            </Typography>
            <Typography variant="body2" sx={{ color: "text.secondary" }}>
              {total - todo.length} of {total} done. Each step leaves this list once you have taken it.
            </Typography>
          </Stack>
          <IconButton aria-label="Dismiss getting started" title="Dismiss" onClick={dismiss}>
            <Icon path={mdiClose} />
          </IconButton>
        </Stack>
        <List aria-labelledby={headingId}>
          {todo.map((key) => (
            <ListItem key={key} disablePadding>
              <ListItemButton component={Link} to={STEPS[key].to}>
                <ListItemIcon sx={{ minWidth: 40 }}>
                  <Icon path={iconOf(key)} color="primary" />
                </ListItemIcon>
                <ListItemText primary={STEPS[key].label} />
                <Icon path={mdiChevronRight} sx={{ color: "text.secondary" }} />
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      </CardContent>
    </Card>
  );
}
