import type { BillStatement } from "@homebase/contracts";
import MuiLink from "@mui/material/Link";
import Typography from "@mui/material/Typography";
import { Link } from "react-router";
import { Currency } from "../../components/Currency";
import { moneyPaths } from "../money/paths";
import { shortDate } from "./statementText";

/** Issue 19: "Paid by $104.20 to City Power on Nov 28, 2026 (Checking)", linking to the transaction in Money. */
export function PaidBy({ statement }: { statement: BillStatement }) {
  const transaction = statement.transaction;
  if (!transaction) return null;
  return (
    <Typography variant="body2" sx={{ mb: 1 }}>
      Paid by{" "}
      <MuiLink component={Link} to={moneyPaths.transaction(transaction.id)}>
        <Currency value={Math.abs(transaction.amount)} />
        {transaction.payee ? ` to ${transaction.payee}` : ""} on {shortDate(transaction.transaction_date)}
      </MuiLink>{" "}
      ({transaction.account})
    </Typography>
  );
}
