import type { Db } from "../../db/database";

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
export const ownersWithAutoPay = async (db: Db) =>
  (await db.selectFrom("bills").select("user_id").distinct().where("is_auto_pay", "=", true).execute()).map(
    (row) => row.user_id,
  );
