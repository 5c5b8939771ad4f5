import { formatIsoDay, type ReadingPlan, type ScheduleEntry } from "@homebase/contracts";
import { mdiBookOpenVariant, mdiCheckCircleOutline } from "@mdi/js";
import Button from "@mui/material/Button";
import List from "@mui/material/List";
import ListSubheader from "@mui/material/ListSubheader";
import Paper from "@mui/material/Paper";
import Skeleton from "@mui/material/Skeleton";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { Fragment, useId } from "react";
import { Link as RouterLink } from "react-router";
import { Icon } from "../../components/Icon";
import { LoadError } from "../../components/LoadError";
import { useReadyInTransition } from "../../components/useDataInTransition";
import { useProgressiveList } from "../../components/useProgressiveList";
import { useAheadReadings, usePlans, useReadAhead, useSchedule, useToggleReading } from "./api";
import { CatchUpOffers } from "./CatchUpOffers";
import { BIBLE_PLANS_PATH } from "./paths";
import { ScheduleRow, useScheduleRowContext } from "./ScheduleRow";

/** The readings per plan, plans in the order their first reading comes; the server's order within each. */
export function groupByPlan(entries: readonly ScheduleEntry[]) {
  const groups = new Map<number, { plan: ScheduleEntry["plan"]; entries: ScheduleEntry[] }>();
  for (const entry of entries) {
    const group = groups.get(entry.plan.id) ?? { plan: entry.plan, entries: [] };
    group.entries.push(entry);
    groups.set(entry.plan.id, group);
  }
  return [...groups.values()];
}

/**
 * Issue 25: reading ahead. The next reading day's readings, under today's, ticked today: each
 * then joins today's list as done, and its plan counts it.
 */
function ReadAhead() {
  const ahead = useAheadReadings();
  const read = useReadAhead();
  const headingId = useId();
  const rowContext = useScheduleRowContext();
  const entries = ahead.data ?? [];
  if (entries.length === 0) return null;
  const groups = groupByPlan(entries);
  return (
    <Stack component="section" aria-labelledby={headingId} sx={{ mt: 2 }}>
      <Typography id={headingId} variant="subtitle1" component="h2" sx={{ fontWeight: 500 }}>
        Read ahead
      </Typography>
      <Typography variant="body2" color="textSecondary">
        The next readings, for {formatIsoDay(entries[0]!.planned_date)}
        {groups.length > 1 ? " and after" : ""}. Tick one to count it today.
      </Typography>
      <List aria-label="Readings ahead" disablePadding>
        {entries.map((entry) => (
          <ScheduleRow
            key={entry.id}
            entry={read.isPending && read.variables?.id === entry.id ? { ...entry, is_completed: true } : entry}
            label={groups.length > 1 ? entry.plan.name : undefined}
            onToggle={(chosen, done) => done && read.mutate(chosen)}
            context={rowContext}
          />
        ))}
      </List>
    </Stack>
  );
}

function PlansLink() {
  return (
    <Button component={RouterLink} to={BIBLE_PLANS_PATH} size="small">
      Reading plans
    </Button>
  );
}

/** No readings left for today: what to do next depends on whether a plan is running. */
function EmptySchedule({ plans }: { plans: readonly ReadingPlan[] }) {
  const running = plans.filter((plan) => !plan.is_paused);
  const [title, text] =
    plans.length === 0
      ? ["Start a reading plan", "Pick a plan, such as the Bible in a year, and its readings show up here each day."]
      : running.length === 0
        ? ["All caught up for today", "Your plans are paused. Resume one on the plans page to get readings again."]
        : ["All caught up for today", "No readings are left for today. Come back tomorrow for the next ones."];
  return (
    <Paper sx={{ p: 3 }}>
      <Stack spacing={1.5} sx={{ alignItems: "flex-start" }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: "center" }}>
          <Icon path={plans.length === 0 ? mdiBookOpenVariant : mdiCheckCircleOutline} color="primary" />
          <Typography variant="h5" component="h1">
            {title}
          </Typography>
        </Stack>
        <Typography color="textSecondary">{text}</Typography>
        {plans.length === 0 ? (
          <Button component={RouterLink} to={BIBLE_PLANS_PATH} variant="contained">
            Choose a plan
          </Button>
        ) : (
          <PlansLink />
        )}
      </Stack>
      {running.length > 0 && <ReadAhead />}
    </Paper>
  );
}

/**
 * Spec §2 "Reading plan": today's readings (and overdue ones) with completion toggles. The
 * heading shows only when there is something to read; otherwise a friendly empty state.
 */
export function ReadingSchedule() {
  const schedule = useSchedule();
  const plans = usePlans();
  const toggle = useToggleReading();
  const headingId = useId();

  // The readings show once the plans have answered too, in a transition (useReadyInTransition).
  const settled = useReadyInTransition(Boolean(schedule.data) && (Boolean(plans.data) || plans.isError));

  if (schedule.isError) return <LoadError what="today's readings" onRetry={() => void schedule.refetch()} />;
  if (!schedule.data || !settled) {
    return <Skeleton variant="rounded" height={160} aria-label="Loading today's readings" />;
  }
  const planList = plans.data ?? [];
  if (schedule.data.length === 0) {
    // Without the plans the empty state cannot tell "all done" from "no plan yet".
    if (plans.isError) return <LoadError what="your reading plans" onRetry={() => void plans.refetch()} />;
    return <EmptySchedule plans={planList} />;
  }

  const groups = groupByPlan(schedule.data);
  // Several plans running: readings are grouped under each plan's name.
  const showPlans = groups.length > 1 || planList.filter((plan) => !plan.is_paused).length > 1;
  const onToggle = (entry: ScheduleEntry, done: boolean) => toggle.mutate({ entry, done });
  const left = schedule.data.filter((entry) => !entry.is_completed).length;

  return (
    <Paper component="section" aria-labelledby={headingId} sx={{ p: 2 }}>
      <Stack direction="row" sx={{ alignItems: "center", justifyContent: "space-between", gap: 1, flexWrap: "wrap" }}>
        <Typography id={headingId} variant="h5" component="h1">
          Reading Plan
        </Typography>
        <PlansLink />
      </Stack>
      <Typography variant="body2" color="textSecondary">
        {left === 0 ? "All done for today." : `${left} ${left === 1 ? "reading" : "readings"} left`}
      </Typography>
      <CatchUpOffers plans={planList} />
      <ScheduleList groups={groups} showPlans={showPlans} onToggle={onToggle} />
      <ReadAhead />
    </Paper>
  );
}

interface ScheduleListProps {
  groups: ReturnType<typeof groupByPlan>;
  showPlans: boolean;
  onToggle: (entry: ScheduleEntry, done: boolean) => void;
}

/** The readings, plan by plan; a long list (a month behind) renders its first rows first. */
function ScheduleList({ groups, showPlans, onToggle }: ScheduleListProps) {
  const all = groups.flatMap(({ entries }) => entries);
  const shown = new Set(useProgressiveList(all));
  const rowContext = useScheduleRowContext();
  return (
    <List aria-label="Today's readings" disablePadding>
      {groups.map(({ plan, entries }) => {
        const rows = entries.filter((entry) => shown.has(entry));
        return (
          rows.length > 0 && (
            <Fragment key={plan.id}>
              {showPlans && (
                <ListSubheader
                  disableSticky
                  disableGutters
                  sx={{ bgcolor: "transparent", lineHeight: 2.5, mt: 1, fontWeight: 500 }}
                >
                  {plan.name}
                </ListSubheader>
              )}
              {rows.map((entry) => (
                <ScheduleRow key={entry.id} entry={entry} onToggle={onToggle} context={rowContext} />
              ))}
            </Fragment>
          )
        );
      })}
    </List>
  );
}
