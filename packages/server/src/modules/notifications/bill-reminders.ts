import type { BillReminder } from "@homebase/contracts";
import type { Db } from "../../db/database";
import { getBill } from "../bills/bills.service";
import * as repo from "./notifications.repo";
import { ownerSettings } from "./notifications.service";

// Each bill's reminder (issue 21 §3): the owner's bill_reminder_days unless the bill has its own
// number of days or is switched off.

export async function billReminder(db: Db, userId: number, billId: number, today: string): Promise<BillReminder> {
  await getBill(db, userId, billId, today); // the owner's bill, or 404
  const [rule, settings] = await Promise.all([repo.findBillRule(db, userId, billId), ownerSettings(db, userId)]);
  return rule
    ? { bill_id: billId, reminder_days: rule.reminder_days, is_default: false }
    : { bill_id: billId, reminder_days: settings.bill_reminder_days, is_default: true };
}

export async function setBillReminder(db: Db, userId: number, billId: number, days: number | null, today: string) {
  await getBill(db, userId, billId, today);
  await repo.upsertBillRule(db, userId, billId, days);
  return billReminder(db, userId, billId, today);
}

export async function resetBillReminder(db: Db, userId: number, billId: number, today: string) {
  await getBill(db, userId, billId, today);
  await repo.deleteBillRule(db, userId, billId);
  return billReminder(db, userId, billId, today);
}

/** Days before the due date for each of the owner's bills: a bill's own rule, else the default. */
export async function reminderDaysByBill(db: Db, userId: number, defaultDays: number | null) {
  const rules = new Map((await repo.billRules(db, userId)).map((rule) => [rule.bill_id, rule.reminder_days]));
  const daysFor = (billId: number) => (rules.has(billId) ? (rules.get(billId) ?? null) : defaultDays);
  const horizon = Math.max(-1, defaultDays ?? -1, ...[...rules.values()].map((days) => days ?? -1));
  return { daysFor, horizon };
}
