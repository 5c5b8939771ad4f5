import type { Db } from "../../db/database";
import * as repo from "./debits.repo";
import { listAccounts, transactionsByIds } from "./money.repo";

// What other modules may read of the ledger (bills paid from the statement, issue 19): debits to
// a payee, and a short description of transactions by id. Always the owner's own rows.

export type Debit = repo.DebitRow;
export const payeeDebits = repo.payeeDebits;

/** A transaction as another module shows it: date, signed cents, payee and account names. */
export type TransactionBrief = {
  id: number;
  transaction_date: string;
  amount: number;
  payee: string | null;
  account_id: number;
  account: string;
};

/** The owner's transactions with these ids (another owner's ids are left out). */
export async function transactionBriefs(db: Db, userId: number, ids: number[]): Promise<Map<number, TransactionBrief>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const [rows, accounts] = await Promise.all([transactionsByIds(db, userId, unique), listAccounts(db, userId)]);
  const accountName = new Map(accounts.map((account) => [account.id, account.name]));
  return new Map(
    rows.map((row) => [
      row.id,
      {
        id: row.id,
        transaction_date: row.transaction_date,
        amount: row.amount,
        payee: row.payee_name,
        account_id: row.account_id,
        account: accountName.get(row.account_id) ?? "",
      },
    ]),
  );
}
