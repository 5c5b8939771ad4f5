import { daysBetween, type MoneyTransferPairBody } from "@homebase/contracts";
import { type Db, nowIso } from "../../db/database";
import { type FieldErrors, invalid, orNotFound } from "../../http/errors";
import { TRANSFER_MAX_DAYS, transferCandidates } from "./index-transfers";
import * as ledger from "./ledger.service";
import * as repo from "./money.repo";
import { transactionIndex } from "./transaction-index";
import * as transfers from "./transfers.repo";

// Transfers between the owner's accounts (issue 24): suggested from the ledger, confirmed one
// at a time or by a rule for two accounts, dismissed, or undone. Confirmed pairs stay out of
// spending (the monthly chart and the reports); the transaction list still shows them.

/** Suggestions answered at most (newest first). */
export const SUGGESTIONS_SHOWN = 50;

export type PairView = { debit: repo.TransactionRow; credit: repo.TransactionRow };

/** The transactions of each pair, with the lookups their DTOs need. */
async function withTransactions<P extends { debitId: number; creditId: number }>(db: Db, userId: number, pairs: P[]) {
  const rows = await repo.transactionsByIds(
    db,
    userId,
    pairs.flatMap((pair) => [pair.debitId, pair.creditId]),
  );
  const byId = new Map(rows.map((row) => [row.id, row]));
  const views = pairs.flatMap((pair) => {
    const debit = byId.get(pair.debitId);
    const credit = byId.get(pair.creditId);
    return debit && credit ? [{ ...pair, debit, credit }] : [];
  });
  return { views, lookups: await repo.lookups(db, userId) };
}

export async function suggestions(db: Db, userId: number) {
  const index = await transactionIndex(db, userId);
  const dismissed = await transfers.dismissedPairs(db, userId);
  return withTransactions(db, userId, transferCandidates(index, { dismissed, limit: SUGGESTIONS_SHOWN }));
}

export async function confirmedTransfers(db: Db, userId: number) {
  const rows = await transfers.listTransfers(db, userId, "confirmed");
  return withTransactions(
    db,
    userId,
    rows.map((row) => ({ id: row.id, debitId: row.debit_transaction_id, creditId: row.credit_transaction_id })),
  );
}

/**
 * A pair the owner names must be one the suggestions could make: their own two transactions, a
 * debit and the credit of the same amount in another account, at most 3 days apart, neither
 * already in a confirmed pair (400 with the field at fault otherwise).
 */
async function checkPair(db: Db, userId: number, body: MoneyTransferPairBody) {
  const [debit] = await repo.transactionsByIds(db, userId, [body.debit_transaction_id]);
  const [credit] = await repo.transactionsByIds(db, userId, [body.credit_transaction_id]);
  const errors: FieldErrors = {};
  if (!debit) errors.debit_transaction_id = ["Choose one of your transactions."];
  else if (debit.amount >= 0) errors.debit_transaction_id = ["Choose money going out (a debit)."];
  if (!credit) errors.credit_transaction_id = ["Choose one of your transactions."];
  else if (credit.amount <= 0) errors.credit_transaction_id = ["Choose money coming in (a credit)."];
  if (debit && credit && Object.keys(errors).length === 0) {
    if (debit.account_id === credit.account_id) {
      errors.credit_transaction_id = ["A transfer goes between two different accounts."];
    } else if (credit.amount !== -debit.amount) {
      errors.credit_transaction_id = ["The credit must be the same amount as the debit."];
    } else if (Math.abs(daysBetween(debit.transaction_date, credit.transaction_date)) > TRANSFER_MAX_DAYS) {
      errors.credit_transaction_id = [`The two must be at most ${TRANSFER_MAX_DAYS} days apart.`];
    } else if ((await transfers.confirmedPairsOf(db, userId, [debit.id, credit.id])).length > 0) {
      errors.credit_transaction_id = ["One of these is already in a transfer."];
    }
  }
  if (Object.keys(errors).length > 0) throw invalid(errors);
  return { debitId: debit!.id, creditId: credit!.id };
}

/** Confirms a pair: both transactions are shown as a transfer and leave the spending totals. */
export async function confirmTransfer(db: Db, userId: number, body: MoneyTransferPairBody) {
  const pair = await checkPair(db, userId, body);
  await ledger.writeTransfers(db, userId, async (trx) => {
    await transfers.savePairs(trx, userId, [pair], "confirmed", nowIso());
    return { ids: [pair.debitId, pair.creditId], confirmed: true };
  });
  const { views, lookups } = await confirmedTransfers(db, userId);
  return { view: views.find((view) => view.debit.id === pair.debitId)!, lookups };
}

/** Not a transfer: the pair is not suggested again. The index does not change. */
export async function dismissSuggestion(db: Db, userId: number, body: MoneyTransferPairBody): Promise<void> {
  const pair = await checkPair(db, userId, body);
  await transfers.savePairs(db, userId, [pair], "dismissed", nowIso());
}

/** Undoes a confirmed pair (404 for another owner's): both count as spending and income again. */
export async function deleteTransfer(db: Db, userId: number, id: number): Promise<void> {
  const row = orNotFound(await transfers.findTransfer(db, userId, id), "Transfer");
  await ledger.writeTransfers(db, userId, async (trx) => {
    await transfers.deleteTransfer(trx, id);
    return { ids: [row.debit_transaction_id, row.credit_transaction_id], confirmed: row.status !== "confirmed" };
  });
}

/** Confirmed pairs of these transactions: transaction id → the transfer and its other half. */
export async function transferPartners(db: Db, userId: number, ids: number[]) {
  const rows = await transfers.confirmedPairsOf(db, userId, ids);
  const partners = new Map<number, { id: number; transaction_id: number }>();
  for (const row of rows) {
    partners.set(row.debit_transaction_id, { id: row.id, transaction_id: row.credit_transaction_id });
    partners.set(row.credit_transaction_id, { id: row.id, transaction_id: row.debit_transaction_id });
  }
  const others = await repo.transactionsByIds(
    db,
    userId,
    [...partners.values()].map((partner) => partner.transaction_id),
  );
  const accountOf = new Map(others.map((row) => [row.id, row.account_id]));
  return new Map(
    [...partners].map(([id, partner]) => [id, { ...partner, account_id: accountOf.get(partner.transaction_id) ?? 0 }]),
  );
}
export type TransferPartners = Awaited<ReturnType<typeof transferPartners>>;

// --- Rules -------------------------------------------------------------------------------------

/** Confirms every pair the rules find now (after an import, or a new rule); answers how many. */
export async function applyTransferRules(db: Db, userId: number, rules?: transfers.TransferRuleRow[]) {
  const active = rules ?? (await transfers.listRules(db, userId));
  if (active.length === 0) return 0;
  const index = await transactionIndex(db, userId);
  const dismissed = await transfers.dismissedPairs(db, userId);
  const pairs = active.flatMap((rule) =>
    transferCandidates(index, { dismissed, accounts: { from: rule.from_account_id, to: rule.to_account_id } }),
  );
  // Two rules could offer one transaction twice: the first pair holding it wins.
  const taken = new Set<number>();
  const unique = pairs.filter((pair) => {
    if (taken.has(pair.debitId) || taken.has(pair.creditId)) return false;
    taken.add(pair.debitId).add(pair.creditId);
    return true;
  });
  if (unique.length === 0) return 0;
  await ledger.writeTransfers(db, userId, async (trx) => {
    await transfers.savePairs(trx, userId, unique, "confirmed", nowIso());
    return { ids: [...taken], confirmed: true };
  });
  return unique.length;
}

export async function listRules(db: Db, userId: number) {
  return { rules: await transfers.listRules(db, userId), lookups: await repo.lookups(db, userId) };
}

export async function createRule(db: Db, userId: number, fromAccountId: number, toAccountId: number) {
  const lookups = await repo.lookups(db, userId);
  const errors: FieldErrors = {};
  if (!lookups.accounts.has(fromAccountId)) errors.from_account_id = ["Choose one from the list."];
  if (!lookups.accounts.has(toAccountId)) errors.to_account_id = ["Choose one from the list."];
  else if (fromAccountId === toAccountId) errors.to_account_id = ["Choose a different account."];
  const existing = await transfers.listRules(db, userId);
  if (existing.some((rule) => rule.from_account_id === fromAccountId && rule.to_account_id === toAccountId)) {
    errors.to_account_id = ["You already have this rule."];
  }
  if (Object.keys(errors).length > 0) throw invalid(errors);
  const rule = await transfers.insertRule(db, userId, fromAccountId, toAccountId, nowIso());
  const confirmed = await applyTransferRules(db, userId, [rule]);
  return { rule, confirmed, lookups };
}

export async function deleteRule(db: Db, userId: number, id: number): Promise<void> {
  orNotFound(await transfers.findRule(db, userId, id), "Transfer rule");
  await transfers.deleteRule(db, id);
}
