import { addDays, type WaterDay, type WaterEntry, type WaterTarget, type WaterUnit } from "@homebase/contracts";
import { NO_CONTENT, ok, type Routes, SETTINGS, signedInApi } from "../../test/fakeApi";
import { WATER_PATHS, type WaterStreak } from "./api";

// Test support only (imported by *.test.tsx): water objects as the API answers them, and a fake
// API that answers them as set up. It computes nothing (no totals, no history); tests say what
// the server answers.

export const TODAY = "2025-03-05";
/** 20:05 UTC is 2:05 PM in the owner's zone (America/Chicago, UTC-6 in early March). */
export const TWO_FIVE_PM = "2025-03-05T20:05:00.000Z";
const ORIGIN = "http://localhost";

export function entry(id: number, amount: number, time = TWO_FIVE_PM): WaterEntry {
  return { id, url: `${ORIGIN}${WATER_PATHS.tracker}${id}/`, amount, date_created: TODAY, time_created: time };
}

/** Today's entries, newest first, ids from 1 and a minute apart, ending at 2:05 PM. */
export const todaysEntries = (...amounts: number[]): WaterEntry[] =>
  amounts.map((amount, index) =>
    entry(index + 1, amount, new Date(Date.parse(TWO_FIVE_PM) - index * 60_000).toISOString()),
  );

export const target = (targetMl: number): WaterTarget => ({
  id: 1,
  url: `${ORIGIN}${WATER_PATHS.target}1/`,
  target_ml: targetMl,
});

/** The 30 days' summary: nothing logged before today, and `todayMl` against `targetMl` today. */
export const history = (todayMl: number, targetMl: number): WaterDay[] => [
  ...Array.from({ length: 29 }, (_, index) => ({ date_created: addDays(TODAY, index - 29), target_ml: 0, amount: 0 })),
  { date_created: TODAY, target_ml: targetMl, amount: todayMl },
];

interface WaterApiOptions {
  /** null: the owner has no target yet (the list answers []). */
  targetMl?: number | null;
  entries?: WaterEntry[];
  unit?: WaterUnit;
  /** Default: nothing logged in the 30 days. */
  summary?: WaterDay[];
  streak?: WaterStreak;
  /** Answers for anything else, e.g. what an add answers. */
  routes?: Routes;
}

export function waterApi({
  targetMl = 1893,
  entries = [],
  unit = "oz",
  summary = history(0, targetMl ?? 0),
  streak = { current: 0, today_met: false },
  routes = {},
}: WaterApiOptions = {}) {
  const settings = { ...SETTINGS, water_unit: unit };
  return signedInApi({
    "GET /auth/users/me/settings/": ok(settings),
    // Settings are stored as sent.
    "PATCH /auth/users/me/settings/": (request) => ok({ ...settings, ...(request.body as object) }),
    [`GET ${WATER_PATHS.target}`]: ok(targetMl === null ? [] : [target(targetMl)]),
    [`GET ${WATER_PATHS.tracker}`]: ok(entries),
    [`GET ${WATER_PATHS.summary}`]: ok(summary),
    [`GET ${WATER_PATHS.streak}`]: ok(streak),
    ...Object.fromEntries(entries.map((item) => [`DELETE ${new URL(item.url).pathname}`, NO_CONTENT])),
    ...routes,
  });
}
