import { addDays } from "@homebase/contracts";
import type { Db } from "../../db/database";
import { nowIso } from "../../db/database";
import { conflict, orNotFound } from "../../http/errors";
import { type Debit, payeeDebits, type TransactionBrief, transactionBriefs } from "../money/debits.service";
import * as billsRepo from "./bills.repo";
import { ensureNextStatement } from "./lifecycle";
import * as repo from "./payments.repo";

// Issue 19 item 4, bills paid from the statement. A debit to a bill's payee (the payee the import
// resolved, after cleaning and aliases), for an amount within 10 % of the statement's due amount
// (any amount when it has none), dated from 10 days before to 5 days after the due date of an
// unpaid statement, pays it: the statement records the transaction and the amount it paid, and
// the next statement comes due. A statement the owner marked paid from an account is linked to
// its transaction (not paid again) when that arrives. A statement with two candidate
// transactions, or a transaction with two candidate statements, is offered, never applied.

export const DAYS_BEFORE_DUE = 10;
export const DAYS_AFTER_DUE = 5;
/** Passes per run: paying a statement brings the next, which the same statement may pay too. */
const MAX_PASSES = 50;

/** Within 10 % of the due amount, in integer cents; any amount when none is due. */
export function amountMatches(dueCents: number, paidCents: number): boolean {
  return dueCents <= 0 || Math.abs(paidCents - dueCents) * 10 <= dueCents;
}

/** The dates a statement's payment may carry: around the due date, and around the day it was marked paid. */
function windowOf(statement: repo.AwaitingStatement): { from: string; to: string } {
  const dates = [
    statement.due_date,
    ...(statement.payment_status === "P" && statement.date_paid ? [statement.date_paid] : []),
  ];
  dates.sort();
  return { from: addDays(dates[0]!, -DAYS_BEFORE_DUE), to: addDays(dates[dates.length - 1]!, DAYS_AFTER_DUE) };
}

type Candidate = { statement: repo.AwaitingStatement; debit: Debit; offered?: boolean };

async function candidates(db: Db, userId: number): Promise<Candidate[]> {
  const statements = await repo.statementsAwaitingPayment(db, userId);
  const offered = await repo.offersForStatements(
    db,
    statements.map((s) => s.id),
  );
  const pair = (statementId: number, transactionId: number) => `${statementId}:${transactionId}`;
  const dismissed = new Set(offered.filter((o) => o.is_dismissed).map((o) => pair(o.statement_id, o.transaction_id)));
  const open = new Set(offered.filter((o) => !o.is_dismissed).map((o) => pair(o.statement_id, o.transaction_id)));
  const found: Candidate[] = [];
  for (const statement of statements) {
    const { from, to } = windowOf(statement);
    for (const debit of await payeeDebits(db, userId, statement.payee_id as number, from, to)) {
      if (!amountMatches(statement.due_amount, -debit.amount)) continue;
      // Paid by hand from an account: only that account's debit is its payment.
      if (statement.payment_status === "P" && statement.bank_account_id !== debit.account_id) continue;
      found.push({ statement, debit });
    }
  }
  const linked = await repo.linkedTransactions(
    db,
    userId,
    found.map((c) => c.debit.id),
  );
  // A pair the owner dismissed is never a candidate again; one offered stays the owner's to decide.
  return found
    .filter((c) => !linked.has(c.debit.id) && !dismissed.has(pair(c.statement.id, c.debit.id)))
    .map((c) => ({ ...c, offered: open.has(pair(c.statement.id, c.debit.id)) }));
}

/** Pays (unpaid) or links (paid, waiting) the statement with the transaction. False when it was taken meanwhile. */
async function applyPayment(
  db: Db,
  userId: number,
  statement: { id: number; bill_id: number; payment_status: string; date_paid: string | null },
  debit: Debit,
): Promise<boolean> {
  const paying = statement.payment_status === "F";
  const applied = await db.transaction().execute(async (trx) => {
    const done = await repo.linkStatement(trx, statement.id, {
      transaction_id: debit.id,
      amount_paid: -debit.amount,
      awaits_transaction: false,
      ...(paying
        ? {
            payment_status: "P",
            date_paid: debit.transaction_date,
            bank_account_id: debit.account_id,
            is_auto_paid: false,
          }
        : {}),
    });
    if (!done) return false;
    await repo.deleteOpenOffers(trx, statement.id, debit.id);
    const bill = await billsRepo.findBill(trx, userId, statement.bill_id);
    if (paying && bill) await ensureNextStatement(trx, bill);
    return true;
  });
  return applied;
}

/**
 * Matches the owner's imported debits with their bills' statements: clear-cut matches are
 * applied, the others offered. Runs after every statement import and when the owner marks a
 * statement paid; running it again changes nothing (a linked transaction pays nothing more).
 */
export async function matchPayments(db: Db, userId: number): Promise<void> {
  for (let pass = 0; pass < MAX_PASSES; pass++) {
    const found = await candidates(db, userId);
    const perStatement = new Map<number, number>();
    const perDebit = new Map<number, number>();
    for (const { statement, debit } of found) {
      perStatement.set(statement.id, (perStatement.get(statement.id) ?? 0) + 1);
      perDebit.set(debit.id, (perDebit.get(debit.id) ?? 0) + 1);
    }
    // Clear-cut: the statement's one candidate, and the transaction's one; never a pair on offer.
    const isClear = (c: Candidate) =>
      !c.offered && perStatement.get(c.statement.id) === 1 && perDebit.get(c.debit.id) === 1;
    const clear = found.filter(isClear);
    const ambiguous = found.filter((c) => !isClear(c) && !c.offered);
    await repo.insertOffers(
      db,
      ambiguous.map(({ statement, debit }) => ({
        user_id: userId,
        statement_id: statement.id,
        transaction_id: debit.id,
        created_at: nowIso(),
      })),
    );
    let broughtNext = false;
    for (const { statement, debit } of clear) {
      if ((await applyPayment(db, userId, statement, debit)) && statement.payment_status === "F") broughtNext = true;
    }
    if (!broughtNext) return;
  }
}

/** Never offer this pair again (the owner reopened a statement its transaction paid). */
export async function forgetPayment(db: Db, userId: number, statementId: number, transactionId: number) {
  await repo.insertOffers(db, [
    {
      user_id: userId,
      statement_id: statementId,
      transaction_id: transactionId,
      is_dismissed: true,
      created_at: nowIso(),
    },
  ]);
}

export type Offer = repo.OfferRow & { transaction: TransactionBrief };

/** The owner's open offers, each with its transaction. */
export async function listOffers(db: Db, userId: number): Promise<Offer[]> {
  const offers = await repo.openOffers(db, userId);
  const briefs = await transactionBriefs(
    db,
    userId,
    offers.map((o) => o.transaction_id),
  );
  return offers.flatMap((offer) => {
    const transaction = briefs.get(offer.transaction_id);
    return transaction ? [{ ...offer, transaction }] : [];
  });
}

/** Applies an offer: its statement is paid (or linked) by its transaction; the other offers of either go. */
export async function acceptOffer(db: Db, userId: number, id: number): Promise<number> {
  const offer = orNotFound(await repo.findOffer(db, userId, id), "Offer");
  const statement = orNotFound(await billsRepo.findStatement(db, userId, offer.statement_id), "Statement");
  const debit = (await transactionBriefs(db, userId, [offer.transaction_id])).get(offer.transaction_id);
  const taken = (await repo.linkedTransactions(db, userId, [offer.transaction_id])).size > 0;
  const open = statement.payment_status === "F" || (statement.payment_status === "P" && statement.awaits_transaction);
  if (!debit || taken || statement.transaction_id !== null || !open) {
    throw conflict("This statement or this transaction is already settled.");
  }
  const paid = await applyPayment(db, userId, statement, debit);
  if (!paid) throw conflict("This statement or this transaction is already settled.");
  // Paying brought the next statement: the rest of the import may pay it.
  await matchPayments(db, userId);
  return statement.id;
}

export async function dismissOffer(db: Db, userId: number, id: number): Promise<void> {
  orNotFound(await repo.findOffer(db, userId, id), "Offer");
  await repo.dismissOffer(db, id);
}

/** The bill statements these transactions paid (the transaction page's "Paid bill"). */
export function paymentsOf(db: Db, userId: number, transactionIds: number[]) {
  return repo.paymentsOf(db, userId, transactionIds);
}

/** Each linked transaction of these statements, described for the statement's "paid by". */
export function paidBy(db: Db, userId: number, statements: billsRepo.StatementRow[]) {
  return transactionBriefs(
    db,
    userId,
    statements.flatMap((s) => (s.transaction_id === null ? [] : [s.transaction_id])),
  );
}
