import { formatIsoDay, numberText, type ReadingPlan } from "@homebase/contracts";
import { mdiDelete, mdiPause, mdiPlay } from "@mdi/js";
import Button from "@mui/material/Button";
import Card from "@mui/material/Card";
import CardActions from "@mui/material/CardActions";
import CardContent from "@mui/material/CardContent";
import Chip from "@mui/material/Chip";
import LinearProgress from "@mui/material/LinearProgress";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useId } from "react";
import { Icon } from "../../components/Icon";
import { describeWeekdays, plural } from "./format";

interface PlanCardProps {
  plan: ReadingPlan;
  pausing: boolean;
  onPause: (plan: ReadingPlan, paused: boolean) => void;
  onDelete: (plan: ReadingPlan) => void;
  onCatchUp: (plan: ReadingPlan) => void;
  catchingUp: boolean;
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <Stack sx={{ minWidth: 120 }}>
      <Typography variant="caption" color="textSecondary">
        {label}
      </Typography>
      <Typography variant="body2">{value}</Typography>
    </Stack>
  );
}

/** One plan with its progress (issue 8): chapters done of total, percent, expected finish, streak. */
export function PlanCard({ plan, pausing, onPause, onDelete, onCatchUp, catchingUp }: PlanCardProps) {
  const titleId = useId();
  const finished = plan.chapters_done >= plan.chapters_total;
  return (
    <Card component="article" aria-labelledby={titleId}>
      <CardContent sx={{ pb: 1 }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: "center", flexWrap: "wrap", rowGap: 0.5 }}>
          <Typography id={titleId} variant="h6" component="h3" sx={{ overflowWrap: "anywhere" }}>
            {plan.name}
          </Typography>
          {plan.is_paused && <Chip size="small" label="Paused" />}
          {finished && <Chip size="small" color="success" label="Finished" />}
          {!plan.is_paused && plan.overdue_count > 0 && (
            <Chip size="small" color="warning" label={`${plural(plan.overdue_count, "reading")} behind`} />
          )}
        </Stack>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: "center", mt: 1.5 }}>
          <LinearProgress
            variant="determinate"
            value={plan.percent}
            aria-label={`${plan.name} progress`}
            sx={{ flex: 1, height: 8, borderRadius: 4 }}
          />
          <Typography variant="body2" sx={{ minWidth: 40, textAlign: "right", fontWeight: 500 }}>
            {plan.percent}%
          </Typography>
        </Stack>
        <Typography variant="body2" color="textSecondary" sx={{ mt: 0.5 }}>
          {numberText(plan.chapters_done)} of {plural(plan.chapters_total, "chapter")} read
        </Typography>
        <Stack direction="row" sx={{ mt: 1.5, flexWrap: "wrap", gap: 2 }}>
          <Fact label="Started" value={formatIsoDay(plan.start_date)} />
          <Fact label={finished ? "Finished" : "Expected finish"} value={formatIsoDay(plan.expected_finish_date)} />
          <Fact label="Current streak" value={plural(plan.streak_days, "day")} />
          <Fact label="Reading days" value={describeWeekdays(plan.weekdays)} />
        </Stack>
      </CardContent>
      <CardActions sx={{ flexWrap: "wrap", gap: 1, px: 2, pb: 2 }}>
        {!plan.is_paused && plan.overdue_count > 0 && (
          <Button
            variant="contained"
            size="small"
            loading={catchingUp}
            aria-label={`Catch me up on ${plan.name}`}
            onClick={() => onCatchUp(plan)}
          >
            Catch me up
          </Button>
        )}
        <Button
          size="small"
          startIcon={<Icon path={plan.is_paused ? mdiPlay : mdiPause} />}
          loading={pausing}
          onClick={() => onPause(plan, !plan.is_paused)}
          aria-label={`${plan.is_paused ? "Resume" : "Pause"} ${plan.name}`}
        >
          {plan.is_paused ? "Resume" : "Pause"}
        </Button>
        <Button
          size="small"
          color="error"
          startIcon={<Icon path={mdiDelete} />}
          onClick={() => onDelete(plan)}
          aria-label={`Delete ${plan.name}`}
          sx={{ ml: "auto !important" }}
        >
          Delete
        </Button>
      </CardActions>
    </Card>
  );
}
