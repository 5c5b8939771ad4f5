import type { Bill, BillStatement } from "@homebase/contracts";
import Box from "@mui/material/Box";
import Card from "@mui/material/Card";
import CardContent from "@mui/material/CardContent";
import Chip from "@mui/material/Chip";
import Grid from "@mui/material/Grid";
import Paper from "@mui/material/Paper";
import Skeleton from "@mui/material/Skeleton";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { lazy, Suspense, useId } from "react";
import { StatementFields } from "./StatementFields";

// The charts library is loaded only by the edit page, and only once there is something to draw.
const AmountChart = lazy(() => import("./AmountChart"));

const shortDay = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", year: "numeric", timeZone: "UTC" });
const short = (isoDate: string) => shortDay.format(new Date(`${isoDate}T00:00:00Z`));

const STATUS_COLORS = { P: "success", S: "default", F: "warning" } as const;

function statusText(bill: Bill, statement: BillStatement): string {
  if (statement.payment_status.id === "P" && statement.date_paid) return `Paid ${short(statement.date_paid)}`;
  if (statement.id === bill.next_due_statement?.id) return bill.is_past_due ? "Overdue" : "Next due";
  return statement.payment_status.name;
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
        <StatementFields bill={bill} statement={statement} overdue={isNext && bill.is_past_due} />
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
        <Suspense fallback={<Skeleton variant="rounded" height={220} />}>
          <AmountChart statements={history} />
        </Suspense>
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
