import { z } from "zod";
import { numberText } from "./number-text";
import { WATER_ENTRY_MAX_ML, WATER_TARGET_MAX_ML } from "./water";

const wholeMl = (max: number) =>
  z
    .number({ error: (iss) => (iss.input === undefined ? "This field is required." : "Enter a number.") })
    .int("Use a whole number of millilitres.")
    .max(max, `Use at most ${numberText(max)} ml.`);

export const waterTargetSchema = z.object({ id: z.number(), url: z.string(), target_ml: z.number() });
export type WaterTarget = z.infer<typeof waterTargetSchema>;
export const waterTargetWriteSchema = z.object({ target_ml: wholeMl(WATER_TARGET_MAX_ML).min(0, "Use 0 or more.") });

export const waterEntrySchema = z.object({
  id: z.number(),
  url: z.string(),
  amount: z.number(),
  date_created: z.string(),
  time_created: z.string(),
});
export type WaterEntry = z.infer<typeof waterEntrySchema>;
export const waterEntryWriteSchema = z.object({ amount: wholeMl(WATER_ENTRY_MAX_ML).min(1, "Use at least 1 ml.") });

export const waterDaySchema = z.object({ date_created: z.string(), target_ml: z.number(), amount: z.number() });
export const waterStreakSchema = z.object({ current: z.number(), today_met: z.boolean() });
