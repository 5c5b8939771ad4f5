import { categoryLabel, type MoneyTransaction } from "@homebase/contracts";
import { mdiNoteTextOutline } from "@mdi/js";
import Checkbox from "@mui/material/Checkbox";
import MuiLink from "@mui/material/Link";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableContainer from "@mui/material/TableContainer";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";
import Typography from "@mui/material/Typography";
import { Link } from "react-router";
import { Currency } from "../../components/Currency";
import { Icon } from "../../components/Icon";
import { Tooltip } from "../../components/Tooltip";
import { amountTypeLabel, formatTransactionDate } from "./format";
import { PaidBillNote, usePaidBills } from "./PaidBillNote";
import { moneyPaths } from "./paths";

const nowrap = { whiteSpace: "nowrap" } as const;

/** The notes as an icon whose hover title (and accessible name) is the text itself. */
export function NotesIcon({ notes }: { notes: string }) {
  if (!notes) return null;
  return (
    <Tooltip title={notes}>
      <Icon
        path={mdiNoteTextOutline}
        role="img"
        aria-label={`Notes: ${notes}`}
        aria-hidden={false}
        tabIndex={0}
        fontSize="small"
        sx={{ color: "text.secondary", verticalAlign: "middle" }}
      />
    </Tooltip>
  );
}

/** Issue 24: a confirmed transfer names the other account and links to the other half. */
export function TransferNote({ transaction }: { transaction: MoneyTransaction }) {
  const { transfer } = transaction;
  if (!transfer) return null;
  const direction = transaction.amount < 0 ? "to" : "from";
  return (
    <Typography variant="caption" component="div" sx={{ color: "text.secondary" }}>
      Transfer {direction}{" "}
      <MuiLink component={Link} to={moneyPaths.transaction(transfer.transaction_id)}>
        {transfer.account.name}
      </MuiLink>
    </Typography>
  );
}

/** The name of a transaction's selection box, in the table and the phone list. */
export const selectLabel = (transaction: MoneyTransaction) =>
  `Select ${transaction.payee?.name ?? transaction.original_description} on ${formatTransactionDate(transaction.transaction_date)}`;

/** Issue 19: the rows chosen for a bulk edit, and what a click on a box does. */
export interface TableSelection {
  ids: ReadonlySet<number>;
  onRow: (id: number, shift: boolean) => void;
  onPage: () => void;
}

/**
 * Spec §2's eight columns. The area is at most 70vh tall with a sticky header, and scrolls
 * sideways on a phone rather than squeezing the columns.
 */
export function TransactionTable({
  transactions,
  selection,
}: {
  transactions: readonly MoneyTransaction[];
  selection?: TableSelection;
}) {
  const chosen = selection ? transactions.filter((t) => selection.ids.has(t.id)).length : 0;
  // Issue 24: the list filtered to one account carries that account's running balance.
  const withBalance = transactions.some((transaction) => transaction.running_balance !== undefined);
  const paidBills = usePaidBills(transactions);
  return (
    // Focusable so the keyboard can scroll it; a named region so that focus is announced.
    <TableContainer sx={{ maxHeight: "70vh" }} tabIndex={0} role="region" aria-label="Transactions, scrollable">
      <Table stickyHeader size="small" aria-label="Transactions" sx={{ minWidth: 880 }}>
        <TableHead>
          <TableRow>
            {selection && (
              <TableCell padding="checkbox">
                <Checkbox
                  checked={chosen > 0 && chosen === transactions.length}
                  indeterminate={chosen > 0 && chosen < transactions.length}
                  onChange={selection.onPage}
                  slotProps={{ input: { "aria-label": "Select every transaction on this page" } }}
                />
              </TableCell>
            )}
            <TableCell>Transaction Date</TableCell>
            <TableCell>Account Name</TableCell>
            <TableCell>Paid To</TableCell>
            <TableCell>Category</TableCell>
            <TableCell>Tags</TableCell>
            <TableCell>Notes</TableCell>
            <TableCell>Type</TableCell>
            <TableCell align="right">Amount</TableCell>
            {withBalance && <TableCell align="right">Balance</TableCell>}
          </TableRow>
        </TableHead>
        <TableBody>
          {transactions.map((transaction) => (
            <TableRow key={transaction.id} hover>
              {selection && (
                <TableCell padding="checkbox">
                  <Checkbox
                    checked={selection.ids.has(transaction.id)}
                    onClick={(event) => selection.onRow(transaction.id, event.shiftKey)}
                    slotProps={{
                      input: {
                        "aria-label": selectLabel(transaction),
                      },
                    }}
                  />
                </TableCell>
              )}
              <TableCell sx={nowrap}>
                <MuiLink component={Link} to={moneyPaths.transaction(transaction.id)}>
                  {formatTransactionDate(transaction.transaction_date)}
                </MuiLink>
              </TableCell>
              <TableCell>
                <MuiLink component={Link} to={moneyPaths.account(transaction.account.id)}>
                  {transaction.account.name}
                </MuiLink>
              </TableCell>
              <TableCell sx={{ overflowWrap: "anywhere" }}>
                {transaction.payee ? (
                  <MuiLink component={Link} to={moneyPaths.payee(transaction.payee.id)}>
                    {transaction.payee.name}
                  </MuiLink>
                ) : (
                  transaction.original_description
                )}
              </TableCell>
              <TableCell>{transaction.category ? categoryLabel(transaction.category) : ""}</TableCell>
              <TableCell>{transaction.tags.map((tag) => tag.name).join(", ")}</TableCell>
              <TableCell>
                <NotesIcon notes={transaction.notes} />
              </TableCell>
              <TableCell>
                {amountTypeLabel(transaction)}
                <TransferNote transaction={transaction} />
                <PaidBillNote payment={paidBills.get(transaction.id)} />
              </TableCell>
              <TableCell align="right" sx={{ ...nowrap, fontVariantNumeric: "tabular-nums" }}>
                <Currency value={transaction.absolute_amount} />
              </TableCell>
              {withBalance && (
                <TableCell align="right" sx={{ ...nowrap, fontVariantNumeric: "tabular-nums" }}>
                  {transaction.running_balance == null ? (
                    <Tooltip title="Before the account's opening date: not in its balance">
                      <span>–</span>
                    </Tooltip>
                  ) : (
                    <Currency value={transaction.running_balance} />
                  )}
                </TableCell>
              )}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
