import type { Insertable, Updateable } from "kysely";
import type { Db } from "../../db/database";
import type { BillStatementsTable, BillsTable } from "../../db/types";

export const findBill = (db: Db, userId: number, id: number) =>
  db.selectFrom("bills").selectAll().where("user_id", "=", userId).where("id", "=", id).executeTakeFirst();
export type BillRow = NonNullable<Awaited<ReturnType<typeof findBill>>>;

export const listBills = (db: Db, userId: number, isActive: boolean) =>
  db
    .selectFrom("bills")
    .selectAll()
    .where("user_id", "=", userId)
    .where("is_active", "=", isActive)
    .orderBy("name")
    .orderBy("id")
    .execute();

export const findStatement = (db: Db, userId: number, id: number) =>
  db.selectFrom("bill_statements").selectAll().where("user_id", "=", userId).where("id", "=", id).executeTakeFirst();
export type StatementRow = NonNullable<Awaited<ReturnType<typeof findStatement>>>;

/** Statements of these bills, newest period first. */
export const statementsOf = (db: Db, billIds: number[]) =>
  billIds.length === 0
    ? Promise.resolve([] as StatementRow[])
    : db
        .selectFrom("bill_statements")
        .selectAll()
        .where("bill_id", "in", billIds)
        .orderBy("sequence", "desc")
        .orderBy("id", "desc")
        .execute();

/** Owners with at least one auto-pay bill (the auto-pay pass visits them). */
/** Owners with an auto-pay bill, `limit` at a time after `afterUserId` (keyset pages, in id order). */
export const ownersWithAutoPay = async (db: Db, afterUserId: number, limit: number) =>
  (
    await db
      .selectFrom("bills")
      .select("user_id")
      .distinct()
      .where("is_auto_pay", "=", true)
      .where("user_id", ">", afterUserId)
      .orderBy("user_id")
      .limit(limit)
      .execute()
  ).map((row) => row.user_id);

export const insertBill = async (db: Db, values: Insertable<BillsTable>) =>
  (await db.insertInto("bills").values(values).returning("id").executeTakeFirstOrThrow()).id;

export async function updateBill(db: Db, id: number, changes: Updateable<BillsTable>): Promise<void> {
  await db.updateTable("bills").set(changes).where("id", "=", id).execute();
}

/** Its statements go with it (the foreign key cascades). */
export async function deleteBill(db: Db, id: number): Promise<void> {
  await db.deleteFrom("bills").where("id", "=", id).execute();
}

export async function insertStatement(db: Db, values: Insertable<BillStatementsTable>): Promise<void> {
  await db.insertInto("bill_statements").values(values).execute();
}

export async function updateStatement(db: Db, id: number, changes: Updateable<BillStatementsTable>): Promise<void> {
  await db.updateTable("bill_statements").set(changes).where("id", "=", id).execute();
}

export const openStatementOf = (db: Db, billId: number) =>
  db
    .selectFrom("bill_statements")
    .select("id")
    .where("bill_id", "=", billId)
    .where("payment_status", "=", "F")
    .executeTakeFirst();

export const latestStatementOf = (db: Db, billId: number) =>
  db
    .selectFrom("bill_statements")
    .selectAll()
    .where("bill_id", "=", billId)
    .orderBy("sequence", "desc")
    .executeTakeFirst();

/**
 * The owner's active auto-pay bills with an unpaid statement due before today and on or after
 * the day auto-pay was set up, that the owner did not set back to unpaid.
 */
export const autoPayBillsDue = (db: Db, userId: number, today: string) =>
  db
    .selectFrom("bills")
    .innerJoin("bill_statements", "bill_statements.bill_id", "bills.id")
    .selectAll("bills")
    .distinct()
    .where("bills.user_id", "=", userId)
    .where("bills.is_active", "=", true)
    .where("bills.is_auto_pay", "=", true)
    .where("bill_statements.payment_status", "=", "F")
    .where("bill_statements.due_date", "<", today)
    .where("bill_statements.is_auto_pay_off", "=", false)
    .where((eb) => eb("bill_statements.due_date", ">=", eb.ref("bills.auto_pay_since")))
    .execute();

/** The bill's earliest unpaid statement auto-pay may pay: due before today, from `since` on. */
export const earliestStatementDue = (db: Db, billId: number, today: string, since: string) =>
  db
    .selectFrom("bill_statements")
    .selectAll()
    .where("bill_id", "=", billId)
    .where("payment_status", "=", "F")
    .where("is_auto_pay_off", "=", false)
    .where("due_date", "<", today)
    .where("due_date", ">=", since)
    .orderBy("sequence")
    .executeTakeFirst();

/** Unpaid statements after `sequence` (the ones paying it brought due). */
export const unpaidAfter = (db: Db, billId: number, sequence: number) =>
  db
    .selectFrom("bill_statements")
    .selectAll()
    .where("bill_id", "=", billId)
    .where("payment_status", "=", "F")
    .where("sequence", ">", sequence)
    .execute();

export async function deleteStatement(db: Db, id: number): Promise<void> {
  await db.deleteFrom("bill_statements").where("id", "=", id).execute();
}

/** Whether the owner has added any bill (Home's getting-started list). */
export async function hasBill(db: Db, userId: number): Promise<boolean> {
  const row = await db.selectFrom("bills").select("id").where("user_id", "=", userId).limit(1).executeTakeFirst();
  return row !== undefined;
}
