import { BILLS_WIDGET, type Bill, type BillStatement, compareIsoDates, isDueSoon, todayIn } from "@homebase/contracts";
import { mdiCashClock, mdiCheck, mdiCheckCircle, mdiPlus } from "@mdi/js";
import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import Card from "@mui/material/Card";
import CardContent from "@mui/material/CardContent";
import Chip from "@mui/material/Chip";
import IconButton from "@mui/material/IconButton";
import MuiLink from "@mui/material/Link";
import List from "@mui/material/List";
import ListItem from "@mui/material/ListItem";
import Skeleton from "@mui/material/Skeleton";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useId } from "react";
import { Link } from "react-router";
import { useOwnerTimeZone } from "../../app/OwnerTimeZone";
import { Currency } from "../../components/Currency";
import { Icon } from "../../components/Icon";
import { RelativeDate } from "../../components/RelativeDate";
import { TOUCH_LINE } from "../../components/tapTarget";
import { useDataInTransition } from "../../components/useDataInTransition";
import { useBills } from "./api";
import { BILLS_CREATE_PATH, BILLS_HOME_PATH, billEditPath } from "./paths";
import { useMarkPaid } from "./useMarkPaid";

/**
 * Spec §2 Home / §9: up to 6 active bills whose next due date is at most 4 days from today
 * (the owner's zone; overdue ones included), soonest first.
 */
export function dueSoon(bills: readonly Bill[], today: string): Bill[] {
  return bills
    .filter((bill) => bill.is_active && bill.next_due_statement && isDueSoon(bill.next_due_statement.due_date, today))
    .sort((a, b) => compareIsoDates(a.next_due_statement?.due_date ?? "", b.next_due_statement?.due_date ?? ""))
    .slice(0, BILLS_WIDGET.max);
}

function BillRow({ bill, today, onMarkPaid, pending }: { bill: Bill; today: string } & MarkPaidProps) {
  const statement = bill.next_due_statement!;
  const paid = statement.payment_status.id === "P";
  const overdue = statement.due_date < today && !paid;
  return (
    <ListItem
      disableGutters
      divider
      secondaryAction={
        paid ? (
          <Icon path={mdiCheckCircle} color="success" titleAccess="Paid" sx={{ mr: 1 }} />
        ) : (
          <IconButton
            // A plain title: MUI's Tooltip would add Popper to the Home page's JavaScript budget.
            title="Mark paid"
            edge="end"
            aria-label={`Mark ${bill.name} paid`}
            disabled={pending}
            onClick={() => onMarkPaid(bill, statement)}
          >
            <Icon path={mdiCheck} />
          </IconButton>
        )
      }
      sx={{ pr: 6 }}
    >
      <Stack direction="row" spacing={1} sx={{ width: "100%", alignItems: "center", minWidth: 0 }}>
        <Stack sx={{ flex: 1, minWidth: 0 }}>
          <MuiLink
            component={Link}
            to={billEditPath(bill.id)}
            underline="hover"
            sx={{ fontWeight: 500, overflow: "hidden", textOverflow: "ellipsis", whiteSpace: "nowrap", ...TOUCH_LINE }}
          >
            {bill.name}
          </MuiLink>
          <Typography variant="body2" component="span" sx={{ color: overdue ? "error.main" : "text.secondary" }}>
            <RelativeDate date={statement.due_date} />
            {overdue && (
              <Chip size="small" color="error" label="Overdue" sx={{ ml: 1, height: 20, fontSize: "0.75rem" }} />
            )}
          </Typography>
        </Stack>
        <Typography variant="body2" sx={{ fontVariantNumeric: "tabular-nums", whiteSpace: "nowrap" }}>
          <Currency value={statement.due_amount} />
        </Typography>
      </Stack>
    </ListItem>
  );
}

type MarkPaidProps = { onMarkPaid: (bill: Bill, statement: BillStatement) => void; pending: boolean };

function WidgetBody(props: MarkPaidProps) {
  const today = todayIn(useOwnerTimeZone());
  const bills = useBills(true);
  // Home's widgets get their answers together: each renders its first in a slice of its own.
  const data = useDataInTransition(bills.data);
  if (bills.isError) {
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void bills.refetch()}>
            Retry
          </Button>
        }
      >
        Could not load the bills.
      </Alert>
    );
  }
  if (!data) return <Skeleton variant="rounded" height={96} />;
  if (data.length === 0) {
    return (
      <Stack spacing={1.5} sx={{ alignItems: "flex-start", py: 1 }}>
        <Typography color="textSecondary">No bills yet. Add one to see it here when it is due.</Typography>
        <Button component={Link} to={BILLS_CREATE_PATH} variant="contained" startIcon={<Icon path={mdiPlus} />}>
          Add a bill
        </Button>
      </Stack>
    );
  }
  const rows = dueSoon(data, today);
  if (rows.length === 0) {
    return (
      <Typography color="textSecondary" sx={{ py: 1 }}>
        Nothing due in the next {BILLS_WIDGET.days} days
      </Typography>
    );
  }
  return (
    <List dense disablePadding aria-label="Bills due soon">
      {rows.map((bill) => (
        <BillRow key={bill.id} bill={bill} today={today} {...props} />
      ))}
    </List>
  );
}

/** The Home page's "Recurring Bills" widget (spec §2 Home). Default export: loaded lazily. */
export default function BillsWidget() {
  const headingId = useId();
  // Here, not in the row: a paid bill leaves the list while its Undo is still offered.
  const { markPaid, pending, element } = useMarkPaid();
  return (
    <Card component="section" aria-labelledby={headingId} sx={{ height: "100%" }}>
      <CardContent>
        <Stack direction="row" spacing={1} sx={{ alignItems: "center", mb: 1 }}>
          <Icon path={mdiCashClock} color="primary" />
          <Typography id={headingId} variant="h6" component="h2" sx={{ flex: 1 }}>
            <MuiLink component={Link} to={BILLS_HOME_PATH} underline="hover" color="inherit">
              Recurring Bills
            </MuiLink>
          </Typography>
        </Stack>
        <WidgetBody onMarkPaid={markPaid} pending={pending} />
      </CardContent>
      {element}
    </Card>
  );
}
