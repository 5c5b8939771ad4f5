import { type Bill, type FrequencyId, formatIsoDay, frequencyLabel } from "@homebase/contracts";
import { mdiPencil, mdiRestore } from "@mdi/js";
import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import Card from "@mui/material/Card";
import CardActions from "@mui/material/CardActions";
import CardContent from "@mui/material/CardContent";
import Grid from "@mui/material/Grid";
import Typography from "@mui/material/Typography";
import { useId } from "react";
import { Link } from "react-router";
import { PageLoading } from "../../app/PageLoading";
import { Icon } from "../../components/Icon";
import { LoadError } from "../../components/LoadError";
import { useNotify } from "../../components/notifications";
import { useBills, useUpdateBill } from "./api";
import { billEditPath } from "./paths";

function InactiveBillCard({ bill }: { bill: Bill }) {
  const titleId = useId();
  const reactivate = useUpdateBill();
  const notify = useNotify();
  const last = bill.last_paid_statement;
  return (
    <Card
      component="article"
      aria-labelledby={titleId}
      sx={{ height: "100%", display: "flex", flexDirection: "column" }}
    >
      <CardContent sx={{ flex: 1 }}>
        <Typography id={titleId} variant="h6" component="h2" sx={{ overflowWrap: "anywhere" }}>
          {bill.name}
        </Typography>
        <Typography variant="body2" color="textSecondary">
          {bill.pay_to?.name ?? "No payee"} · {frequencyLabel(bill.frequency.id as FrequencyId, bill.frequency_count)}
        </Typography>
        {last && (
          <Typography variant="body2" color="textSecondary">
            Last paid {formatIsoDay(last.date_paid ?? last.due_date)}
          </Typography>
        )}
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2 }}>
        <Button
          size="small"
          variant="contained"
          startIcon={<Icon path={mdiRestore} />}
          loading={reactivate.isPending}
          onClick={() =>
            reactivate.mutate(
              { bill, body: { is_active: true } },
              { onSuccess: () => notify(`${bill.name} reactivated`, "success") },
            )
          }
        >
          Reactivate
        </Button>
        <Button size="small" component={Link} to={billEditPath(bill.id)} startIcon={<Icon path={mdiPencil} />}>
          Edit
        </Button>
      </CardActions>
    </Card>
  );
}

/** Deactivated bills (issue 5: history is kept), each with Reactivate. */
export function InactiveBills() {
  const bills = useBills(false);
  if (bills.isError) return <LoadError what="the inactive bills" onRetry={() => void bills.refetch()} />;
  if (!bills.data) return <PageLoading />;
  if (bills.data.length === 0) {
    return <Alert severity="info">No inactive bills. Bills you deactivate are kept here to reactivate later.</Alert>;
  }
  return (
    <Grid container spacing={2}>
      {bills.data.map((bill) => (
        <Grid key={bill.id} size={{ xs: 12, sm: 6, md: 4, lg: 3, xl: 2 }}>
          <InactiveBillCard bill={bill} />
        </Grid>
      ))}
    </Grid>
  );
}
