import type { Kysely, Transaction } from "kysely";
import type { Db } from "../../../db/database";
import type { Database } from "../../../db/types";
import { invalid, orNotFound } from "../../../http/errors";
import { ledgerWritten, recordLedgerWrite } from "../ledger.service";
import { findPayee, lookups } from "../money.repo";
import { descriptionKey } from "./normalize";
import { settledScoring } from "./similarity.service";

type Trx = Transaction<Database> | Kysely<Database>;

/**
 * Bills (migration 0008) name their payee in bills.payee_id, rules (0024) in payee_id and
 * set_payee_id: a merged-away payee's bills and rules now
 * belong to the kept payee. Any other table that references money_payees gets its line here.
 */
async function repointPayeeReferences(trx: Trx, userId: number, keptId: number, secondaryIds: number[]) {
  await trx
    .updateTable("bills")
    .set({ payee_id: keptId })
    .where("user_id", "=", userId)
    .where("payee_id", "in", secondaryIds)
    .execute();
  // Issue 19: rules about a merged-away payee are about the kept one now.
  for (const column of ["payee_id", "set_payee_id"] as const) {
    await trx
      .updateTable("money_rules")
      .set({ [column]: keptId })
      .where("user_id", "=", userId)
      .where(column, "in", secondaryIds)
      .execute();
  }
}

/**
 * The owner's similarity rows that involve a secondary move to the kept payee: a pair of two
 * merged payees disappears; a pair that would duplicate one the kept payee already has is dropped
 * (keeping the existing row, deleted or not); the rest are re-pointed, smaller id first.
 */
async function moveSimilarities(trx: Trx, userId: number, keptId: number, secondaryIds: number[]) {
  const merged = new Set([keptId, ...secondaryIds]);
  const rows = await trx
    .selectFrom("money_payee_similarities")
    .select(["id", "payee_id", "secondary_id", "is_active"])
    .where("user_id", "=", userId)
    .where((eb) => eb.or([eb("payee_id", "in", [...merged]), eb("secondary_id", "in", [...merged])]))
    .orderBy("id")
    .execute();
  const keptPairs = new Set<number>();
  for (const row of rows) {
    if (row.payee_id === keptId && !merged.has(row.secondary_id)) keptPairs.add(row.secondary_id);
    if (row.secondary_id === keptId && !merged.has(row.payee_id)) keptPairs.add(row.payee_id);
  }
  const remove: number[] = [];
  for (const row of rows) {
    const inPayee = merged.has(row.payee_id);
    const inSecondary = merged.has(row.secondary_id);
    if (inPayee && inSecondary) {
      remove.push(row.id);
      continue;
    }
    if (row.payee_id === keptId || row.secondary_id === keptId) continue;
    const other = inPayee ? row.secondary_id : row.payee_id;
    if (keptPairs.has(other)) {
      remove.push(row.id);
      continue;
    }
    keptPairs.add(other);
    await trx
      .updateTable("money_payee_similarities")
      .set({ payee_id: Math.min(keptId, other), secondary_id: Math.max(keptId, other) })
      .where("id", "=", row.id)
      .execute();
  }
  if (remove.length > 0) await trx.deleteFrom("money_payee_similarities").where("id", "in", remove).execute();
}

/**
 * Spec §4 Payee merge: the secondaries' transactions, aliases, bill references and similarity
 * rows move to the kept payee, their names become aliases of it (so uploads keep resolving), and
 * the secondaries are deleted, in one transaction. Answers how many transactions moved.
 */
async function mergePayees(db: Db, userId: number, keptId: number, payeeIds: number[]): Promise<number> {
  const secondaryIds = [...new Set(payeeIds)];
  if (secondaryIds.includes(keptId)) throw invalid({ payee_ids: ["A payee cannot be merged into itself."] });
  const secondaries = await db
    .selectFrom("money_payees")
    .select(["id", "name", "default_category_id"])
    .where("user_id", "=", userId)
    .where("id", "in", secondaryIds)
    .execute();
  if (secondaries.length !== secondaryIds.length) throw invalid({ payee_ids: ["Choose payees from the list."] });

  const moved = await db.transaction().execute(async (trx) => {
    const result = await trx
      .updateTable("money_transactions")
      .set({ payee_id: keptId })
      .where("user_id", "=", userId)
      .where("payee_id", "in", secondaryIds)
      .executeTakeFirst();
    await trx
      .updateTable("money_payee_aliases")
      .set({ payee_id: keptId })
      .where("user_id", "=", userId)
      .where("payee_id", "in", secondaryIds)
      .execute();
    await trx
      .insertInto("money_payee_aliases")
      .values(secondaries.map((payee) => ({ user_id: userId, payee_id: keptId, alias: descriptionKey(payee.name) })))
      .onConflict((conflict) => conflict.columns(["user_id", "alias"]).doUpdateSet({ payee_id: keptId }))
      .execute();
    await repointPayeeReferences(trx, userId, keptId, secondaryIds);
    await moveSimilarities(trx, userId, keptId, secondaryIds);
    // The kept payee adopts a default category when it has none and a merged one did.
    const adopted = secondaries.find((payee) => payee.default_category_id !== null)?.default_category_id;
    if (adopted != null) {
      await trx
        .updateTable("money_payees")
        .set({ default_category_id: adopted })
        .where("id", "=", keptId)
        .where("default_category_id", "is", null)
        .execute();
    }
    await trx.deleteFrom("money_payees").where("user_id", "=", userId).where("id", "in", secondaryIds).execute();
    await recordLedgerWrite(trx, userId);
    return Number(result.numUpdatedRows);
  });
  ledgerWritten(db, userId);
  return moved;
}

/**
 * The merge endpoint: the kept payee must be the owner's (404 before any 400 about the others).
 * Scoring in flight settles first, since the merge moves similarity rows. Answers the kept payee
 * with the owner's categories, for its DTO.
 */
export async function mergeIntoPayee(db: Db, userId: number, keptId: number, payeeIds: number[]) {
  orNotFound(await findPayee(db, userId, keptId), "Payee");
  await settledScoring(db, userId);
  await mergePayees(db, userId, keptId, payeeIds);
  const found = await lookups(db, userId);
  return { payee: orNotFound(await findPayee(db, userId, keptId), "Payee"), categories: found.categories };
}
