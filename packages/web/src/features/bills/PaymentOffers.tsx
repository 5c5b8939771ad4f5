import type { PaymentOffer } from "@homebase/contracts";
import { formatCurrency } from "@homebase/contracts";
import Button from "@mui/material/Button";
import MuiLink from "@mui/material/Link";
import List from "@mui/material/List";
import ListItem from "@mui/material/ListItem";
import ListItemText from "@mui/material/ListItemText";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useId } from "react";
import { Link } from "react-router";
import { moneyPaths } from "../money/paths";
import { billEditPath } from "./paths";
import { usePaymentOffers, useSettleOffer } from "./paymentsApi";
import { shortDate } from "./statementText";

function OfferRow({ offer }: { offer: PaymentOffer }) {
  const settle = useSettleOffer();
  const { transaction, statement, bill } = offer;
  const paid = formatCurrency(Math.abs(transaction.amount));
  return (
    <ListItem
      divider
      sx={{ flexWrap: "wrap", gap: 1, px: 0 }}
      aria-label={`${bill.name} paid by ${paid} on ${shortDate(transaction.transaction_date)}?`}
    >
      <ListItemText
        sx={{ flex: "1 1 260px" }}
        primary={
          <>
            <MuiLink component={Link} to={billEditPath(bill.id)}>
              {bill.name}
            </MuiLink>
            , due {shortDate(statement.due_date)} ({formatCurrency(statement.due_amount)})
          </>
        }
        secondary={
          <>
            Paid by{" "}
            <MuiLink component={Link} to={moneyPaths.transaction(transaction.id)}>
              {paid}
              {transaction.payee ? ` to ${transaction.payee}` : ""} on {shortDate(transaction.transaction_date)}
            </MuiLink>{" "}
            ({transaction.account})?
          </>
        }
      />
      <Stack direction="row" spacing={1}>
        <Button variant="contained" size="small" onClick={() => settle.mutate({ offer, accept: true })}>
          Accept
        </Button>
        <Button size="small" onClick={() => settle.mutate({ offer, accept: false })}>
          Dismiss
        </Button>
      </Stack>
    </ListItem>
  );
}

/** Issue 19: imported payments that could be more than one bill's (or one of several), for the owner to settle. */
export function PaymentOffers() {
  const offers = usePaymentOffers();
  const headingId = useId();
  if (!offers.data || offers.data.length === 0) return null;
  return (
    <Paper component="section" aria-labelledby={headingId} sx={{ p: 2 }}>
      <Typography id={headingId} variant="h6" component="h2">
        Payments to confirm
      </Typography>
      <Typography variant="body2" color="textSecondary">
        These imported transactions could pay more than one statement, or a statement has more than one candidate.
      </Typography>
      <List dense>
        {offers.data.map((offer) => (
          <OfferRow key={offer.id} offer={offer} />
        ))}
      </List>
    </Paper>
  );
}
