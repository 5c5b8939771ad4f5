import { type FrequencyId, statementDueDate } from "@homebase/contracts";
import type { Db } from "../../db/database";
import { nowIso } from "../../db/database";
import * as repo from "./bills.repo";

// Shared by the statement edits (bills.service) and payments from the statement (payments.service).

/** Makes sure the bill has an unpaid statement, creating the one after its latest period. */
export async function ensureNextStatement(db: Db, bill: repo.BillRow): Promise<void> {
  if (await repo.openStatementOf(db, bill.id)) return;
  const latest = await repo.latestStatementOf(db, bill.id);
  const sequence = (latest?.sequence ?? -1) + 1;
  await repo.insertStatement(db, {
    user_id: bill.user_id,
    bill_id: bill.id,
    sequence,
    due_date: statementDueDate(bill.anchor_date, bill.frequency as FrequencyId, bill.frequency_count, sequence),
    due_amount: latest?.due_amount ?? 0,
    bank_account_id: bill.default_bank_account_id,
    payment_status: "F",
    created_at: nowIso(),
  });
}
