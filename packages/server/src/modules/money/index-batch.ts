import { parentFacet, setColumnValue, type TransactionIndex } from "./transaction-index";

// Issue 19: a bulk edit or a rule applied to many transactions, applied to the ledger index in
// place (see editTransactionIndex): payee and category codes row by row, and every changed row's
// tags in one pass over the tag lists (not one copy of them per row).

export type RefChanges = { payee_id?: number | null; category_id?: number | null };
type CategoryRows = ReadonlyMap<number, { id: number; parent_category_id: number | null; is_parent: unknown }>;

/**
 * A category made after the index was built (no ledger write) is not in its parents map yet:
 * added from the owner's categories, so its rows count under the right parent.
 */
export function learnCategory(index: TransactionIndex, category: number | null | undefined, categories: CategoryRows) {
  const found = category ? categories.get(category) : undefined;
  if (found && !index.parents.has(found.id)) index.parents.set(found.id, parentFacet(found));
}

/** Sets a row's payee and category (and the category's parent facet) where `changes` names them. */
export function setIndexedRefs(index: TransactionIndex, row: number, changes: RefChanges, categories: CategoryRows) {
  if (changes.payee_id !== undefined) setColumnValue(index, "payee", row, changes.payee_id ?? 0);
  if (changes.category_id === undefined) return;
  const category = changes.category_id ?? 0;
  learnCategory(index, category, categories);
  setColumnValue(index, "category", row, category);
  setColumnValue(index, "parent_category", row, index.parents.get(category) ?? 0);
}

/** Row `row`'s tag ids as the index holds them. */
export const indexedTags = (index: TransactionIndex, row: number) =>
  Array.from(index.tags.subarray(index.tagStart[row]!, index.tagStart[row + 1]!));

/** Replaces the tags of every row in `tagsOf` (row → its new tag ids): one new tag array for the batch. */
export function setIndexedTagsOfRows(index: TransactionIndex, tagsOf: ReadonlyMap<number, readonly number[]>) {
  if (tagsOf.size === 0) return;
  const { size, tagStart, tags } = index;
  let length = tags.length;
  let maxTag = index.maxTag;
  for (const [row, rowTags] of tagsOf) {
    length += rowTags.length - (tagStart[row + 1]! - tagStart[row]!);
    for (const tag of rowTags) if (tag > maxTag) maxTag = tag;
  }
  const nextTags = new Int32Array(length);
  const nextStart = new Int32Array(size + 1);
  let at = 0;
  for (let row = 0; row < size; row++) {
    nextStart[row] = at;
    const replaced = tagsOf.get(row);
    if (replaced) {
      nextTags.set(replaced, at);
      at += replaced.length;
    } else {
      const start = tagStart[row]!;
      const end = tagStart[row + 1]!;
      nextTags.set(tags.subarray(start, end), at);
      at += end - start;
    }
  }
  nextStart[size] = at;
  index.tags = nextTags;
  index.tagStart = nextStart;
  index.maxTag = maxTag;
}
