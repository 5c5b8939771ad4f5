import { addDays, type WaterDay, type WaterEntry, type WaterUnit } from "@homebase/contracts";
import { type FakeRequest, SETTINGS, signedInApi } from "../../test/fakeApi";
import { WATER_PATHS } from "./api";

// Test support only (imported by *.test.tsx): an in-memory water API behind the fake fetch,
// so a test adds and deletes entries and then sees what the server would answer.

export const TODAY = "2025-03-05";
/** 20:05 UTC is 2:05 PM in the owner's zone (America/Chicago, UTC-6 in early March). */
export const TWO_FIVE_PM = "2025-03-05T20:05:00.000Z";
const ORIGIN = "http://localhost";

type Reply = { status: number; body?: unknown };

interface WaterState {
  /** null: the owner has no target yet (the list answers []). */
  targetMl?: number | null;
  /** Amounts in ml, newest first; each gets a time a minute apart, ending 2:05 PM. */
  entries?: number[];
  unit?: WaterUnit;
  streak?: { current: number; today_met: boolean };
  /** Replace any route, e.g. to make one call fail. */
  routes?: Record<string, Reply | ((request: FakeRequest) => Reply)>;
}

export function entry(id: number, amount: number, time = TWO_FIVE_PM): WaterEntry {
  return { id, url: `${ORIGIN}${WATER_PATHS.tracker}${id}/`, amount, date_created: TODAY, time_created: time };
}

export function waterApi({ targetMl = 1893, entries = [], unit = "oz", streak, routes = {} }: WaterState = {}) {
  let target = targetMl === null ? null : { id: 1, url: `${ORIGIN}${WATER_PATHS.target}1/`, target_ml: targetMl };
  let list = entries.map((amount, index) =>
    entry(index + 1, amount, new Date(Date.parse(TWO_FIVE_PM) - index * 60_000).toISOString()),
  );
  let nextId = list.length + 1;
  let settings = { ...SETTINGS, water_unit: unit };

  const summary = (): WaterDay[] => {
    const days: WaterDay[] = Array.from({ length: 29 }, (_, index) => ({
      date_created: addDays(TODAY, index - 29),
      target_ml: 0,
      amount: 0,
    }));
    const amount = list.reduce((sum, item) => sum + item.amount, 0);
    return [...days, { date_created: TODAY, target_ml: target?.target_ml ?? 0, amount }];
  };

  const api = signedInApi({
    "GET /auth/users/me/settings/": () => ({ status: 200, body: settings }),
    "PATCH /auth/users/me/settings/": (request) => {
      settings = { ...settings, ...(request.body as object) };
      return { status: 200, body: settings };
    },
    [`GET ${WATER_PATHS.target}`]: () => ({ status: 200, body: target ? [target] : [] }),
    [`POST ${WATER_PATHS.target}`]: (request) => {
      if (target) return { status: 200, body: target };
      target = { id: 1, url: `${ORIGIN}${WATER_PATHS.target}1/`, ...(request.body as { target_ml: number }) };
      return { status: 201, body: target };
    },
    [`PATCH ${WATER_PATHS.target}1/`]: (request) => {
      target = { id: 1, url: `${ORIGIN}${WATER_PATHS.target}1/`, ...(request.body as { target_ml: number }) };
      return { status: 200, body: target };
    },
    [`GET ${WATER_PATHS.tracker}`]: () => ({ status: 200, body: list }),
    [`POST ${WATER_PATHS.tracker}`]: (request) => {
      const created = entry(nextId++, (request.body as { amount: number }).amount);
      list = [created, ...list];
      return { status: 201, body: created };
    },
    [`GET ${WATER_PATHS.summary}`]: () => ({ status: 200, body: summary() }),
    [`GET ${WATER_PATHS.streak}`]: () => ({
      status: 200,
      body: streak ?? { current: 0, today_met: false },
    }),
    ...Object.fromEntries(
      list.map((item) => [
        `DELETE ${new URL(item.url).pathname}`,
        () => {
          list = list.filter((other) => other.id !== item.id);
          return { status: 204 };
        },
      ]),
    ),
    ...routes,
  });

  return {
    ...api,
    /** Bodies of the calls made with this method to this path. */
    bodies: (method: string, path: string) =>
      api.requests.filter((r) => r.method === method && r.path === path).map((r) => r.body),
    calls: (method: string, path: string) => api.requests.filter((r) => r.method === method && r.path === path).length,
  };
}
