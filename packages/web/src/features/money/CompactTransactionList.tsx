import { categoryLabel, type MoneyTransaction } from "@homebase/contracts";
import Box from "@mui/material/Box";
import Checkbox from "@mui/material/Checkbox";
import MuiLink from "@mui/material/Link";
import List from "@mui/material/List";
import ListItem from "@mui/material/ListItem";
import Typography from "@mui/material/Typography";
import { Link } from "react-router";
import { Currency } from "../../components/Currency";
import { amountTypeLabel, formatTransactionDate } from "./format";
import { moneyPaths } from "./paths";
import { NotesIcon, selectLabel, type TableSelection, TransferNote } from "./TransactionTable";

/**
 * Links a finger can hit: this list is what phones show, and each transaction has three links
 * on two short lines, so each is 44 px tall (WCAG 2.2 asks for 24 px at least).
 */
const linkTarget = { display: "inline-flex", alignItems: "center", minHeight: 44 } as const;

interface CompactTransactionListProps {
  transactions: readonly MoneyTransaction[];
  /** The payee page leaves its own payee out and shows the bank's description instead. */
  showPayee?: boolean;
  label?: string;
  /** Issue 19: in selection mode, a box per transaction (the table's selection, one way of choosing). */
  selection?: TableSelection;
}

/** A box a finger can hit: 24 px icon and 10 px around it. */
const boxTarget = { p: "10px", ml: "-10px" } as const;

/**
 * The transactions at phone width: the same facts and links as the table's columns, two or
 * three short lines per transaction instead of a table that scrolls sideways.
 */
export function CompactTransactionList({
  transactions,
  showPayee = true,
  label = "Transactions",
  selection,
}: CompactTransactionListProps) {
  return (
    <List aria-label={label} disablePadding>
      {transactions.map((transaction) => {
        const details = [
          transaction.category ? categoryLabel(transaction.category) : "",
          transaction.tags.map((tag) => tag.name).join(", "),
          showPayee ? "" : transaction.original_description,
        ].filter(Boolean);
        return (
          <ListItem
            key={transaction.id}
            divider
            sx={{
              display: "flex",
              alignItems: "flex-start",
              gap: 0.5,
              pt: 0,
              pb: 1,
              // A chosen row is marked by a bar at its edge: a tinted background cost the links their contrast in dark mode.
              ...(selection?.ids.has(transaction.id)
                ? { boxShadow: (theme) => `inset 4px 0 0 ${theme.palette.primary.main}` }
                : {}),
            }}
          >
            {selection && (
              <Checkbox
                checked={selection.ids.has(transaction.id)}
                onClick={(event) => selection.onRow(transaction.id, event.shiftKey)}
                sx={boxTarget}
                slotProps={{
                  input: {
                    "aria-label": selectLabel(transaction),
                  },
                }}
              />
            )}
            <Box sx={{ flex: 1, minWidth: 0 }}>
              <Box sx={{ display: "flex", gap: 1, alignItems: "center" }}>
                <MuiLink component={Link} to={moneyPaths.transaction(transaction.id)} sx={{ ...linkTarget, flex: 1 }}>
                  {formatTransactionDate(transaction.transaction_date)}
                </MuiLink>
                <Typography component="span" sx={{ fontVariantNumeric: "tabular-nums", fontWeight: 500 }}>
                  <Currency value={transaction.absolute_amount} />
                </Typography>
              </Box>
              <Box sx={{ display: "flex", gap: 1, alignItems: "center" }}>
                <Typography component="span" variant="body2" sx={{ flex: 1, minWidth: 0, overflowWrap: "anywhere" }}>
                  {showPayee &&
                    (transaction.payee ? (
                      <MuiLink component={Link} to={moneyPaths.payee(transaction.payee.id)} sx={linkTarget}>
                        {transaction.payee.name}
                      </MuiLink>
                    ) : (
                      transaction.original_description
                    ))}
                  {showPayee && (transaction.payee || transaction.original_description) ? " · " : ""}
                  <MuiLink component={Link} to={moneyPaths.account(transaction.account.id)} sx={linkTarget}>
                    {transaction.account.name}
                  </MuiLink>
                </Typography>
                <Typography component="span" variant="caption" color="textSecondary">
                  {amountTypeLabel(transaction)}
                </Typography>
              </Box>
              {(details.length > 0 || transaction.notes) && (
                <Typography variant="body2" color="textSecondary" sx={{ overflowWrap: "anywhere" }}>
                  {details.join(" · ")} <NotesIcon notes={transaction.notes} />
                </Typography>
              )}
              <TransferNote transaction={transaction} />
              {transaction.running_balance != null && (
                <Typography variant="caption" component="div" color="textSecondary" sx={{ textAlign: "right" }}>
                  Balance <Currency value={transaction.running_balance} />
                </Typography>
              )}
            </Box>
          </ListItem>
        );
      })}
    </List>
  );
}
