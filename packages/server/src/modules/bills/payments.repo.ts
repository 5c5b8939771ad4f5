import type { Updateable } from "kysely";
import type { Db } from "../../db/database";
import type { BillStatementsTable } from "../../db/types";

// SQL for bills paid from the statement (issue 19): which statements wait for a payment, the
// links between statements and transactions, and the offers of matches that were not clear-cut.

/** The owner's statements a transaction may pay (unpaid) or be linked to (paid from an account, waiting). */
export const statementsAwaitingPayment = (db: Db, userId: number) =>
  db
    .selectFrom("bill_statements")
    .innerJoin("bills", "bills.id", "bill_statements.bill_id")
    .selectAll("bill_statements")
    .select(["bills.payee_id", "bills.name as bill_name"])
    .where("bill_statements.user_id", "=", userId)
    .where("bills.is_active", "=", true)
    .where("bills.payee_id", "is not", null)
    .where("bill_statements.transaction_id", "is", null)
    .where((eb) =>
      eb.or([
        eb("bill_statements.payment_status", "=", "F"),
        eb.and([eb("bill_statements.payment_status", "=", "P"), eb("bill_statements.awaits_transaction", "=", true)]),
      ]),
    )
    .orderBy("bill_statements.due_date")
    .orderBy("bill_statements.id")
    .execute();
export type AwaitingStatement = Awaited<ReturnType<typeof statementsAwaitingPayment>>[number];

/** Which of these transactions already paid a statement. */
export async function linkedTransactions(db: Db, userId: number, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .selectFrom("bill_statements")
    .select("transaction_id")
    .where("user_id", "=", userId)
    .where("transaction_id", "in", ids)
    .execute();
  return new Set(rows.map((row) => row.transaction_id as number));
}

/** Every offer (open or dismissed) made for these statements. */
export const offersForStatements = (db: Db, statementIds: number[]) =>
  statementIds.length === 0
    ? Promise.resolve([])
    : db
        .selectFrom("bill_payment_offers")
        .select(["statement_id", "transaction_id", "is_dismissed"])
        .where("statement_id", "in", statementIds)
        .execute();

export async function insertOffers(
  db: Db,
  rows: { user_id: number; statement_id: number; transaction_id: number; is_dismissed?: boolean; created_at: string }[],
): Promise<void> {
  if (rows.length === 0) return;
  await db
    .insertInto("bill_payment_offers")
    .values(rows)
    .onConflict((conflict) => conflict.columns(["statement_id", "transaction_id"]).doNothing())
    .execute();
}

/**
 * Pays or links a statement, only while no transaction is linked to it: of two passes racing
 * for the same statement, one wins. True when this one did.
 */
export async function linkStatement(
  db: Db,
  statementId: number,
  changes: Updateable<BillStatementsTable> & { transaction_id: number },
): Promise<boolean> {
  const result = await db
    .updateTable("bill_statements")
    .set(changes)
    .where("id", "=", statementId)
    .where("transaction_id", "is", null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Open offers of this statement or of this transaction: settled by a payment. */
export async function deleteOpenOffers(db: Db, statementId: number, transactionId: number): Promise<void> {
  await db
    .deleteFrom("bill_payment_offers")
    .where("is_dismissed", "=", false)
    .where((eb) => eb.or([eb("statement_id", "=", statementId), eb("transaction_id", "=", transactionId)]))
    .execute();
}

/** The owner's open offers whose statement and transaction are both still free, oldest due first. */
export const openOffers = (db: Db, userId: number) =>
  db
    .selectFrom("bill_payment_offers")
    .innerJoin("bill_statements", "bill_statements.id", "bill_payment_offers.statement_id")
    .innerJoin("bills", "bills.id", "bill_statements.bill_id")
    .select([
      "bill_payment_offers.id",
      "bill_payment_offers.statement_id",
      "bill_payment_offers.transaction_id",
      "bills.id as bill_id",
      "bills.name as bill_name",
      "bill_statements.due_date",
      "bill_statements.due_amount",
      "bill_statements.payment_status",
    ])
    .where("bill_payment_offers.user_id", "=", userId)
    .where("bill_payment_offers.is_dismissed", "=", false)
    .where("bill_statements.transaction_id", "is", null)
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom("bill_statements as paid")
            .select("paid.id")
            .whereRef("paid.transaction_id", "=", "bill_payment_offers.transaction_id"),
        ),
      ),
    )
    .orderBy("bill_statements.due_date")
    .orderBy("bill_payment_offers.id")
    .execute();
export type OfferRow = Awaited<ReturnType<typeof openOffers>>[number];

export const findOffer = (db: Db, userId: number, id: number) =>
  db
    .selectFrom("bill_payment_offers")
    .selectAll()
    .where("user_id", "=", userId)
    .where("id", "=", id)
    .where("is_dismissed", "=", false)
    .executeTakeFirst();

export async function dismissOffer(db: Db, id: number): Promise<void> {
  await db.updateTable("bill_payment_offers").set({ is_dismissed: true }).where("id", "=", id).execute();
}

/** The statements these transactions paid, with their bill's name. */
export const paymentsOf = (db: Db, userId: number, transactionIds: number[]) =>
  transactionIds.length === 0
    ? Promise.resolve([])
    : db
        .selectFrom("bill_statements")
        .innerJoin("bills", "bills.id", "bill_statements.bill_id")
        .select([
          "bill_statements.id",
          "bill_statements.transaction_id",
          "bill_statements.due_date",
          "bills.id as bill_id",
          "bills.name as bill_name",
        ])
        .where("bill_statements.user_id", "=", userId)
        .where("bill_statements.transaction_id", "in", transactionIds)
        .orderBy("bill_statements.id")
        .execute();
