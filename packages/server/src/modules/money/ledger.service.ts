import type { Db } from "../../db/database";
import { learnCategory } from "./index-batch";
import * as repo from "./money.repo";
import {
  editTransactionIndex,
  flagTransfers,
  forgetTransactionIndex,
  setIndexedTags,
  type TransactionIndex,
  updateIndexedRow,
} from "./transaction-index";

// The one write path to an owner's ledger: their transactions, the tags on them, their accounts
// and the category tree (the index keeps both lists, and the tree per transaction as the parent
// facet). Each write runs in a database transaction that also bumps the owner's ledger version,
// so every instance sees that its in-memory index is old on its next read; this instance forgets
// its own at once (or edits it in place).
// Statement imports and payee merges run their own transaction and call `recordLedgerWrite` in it.

/** Inside a write's transaction: marks the owner's ledger changed for every instance. */
export const recordLedgerWrite = async (trx: Db, userId: number) => {
  await repo.bumpLedgerVersion(trx, userId);
};

/** After a committed write: this instance's index is rebuilt on the next read. */
export const ledgerWritten = (db: Db, userId: number) => forgetTransactionIndex(db, userId);

/**
 * Runs `change` and the version bump in one transaction. With `inPlace`, this instance's index
 * takes the edit without a rebuild (when it can: see editTransactionIndex); otherwise it is
 * forgotten. Other instances rebuild theirs when they see the new version.
 */
async function write<T>(
  db: Db,
  userId: number,
  change: (trx: Db) => Promise<T>,
  inPlace?: { ids: (value: T) => number[]; change: (index: TransactionIndex, rows: number[], value: T) => boolean },
): Promise<T> {
  const { value, version } = await db.transaction().execute(async (trx) => {
    const value = await change(trx);
    return { value, version: await repo.bumpLedgerVersion(trx, userId) };
  });
  if (inPlace) {
    editTransactionIndex(db, userId, version, inPlace.ids(value), (index, rows) => inPlace.change(index, rows, value));
  } else ledgerWritten(db, userId);
  return value;
}

export const createTransaction = (db: Db, values: repo.NewTransaction) =>
  write(db, values.user_id, (trx) => repo.insertTransaction(trx, values));

// Editing one transaction or its tags is applied to this instance's index in place.

export const updateTransaction = (
  db: Db,
  userId: number,
  id: number,
  changes: repo.TransactionChanges,
  categories: repo.Lookups["categories"],
) =>
  write(
    db,
    userId,
    async (trx) => {
      const before = await repo.indexedFields(trx, id);
      await repo.updateTransaction(trx, id, changes);
      return { before, after: { ...before, ...changes } };
    },
    {
      ids: () => [id],
      change: (index, [row], { before, after }) => {
        learnCategory(index, after.category_id, categories);
        return updateIndexedRow(index, row!, before, after);
      },
    },
  );

export const setTransactionTags = (db: Db, userId: number, id: number, tagIds: number[]) =>
  write(db, userId, (trx) => repo.replaceTransactionTags(trx, id, tagIds), {
    ids: () => [id],
    change: (index, [row]) => setIndexedTags(index, row!, tagIds),
  });

export const deleteTransaction = (db: Db, userId: number, id: number) =>
  write(db, userId, (trx) => repo.deleteTransaction(trx, id));

/**
 * Issue 19: rules and bulk edits change many transactions in one transaction. `change` answers
 * the ids it changed; `inPlace` applies the edit to their rows of this instance's index (when it
 * can: see editTransactionIndex), otherwise the index is rebuilt on its next read. Other
 * instances see the new version.
 */
export const writeMany = <T extends { ids: number[] }>(
  db: Db,
  userId: number,
  change: (trx: Db) => Promise<T>,
  inPlace: (index: TransactionIndex, rows: number[], value: T) => boolean,
) => write(db, userId, change, { ids: (value) => value.ids, change: inPlace });

export const deleteTag = (db: Db, userId: number, id: number) => write(db, userId, (trx) => repo.deleteTag(trx, id));

/**
 * Accounts and categories: the index keeps the owner's lists of them (index.lookups), so a write
 * of one bumps the ledger version like a transaction's, and this instance's index takes the lists
 * as the write left them (read in its transaction) without a rebuild.
 */
async function writeLookups<T>(db: Db, userId: number, change: (trx: Db) => Promise<T>): Promise<T> {
  const { value } = await write(
    db,
    userId,
    async (trx) => ({ value: await change(trx), lookups: await repo.lookups(trx, userId) }),
    {
      ids: () => [],
      change: (index, _rows, { lookups }) => {
        index.lookups = lookups;
        return true;
      },
    },
  );
  return value;
}

export const createAccount = (db: Db, userId: number, name: string, createdAt: string) =>
  writeLookups(db, userId, (trx) => repo.insertAccount(trx, userId, name, createdAt));

export const updateAccount = (db: Db, userId: number, id: number, changes: repo.AccountChanges) =>
  writeLookups(db, userId, (trx) => repo.updateAccount(trx, id, changes));

export const deleteAccount = (db: Db, userId: number, id: number) =>
  writeLookups(db, userId, (trx) => repo.deleteAccount(trx, id));

export const createCategory = (db: Db, values: repo.NewCategory) =>
  writeLookups(db, values.user_id, (trx) => repo.insertCategory(trx, values));

// One in use (or with children) is never deleted, so the index's rows do not change.
export const deleteCategory = (db: Db, userId: number, id: number) =>
  writeLookups(db, userId, (trx) => repo.deleteCategory(trx, id));

/** A new parent moves the category's transactions in the index; a name or is_included does not. */
export async function updateCategory(
  db: Db,
  userId: number,
  current: { id: number; parent_category_id: number | null },
  changes: repo.CategoryChanges,
): Promise<void> {
  const moved = changes.parent_category_id !== undefined && changes.parent_category_id !== current.parent_category_id;
  if (moved) await write(db, userId, (trx) => repo.updateCategory(trx, current.id, changes));
  else await writeLookups(db, userId, (trx) => repo.updateCategory(trx, current.id, changes));
}

/**
 * Confirms or undoes transfer pairs (issue 24): `change` writes the pairs and answers the
 * transactions whose transfer mark changes; this instance's index marks them in place.
 */
export const writeTransfers = (
  db: Db,
  userId: number,
  change: (trx: Db) => Promise<{ ids: number[]; confirmed: boolean }>,
) =>
  write(db, userId, change, {
    ids: ({ ids }) => ids,
    change: (index, rows, { confirmed }) => flagTransfers(index, rows, confirmed),
  });
