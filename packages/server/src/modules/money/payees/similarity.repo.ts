import type { Insertable } from "kysely";
import type { Db } from "../../../db/database";
import type { MoneyPayeeSimilaritiesTable } from "../../../db/types";

/** Rows per statement, well inside both dialects' parameter limits. */
const BATCH = 500;

// Suggestions as the API lists them: the pair with both payees' names.

function suggestions(db: Db, userId: number) {
  return db
    .selectFrom("money_payee_similarities as s")
    .innerJoin("money_payees as p", "p.id", "s.payee_id")
    .innerJoin("money_payees as q", "q.id", "s.secondary_id")
    .select([
      "s.id",
      "s.similarity",
      "s.is_active",
      "s.payee_id",
      "p.name as payee_name",
      "s.secondary_id",
      "q.name as secondary_name",
    ])
    .where("s.user_id", "=", userId);
}
export type SuggestionRow = Awaited<ReturnType<ReturnType<typeof suggestions>["execute"]>>[number];

/** The payee's active suggestions, most similar first. */
export const activeSuggestionsOf = (db: Db, userId: number, payeeId: number) =>
  suggestions(db, userId)
    .where("s.is_active", "=", true)
    .where((eb) => eb.or([eb("s.payee_id", "=", payeeId), eb("s.secondary_id", "=", payeeId)]))
    .orderBy("s.similarity", "desc")
    .orderBy("s.id")
    .execute();

export async function countActiveSuggestions(db: Db, userId: number): Promise<number> {
  const { count } = await db
    .selectFrom("money_payee_similarities")
    .select((eb) => eb.fn.countAll<number>().as("count"))
    .where("user_id", "=", userId)
    .where("is_active", "=", true)
    .executeTakeFirstOrThrow();
  return Number(count);
}

/** A page of the owner's active suggestions, most similar first. */
export const activeSuggestions = (db: Db, userId: number, offset: number, limit: number) =>
  suggestions(db, userId)
    .where("s.is_active", "=", true)
    .orderBy("s.similarity", "desc")
    .orderBy("s.id")
    .offset(offset)
    .limit(limit)
    .execute();

export const findSuggestion = (db: Db, userId: number, id: number) =>
  suggestions(db, userId).where("s.id", "=", id).executeTakeFirst();

export async function deactivateSuggestion(db: Db, userId: number, id: number): Promise<void> {
  await db
    .updateTable("money_payee_similarities")
    .set({ is_active: false })
    .where("user_id", "=", userId)
    .where("id", "=", id)
    .execute();
}

// Scoring reads every payee name and stored pair of the owner, then writes the differences.

export const payeeNames = (db: Db, userId: number) =>
  db.selectFrom("money_payees").select(["id", "name"]).where("user_id", "=", userId).execute();

export const storedPairs = (db: Db, userId: number) =>
  db
    .selectFrom("money_payee_similarities")
    .select(["id", "payee_id", "secondary_id", "similarity", "is_active"])
    .where("user_id", "=", userId)
    .execute();

/** A pair stored since it was read is left as it is. */
export async function insertPairs(db: Db, rows: Insertable<MoneyPayeeSimilaritiesTable>[]): Promise<void> {
  for (let i = 0; i < rows.length; i += BATCH) {
    await db
      .insertInto("money_payee_similarities")
      .values(rows.slice(i, i + BATCH))
      .onConflict((conflict) => conflict.columns(["payee_id", "secondary_id"]).doNothing())
      .execute();
  }
}

export async function updatePairScore(db: Db, id: number, similarity: number): Promise<void> {
  await db.updateTable("money_payee_similarities").set({ similarity }).where("id", "=", id).execute();
}

export async function deletePairs(db: Db, ids: number[]): Promise<void> {
  for (let i = 0; i < ids.length; i += BATCH) {
    await db
      .deleteFrom("money_payee_similarities")
      .where("id", "in", ids.slice(i, i + BATCH))
      .execute();
  }
}
