import { addDays, centsToAmount, formatCurrency, type MoneyBalanceCheck } from "@homebase/contracts";
import type { Db } from "../../db/database";
import { rowsFrom } from "./index-balances";
import type { AccountRow } from "./money.repo";
import { COLUMN_KEYS, transactionIndex } from "./transaction-index";

// After an OFX/QFX import (issue 24): the balance the bank states against ours on that day, and
// when they parted. The bank's balance at the end of an earlier statement day is its stated
// balance less the statement's transactions after that day; ours likewise from our ledger.

const ACCOUNT = COLUMN_KEYS.indexOf("account");

export async function checkStatedBalance(
  db: Db,
  account: AccountRow,
  statementRows: { transaction_date: string; amount: number }[],
  stated: { cents: number; date: string },
): Promise<MoneyBalanceCheck> {
  const index = await transactionIndex(db, account.user_id);
  const column = index.columns[ACCOUNT]!;
  const code = column.codeOf.get(account.id) ?? -1;
  const limit = account.opening_date ? rowsFrom(index, account.opening_date) : index.size;
  /** Our account's rows in [from, to) that count toward its balance. */
  const sumRows = (from: number, to: number) => {
    let sum = 0;
    for (let row = from; row < Math.min(to, limit); row++) if (column.codes[row] === code) sum += index.amounts[row]!;
    return sum;
  };

  // Checkpoints: the stated day, each earlier statement day, and the day before the first.
  const days = [...new Set(statementRows.map((row) => row.transaction_date))]
    .filter((day) => day < stated.date)
    .sort()
    .reverse();
  const first = days.at(-1) ?? stated.date;
  const checkpoints = [stated.date, ...days, addDays(first, -1)];

  let row = rowsFrom(index, addDays(stated.date, 1));
  let ours = account.opening_balance + sumRows(row, index.size);
  let bank = stated.cents;
  const differenceNow = bank - ours;
  // They agreed at the end of the latest checkpoint where the two are equal, and differ from the
  // day after; never equal in the statement: from its first day.
  let since: string | null = null;
  for (let at = 1; at < checkpoints.length && differenceNow !== 0; at++) {
    const day = checkpoints[at]!;
    const next = rowsFrom(index, addDays(day, 1));
    ours -= sumRows(row, next);
    row = next;
    for (const statementRow of statementRows) {
      const date = statementRow.transaction_date;
      if (date > day && date <= checkpoints[at - 1]!) bank -= statementRow.amount;
    }
    if (bank === ours || at === checkpoints.length - 1) {
      since = addDays(day, 1);
      break;
    }
  }

  const money = (cents: number) => formatCurrency(centsToAmount(cents));
  const gap = money(Math.abs(differenceNow));
  const message =
    differenceNow === 0
      ? `The bank says ${money(stated.cents)} on ${stated.date}, and so do we.`
      : `The bank says ${money(stated.cents)} on ${stated.date}, we have ${money(stated.cents - differenceNow)}: ${gap} ${
          differenceNow > 0 ? "missing" : "more than the bank"
        } since ${since}.`;
  return {
    as_of: stated.date,
    bank_balance: centsToAmount(stated.cents),
    our_balance: centsToAmount(stated.cents - differenceNow),
    difference: centsToAmount(differenceNow),
    since,
    message,
  };
}
