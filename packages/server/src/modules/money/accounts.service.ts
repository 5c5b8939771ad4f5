import type { MoneyAccountPatch } from "@homebase/contracts";
import { type Db, nowIso } from "../../db/database";
import { conflict, invalid, orNotFound } from "../../http/errors";
import * as repo from "./money.repo";
import { countBy, transactionIndex } from "./transaction-index";

export type AccountView = { account: repo.AccountRow; transactionCount: number };

const countsPerAccount = async (db: Db, userId: number) => countBy(await transactionIndex(db, userId), "account");

/** Account names are unique per owner, in any letter case. */
async function refuseDuplicate(db: Db, userId: number, name: string, except?: number) {
  const existing = await repo.findByName(db, "money_accounts", userId, name);
  if (existing && existing.id !== except) throw invalid({ name: ["You already have an account with this name."] });
}

export async function listAccounts(db: Db, userId: number): Promise<AccountView[]> {
  const perAccount = await countsPerAccount(db, userId);
  return (await repo.listAccounts(db, userId)).map((account) => ({
    account,
    transactionCount: perAccount.get(account.id) ?? 0,
  }));
}

export async function createAccount(db: Db, userId: number, name: string): Promise<AccountView> {
  await refuseDuplicate(db, userId, name);
  return { account: await repo.insertAccount(db, userId, name, nowIso()), transactionCount: 0 };
}

export async function getAccount(db: Db, userId: number, id: number): Promise<AccountView> {
  const account = orNotFound(await repo.findAccount(db, userId, id), "Account");
  return { account, transactionCount: (await countsPerAccount(db, userId)).get(account.id) ?? 0 };
}

export async function updateAccount(db: Db, userId: number, id: number, changes: MoneyAccountPatch) {
  orNotFound(await repo.findAccount(db, userId, id), "Account");
  if (changes.name !== undefined) await refuseDuplicate(db, userId, changes.name, id);
  if (Object.keys(changes).length > 0) await repo.updateAccount(db, id, changes);
  const account = orNotFound(await repo.findAccount(db, userId, id));
  return { account, transactionCount: (await countsPerAccount(db, userId)).get(id) ?? 0 };
}

/** An account with transactions stays (409): the owner moves them or marks it inactive. */
export async function deleteAccount(db: Db, userId: number, id: number): Promise<void> {
  orNotFound(await repo.findAccount(db, userId, id), "Account");
  const used = await repo.transactionsUsing(db, "account_id", id);
  if (used > 0) {
    throw conflict(
      `This account has ${used} transaction${used === 1 ? "" : "s"}; delete or move them first, or mark the account inactive.`,
    );
  }
  await repo.deleteAccount(db, id);
}
