import type { ReadingPlan, ScheduleEntry } from "@homebase/contracts";
import { mdiBookOpenVariant, mdiCheckCircleOutline } from "@mdi/js";
import Button from "@mui/material/Button";
import List from "@mui/material/List";
import Paper from "@mui/material/Paper";
import Skeleton from "@mui/material/Skeleton";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useId } from "react";
import { Link as RouterLink } from "react-router";
import { Icon } from "../../components/Icon";
import { LoadError } from "../../components/LoadError";
import { usePlans, useSchedule, useToggleReading } from "./api";
import { CatchUpOffers } from "./CatchUpOffers";
import { BIBLE_PLANS_PATH } from "./paths";
import { ScheduleRow } from "./ScheduleRow";

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
        <Typography color="text.secondary">{text}</Typography>
        {plans.length === 0 ? (
          <Button component={RouterLink} to={BIBLE_PLANS_PATH} variant="contained">
            Choose a plan
          </Button>
        ) : (
          <PlansLink />
        )}
      </Stack>
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

  if (schedule.isError) return <LoadError what="today's readings" onRetry={() => void schedule.refetch()} />;
  if (!schedule.data || (!plans.data && !plans.isError)) {
    return <Skeleton variant="rounded" height={160} aria-label="Loading today's readings" />;
  }
  const planList = plans.data ?? [];
  if (schedule.data.length === 0) return <EmptySchedule plans={planList} />;

  // The plan's name tells readings apart only when more than one plan is giving them.
  const planIds = new Set(schedule.data.map((entry) => entry.plan.id));
  const showPlan = planIds.size > 1 || planList.filter((plan) => !plan.is_paused).length > 1;
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
      <Typography variant="body2" color="text.secondary">
        {left === 0 ? "All done for today." : `${left} ${left === 1 ? "reading" : "readings"} left`}
      </Typography>
      <CatchUpOffers plans={planList} />
      <List aria-label="Today's readings" disablePadding>
        {schedule.data.map((entry) => (
          <ScheduleRow key={entry.id} entry={entry} showPlan={showPlan} onToggle={onToggle} />
        ))}
      </List>
    </Paper>
  );
}
