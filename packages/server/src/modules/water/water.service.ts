import { addDays, WATER_SUMMARY_DAYS, type WaterDay, waterDayMet, waterStreak } from "@homebase/contracts";
import type { Db } from "../../db/database";
import { orNotFound } from "../../http/errors";
import * as repo from "./water.repo";

type TargetRow = { id: number; target_ml: number };

/** Spec §7: the client creates the target when the list is empty; a second create returns the first. */
export async function createTarget(db: Db, userId: number, targetMl: number, today: string) {
  const created = await repo.insertTargetIfMissing(db, userId, targetMl);
  if (created) await repo.recordTargetChange(db, userId, today, targetMl);
  return { target: (await repo.findTarget(db, userId)) as TargetRow, created };
}

export async function setTarget(db: Db, userId: number, id: number, targetMl: number, today: string) {
  orNotFound(await repo.findTargetById(db, userId, id), "Daily target");
  await db.transaction().execute(async (trx) => {
    await repo.updateTarget(trx, id, targetMl);
    await repo.recordTargetChange(trx, userId, today, targetMl);
  });
  return (await repo.findTargetById(db, userId, id)) as TargetRow;
}

export async function getTarget(db: Db, userId: number, id: number) {
  return orNotFound(await repo.findTargetById(db, userId, id), "Daily target");
}

export async function deleteEntry(db: Db, userId: number, id: number) {
  if (!(await repo.deleteEntry(db, userId, id))) orNotFound(undefined, "Water entry");
}

type DailyTotal = Awaited<ReturnType<typeof repo.dailyTotals>>[number];
type TargetChange = Awaited<ReturnType<typeof repo.targetChangesUpTo>>[number];

/** Day rows from `from` to `to` inclusive, days without entries at 0, each with the target then in force. */
async function days(db: Db, userId: number, from: string, to: string): Promise<WaterDay[]> {
  const [totals, changes] = await Promise.all([
    repo.dailyTotals(db, userId, from, to),
    repo.targetChangesUpTo(db, userId, to),
  ]);
  return dayRows(totals, changes, from, to);
}

/** `days` from rows already read. */
function dayRows(totals: DailyTotal[], changes: TargetChange[], from: string, to: string): WaterDay[] {
  const amountByDate = new Map(totals.map((row) => [row.entry_date, Number(row.amount)]));
  const result: WaterDay[] = [];
  let changeIndex = -1;
  for (let date = from; date <= to; date = addDays(date, 1)) {
    while (changeIndex + 1 < changes.length && (changes[changeIndex + 1]?.effective_date as string) <= date) {
      changeIndex++;
    }
    result.push({
      date_created: date,
      target_ml: changeIndex >= 0 ? (changes[changeIndex]?.target_ml as number) : 0,
      amount: amountByDate.get(date) ?? 0,
    });
  }
  return result;
}

export function summary(db: Db, userId: number, today: string): Promise<WaterDay[]> {
  return days(db, userId, addDays(today, -(WATER_SUMMARY_DAYS - 1)), today);
}

/** The current streak, however long: walks back from the first day any water was logged. */
export async function streak(db: Db, userId: number, today: string) {
  const [totals, changes] = await Promise.all([
    repo.dailyTotals(db, userId, null, today),
    repo.targetChangesUpTo(db, userId, today),
  ]);
  const first = totals.map((row) => row.entry_date).sort()[0] ?? today;
  const history = dayRows(totals, changes, first, today);
  const todayRow = history[history.length - 1] as WaterDay;
  return { current: waterStreak(history, today), today_met: waterDayMet(todayRow) };
}

/** Whether the owner set a daily target above 0 (the app creates one at 0 on first visit). */
export function hasWaterTarget(db: Db, userId: number): Promise<boolean> {
  return repo.hasWaterTarget(db, userId);
}
