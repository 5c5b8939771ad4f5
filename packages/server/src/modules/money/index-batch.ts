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

/**
 * Rewrites the tags of `rows` in one pass over the tag lists: `tagsOf` answers a row's new tag ids
 * from its current ones. No per-row map or copy of the lists (a bulk edit may name every row).
 */
export function rewriteIndexedTags(
  index: TransactionIndex,
  rows: readonly number[],
  tagsOf: (row: number, current: Int32Array) => readonly number[],
) {
  if (rows.length === 0) return;
  const { size, tagStart, tags } = index;
  const marked = new Uint8Array(size);
  for (const row of rows) marked[row] = 1;
  let out = new Int32Array(tags.length + rows.length);
  const nextStart = new Int32Array(size + 1);
  let maxTag = index.maxTag;
  let at = 0;
  for (let row = 0; row < size; row++) {
    nextStart[row] = at;
    const current = tags.subarray(tagStart[row]!, tagStart[row + 1]!);
    const next = marked[row] === 1 ? tagsOf(row, current) : current;
    if (at + next.length > out.length) {
      const grown = new Int32Array(Math.max(out.length * 2, at + next.length));
      grown.set(out.subarray(0, at));
      out = grown;
    }
    out.set(next, at);
    at += next.length;
    if (next !== current) for (const tag of next) if (tag > maxTag) maxTag = tag;
  }
  nextStart[size] = at;
  index.tags = out.length === at ? out : out.slice(0, at);
  index.tagStart = nextStart;
  index.maxTag = maxTag;
}
