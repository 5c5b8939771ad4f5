import { type Bill, compareIsoDates, dueTotals, todayIn } from "@homebase/contracts";
import { mdiPlus } from "@mdi/js";
import Button from "@mui/material/Button";
import Card from "@mui/material/Card";
import CardContent from "@mui/material/CardContent";
import Grid from "@mui/material/Grid";
import MuiLink from "@mui/material/Link";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useState } from "react";
import { Link, useSearchParams } from "react-router";
import { useOwnerTimeZone } from "../../app/OwnerTimeZone";
import { PageLoading } from "../../app/PageLoading";
import { ConfirmDialog } from "../../components/ConfirmDialog";
import { Currency } from "../../components/Currency";
import { Icon } from "../../components/Icon";
import { LoadError } from "../../components/LoadError";
import { useNotify } from "../../components/notifications";
import { TOUCH_LINK } from "../../components/tapTarget";
import { useDataInTransition } from "../../components/useDataInTransition";
import { useProgressiveList } from "../../components/useProgressiveList";
import { useBills, useUpdateBill } from "./api";
import { BillCard } from "./BillCard";
import { InactiveBills } from "./InactiveBills";
import { PaymentOffers } from "./PaymentOffers";
import { BILLS_CREATE_PATH, BILLS_HOME_PATH, BILLS_INACTIVE_PATH, billsHeading, listsInactive } from "./paths";

/** Spec §4: a bill is listed only if active with a next due statement; soonest first. */
function listed(bills: readonly Bill[]): Bill[] {
  return bills
    .filter((bill) => bill.is_active && bill.next_due_statement)
    .sort((a, b) => compareIsoDates(a.next_due_statement?.due_date ?? "", b.next_due_statement?.due_date ?? ""));
}

function EmptyState() {
  return (
    <Card sx={{ maxWidth: 640 }}>
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          No recurring bills yet
        </Typography>
        <Typography color="textSecondary" sx={{ mb: 2 }}>
          Add a bill you pay regularly, such as rent or a phone plan, with its next due date and amount. It then shows
          here and on your Home page when it is due.
        </Typography>
        <Button component={Link} to={BILLS_CREATE_PATH} variant="contained" startIcon={<Icon path={mdiPlus} />}>
          Create Bill
        </Button>
      </CardContent>
    </Card>
  );
}

function BillGrid({ bills, onDeactivate }: { bills: Bill[]; onDeactivate: (bill: Bill) => void }) {
  // A bill card holds four fields: the first paint lays out what a phone shows, then a card a
  // turn, each a short task (issue 28); the cards already shown do not render again (memo).
  const shown = useProgressiveList(bills, 2, 1);
  return (
    <Grid container spacing={2}>
      {shown.map((bill) => (
        <Grid key={bill.id} size={{ xs: 12, sm: 6, md: 4, lg: 3, xl: 2 }}>
          <BillCard bill={bill} onDeactivate={onDeactivate} />
        </Grid>
      ))}
    </Grid>
  );
}

function ActiveBills() {
  const bills = useBills(true);
  const data = useDataInTransition(bills.data);
  const today = todayIn(useOwnerTimeZone());
  const deactivate = useUpdateBill();
  const notify = useNotify();
  const [confirming, setConfirming] = useState<Bill | null>(null);

  if (bills.isError) return <LoadError what="the bills" onRetry={() => void bills.refetch()} />;
  if (!data) return <PageLoading />;
  const shown = listed(data);
  if (shown.length === 0) return <EmptyState />;

  const totals = dueTotals(data, today);
  return (
    <>
      {/* Issue 25: what is left to pay this month and next, at a glance. */}
      <Stack
        direction="row"
        spacing={3}
        component="dl"
        aria-label="Totals due"
        sx={{ m: 0, mb: 2, "& dd": { m: 0, fontSize: "1.25rem", fontWeight: 500, fontVariantNumeric: "tabular-nums" } }}
      >
        <div>
          <Typography component="dt" variant="body2" color="textSecondary">
            Due this month
          </Typography>
          <dd>
            <Currency value={totals.thisMonth} />
          </dd>
        </div>
        <div>
          <Typography component="dt" variant="body2" color="textSecondary">
            Due next month
          </Typography>
          <dd>
            <Currency value={totals.nextMonth} />
          </dd>
        </div>
      </Stack>
      {/* Spec §2: 12/6/4/3/2 columns at xs/sm/md/lg/xl. */}
      <BillGrid bills={shown} onDeactivate={setConfirming} />
      <ConfirmDialog
        open={confirming !== null}
        title={`Deactivate ${confirming?.name ?? "bill"}?`}
        message="It leaves this list and the Home page; its statements are kept. You can reactivate it from the inactive bills."
        confirmLabel="Deactivate"
        pending={deactivate.isPending}
        onCancel={() => setConfirming(null)}
        onConfirm={() => {
          if (!confirming) return;
          const bill = confirming;
          deactivate.mutate(
            { bill, body: { is_active: false } },
            { onSuccess: () => notify(`${bill.name} deactivated`, "success") },
          );
          setConfirming(null);
        }}
      />
    </>
  );
}

/** Bills2Home (/bills/): a card per bill due; ?inactive=1 lists the deactivated ones instead. */
export function BillsHome() {
  const [params] = useSearchParams();
  const inactive = listsInactive(params);
  return (
    <Stack spacing={2}>
      <Stack
        direction="row"
        spacing={2}
        sx={{ alignItems: "baseline", justifyContent: "space-between", flexWrap: "wrap", rowGap: 1 }}
      >
        <Typography variant="h4" component="h1">
          {billsHeading(inactive)}
        </Typography>
        <MuiLink component={Link} to={inactive ? BILLS_HOME_PATH : BILLS_INACTIVE_PATH} variant="body2" sx={TOUCH_LINK}>
          {inactive ? "Show active bills" : "Show inactive bills"}
        </MuiLink>
      </Stack>
      {!inactive && <PaymentOffers />}
      {inactive ? <InactiveBills /> : <ActiveBills />}
    </Stack>
  );
}
