import {
  calendarDateText,
  formatWater,
  mlToOz,
  numberText,
  timeOfDayText,
  type WaterUnit,
  wallClockIn,
  waterProgress,
} from "@homebase/contracts";

/** A millilitre amount as a bare number in the owner's unit (oz rounded per spec §9). */
export function inUnit(ml: number, unit: WaterUnit): number {
  return unit === "oz" ? mlToOz(ml) : ml;
}

/** "48 of 64 oz" / "1,420 of 1,893 ml": the amount without repeating the unit. */
export function formatAmountOfTarget(amountMl: number, targetMl: number, unit: WaterUnit): string {
  return `${numberText(inUnit(amountMl, unit))} of ${formatWater(targetMl, unit)}`;
}

/** The percent shown to the owner: whole, and honest above 100 (spec §9; issue 9). */
export function progressPercent(amountMl: number, targetMl: number): number {
  return Math.round(waterProgress(amountMl, targetMl));
}

/** "2:05 PM" in the owner's zone (a plain space before AM/PM, as everywhere: timeOfDayText). */
export function formatTime(isoInstant: string, timeZone: string): string {
  return timeOfDayText(wallClockIn(new Date(isoInstant), timeZone).minuteOfDay);
}

/** "Mar 5" for a yyyy-mm-dd day. */
export function formatShortDay(isoDate: string): string {
  return calendarDateText(isoDate, { year: false });
}
