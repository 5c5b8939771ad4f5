import { type Bill, type FrequencyId, frequencyLabel } from "@homebase/contracts";
import { mdiCheck, mdiOpenInNew, mdiPencil, mdiPowerStandby, mdiSkipNext } from "@mdi/js";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Card from "@mui/material/Card";
import CardActions from "@mui/material/CardActions";
import CardContent from "@mui/material/CardContent";
import Chip from "@mui/material/Chip";
import IconButton from "@mui/material/IconButton";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { memo, useId } from "react";
import { Link } from "react-router";
import { Currency } from "../../components/Currency";
import { Icon } from "../../components/Icon";
import { useNotify } from "../../components/notifications";
import { useUpdateStatement } from "./api";
import { billEditPath } from "./paths";
import { StatementFields } from "./StatementFields";
import { paidText } from "./statementText";
import { useMarkPaid } from "./useMarkPaid";

interface BillCardProps {
  /** An active bill with a next due statement (spec §4: only those are listed). */
  bill: Bill;
  onDeactivate: (bill: Bill) => void;
}

/**
 * The Bills2Home card: the next due statement, editable in place, and the bill's actions.
 * Memoised: the grid grows a card a turn (useProgressiveList), and each turn re-rendered and
 * re-committed every card already shown, each turn longer than the last (issue 28).
 */
export const BillCard = memo(function BillCard({ bill, onDeactivate }: BillCardProps) {
  const titleId = useId();
  const update = useUpdateStatement();
  const notify = useNotify();
  const paying = useMarkPaid();
  const statement = bill.next_due_statement;
  if (!statement) return null;
  const status = statement.payment_status.id;
  const setStatus = (payment_status_id: "P" | "S") =>
    payment_status_id === "P"
      ? paying.markPaid(bill, statement)
      : update.mutate(
          { bill, statement, body: { payment_status_id } },
          { onSuccess: () => notify(`${bill.name} skipped`, "success") },
        );
  const lastPaid = bill.last_paid_statement;

  return (
    <Card
      component="article"
      aria-labelledby={titleId}
      sx={{
        height: "100%",
        display: "flex",
        flexDirection: "column",
        // Overdue bills stand out in the grid (spec §3 is_past_due).
        borderTop: 4,
        borderColor: bill.is_past_due ? "error.main" : "transparent",
      }}
    >
      <CardContent sx={{ flex: 1, pb: 1 }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: "flex-start", mb: 2 }}>
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <Typography id={titleId} variant="h6" component="h2" sx={{ lineHeight: 1.3, overflowWrap: "anywhere" }}>
              {bill.name}
            </Typography>
            <Typography variant="body2" color="textSecondary" sx={{ overflowWrap: "anywhere" }}>
              {bill.pay_to?.name ?? "No payee"} ·{" "}
              {frequencyLabel(bill.frequency.id as FrequencyId, bill.frequency_count)}
            </Typography>
          </Box>
          {bill.is_past_due ? (
            <Chip size="small" color="error" label="Overdue" />
          ) : status !== "F" ? (
            <Chip size="small" color={status === "P" ? "success" : "default"} label={statement.payment_status.name} />
          ) : bill.is_auto_pay ? (
            <Chip size="small" variant="outlined" label="Auto pay" />
          ) : null}
        </Stack>
        <StatementFields key={statement.id} bill={bill} statement={statement} overdue={bill.is_past_due} />
        {lastPaid?.date_paid && (
          <Typography variant="body2" color="textSecondary" sx={{ mt: 1.5 }}>
            Last: {paidText(lastPaid)} · <Currency value={lastPaid.due_amount} />
          </Typography>
        )}
      </CardContent>
      {/* Two groups, so a narrow card (xl has 6 columns) wraps the icons as one row. */}
      <CardActions disableSpacing sx={{ flexWrap: "wrap", gap: 0.5, px: 2, pb: 2, pt: 0 }}>
        {/* Spec §2: mark as paid unless paid, skip only while unpaid (F). */}
        <Stack direction="row" spacing={0.5}>
          {status !== "P" && (
            <Button
              size="small"
              variant="contained"
              startIcon={<Icon path={mdiCheck} />}
              onClick={() => setStatus("P")}
              disabled={update.isPending || paying.pending}
            >
              Mark paid
            </Button>
          )}
          {status === "F" && (
            <Button
              size="small"
              startIcon={<Icon path={mdiSkipNext} />}
              onClick={() => setStatus("S")}
              disabled={update.isPending}
            >
              Skip
            </Button>
          )}
        </Stack>
        <Stack direction="row" sx={{ ml: "auto" }}>
          <IconButton
            title="Edit bill"
            size="small"
            component={Link}
            to={billEditPath(bill.id)}
            aria-label={`Edit ${bill.name}`}
          >
            <Icon path={mdiPencil} fontSize="small" />
          </IconButton>
          {bill.external_url && (
            <IconButton
              title="Open the bill's website"
              size="small"
              component="a"
              href={bill.external_url}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={`Open the website for ${bill.name}`}
            >
              <Icon path={mdiOpenInNew} fontSize="small" />
            </IconButton>
          )}
          <IconButton
            title="Deactivate"
            size="small"
            onClick={() => onDeactivate(bill)}
            aria-label={`Deactivate ${bill.name}`}
          >
            <Icon path={mdiPowerStandby} fontSize="small" />
          </IconButton>
        </Stack>
      </CardActions>
      {paying.element}
    </Card>
  );
});
