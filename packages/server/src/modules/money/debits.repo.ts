import type { Db } from "../../db/database";

/** The owner's debits (money out) to a payee dated from `from` to `to`, oldest first. */
export const payeeDebits = (db: Db, userId: number, payeeId: number, from: string, to: string) =>
  db
    .selectFrom("money_transactions")
    .select(["id", "account_id", "transaction_date", "amount"])
    .where("user_id", "=", userId)
    .where("payee_id", "=", payeeId)
    .where("amount", "<", 0)
    .where("transaction_date", ">=", from)
    .where("transaction_date", "<=", to)
    .orderBy("transaction_date")
    .orderBy("id")
    .execute();
export type DebitRow = Awaited<ReturnType<typeof payeeDebits>>[number];
