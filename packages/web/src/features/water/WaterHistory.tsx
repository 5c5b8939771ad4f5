import { mdiFire } from "@mdi/js";
import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import Skeleton from "@mui/material/Skeleton";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { lazy, useId } from "react";
import { Icon } from "../../components/Icon";
import { LazyChart } from "../../components/LazyChart";
import { useWaterStreak, useWaterSummary, useWaterTarget, useWaterUnit, type WaterStreak } from "./api";
import { describeHistory } from "./history";

const HistoryChart = lazy(() => import("./HistoryChart"));

const chartSkeleton = <Skeleton variant="rounded" height={280} aria-label="Loading the chart" />;

/** "3-day streak", or how to start one. */
export function streakText(streak: WaterStreak, hasTarget: boolean): string {
  if (streak.current === 0) {
    return hasTarget
      ? "No streak yet – meet today's target to start one"
      : "No streak yet – set a daily target to start one";
  }
  const days = `${streak.current}-day streak`;
  return streak.today_met ? `${days} – today's target met` : `${days} – meet today's target to keep it going`;
}

export function StreakStatus() {
  const streak = useWaterStreak();
  const hasTarget = (useWaterTarget().data?.target_ml ?? 0) > 0;
  if (streak.isError) {
    return (
      <Button size="small" color="error" onClick={() => void streak.refetch()}>
        Could not load the streak – retry
      </Button>
    );
  }
  if (!streak.data) return <Skeleton variant="text" width={160} aria-label="Loading the streak" />;
  return (
    <Stack direction="row" spacing={0.5} sx={{ alignItems: "center" }} role="status" aria-live="polite">
      <Icon path={mdiFire} fontSize="small" color={streak.data.current > 0 ? "warning" : "disabled"} />
      <Typography variant="body2">{streakText(streak.data, hasTarget)}</Typography>
    </Stack>
  );
}

/** The last 30 days: the chart, and the same story in one sentence for everyone. */
export function WaterHistory() {
  const summary = useWaterSummary();
  const { unit, loading } = useWaterUnit();
  const captionId = useId();

  if (summary.isError) {
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void summary.refetch()}>
            Retry
          </Button>
        }
      >
        Could not load the last 30 days.
      </Alert>
    );
  }
  if (!summary.data || loading) return chartSkeleton;

  const description = describeHistory(summary.data, unit);
  // A figure named by its visible caption: the chart's own SVG labels are not exposed to
  // screen readers, so the caption is what they read, and sighted readers get it too.
  return (
    <Stack component="figure" spacing={1} aria-labelledby={captionId} sx={{ m: 0 }}>
      <LazyChart height={280} label="Loading the chart">
        <HistoryChart days={summary.data} unit={unit} />
      </LazyChart>
      <Typography id={captionId} component="figcaption" variant="body2" sx={{ color: "text.secondary" }}>
        {description}
      </Typography>
    </Stack>
  );
}
