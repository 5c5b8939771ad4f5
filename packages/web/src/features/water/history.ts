import { formatWater, type WaterDay, type WaterUnit, waterDayMet } from "@homebase/contracts";

/**
 * The chart in words, e.g. "Target met on 4 of the last 30 days. Average 52 oz a day."
 * Shown under the chart and used as its accessible description.
 */
export function describeHistory(days: readonly WaterDay[], unit: WaterUnit): string {
  if (days.length === 0) return "No water logged yet.";
  const met = days.filter(waterDayMet).length;
  const total = days.reduce((sum, day) => sum + day.amount, 0);
  const average = Math.round(total / days.length);
  const withTarget = days.some((day) => day.target_ml > 0);
  const metText = withTarget
    ? `Target met on ${met} of the last ${days.length} days.`
    : `No daily target in the last ${days.length} days.`;
  return `${metText} Average ${formatWater(average, unit)} a day.`;
}
