import type { Db } from "../../../db/database";

/** Each of the owner's payees' distinct statement descriptions, with how many transactions carry each. */
export const payeeDescriptions = (db: Db, userId: number) =>
  db
    .selectFrom("money_transactions")
    .select((eb) => ["payee_id", "original_description", eb.fn.countAll<number>().as("count")])
    .where("user_id", "=", userId)
    .where("payee_id", "is not", null)
    .groupBy(["payee_id", "original_description"])
    .execute();
