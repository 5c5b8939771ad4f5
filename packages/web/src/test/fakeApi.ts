import { vi } from "vitest";

export interface FakeRequest {
  method: string;
  path: string;
  headers: Headers;
  body: unknown;
}

type Reply = { status: number; body?: unknown };
type Route = Reply | ((request: FakeRequest) => Reply | Promise<Reply>);

/**
 * Replaces fetch with a table of "METHOD /path/" → reply. Unlisted calls answer 404 with the
 * API's error shape, so a test notices a call it did not expect. `requests` records them all.
 */
export function fakeApi(routes: Record<string, Route>) {
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
    const route = routes[`${request.method} ${request.path}`];
    const reply =
      typeof route === "function"
        ? await route(request)
        : (route ?? { status: 404, body: { detail: "Not found.", code: "not_found" } });
    const payload = reply.body === undefined ? null : JSON.stringify(reply.body);
    return new Response(payload, { status: reply.status, headers: { "Content-Type": "application/json" } });
  });
  vi.stubGlobal("fetch", fetchMock);
  return { requests, fetchMock };
}

export const OWNER = { id: 1, username: "owner" };
export const SETTINGS = {
  time_zone: "America/Chicago",
  theme: "light",
  water_unit: "oz",
  url: "http://localhost/auth/users/me/settings/",
};

/** What the home page's widgets load, answered with empty data so shell tests see no errors. */
const HOME_WIDGET_ROUTES: Record<string, Route> = {
  "GET /tracker/api/water/daily-target/": {
    status: 200,
    body: [{ id: 1, url: "http://localhost/tracker/api/water/daily-target/1/", target_ml: 0 }],
  },
  "GET /tracker/api/water/tracker/": { status: 200, body: [] },
  "GET /bills/api/v2/bill/": { status: 200, body: [] },
  "GET /tv/api/show/": { status: 200, body: [] },
};

const UNAUTHORIZED: Reply = {
  status: 401,
  body: { detail: "Authentication credentials were not provided.", code: "not_authenticated" },
};

/** Like the real server: a call without the token (e.g. after logout) gets 401, not data. */
function requiresToken(route: Route): Route {
  return (request) => {
    if (!request.headers.get("authorization")) return UNAUTHORIZED;
    return typeof route === "function" ? route(request) : route;
  };
}

/** A signed-in owner: a stored token, and the API answering me, settings and the home widgets. */
export function signedInApi(extra: Record<string, Route> = {}) {
  localStorage.setItem("token", "test-token");
  const routes: Record<string, Route> = {
    "GET /auth/users/me/": { status: 200, body: OWNER },
    "GET /auth/users/me/settings/": { status: 200, body: SETTINGS },
    ...HOME_WIDGET_ROUTES,
    ...extra,
  };
  return fakeApi(Object.fromEntries(Object.entries(routes).map(([key, route]) => [key, requiresToken(route)])));
}

/**
 * A signed-in owner whose module calls go to `handle` (an in-memory module API, so objects
 * created during a test answer too), with fixed `routes` taking precedence.
 */
export function signedInModuleApi(
  handle: (request: FakeRequest) => Reply | Promise<Reply>,
  routes: Record<string, Route> = {},
) {
  localStorage.setItem("token", "test-token");
  const fixed: Record<string, Route> = {
    "GET /auth/users/me/": { status: 200, body: OWNER },
    "GET /auth/users/me/settings/": { status: 200, body: SETTINGS },
    ...routes,
  };
  // Looked up per request: anything not fixed goes to the module's handler.
  const table = new Proxy(fixed, {
    get: (target, key) => (typeof key !== "string" ? undefined : (target[key] ?? handle)),
  });
  const api = fakeApi(table);
  return {
    ...api,
    bodies: (method: string, path: string) =>
      api.requests.filter((r) => r.method === method && r.path === path).map((r) => r.body),
  };
}
