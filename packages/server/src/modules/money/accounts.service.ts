import { amountToCents, type MoneyAccountPatch } from "@homebase/contracts";
import { type Db, nowIso } from "../../db/database";
import { conflict, invalid, orNotFound } from "../../http/errors";
import { accountBalances, type Opening } from "./index-balances";
import * as ledger from "./ledger.service";
import * as repo from "./money.repo";
import { countBy, type TransactionIndex, transactionIndex } from "./transaction-index";

export type AccountView = { account: repo.AccountRow; transactionCount: number; balance: number };

/** Each account's opening balance and date, as the balance functions take them. */
export const openingsOf = (accounts: Iterable<repo.AccountRow>) =>
  new Map<number, Opening>(
    [...accounts].map((account) => [account.id, { cents: account.opening_balance, date: account.opening_date }]),
  );

/** Accounts with their transaction counts and balances, from one read of the ledger index. */
function views(index: TransactionIndex, accounts: repo.AccountRow[]): AccountView[] {
  const counts = countBy(index, "account");
  const balances = accountBalances(index, openingsOf(accounts));
  return accounts.map((account) => ({
    account,
    transactionCount: counts.get(account.id) ?? 0,
    balance: balances.get(account.id) ?? account.opening_balance,
  }));
}

/** Account names are unique per owner, in any letter case. */
async function refuseDuplicate(db: Db, userId: number, name: string, except?: number) {
  const existing = await repo.findByName(db, "money_accounts", userId, name);
  if (existing && existing.id !== except) throw invalid({ name: ["You already have an account with this name."] });
}

export async function listAccounts(db: Db, userId: number): Promise<AccountView[]> {
  const index = await transactionIndex(db, userId);
  return views(index, [...index.lookups.accounts.values()]);
}

export async function createAccount(db: Db, userId: number, name: string): Promise<AccountView> {
  await refuseDuplicate(db, userId, name);
  const account = await ledger.createAccount(db, userId, name, nowIso());
  return { account, transactionCount: 0, balance: account.opening_balance };
}

/** The owner's account, or 404. */
export const ownAccount = async (db: Db, userId: number, id: number) =>
  orNotFound(await repo.findAccount(db, userId, id), "Account");

/** The owner's account with its count and balance, or 404 (the index holds the owner's accounts). */
export async function getAccount(db: Db, userId: number, id: number): Promise<AccountView> {
  const index = await transactionIndex(db, userId);
  return views(index, [orNotFound(index.lookups.accounts.get(id), "Account")])[0]!;
}

export async function updateAccount(db: Db, userId: number, id: number, patch: MoneyAccountPatch) {
  await ownAccount(db, userId, id);
  if (patch.name !== undefined) await refuseDuplicate(db, userId, patch.name, id);
  const { opening_balance, ...changes } = patch;
  // The opening balance travels in dollars and is kept in cents, like every amount.
  const row = {
    ...changes,
    ...(opening_balance !== undefined ? { opening_balance: amountToCents(opening_balance) } : {}),
  };
  if (Object.keys(row).length > 0) await ledger.updateAccount(db, userId, id, row);
  return getAccount(db, userId, id);
}

/** An account with transactions stays (409): the owner moves them or marks it inactive. */
export async function deleteAccount(db: Db, userId: number, id: number): Promise<void> {
  await ownAccount(db, userId, id);
  const used = await repo.transactionsUsing(db, "account_id", id);
  if (used > 0) {
    throw conflict(
      `This account has ${used} transaction${used === 1 ? "" : "s"}; delete or move them first, or mark the account inactive.`,
    );
  }
  await ledger.deleteAccount(db, userId, id);
}
