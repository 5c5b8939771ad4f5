import { BULK_IDS_MAX, type MoneyBulkSet } from "@homebase/contracts";
import type { Db } from "../../db/database";
import { type FieldErrors, invalid, notFound } from "../../http/errors";
import { type BulkChanges, ownedTransactionIds, replaceTags, updateTransactions } from "./bulk.repo";
import { writeMany } from "./ledger.service";
import { findPayee, listTags, lookups } from "./money.repo";
import type { FilterQuery } from "./transaction-filters";
import { scanTransactions } from "./transactions.service";

// Issue 19: PATCH /money/api/transaction/bulk/ sets a payee, a category or tags on many
// transactions at once: named by ids (all the owner's, else 404 and nothing written) or by the
// list's filters (every transaction they match, as the list counts them).

export type BulkRequest = { ids?: number[]; filters?: FilterQuery; set: MoneyBulkSet };

const PICK = "Choose one from the list.";

async function checkSet(db: Db, userId: number, set: MoneyBulkSet) {
  const errors: FieldErrors = {};
  const found = await lookups(db, userId);
  if (set.category_id != null && !found.categories.has(set.category_id)) errors["set.category_id"] = [PICK];
  if (set.payee_id != null && !(await findPayee(db, userId, set.payee_id))) errors["set.payee_id"] = [PICK];
  if (set.tag_ids) {
    const owned = new Set((await listTags(db, userId)).map((tag) => tag.id));
    if (set.tag_ids.some((id) => !owned.has(id))) errors["set.tag_ids"] = ["Choose tags from the list."];
  }
  if (Object.keys(errors).length > 0) throw invalid(errors);
}

async function chosenIds(db: Db, userId: number, request: BulkRequest): Promise<number[]> {
  if (request.ids) {
    const ids = [...new Set(request.ids)];
    const owned = await ownedTransactionIds(db, userId, ids);
    if (owned.size !== ids.length) throw notFound("Transaction");
    return ids;
  }
  const filters = request.filters as FilterQuery;
  const { result } = await scanTransactions(db, userId, filters, {
    window: { offset: 0, limit: Number.MAX_SAFE_INTEGER },
  });
  return result.pageIds;
}

/** Answers how many transactions were updated. */
export async function bulkUpdate(db: Db, userId: number, request: BulkRequest): Promise<number> {
  if (request.ids && request.ids.length > BULK_IDS_MAX) {
    throw invalid({ ids: [`Choose at most ${BULK_IDS_MAX} transactions, or select all matching the filters.`] });
  }
  const ids = await chosenIds(db, userId, request);
  await checkSet(db, userId, request.set);
  if (ids.length === 0) return 0;
  const { tag_ids: tagIds, ...fields } = request.set;
  const changes: BulkChanges = fields;
  await writeMany(db, userId, async (trx) => {
    await updateTransactions(trx, userId, ids, changes);
    if (tagIds) await replaceTags(trx, ids, [...new Set(tagIds)]);
  });
  return ids.length;
}
