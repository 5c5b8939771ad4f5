import { addDays } from "./dates";
import { numberText } from "./number-text";

// Pure water logic, free of zod so the home widget can use it without the schema library
// (the API schemas live in water-api.ts).

// Spec §9: quick amounts and the ml→oz rule (divide by 29.5735, round to a whole number).
export const ML_PER_OZ = 29.5735;
export const WATER_QUICK_AMOUNTS = [
  { label: "8oz", ml: 236 },
  { label: "20oz", ml: 591 },
  { label: "32oz", ml: 946 },
] as const;
export const WATER_ENTRY_MAX_ML = 5000;
export const WATER_TARGET_MAX_ML = 20_000;
export const WATER_SUMMARY_DAYS = 30;
export const WATER_UNITS = ["oz", "ml"] as const;
export type WaterUnit = (typeof WATER_UNITS)[number];

export const mlToOz = (ml: number) => Math.round(ml / ML_PER_OZ);
export const ozToMl = (oz: number) => Math.round(oz * ML_PER_OZ);

/** Spec §9: amount / target * 100; 0 while no target is set. Not capped: 112% is shown as 112%. */
export function waterProgress(amountMl: number, targetMl: number): number {
  return targetMl > 0 ? (amountMl / targetMl) * 100 : 0;
}

export function formatWater(ml: number, unit: WaterUnit): string {
  return unit === "oz" ? `${mlToOz(ml)} oz` : `${numberText(ml)} ml`;
}

/** Converts what the owner typed in their unit into whole millilitres. */
export function toMl(value: number, unit: WaterUnit): number {
  return unit === "oz" ? ozToMl(value) : Math.round(value);
}

export type WaterDay = { date_created: string; target_ml: number; amount: number };

export const waterDayMet = (day: WaterDay) => day.target_ml > 0 && day.amount >= day.target_ml;

/**
 * Consecutive days meeting the target, ending today when today is met, else yesterday
 * (a day still in progress does not break a streak). `days` may be in any order.
 */
export function waterStreak(days: WaterDay[], today: string): number {
  const byDate = new Map(days.map((day) => [day.date_created, day]));
  const todayRow = byDate.get(today);
  let date = todayRow && waterDayMet(todayRow) ? today : addDays(today, -1);
  let streak = 0;
  for (;;) {
    const day = byDate.get(date);
    if (!day || !waterDayMet(day)) return streak;
    streak++;
    date = addDays(date, -1);
  }
}
