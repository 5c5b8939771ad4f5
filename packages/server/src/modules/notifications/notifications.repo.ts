import type { Updateable } from "kysely";
import type { Db } from "../../db/database";
import { nowIso } from "../../db/database";
import type { NotificationDeliveriesTable, NotificationSettingsTable } from "../../db/types";

export type SettingsChanges = Omit<Updateable<NotificationSettingsTable>, "user_id" | "updated_at">;

export const findSettings = (db: Db, userId: number) =>
  db.selectFrom("notification_settings").selectAll().where("user_id", "=", userId).executeTakeFirst();

/** `defaults` fill a new row; `changes` apply to a new or an existing one. */
export async function upsertSettings(db: Db, userId: number, changes: SettingsChanges, defaults: SettingsChanges) {
  const updated_at = nowIso();
  await db
    .insertInto("notification_settings")
    .values({
      user_id: userId,
      digest_time: null,
      bill_reminder_days: null,
      ...defaults,
      ...changes,
      updated_at,
    })
    .onConflict((oc) => oc.column("user_id").doUpdateSet({ ...changes, updated_at }))
    .execute();
}

export const listChannels = (db: Db, userId: number) =>
  db.selectFrom("notification_channels").selectAll().where("user_id", "=", userId).orderBy("id").execute();
export type ChannelRow = Awaited<ReturnType<typeof listChannels>>[number];

export async function replaceChannels(
  db: Db,
  userId: number,
  channels: { kind: string; url: string | null; token: string | null; address: string | null }[],
) {
  await db.deleteFrom("notification_channels").where("user_id", "=", userId).execute();
  if (channels.length === 0) return;
  const created_at = nowIso();
  await db
    .insertInto("notification_channels")
    .values(channels.map((channel) => ({ user_id: userId, ...channel, created_at })))
    .execute();
}

/** Owners with a channel, `limit` at a time after `afterUserId` (keyset pages in id order). */
export const ownersWithChannels = async (db: Db, afterUserId: number, limit: number) =>
  (
    await db
      .selectFrom("notification_channels")
      .select("user_id")
      .distinct()
      .where("user_id", ">", afterUserId)
      .orderBy("user_id")
      .limit(limit)
      .execute()
  ).map((row) => row.user_id);

export type DeliveryKey = { user_id: number; kind: string; item_key: string; channel: string };

export const findDelivery = (db: Db, key: DeliveryKey) =>
  db
    .selectFrom("notification_deliveries")
    .selectAll()
    .where("user_id", "=", key.user_id)
    .where("kind", "=", key.kind)
    .where("item_key", "=", key.item_key)
    .where("channel", "=", key.channel)
    .executeTakeFirst();
export type DeliveryRow = NonNullable<Awaited<ReturnType<typeof findDelivery>>>;

/**
 * Claims a first attempt: the unique key lets exactly one of several instances (or passes)
 * insert it. Answers the new row's id, or undefined when it was already claimed.
 */
export async function claimFirstAttempt(db: Db, key: DeliveryKey, status: "sending" | "skipped", now: string) {
  const row = await db
    .insertInto("notification_deliveries")
    .values({
      ...key,
      status,
      attempts: status === "sending" ? 1 : 0,
      next_attempt_at: null,
      error: null,
      updated_at: now,
    })
    .onConflict((oc) => oc.columns(["user_id", "kind", "item_key", "channel"]).doNothing())
    .returning("id")
    .executeTakeFirst();
  return row?.id;
}

/**
 * Claims a retry: of a failed delivery whose back-off is over, or of one left "sending" since
 * before `staleBefore` (its instance stopped mid-send). One UPDATE, so one claimant wins.
 */
export async function claimRetry(db: Db, row: DeliveryRow, now: string, staleBefore: string): Promise<boolean> {
  const result = await db
    .updateTable("notification_deliveries")
    .set({ status: "sending", attempts: row.attempts + 1, updated_at: now })
    .where("id", "=", row.id)
    .where("attempts", "=", row.attempts)
    .where((eb) =>
      eb.or([
        eb.and([eb("status", "=", "failed"), eb("next_attempt_at", "<=", now)]),
        eb.and([eb("status", "=", "sending"), eb("updated_at", "<", staleBefore)]),
      ]),
    )
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

export async function finishDelivery(
  db: Db,
  id: number,
  outcome: Pick<Updateable<NotificationDeliveriesTable>, "status" | "error" | "next_attempt_at">,
  now: string,
) {
  await db
    .updateTable("notification_deliveries")
    .set({ ...outcome, updated_at: now })
    .where("id", "=", id)
    .execute();
}

export const billRules = (db: Db, userId: number) =>
  db.selectFrom("notification_bill_rules").select(["bill_id", "reminder_days"]).where("user_id", "=", userId).execute();

export const findBillRule = (db: Db, userId: number, billId: number) =>
  db
    .selectFrom("notification_bill_rules")
    .select(["bill_id", "reminder_days"])
    .where("user_id", "=", userId)
    .where("bill_id", "=", billId)
    .executeTakeFirst();

export async function upsertBillRule(db: Db, userId: number, billId: number, reminderDays: number | null) {
  const updated_at = nowIso();
  await db
    .insertInto("notification_bill_rules")
    .values({ user_id: userId, bill_id: billId, reminder_days: reminderDays, updated_at })
    .onConflict((oc) => oc.column("bill_id").doUpdateSet({ reminder_days: reminderDays, updated_at }))
    .execute();
}

export async function deleteBillRule(db: Db, userId: number, billId: number) {
  await db.deleteFrom("notification_bill_rules").where("user_id", "=", userId).where("bill_id", "=", billId).execute();
}
