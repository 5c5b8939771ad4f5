import type { Db } from "../../db/database";
import { nowIso } from "../../db/database";

export function findTarget(db: Db, userId: number) {
  return db.selectFrom("water_daily_targets").selectAll().where("user_id", "=", userId).executeTakeFirst();
}

export function findTargetById(db: Db, userId: number, id: number) {
  return db
    .selectFrom("water_daily_targets")
    .selectAll()
    .where("user_id", "=", userId)
    .where("id", "=", id)
    .executeTakeFirst();
}

/** Inserts the owner's target unless one exists; true when this call created it. */
export async function insertTargetIfMissing(db: Db, userId: number, targetMl: number): Promise<boolean> {
  const result = await db
    .insertInto("water_daily_targets")
    .values({ user_id: userId, target_ml: targetMl, updated_at: nowIso() })
    .onConflict((oc) => oc.column("user_id").doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

export async function updateTarget(db: Db, id: number, targetMl: number) {
  await db
    .updateTable("water_daily_targets")
    .set({ target_ml: targetMl, updated_at: nowIso() })
    .where("id", "=", id)
    .execute();
}

/** The target in force from `date` on; a second change the same day replaces the first. */
export async function recordTargetChange(db: Db, userId: number, date: string, targetMl: number) {
  await db
    .insertInto("water_target_changes")
    .values({ user_id: userId, effective_date: date, target_ml: targetMl })
    .onConflict((oc) => oc.columns(["user_id", "effective_date"]).doUpdateSet({ target_ml: targetMl }))
    .execute();
}

export function targetChangesUpTo(db: Db, userId: number, date: string) {
  return db
    .selectFrom("water_target_changes")
    .select(["effective_date", "target_ml"])
    .where("user_id", "=", userId)
    .where("effective_date", "<=", date)
    .orderBy("effective_date")
    .execute();
}

export function entriesOn(db: Db, userId: number, date: string) {
  return db
    .selectFrom("water_entries")
    .selectAll()
    .where("user_id", "=", userId)
    .where("entry_date", "=", date)
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .execute();
}

/** Every entry of every day, oldest first: the export's history (issue 18 §4). */
export function allEntries(db: Db, userId: number) {
  return db
    .selectFrom("water_entries")
    .selectAll()
    .where("user_id", "=", userId)
    .orderBy("entry_date")
    .orderBy("created_at")
    .orderBy("id")
    .execute();
}

export function insertEntry(db: Db, userId: number, amountMl: number, date: string) {
  return db
    .insertInto("water_entries")
    .values({ user_id: userId, amount_ml: amountMl, entry_date: date, created_at: nowIso() })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function deleteEntry(db: Db, userId: number, id: number): Promise<boolean> {
  const result = await db
    .deleteFrom("water_entries")
    .where("user_id", "=", userId)
    .where("id", "=", id)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** Total drunk per day, for days from `from` (or all history) up to `to`. */
export function dailyTotals(db: Db, userId: number, from: string | null, to: string) {
  let query = db
    .selectFrom("water_entries")
    .select((eb) => ["entry_date", eb.fn.sum<number>("amount_ml").as("amount")])
    .where("user_id", "=", userId)
    .where("entry_date", "<=", to);
  if (from) query = query.where("entry_date", ">=", from);
  return query.groupBy("entry_date").execute();
}

/** Whether the owner set a daily target above 0 (the app creates one at 0 on first visit). */
export async function hasWaterTarget(db: Db, userId: number): Promise<boolean> {
  const row = await db
    .selectFrom("water_daily_targets")
    .select("id")
    .where("user_id", "=", userId)
    .where("target_ml", ">", 0)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}
