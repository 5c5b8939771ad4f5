import type { ReadingPlan } from "@homebase/contracts";
import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import { useNotify } from "../../components/notifications";
import { useCatchUp } from "./api";
import { plural } from "./format";

/**
 * Issue 8 "Catch me up": for each running plan with overdue readings, moves its remaining
 * readings later so the oldest overdue one falls on today.
 */
export function CatchUpOffers({ plans }: { plans: readonly ReadingPlan[] }) {
  const catchUp = useCatchUp();
  const notify = useNotify();
  const behind = plans.filter((plan) => !plan.is_paused && plan.overdue_count > 0);
  if (behind.length === 0) return null;
  return (
    <Stack spacing={1} sx={{ my: 1.5 }}>
      {behind.map((plan) => (
        <Alert
          key={plan.id}
          severity="warning"
          action={
            <Button
              color="inherit"
              size="small"
              loading={catchUp.isPending && catchUp.variables?.id === plan.id}
              aria-label={`Catch me up on ${plan.name}`}
              onClick={() =>
                catchUp.mutate(plan, {
                  onSuccess: () => notify(`${plan.name}: the remaining readings now start today`, "success"),
                })
              }
              sx={{ whiteSpace: "nowrap" }}
            >
              Catch me up
            </Button>
          }
        >
          {plan.name} is {plural(plan.overdue_count, "reading")} behind.
        </Alert>
      ))}
    </Stack>
  );
}
