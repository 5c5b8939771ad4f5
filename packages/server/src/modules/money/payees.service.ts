import { TRANSACTION_PAGE_SIZE } from "@homebase/contracts";
import { type Db, nowIso } from "../../db/database";
import { invalid, orNotFound } from "../../http/errors";
import { pageWindow } from "../../http/pagination";
import * as repo from "./money.repo";
import { rescoreInTurn } from "./payees/similarity.service";
import { scan, selectionFor, transactionIndex } from "./transaction-index";

/** A payee with the owner's categories, which its DTO names its default category from. */
export type PayeeView = { payee: repo.PayeeRow; categories: repo.Lookups["categories"] };

function checkCategory(found: repo.Lookups, id: number | null | undefined) {
  if (id != null && !found.categories.has(id)) throw invalid({ default_category_id: ["Choose one from the list."] });
}

export async function listPayees(db: Db, userId: number) {
  const found = await repo.lookups(db, userId);
  return { payees: await repo.listPayees(db, userId), categories: found.categories };
}

/** Typing a payee that exists (any letter case) answers that payee rather than a duplicate. */
export async function createPayee(
  db: Db,
  userId: number,
  body: { name: string; default_category_id?: number | null },
): Promise<PayeeView & { created: boolean }> {
  const found = await repo.lookups(db, userId);
  checkCategory(found, body.default_category_id);
  const existing = await repo.findByName(db, "money_payees", userId, body.name);
  if (existing) {
    const payee = orNotFound(await repo.findPayee(db, userId, existing.id));
    return { payee, categories: found.categories, created: false };
  }
  const payee = await repo.insertPayee(db, {
    user_id: userId,
    name: body.name,
    default_category_id: body.default_category_id ?? null,
    created_at: nowIso(),
  });
  await rescoreInTurn(db, userId, [payee.id]);
  return { payee, categories: found.categories, created: true };
}

export async function getPayee(db: Db, userId: number, id: number): Promise<PayeeView> {
  const payee = orNotFound(await repo.findPayee(db, userId, id), "Payee");
  return { payee, categories: (await repo.lookups(db, userId)).categories };
}

/** A rename re-scores the payee's similarity suggestions; a name another payee has is refused. */
export async function updatePayee(db: Db, userId: number, id: number, changes: repo.PayeeChanges): Promise<PayeeView> {
  orNotFound(await repo.findPayee(db, userId, id), "Payee");
  const found = await repo.lookups(db, userId);
  checkCategory(found, changes.default_category_id);
  if (changes.name !== undefined) {
    const existing = await repo.findByName(db, "money_payees", userId, changes.name);
    if (existing && existing.id !== id) throw invalid({ name: ["Another payee has this name; merge them instead."] });
  }
  if (Object.keys(changes).length > 0) {
    await repo.updatePayee(db, id, changes);
    if (changes.name !== undefined) await rescoreInTurn(db, userId, [id]);
  }
  return { payee: orNotFound(await repo.findPayee(db, userId, id)), categories: found.categories };
}

/** One page of the payee's transactions, newest first (404 past the last page). */
export async function payeeTransactions(db: Db, userId: number, id: number, page: number) {
  orNotFound(await repo.findPayee(db, userId, id), "Payee");
  const index = await transactionIndex(db, userId);
  const result = scan(index, selectionFor(index, { payee: [id] }), {
    window: { offset: (page - 1) * TRANSACTION_PAGE_SIZE, limit: TRANSACTION_PAGE_SIZE },
  });
  pageWindow(page, result.count, TRANSACTION_PAGE_SIZE);
  const lookups = await repo.lookups(db, userId);
  return { count: result.count, transactions: await repo.transactionsByIds(db, userId, result.pageIds), lookups };
}
