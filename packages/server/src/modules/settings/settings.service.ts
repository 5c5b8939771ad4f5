import {
  DEFAULT_BIBLE_URL_TEMPLATE,
  DEFAULT_THEME_MODE,
  MODULE_KEYS,
  type OwnerSettings,
  type OwnerSettingsPatch,
  type ThemeMode,
  todayIn,
  type WaterUnit,
  type ZoneOffsetSpan,
  zoneOffsetSpans,
} from "@homebase/contracts";
import type { FastifyRequest } from "fastify";
import type { Db } from "../../db/database";
import * as repo from "./settings.repo";

export async function getSettings(db: Db, userId: number, defaultTimeZone: string): Promise<OwnerSettings> {
  const row = await repo.findSettings(db, userId);
  const timeZone = row?.time_zone ?? defaultTimeZone;
  return {
    time_zone: timeZone,
    time_zone_offsets: offsetSpansToday(timeZone),
    theme: (row?.theme as ThemeMode | undefined) ?? DEFAULT_THEME_MODE,
    water_unit: (row?.water_unit as WaterUnit | undefined) ?? "oz",
    bible_url_template: row?.bible_url_template ?? DEFAULT_BIBLE_URL_TEMPLATE,
    hidden_modules: storedHiddenModules(row?.hidden_modules),
    is_getting_started_dismissed: row?.is_getting_started_dismissed ?? false,
  };
}

// Each zone's spans, worked out once a day (about 2,000 Intl calls, 8 ms): owners share a few zones.
const spansByZone = new Map<string, { day: string; spans: ZoneOffsetSpan[] }>();
const MAX_ZONES_KEPT = 64;

function offsetSpansToday(timeZone: string): ZoneOffsetSpan[] {
  const day = new Date().toISOString().slice(0, 10);
  const kept = spansByZone.get(timeZone);
  if (kept?.day === day) return kept.spans;
  if (spansByZone.size >= MAX_ZONES_KEPT) spansByZone.clear();
  const spans = zoneOffsetSpans(timeZone);
  spansByZone.set(timeZone, { day, spans });
  return spans;
}

/** The stored JSON list in menu order; a key no longer known (a module removed since) is dropped. */
function storedHiddenModules(stored: string | undefined): OwnerSettings["hidden_modules"] {
  const keys = stored ? (JSON.parse(stored) as unknown[]) : [];
  return MODULE_KEYS.filter((key) => keys.includes(key));
}

export async function updateSettings(
  db: Db,
  userId: number,
  patch: OwnerSettingsPatch,
  defaultTimeZone: string,
): Promise<OwnerSettings> {
  const { hidden_modules, ...rest } = patch;
  const changes = hidden_modules ? { ...rest, hidden_modules: JSON.stringify(hidden_modules) } : rest;
  if (Object.keys(changes).length > 0) await repo.upsertSettings(db, userId, changes);
  return getSettings(db, userId, defaultTimeZone);
}

/** Other modules' one-off flags live in the settings row, so they read and write them here. */
export async function hasTaskDefaults(db: Db, userId: number): Promise<boolean> {
  return (await repo.findSettings(db, userId))?.has_task_defaults ?? false;
}

/** Takes `db` so the caller can pass its transaction: the flag is set with the defaults it records. */
export async function markTaskDefaultsCreated(db: Db, userId: number): Promise<void> {
  await repo.upsertSettings(db, userId, { has_task_defaults: true });
}

/** "Today" for the signed-in owner, in their time zone (ARCHITECTURE §3). */
export async function ownerToday(request: FastifyRequest): Promise<string> {
  return todayIn(request.ownerTimeZone ?? request.server.config.timeZone);
}
