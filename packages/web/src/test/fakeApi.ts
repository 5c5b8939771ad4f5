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
  url: "http://localhost/auth/users/me/settings/",
};

/** A signed-in owner: a stored token, and the API answering me and settings. */
export function signedInApi(extra: Record<string, Route> = {}) {
  localStorage.setItem("token", "test-token");
  return fakeApi({
    "GET /auth/users/me/": { status: 200, body: OWNER },
    "GET /auth/users/me/settings/": { status: 200, body: SETTINGS },
    ...extra,
  });
}
