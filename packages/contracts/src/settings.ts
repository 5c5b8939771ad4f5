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

/** Every module of the web app's menu, by key: the ones an owner may hide (issue 25). */
export const MODULE_KEYS = [
  "bible",
  "tasks",
  "pack",
  "tv",
  "bills",
  "fuel",
  "money",
  "water",
  "wordle",
  "connections",
] as const;
export type ModuleKey = (typeof MODULE_KEYS)[number];

const isModuleKey = (key: unknown): key is ModuleKey => MODULE_KEYS.includes(key as ModuleKey);

/** Hidden modules leave the menu and Home; their data and routes stay. Saved sorted, once each. */
export const hiddenModulesSchema = z
  .array(z.unknown(), { error: "Enter a list of module keys." })
  .refine((keys) => keys.every(isModuleKey), {
    error: (issue) =>
      `Unknown module: ${(issue.input as unknown[])
        .filter((key) => !isModuleKey(key))
        .map(String)
        .join(", ")}.`,
  })
  .transform((keys) => MODULE_KEYS.filter((key) => keys.includes(key)));

// Module preferences are added here as modules arrive, each with a default.
export const ownerSettingsSchema = z.object({
  time_zone: z.string(),
  /** The zone's UTC offsets from twenty years back to a year ahead, so the browser reads its clock without Intl (zone-clock.ts). */
  time_zone_offsets: z.array(z.object({ from: z.string(), until: z.string().nullable(), minutes: z.number() })),
  theme: z.enum(THEME_MODES),
  water_unit: z.enum(WATER_UNITS),
  bible_url_template: z.string(),
  hidden_modules: z.array(z.enum(MODULE_KEYS)),
  /** The owner closed Home's getting-started list. */
  is_getting_started_dismissed: z.boolean(),
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
    hidden_modules: hiddenModulesSchema,
    is_getting_started_dismissed: z.boolean({ error: "Use true or false." }),
  })
  .partial()
  .strict();
export type OwnerSettingsPatch = z.infer<typeof ownerSettingsPatchSchema>;

/**
 * Home's getting-started list for a new owner, in order; each step is named by the module it
 * belongs to, so a hidden module's step is left out too.
 */
export const GETTING_STARTED_STEPS = ["water", "bills", "tv", "bible", "fuel"] as const satisfies readonly ModuleKey[];
export type GettingStartedStepKey = (typeof GETTING_STARTED_STEPS)[number];

export const gettingStartedSchema = z.object({
  steps: z.array(z.object({ key: z.enum(GETTING_STARTED_STEPS), is_done: z.boolean() })),
});
export type GettingStarted = z.infer<typeof gettingStartedSchema>;
