import { type FrequencyId, statementDueDate, todayIn } from "@homebase/contracts";
import type { Db } from "../../db/database";
import { nowIso } from "../../db/database";
import { getSettings } from "../settings/settings.service";
import { type BillRow, ownersWithAutoPay, type StatementRow } from "./bills.repo";

// The statement lifecycle (issue 5): a bill always has exactly one next due statement while
// active, the earliest one with status F. Paying (P) or skipping (S) creates the next one, due
// one period later counted from the anchor, with the last statement's amount.

/** Makes sure the bill has an unpaid statement, creating the one after its latest period. */
export async function ensureNextStatement(db: Db, bill: BillRow): Promise<void> {
  const open = await db
    .selectFrom("bill_statements")
    .select("id")
    .where("bill_id", "=", bill.id)
    .where("payment_status", "=", "F")
    .executeTakeFirst();
  if (open) return;
  const latest = await db
    .selectFrom("bill_statements")
    .selectAll()
    .where("bill_id", "=", bill.id)
    .orderBy("sequence", "desc")
    .executeTakeFirst();
  const sequence = (latest?.sequence ?? -1) + 1;
  await db
    .insertInto("bill_statements")
    .values({
      user_id: bill.user_id,
      bill_id: bill.id,
      sequence,
      due_date: statementDueDate(bill.anchor_date, bill.frequency as FrequencyId, bill.frequency_count, sequence),
      due_amount: latest?.due_amount ?? 0,
      bank_account_id: bill.default_bank_account_id,
      payment_status: "F",
      created_at: nowIso(),
    })
    .execute();
}

/**
 * Auto-pay: an auto-pay bill's unpaid statements whose due date has passed are marked paid on
 * their due date (from the bill's default account), and the next one is created, until the next
 * due date is today or later. The owner only handles exceptions.
 */
export async function applyAutoPay(db: Db, userId: number, today: string): Promise<void> {
  // One query finds the bills with something to pay; every bill read runs this, and usually
  // there is nothing, so no per-bill query is made then.
  const due = await db
    .selectFrom("bills")
    .innerJoin("bill_statements", "bill_statements.bill_id", "bills.id")
    .selectAll("bills")
    .distinct()
    .where("bills.user_id", "=", userId)
    .where("bills.is_active", "=", true)
    .where("bills.is_auto_pay", "=", true)
    .where("bill_statements.payment_status", "=", "F")
    .where("bill_statements.due_date", "<", today)
    .execute();
  for (const bill of due) {
    // Bounded: a daily bill left alone for years still stops at today.
    for (let guard = 0; guard < 5000; guard++) {
      const statement = await db
        .selectFrom("bill_statements")
        .selectAll()
        .where("bill_id", "=", bill.id)
        .where("payment_status", "=", "F")
        .where("due_date", "<", today)
        .orderBy("sequence")
        .executeTakeFirst();
      if (!statement) break;
      await db
        .updateTable("bill_statements")
        .set({
          payment_status: "P",
          date_paid: statement.due_date,
          bank_account_id: statement.bank_account_id ?? bill.default_bank_account_id,
        })
        .where("id", "=", statement.id)
        .execute();
      await ensureNextStatement(db, bill);
    }
  }
}

/** The earliest unpaid statement (spec: next_due_statement) and the latest paid one. */
export function keyStatements(statements: StatementRow[]) {
  const unpaid = statements.filter((s) => s.payment_status === "F").sort((a, b) => a.sequence - b.sequence);
  const paid = statements.filter((s) => s.payment_status === "P").sort((a, b) => b.sequence - a.sequence);
  return { nextDue: unpaid[0], lastPaid: paid[0] };
}

/** The daily pass: auto-pay for every owner with an auto-pay bill, each in their own time zone. */
export async function autoPayEveryone(db: Db, defaultTimeZone: string): Promise<void> {
  for (const userId of await ownersWithAutoPay(db)) {
    const { time_zone } = await getSettings(db, userId, defaultTimeZone);
    await applyAutoPay(db, userId, todayIn(time_zone));
  }
}
