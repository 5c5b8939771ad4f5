import {
  amountToCents,
  type billCreateSchema,
  type billPatchSchema,
  type FrequencyId,
  statementDueDate,
  type statementPatchSchema,
  todayIn,
} from "@homebase/contracts";
import type { z } from "zod";
import type { Db } from "../../db/database";
import { nowIso } from "../../db/database";
import { conflict, type FieldErrors, invalid, orNotFound } from "../../http/errors";
import { type MoneyNames, moneyNames } from "../money/money.service";
import { getSettings } from "../settings/settings.service";
import * as repo from "./bills.repo";
import { ensureNextStatement } from "./lifecycle";
import { forgetPayment, matchPayments, paidBy } from "./payments.service";

// The statement lifecycle (issue 5): a bill always has exactly one next due statement while
// active, the earliest one with status F. Paying (P) or skipping (S) creates the next one, due
// one period later counted from the anchor, with the last statement's amount.

/**
 * Auto-pay: an auto-pay bill's unpaid statements whose due date has passed are marked paid on
 * their due date (from the bill's default account), and the next one is created, until the next
 * due date is today or later. The owner only handles exceptions. Only statements due on or after
 * the day auto-pay was set up are paid (issue 25): a first due date in the past stays due, and a
 * statement the owner set back to unpaid is left to them.
 */
async function applyAutoPay(db: Db, userId: number, today: string): Promise<void> {
  // One query finds the bills with something to pay; every bill read runs this, and usually
  // there is nothing, so no per-bill query is made then.
  const due = await repo.autoPayBillsDue(db, userId, today);
  for (const bill of due) {
    // Bounded: a daily bill left alone for years still stops at today.
    if (bill.auto_pay_since === null) continue;
    for (let guard = 0; guard < 5000; guard++) {
      const statement = await repo.earliestStatementDue(db, bill.id, today, bill.auto_pay_since);
      if (!statement) break;
      await repo.updateStatement(db, statement.id, {
        payment_status: "P",
        is_auto_paid: true,
        date_paid: statement.due_date,
        bank_account_id: statement.bank_account_id ?? bill.default_bank_account_id,
        // Its transaction, when a statement brings it, is linked (issue 19).
        awaits_transaction: (statement.bank_account_id ?? bill.default_bank_account_id) !== null,
      });
      await ensureNextStatement(db, bill);
    }
  }
}

/** The earliest unpaid statement (spec: next_due_statement) and the latest paid one. */
export function keyStatements(statements: repo.StatementRow[]) {
  const unpaid = statements.filter((s) => s.payment_status === "F").sort((a, b) => a.sequence - b.sequence);
  const paid = statements.filter((s) => s.payment_status === "P").sort((a, b) => b.sequence - a.sequence);
  return { nextDue: unpaid[0], lastPaid: paid[0] };
}

/** Owners the daily pass reads at a time: its memory stays flat however many owners there are. */
const OWNERS_PAGE = 500;

/** The daily pass: auto-pay for every owner with an auto-pay bill, each in their own time zone. */
export async function autoPayEveryone(db: Db, defaultTimeZone: string, pageSize = OWNERS_PAGE): Promise<void> {
  for (let after = 0; ; ) {
    const owners = await repo.ownersWithAutoPay(db, after, pageSize);
    for (const userId of owners) {
      const { time_zone } = await getSettings(db, userId, defaultTimeZone);
      await applyAutoPay(db, userId, todayIn(time_zone));
    }
    if (owners.length < pageSize) return;
    after = owners[owners.length - 1]!;
  }
}

// The API's bills. Payees, categories and bank accounts are the Money module's, by its service.

export type BillView = { bill: repo.BillRow; statements: repo.StatementRow[] };

/** Payee, category and bank account ids must be the owner's own (400 otherwise). */
function checkRefs(
  found: MoneyNames,
  body: { pay_to_id?: number | null; bill_category_id?: number | null; default_bank_account_id?: number | null },
) {
  const errors: FieldErrors = {};
  const pick = "Choose one from the list.";
  if (body.pay_to_id != null && !found.payees.has(body.pay_to_id)) errors.pay_to_id = [pick];
  if (body.bill_category_id != null && !found.categories.has(body.bill_category_id)) errors.bill_category_id = [pick];
  if (body.default_bank_account_id != null && !found.accounts.has(body.default_bank_account_id))
    errors.default_bank_account_id = [pick];
  if (Object.keys(errors).length > 0) throw invalid(errors);
}

/**
 * Auto-pay runs on every bill read, so the owner sees paid statements as soon as they are due.
 * It writes statements only, so the bills and the Money names are read meanwhile (a list waits
 * for the database three times in a row, not four).
 */
async function withStatements(
  db: Db,
  userId: number,
  today: string,
  billsRead: repo.BillRow[] | Promise<repo.BillRow[]>,
) {
  const [bills, names] = await Promise.all([billsRead, moneyNames(db, userId), applyAutoPay(db, userId, today)]);
  const statements = await repo.statementsOf(
    db,
    bills.map((b) => b.id),
  );
  const paid = await paidBy(db, userId, statements);
  const views: BillView[] = bills.map((bill) => ({
    bill,
    statements: statements.filter((s) => s.bill_id === bill.id),
  }));
  return { bills: views, names, paidBy: paid };
}

export async function listBills(db: Db, userId: number, isActive: boolean, today: string) {
  return withStatements(db, userId, today, repo.listBills(db, userId, isActive));
}

export async function getBill(db: Db, userId: number, id: number, today: string) {
  const bill = orNotFound(await repo.findBill(db, userId, id), "Bill");
  const found = await withStatements(db, userId, today, [bill]);
  return { ...(found.bills[0] as BillView), names: found.names, paidBy: found.paidBy };
}

/** A new bill comes with its first statement, due on the given date. */
export async function createBill(
  db: Db,
  userId: number,
  body: z.output<typeof billCreateSchema>,
  today: string,
): Promise<number> {
  const { due_date, due_amount, frequency_id, pay_to_id, bill_category_id, ...fields } = body;
  checkRefs(await moneyNames(db, userId), body);
  return db.transaction().execute(async (trx) => {
    const billId = await repo.insertBill(trx, {
      ...fields,
      user_id: userId,
      payee_id: pay_to_id,
      category_id: bill_category_id,
      frequency: frequency_id,
      anchor_date: due_date,
      auto_pay_since: fields.is_auto_pay ? today : null,
      created_at: nowIso(),
    });
    await repo.insertStatement(trx, {
      user_id: userId,
      bill_id: billId,
      sequence: 0,
      due_date,
      due_amount: amountToCents(due_amount),
      bank_account_id: fields.default_bank_account_id,
      payment_status: "F",
      created_at: nowIso(),
    });
    return billId;
  });
}

export async function updateBill(
  db: Db,
  userId: number,
  id: number,
  body: z.output<typeof billPatchSchema>,
  today: string,
): Promise<void> {
  const row = orNotFound(await repo.findBill(db, userId, id), "Bill");
  checkRefs(await moneyNames(db, userId), body);
  const { pay_to_id, bill_category_id, frequency_id, ...fields } = body;
  const changes = {
    ...fields,
    ...(pay_to_id !== undefined ? { payee_id: pay_to_id } : {}),
    ...(bill_category_id !== undefined ? { category_id: bill_category_id } : {}),
    ...(frequency_id !== undefined ? { frequency: frequency_id } : {}),
    // Auto-pay pays what falls due from the day it is turned on, never what was already due.
    ...(fields.is_auto_pay === true && !row.is_auto_pay ? { auto_pay_since: today } : {}),
    ...(fields.is_auto_pay === false ? { auto_pay_since: null } : {}),
  };
  if (Object.keys(changes).length > 0) await repo.updateBill(db, row.id, changes);
  // Reactivating a bill whose statements were all settled gives it a next one again.
  if (fields.is_active === true) await ensureNextStatement(db, orNotFound(await repo.findBill(db, userId, row.id)));
}

export async function deleteBill(db: Db, userId: number, id: number): Promise<void> {
  orNotFound(await repo.findBill(db, userId, id), "Bill");
  await repo.deleteBill(db, id);
}

/**
 * Edits a statement. Paying it dates it today unless a date is given and takes the bill's default
 * account when it has none; only an unpaid statement can be skipped (409).
 */
export async function updateStatement(
  db: Db,
  userId: number,
  id: number,
  body: z.output<typeof statementPatchSchema>,
  today: string,
) {
  const statement = orNotFound(await repo.findStatement(db, userId, id), "Statement");
  const bill = orNotFound(await repo.findBill(db, userId, statement.bill_id), "Bill");
  const names = await moneyNames(db, userId);
  const { due_amount, payment_status_id, ...fields } = body;
  if (fields.bank_account_id != null && !names.accounts.has(fields.bank_account_id)) {
    throw invalid({ bank_account_id: ["Choose one from the list."] });
  }
  if (payment_status_id === "S" && statement.payment_status !== "S" && statement.payment_status !== "F") {
    throw conflict("Only an unpaid statement can be skipped.", {
      payment_status_id: ["Only an unpaid statement can be skipped."],
    });
  }
  const changes: Partial<repo.StatementRow> = { ...fields };
  if (due_amount !== undefined) changes.due_amount = amountToCents(due_amount);
  if (payment_status_id !== undefined) {
    changes.payment_status = payment_status_id;
    // The owner settled or reopened it: not auto-pay's doing, and an unpaid one stays theirs.
    changes.is_auto_paid = false;
    if (payment_status_id === "F" && statement.payment_status !== "F") changes.is_auto_pay_off = true;
    if (payment_status_id === "P") {
      changes.date_paid = fields.date_paid ?? statement.date_paid ?? today;
      changes.bank_account_id =
        fields.bank_account_id !== undefined
          ? fields.bank_account_id
          : (statement.bank_account_id ?? bill.default_bank_account_id);
      // Paid from an account: its transaction, when imported, is linked to it (issue 19).
      changes.awaits_transaction = changes.bank_account_id !== null && statement.transaction_id === null;
    } else {
      changes.date_paid = null;
      changes.awaits_transaction = false;
      changes.transaction_id = null;
      changes.amount_paid = null;
    }
  }
  if (Object.keys(changes).length > 0) await repo.updateStatement(db, statement.id, changes);
  // Unpaid or skipped by the owner: the transaction that paid it is never matched with it again.
  if (payment_status_id !== undefined && payment_status_id !== "P" && statement.transaction_id !== null) {
    await forgetPayment(db, userId, statement.id, statement.transaction_id);
  }
  // Reopening (Undo of mark paid) takes back the statement that paying brought due, when the
  // owner has not touched it, so the bill is as it was.
  if (payment_status_id === "F" && statement.payment_status !== "F") {
    for (const later of await repo.unpaidAfter(db, bill.id, statement.sequence)) {
      const untouched =
        later.comments === "" &&
        later.due_amount === statement.due_amount &&
        later.due_date ===
          statementDueDate(bill.anchor_date, bill.frequency as FrequencyId, bill.frequency_count, later.sequence);
      if (untouched) await repo.deleteStatement(db, later.id);
    }
  }
  // Settling a statement (paid, even early, or skipped) brings the next one due.
  if (payment_status_id === "P" || payment_status_id === "S") await ensureNextStatement(db, bill);
  // Paid from an account whose transaction was already imported: linked now.
  if (payment_status_id === "P") await matchPayments(db, userId);
  const row = orNotFound(await repo.findStatement(db, userId, statement.id));
  return { statement: row, names, paidBy: await paidBy(db, userId, [row]) };
}

/** Whether the owner has added any bill (Home's getting-started list). */
export function hasBill(db: Db, userId: number): Promise<boolean> {
  return repo.hasBill(db, userId);
}

/** One statement with what its DTO names (after an offer paid it). */
export async function getStatement(db: Db, userId: number, id: number, today: string) {
  await applyAutoPay(db, userId, today);
  const statement = orNotFound(await repo.findStatement(db, userId, id), "Statement");
  const [names, paid] = await Promise.all([moneyNames(db, userId), paidBy(db, userId, [statement])]);
  return { statement, names, paidBy: paid };
}
