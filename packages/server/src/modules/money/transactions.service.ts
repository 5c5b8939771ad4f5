import {
  amountToCents,
  TRANSACTION_PAGE_SIZE,
  type transactionCreateSchema,
  type transactionPatchSchema,
} from "@homebase/contracts";
import type { z } from "zod";
import { type Db, nowIso } from "../../db/database";
import { type FieldErrors, invalid, orNotFound } from "../../http/errors";
import { pageWindow } from "../../http/pagination";
import { runningBalances } from "./index-balances";
import { searchedCents, searchRows, searchText } from "./index-search";
import { indexText, TEXT_READ_AHEAD_ROWS } from "./index-text-load";
import { rowsWithoutTransfers } from "./index-transfers";
import * as ledger from "./ledger.service";
import * as repo from "./money.repo";
import { excludedCategories, type FilterQuery, facetList, parseFilters } from "./transaction-filters";
import { COLUMN_KEYS, scan, selectionFor, type TransactionIndex, transactionIndex } from "./transaction-index";
import { transferPartners } from "./transfers.service";

/** A transaction with the owner's accounts and categories, which its DTO names. */
export type TransactionView = {
  transaction: repo.TransactionRow;
  lookups: repo.Lookups;
  /** Issue 24: the other half of its confirmed transfer pair, when it is in one. */
  transfer?: { id: number; transaction_id: number; account_id: number };
};

const PICK = "Choose one from the list.";

/** Account, payee and category ids on a transaction must be the owner's own (400 otherwise). */
async function checkTransactionRefs(
  db: Db,
  userId: number,
  body: { account_id?: number; payee_id?: number | null; category_id?: number | null },
  found: repo.Lookups,
): Promise<repo.PayeeRow | undefined> {
  const errors: FieldErrors = {};
  if (body.account_id !== undefined && !found.accounts.has(body.account_id)) errors.account_id = [PICK];
  if (body.category_id != null && !found.categories.has(body.category_id)) errors.category_id = [PICK];
  const payee = body.payee_id != null ? await repo.findPayee(db, userId, body.payee_id) : undefined;
  if (body.payee_id != null && !payee) errors.payee_id = [PICK];
  if (Object.keys(errors).length > 0) throw invalid(errors);
  return payee;
}

/** The search's row mask over the index, or null without a search (payee names are read now: a rename needs no rebuild). */
async function searchMask(db: Db, userId: number, index: TransactionIndex, search: string) {
  const text = searchText(search);
  if (text === "") return null;
  const payeeColumn = index.columns[COLUMN_KEYS.indexOf("payee")]!;
  const payeeCodes = new Uint8Array(payeeColumn.values.length);
  for (const payee of await repo.listPayees(db, userId)) {
    const code = payeeColumn.codeOf.get(payee.id);
    if (code !== undefined && code > 0 && payee.name.toLowerCase().includes(text)) payeeCodes[code] = 1;
  }
  return searchRows(index, await indexText(db, userId, index), { text, payeeCodes, cents: searchedCents(search) });
}

/** Parses the filters and runs one pass over the owner's ledger for what the endpoint needs. */
export async function scanTransactions(db: Db, userId: number, query: FilterQuery, wants: Parameters<typeof scan>[2]) {
  const index = await transactionIndex(db, userId);
  const { lookups } = index;
  const selected = await parseFilters(db, userId, query, lookups);
  if (index.size >= TEXT_READ_AHEAD_ROWS && !index.text) {
    // Read off the request's path; a search meanwhile waits for the same read. A failure here
    // (the app closing) leaves the text unread, and the next search reads it.
    indexText(db, userId, index).catch(() => undefined);
  }
  const searched = await searchMask(db, userId, index, query.search);
  const rows = query.transfers === "exclude" ? rowsWithoutTransfers(index, searched) : searched;
  const result = scan(index, selectionFor(index, selected, rows), {
    excludedCategories: excludedCategories(lookups),
    ...wants,
  });
  return { lookups, result, index };
}

/**
 * One page of the filtered transactions (404 past the last page). Filtered to exactly one
 * account, each row also carries that account's balance just after it (issue 24).
 */
export async function transactionPage(db: Db, userId: number, query: FilterQuery, pageSize = TRANSACTION_PAGE_SIZE) {
  const { page } = query;
  const { lookups, result, index } = await scanTransactions(db, userId, query, {
    window: { offset: (page - 1) * pageSize, limit: pageSize },
  });
  pageWindow(page, result.count, pageSize);
  const account = query.account.length === 1 ? lookups.accounts.get(Number(query.account[0])) : undefined;
  let runningBalance: Map<number, number | null> | undefined;
  if (account) {
    const opening = { cents: account.opening_balance, date: account.opening_date };
    const byRow = runningBalances(index, account.id, opening, result.pageRows);
    runningBalance = new Map(result.pageRows.map((row, at) => [result.pageIds[at]!, byRow.get(row) ?? null]));
  }
  // Only rows the index marks as in a confirmed pair have a partner to look up: on most pages none.
  const marks = index.transfers;
  const paired = marks ? result.pageIds.filter((_, at) => marks[result.pageRows[at]!] === 1) : [];
  const [transactions, transfers] = await Promise.all([
    repo.transactionsByIds(db, userId, result.pageIds),
    transferPartners(db, userId, paired),
  ]);
  return { count: result.count, transactions, lookups, runningBalance, transfers };
}

/** The filter panel: each filter's values with their counts under the other filters. */
export async function transactionFacets(db: Db, userId: number, query: FilterQuery) {
  const { lookups, result } = await scanTransactions(db, userId, query, { facets: true });
  return facetList(db, userId, query, result, lookups);
}

export async function createTransaction(
  db: Db,
  userId: number,
  body: z.output<typeof transactionCreateSchema>,
): Promise<TransactionView> {
  const lookups = await repo.lookups(db, userId);
  const payee = await checkTransactionRefs(db, userId, body, lookups);
  const id = await ledger.createTransaction(db, {
    user_id: userId,
    account_id: body.account_id,
    payee_id: body.payee_id ?? null,
    // A payee's default category applies when none is chosen.
    category_id: body.category_id !== undefined ? body.category_id : (payee?.default_category_id ?? null),
    transaction_date: body.transaction_date,
    posted_date: body.posted_date ?? null,
    amount: amountToCents(body.amount),
    notes: body.notes,
    created_at: nowIso(),
  });
  return { transaction: orNotFound(await repo.findTransaction(db, userId, id)), lookups };
}

export async function getTransaction(db: Db, userId: number, id: number): Promise<TransactionView> {
  const transaction = orNotFound(await repo.findTransaction(db, userId, id), "Transaction");
  const [lookups, partners] = await Promise.all([repo.lookups(db, userId), transferPartners(db, userId, [id])]);
  return { transaction, lookups, transfer: partners.get(id) };
}

export async function updateTransaction(
  db: Db,
  userId: number,
  id: number,
  body: z.output<typeof transactionPatchSchema>,
): Promise<TransactionView> {
  orNotFound(await repo.findTransaction(db, userId, id), "Transaction");
  const lookups = await repo.lookups(db, userId);
  const { amount, ...fields } = body;
  await checkTransactionRefs(db, userId, body, lookups);
  const changes = { ...fields, ...(amount !== undefined ? { amount: amountToCents(amount) } : {}) };
  if (Object.keys(changes).length > 0) await ledger.updateTransaction(db, userId, id, changes, lookups.categories);
  return { transaction: orNotFound(await repo.findTransaction(db, userId, id)), lookups };
}

/** Replaces the transaction's tags; every tag must be the owner's (none is created here). */
export async function setTransactionTags(
  db: Db,
  userId: number,
  id: number,
  tagIds: number[],
): Promise<TransactionView> {
  orNotFound(await repo.findTransaction(db, userId, id), "Transaction");
  const ids = [...new Set(tagIds)];
  const owned = new Set((await repo.listTags(db, userId)).map((tag) => tag.id));
  if (ids.some((tagId) => !owned.has(tagId))) throw invalid({ ids: ["Choose tags from the list."] });
  await ledger.setTransactionTags(db, userId, id, ids);
  const transaction = orNotFound(await repo.findTransaction(db, userId, id));
  return { transaction, lookups: await repo.lookups(db, userId) };
}

export async function deleteTransaction(db: Db, userId: number, id: number): Promise<void> {
  orNotFound(await repo.findTransaction(db, userId, id), "Transaction");
  await ledger.deleteTransaction(db, userId, id);
}
