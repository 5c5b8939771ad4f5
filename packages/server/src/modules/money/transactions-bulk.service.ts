import { BULK_IDS_MAX, type MoneyBulkSet } from "@homebase/contracts";
import type { Db } from "../../db/database";
import { type FieldErrors, invalid, notFound } from "../../http/errors";
import {
  addTags,
  type BulkChanges,
  ownedTransactionIds,
  removeTags,
  replaceTags,
  updateTransactions,
} from "./bulk.repo";
import { rewriteIndexedTags, setIndexedRefs } from "./index-batch";
import { writeMany } from "./ledger.service";
import { findPayee, type Lookups, listTags, lookups } from "./money.repo";
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
  const owned = new Set((await listTags(db, userId)).map((tag) => tag.id));
  for (const field of ["tag_ids", "add_tag_ids", "remove_tag_ids"] as const) {
    if (set[field]?.some((id) => !owned.has(id))) errors[`set.${field}`] = ["Choose tags from the list."];
  }
  if (Object.keys(errors).length > 0) throw invalid(errors);
  return found;
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

/** A row's tags after the edit, from the tags the index holds (current: it is at the version before); null when tags stay. */
function tagEdit(set: MoneyBulkSet): ((row: number, current: Int32Array) => readonly number[]) | null {
  if (set.tag_ids) {
    const replaced = [...new Set(set.tag_ids)];
    return () => replaced;
  }
  const removed = new Set(set.remove_tag_ids ?? []);
  const added = [...new Set(set.add_tag_ids ?? [])];
  if (removed.size === 0 && added.length === 0) return null;
  return (_row, current) => {
    const tags = Array.from(current).filter((tag) => !removed.has(tag));
    for (const tag of added) if (!tags.includes(tag)) tags.push(tag);
    return tags;
  };
}

/** Answers how many transactions were updated. */
export async function bulkUpdate(db: Db, userId: number, request: BulkRequest): Promise<number> {
  if (request.ids && request.ids.length > BULK_IDS_MAX) {
    throw invalid({ ids: [`Choose at most ${BULK_IDS_MAX} transactions, or select all matching the filters.`] });
  }
  const ids = await chosenIds(db, userId, request);
  const found: Lookups = await checkSet(db, userId, request.set);
  if (ids.length === 0) return 0;
  const { tag_ids: tagIds, add_tag_ids: addIds, remove_tag_ids: removeIds, ...fields } = request.set;
  const changes: BulkChanges = fields;
  await writeMany(
    db,
    userId,
    async (trx) => {
      await updateTransactions(trx, userId, ids, changes);
      if (tagIds) await replaceTags(trx, ids, [...new Set(tagIds)]);
      if (removeIds) await removeTags(trx, ids, removeIds);
      if (addIds) {
        const tags = [...new Set(addIds)];
        await addTags(
          trx,
          ids.flatMap((transaction_id) => tags.map((tag_id) => ({ transaction_id, tag_id }))),
        );
      }
      return { ids };
    },
    (index, rows) => {
      for (const row of rows) setIndexedRefs(index, row, changes, found.categories);
      const tagsOf = tagEdit(request.set);
      if (tagsOf) rewriteIndexedTags(index, rows, tagsOf);
      return true;
    },
  );
  return ids.length;
}
