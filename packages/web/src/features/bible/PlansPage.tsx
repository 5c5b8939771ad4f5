import type { ReadingPlan } from "@homebase/contracts";
import { mdiArrowLeft } from "@mdi/js";
import Button from "@mui/material/Button";
import Grid from "@mui/material/Grid";
import Paper from "@mui/material/Paper";
import Skeleton from "@mui/material/Skeleton";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useState } from "react";
import { Link as RouterLink } from "react-router";
import { ConfirmDialog } from "../../components/ConfirmDialog";
import { Icon } from "../../components/Icon";
import { LoadError } from "../../components/LoadError";
import { useNotify } from "../../components/notifications";
import { useCatchUp, useDeletePlan, usePlans, useUpdatePlan } from "./api";
import { PlanCard } from "./PlanCard";
import { BIBLE_READING_PATH } from "./paths";
import { StartPlanForm } from "./StartPlanForm";

function PlanList() {
  const plans = usePlans();
  const update = useUpdatePlan();
  const remove = useDeletePlan();
  const catchUp = useCatchUp();
  const notify = useNotify();
  const [deleting, setDeleting] = useState<ReadingPlan | null>(null);

  if (plans.isError) return <LoadError what="your reading plans" onRetry={() => void plans.refetch()} />;
  if (!plans.data) return <Skeleton variant="rounded" height={200} aria-label="Loading reading plans" />;
  if (plans.data.length === 0) {
    return (
      <Paper sx={{ p: 2 }}>
        <Typography color="textSecondary">No reading plans yet. Start one with the form.</Typography>
      </Paper>
    );
  }
  return (
    <Stack spacing={2}>
      {plans.data.map((plan) => (
        <PlanCard
          key={plan.id}
          plan={plan}
          pausing={update.isPending && update.variables?.plan.id === plan.id}
          onPause={(target, is_paused) => update.mutate({ plan: target, body: { is_paused } })}
          onDelete={setDeleting}
          catchingUp={catchUp.isPending && catchUp.variables?.id === plan.id}
          onCatchUp={(target) =>
            catchUp.mutate(target, {
              onSuccess: () => notify(`${target.name}: the remaining readings now start today`, "success"),
            })
          }
        />
      ))}
      <ConfirmDialog
        open={deleting !== null}
        title="Delete this plan?"
        message={
          deleting ? `${deleting.name} and its record of ${deleting.chapters_done} read chapters will be deleted.` : ""
        }
        confirmLabel="Delete plan"
        pending={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() => deleting && remove.mutate(deleting, { onSuccess: () => setDeleting(null) })}
      />
    </Stack>
  );
}

/** Issue 8's plans page (/bible/plans/): the plans with progress, and a form to start one. */
export function PlansPage() {
  return (
    <Stack spacing={2} sx={{ maxWidth: 1200 }}>
      <Stack direction="row" sx={{ alignItems: "center", justifyContent: "space-between", flexWrap: "wrap", gap: 1 }}>
        <Typography variant="h4" component="h1">
          Reading Plans
        </Typography>
        <Button component={RouterLink} to={BIBLE_READING_PATH} startIcon={<Icon path={mdiArrowLeft} />}>
          Today's readings
        </Button>
      </Stack>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 7 }}>
          <Stack spacing={1}>
            <Typography variant="h6" component="h2">
              Your plans
            </Typography>
            <PlanList />
          </Stack>
        </Grid>
        <Grid size={{ xs: 12, md: 5 }}>
          <StartPlanForm />
        </Grid>
      </Grid>
    </Stack>
  );
}
