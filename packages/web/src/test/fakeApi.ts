import { vi } from "vitest";

export interface FakeRequest {
  method: string;
  path: string;
  headers: Headers;
  body: unknown;
}

export type Reply = { status: number; body?: unknown };
export type Route = Reply | ((request: FakeRequest) => Reply | Promise<Reply>);
/** "METHOD /path/" (optionally with "?query") → what the server answers. */
export type Routes = Record<string, Route>;

export const ok = (body: unknown): Reply => ({ status: 200, body });
export const created = (body: unknown): Reply => ({ status: 201, body });
export const NO_CONTENT: Reply = { status: 204 };
/** Answers each reply in turn, then the last one again: what the server has after a change. */
export function inTurn(...replies: [Reply, ...Reply[]]): Route {
  let next = 0;
  return () => replies[Math.min(next++, replies.length - 1)]!;
}
const NOT_FOUND: Reply = { status: 404, body: { detail: "Not found.", code: "not_found" } };
const UNAUTHORIZED: Reply = {
  status: 401,
  body: { detail: "Authentication credentials were not provided.", code: "not_authenticated" },
};

/**
 * Replaces fetch with a table of canned answers: "METHOD /path/?query" → reply. A route listed
 * without a query also answers that path with any query not listed on its own. Unlisted calls
 * answer 404 with the API's error shape, so a test notices a call it did not expect. The fake
 * decides nothing: it answers what the test set up, and records every request it received.
 */
export function fakeApi(routes: Routes, { requireToken = false } = {}) {
  const table: Routes = { ...routes };
  const requests: FakeRequest[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), "http://localhost");
    const request: FakeRequest = {
      method: init.method ?? "GET",
      path: url.pathname + url.search,
      headers: new Headers(init.headers),
      body: typeof init.body === "string" ? JSON.parse(init.body) : init.body,
    };
    requests.push(request);
    // Like the real server: a call without the token (e.g. after logout) gets 401, not data.
    const route =
      requireToken && !request.headers.get("authorization")
        ? UNAUTHORIZED
        : (table[`${request.method} ${request.path}`] ?? table[`${request.method} ${url.pathname}`] ?? NOT_FOUND);
    const reply = typeof route === "function" ? await route(request) : route;
    const payload = reply.body === undefined ? null : JSON.stringify(reply.body);
    return new Response(payload, { status: reply.status, headers: { "Content-Type": "application/json" } });
  });
  vi.stubGlobal("fetch", fetchMock);
  const sent = (method: string, path: string) => requests.filter((r) => r.method === method && r.path === path);
  return {
    requests,
    /** Answers these routes from now on: what the server holds after a change the test makes. */
    answer: (more: Routes) => void Object.assign(table, more),
    /** Bodies of the calls made with this method to this path (with its query, if any). */
    bodies: (method: string, path: string) => sent(method, path).map((r) => r.body),
    /** How many calls were made with this method to this path. */
    calls: (method: string, path: string) => sent(method, path).length,
    /** Paths (with query) of the calls made with this method to paths starting with `prefix`. */
    paths: (method: string, prefix: string) =>
      requests.filter((r) => r.method === method && r.path.startsWith(prefix)).map((r) => r.path),
  };
}

/**
 * Objects the server stores as sent: a PATCH to one's url answers it with the sent fields on top,
 * and keeps them for later answers, as does GET `listPath` (when given) for the whole list. Only
 * for fields the server stores verbatim; where a rule decides the answer, the test sets it up.
 */
export function storedAsSent<T extends { url: string }>(objects: readonly T[], listPath?: string): Routes {
  const stored = objects.map((object) => ({ ...object }));
  const routes: Routes = Object.fromEntries(
    stored.map((object) => [
      `PATCH ${new URL(object.url, "http://localhost").pathname}`,
      (request: FakeRequest) => ok(Object.assign(object, request.body)),
    ]),
  );
  if (listPath) routes[`GET ${listPath}`] = () => ok(stored);
  return routes;
}

export const OWNER = { id: 1, username: "owner" };
export const SETTINGS = {
  time_zone: "America/Chicago",
  theme: "light",
  water_unit: "oz",
  hidden_modules: [] as string[],
  is_getting_started_dismissed: false,
  url: "http://localhost/auth/users/me/settings/",
};

/** An owner who has taken every first step: Home shows no getting-started list. */
export const GETTING_STARTED_DONE = {
  steps: ["water", "bills", "tv", "bible", "fuel"].map((key) => ({ key, is_done: true })),
};

/** Scheduled backups on, none run yet: Home shows no warning. */
export const BACKUP_STATUS = {
  schedule: { at: "03:30", time_zone: "America/Chicago", keep: 14 },
  last: null,
  last_success: null,
  is_failing: false,
};

/** Issue 21's Settings sections: a feed with the default modules, no notification channel yet. */
export const CALENDAR_FEED = {
  url: "http://localhost/calendar/AbCdEfGhIjKlMnOpQrStUvWxYz0123456789_-AbCdE.ics",
  show_bills: true,
  show_tasks: true,
  show_episodes: true,
  show_trips: true,
  show_reading: false,
};
export const NOTIFICATION_SETTINGS = { channels: [], digest_time: null, bill_reminder_days: 3, email_available: true };
/** The device a test runs on: Settings' "Signed-in devices" always lists it. */
export const THIS_DEVICE = {
  id: 1,
  url: "http://localhost/auth/sessions/1/",
  created_at: "2026-01-10T15:00:00.000Z",
  last_used_at: "2026-01-16T09:30:00.000Z",
  browser: "Firefox on Windows",
  is_current: true,
};

/** What the home page's widgets load, answered with empty data so shell tests see no errors. */
const HOME_WIDGET_ROUTES: Routes = {
  "GET /tracker/api/water/daily-target/": ok([
    { id: 1, url: "http://localhost/tracker/api/water/daily-target/1/", target_ml: 0 },
  ]),
  "GET /tracker/api/water/tracker/": ok([]),
  "GET /bills/api/v2/bill/": ok([]),
  "GET /tv/api/show/": ok([]),
  "GET /api/backups/status/": ok(BACKUP_STATUS),
  "GET /task/api/task/": ok([]),
  "GET /auth/users/me/getting-started/": ok(GETTING_STARTED_DONE),
};

/**
 * A signed-in owner: a stored token, and the API answering me, settings, this device's session,
 * Settings' sections, the home widgets and `routes`.
 */
export function signedInApi(routes: Routes = {}) {
  localStorage.setItem("token", "test-token");
  return fakeApi(
    {
      "GET /auth/users/me/": ok(OWNER),
      "GET /auth/users/me/settings/": ok(SETTINGS),
      "GET /api/calendar/": ok(CALENDAR_FEED),
      "GET /api/notifications/settings/": ok(NOTIFICATION_SETTINGS),
      "GET /auth/sessions/": ok([THIS_DEVICE]),
      // Settings' import section: no past imports, and the vehicles a fuel import could go to.
      "GET /api/import/": ok([]),
      "GET /fuel/api/vehicles/": ok([]),
      ...HOME_WIDGET_ROUTES,
      ...routes,
    },
    { requireToken: true },
  );
}
