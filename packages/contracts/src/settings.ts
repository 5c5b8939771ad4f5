import { z } from "zod";
import { isValidBibleUrlTemplate } from "./bible-logic";
import { WATER_UNITS } from "./water";

export const THEME_MODES = ["light", "dark", "system"] as const;
export type ThemeMode = (typeof THEME_MODES)[number];
export const DEFAULT_THEME_MODE: ThemeMode = "light";

/** True when the runtime knows the IANA zone, e.g. "America/Chicago". */
export function isValidTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

export const timeZoneSchema = z
  .string()
  .trim()
  .min(1, { error: "This field may not be blank.", abort: true })
  .refine(isValidTimeZone, "Unknown time zone.");

// Module preferences are added here as modules arrive, each with a default.
export const ownerSettingsSchema = z.object({
  time_zone: z.string(),
  theme: z.enum(THEME_MODES),
  water_unit: z.enum(WATER_UNITS),
  bible_url_template: z.string(),
});
export type OwnerSettings = z.infer<typeof ownerSettingsSchema>;

export const ownerSettingsPatchSchema = z
  .object({
    time_zone: timeZoneSchema,
    theme: z.enum(THEME_MODES, { error: "Choose light, dark or system." }),
    water_unit: z.enum(WATER_UNITS, { error: "Choose oz or ml." }),
    bible_url_template: z
      .string({ error: "Enter a web address." })
      .trim()
      .max(500, "Use at most 500 characters.")
      .refine(isValidBibleUrlTemplate, "Use an http(s) address containing {passage}."),
  })
  .partial()
  .strict();
export type OwnerSettingsPatch = z.infer<typeof ownerSettingsPatchSchema>;
