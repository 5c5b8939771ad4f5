import type { BillPayment } from "@homebase/contracts";
import MuiLink from "@mui/material/Link";
import Typography from "@mui/material/Typography";
import { Link } from "react-router";
import { billEditPath } from "../bills/paths";
import { useBillPayments } from "../bills/paymentsApi";
import { shortDate } from "../bills/statementText";

/** Issue 19: the bill statement a transaction paid, linking to the bill. */
export function PaidBillNote({ payment }: { payment: BillPayment | undefined }) {
  if (!payment) return null;
  return (
    <Typography variant="caption" component="div" sx={{ color: "text.secondary" }}>
      Paid bill{" "}
      <MuiLink component={Link} to={billEditPath(payment.bill.id)}>
        {payment.bill.name}
      </MuiLink>{" "}
      (due {shortDate(payment.due_date)})
    </Typography>
  );
}

/** The bill payments of these transactions, by transaction id (only money out can pay a bill). */
export function usePaidBills(transactions: readonly { id: number; amount: number }[]): Map<number, BillPayment> {
  const payments = useBillPayments(transactions.filter((t) => t.amount < 0).map((t) => t.id));
  return new Map((payments.data ?? []).map((payment) => [payment.transaction_id, payment]));
}
