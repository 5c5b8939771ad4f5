import { type Bill, type BillStatement, PAYMENT_STATUSES, type PaymentStatusId } from "@homebase/contracts";
import Box from "@mui/material/Box";
import Card from "@mui/material/Card";
import CardContent from "@mui/material/CardContent";
import Chip from "@mui/material/Chip";
import Grid from "@mui/material/Grid";
import MenuItem from "@mui/material/MenuItem";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { lazy, useId } from "react";
import { LazyChart } from "../../components/LazyChart";
import { useUpdateStatement } from "./api";
import { SELECT_MENU } from "./fields";
import { PaidBy } from "./PaidBy";
import { StatementFields } from "./StatementFields";
import { paidText, shortDate } from "./statementText";

// The charts library is loaded only by the edit page, and only once there is something to draw.
const AmountChart = lazy(() => import("./AmountChart"));

const short = shortDate;

const STATUS_COLORS = { P: "success", S: "default", F: "warning" } as const;

function statusText(bill: Bill, statement: BillStatement): string {
  if (statement.payment_status.id === "P" && statement.date_paid) return paidText(statement);
  if (statement.id === bill.next_due_statement?.id) return bill.is_past_due ? "Overdue" : "Next due";
  return statement.payment_status.name;
}

/** Issue 25: a paid (or skipped) statement can be set back to unpaid here. */
function StatusSelect({ bill, statement }: { bill: Bill; statement: BillStatement }) {
  const update = useUpdateStatement();
  const current = statement.payment_status.id;
  return (
    <TextField
      select
      fullWidth
      size="small"
      label="Status"
      value={current}
      sx={{ mt: 2 }}
      slotProps={{ select: SELECT_MENU }}
      onChange={(event) =>
        update.mutate({ bill, statement, body: { payment_status_id: event.target.value as PaymentStatusId } })
      }
    >
      {PAYMENT_STATUSES.map((s) => (
        // Spec §4: skipping is offered from unpaid only.
        <MenuItem key={s.id} value={s.id} disabled={s.id === "S" && current === "P"}>
          {s.name}
        </MenuItem>
      ))}
    </TextField>
  );
}

function StatementCard({ bill, statement }: { bill: Bill; statement: BillStatement }) {
  const titleId = useId();
  const status = statement.payment_status.id as keyof typeof STATUS_COLORS;
  const isNext = statement.id === bill.next_due_statement?.id;
  return (
    <Card component="article" aria-labelledby={titleId} sx={{ height: "100%" }}>
      <CardContent>
        <Stack direction="row" spacing={1} sx={{ alignItems: "center", justifyContent: "space-between", mb: 2 }}>
          <Typography id={titleId} variant="subtitle1" component="h3">
            Due {short(statement.due_date)}
          </Typography>
          <Chip
            size="small"
            label={statusText(bill, statement)}
            color={isNext && bill.is_past_due ? "error" : (STATUS_COLORS[status] ?? "default")}
            variant={status === "F" && !isNext ? "outlined" : "filled"}
          />
        </Stack>
        <PaidBy statement={statement} />
        <StatementFields bill={bill} statement={statement} overdue={isNext && bill.is_past_due} />
        <StatusSelect bill={bill} statement={statement} />
      </CardContent>
    </Card>
  );
}

/** Beyond the spec (issue 5): the amount of each statement over time, once there are two. */
export function PaymentHistory({ bill }: { bill: Bill }) {
  // Oldest on the left, as time runs.
  const history = [...bill.statements].reverse();
  return (
    <Paper component="section" aria-label="Payment history" sx={{ p: 2 }}>
      <Typography variant="h6" component="h2">
        Payment history
      </Typography>
      <Typography variant="body2" color="textSecondary">
        Amount per statement
      </Typography>
      {history.length > 1 ? (
        <LazyChart height={220}>
          <AmountChart statements={history} />
        </LazyChart>
      ) : (
        <Typography color="textSecondary" sx={{ mt: 2 }}>
          The chart starts once a second statement comes up, after this one is paid or skipped.
        </Typography>
      )}
    </Paper>
  );
}

/** A card per statement, newest first (spec §2 Bills2Edit). */
export function BillStatements({ bill }: { bill: Bill }) {
  const headingId = useId();
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography id={headingId} variant="h5" component="h2" gutterBottom>
        Statements
      </Typography>
      {bill.statements.length === 0 ? (
        <Typography color="textSecondary">No statements yet.</Typography>
      ) : (
        <Grid container spacing={2}>
          {bill.statements.map((statement) => (
            <Grid key={statement.id} size={{ xs: 12, sm: 6, md: 4, lg: 3 }}>
              <StatementCard bill={bill} statement={statement} />
            </Grid>
          ))}
        </Grid>
      )}
    </Box>
  );
}
