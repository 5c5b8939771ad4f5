import { e2eEnv } from "./context";

// Direct API access for seeding and for checking what the UI did, bypassing the browser.

export type ApiResponse<T = unknown> = { status: number; body: T };

/** Signs the owner in through the API and returns a fresh token. */
export async function ownerToken(): Promise<string> {
  const { username, password } = e2eEnv();
  const { status, body } = await apiRequest<{ auth_token?: string }>("POST", "/auth/token/login/", {
    body: { username, password },
  });
  if (status !== 200 || !body.auth_token) throw new Error(`API login failed: ${status} ${JSON.stringify(body)}`);
  return body.auth_token;
}

export async function apiRequest<T = unknown>(
  method: string,
  path: string,
  options: { token?: string; body?: unknown } = {},
): Promise<ApiResponse<T>> {
  const headers: Record<string, string> = {};
  if (options.token) headers.authorization = `Token ${options.token}`;
  if (options.body !== undefined) headers["content-type"] = "application/json";
  const response = await fetch(new URL(path, e2eEnv().baseUrl), {
    method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : null) as T };
}

/** An API client bound to one token, for the owner-scoped calls seeding needs. */
export function apiClient(token: string) {
  return {
    get: <T = unknown>(path: string) => apiRequest<T>("GET", path, { token }),
    post: <T = unknown>(path: string, body?: unknown) => apiRequest<T>("POST", path, { token, body }),
    patch: <T = unknown>(path: string, body: unknown) => apiRequest<T>("PATCH", path, { token, body }),
    delete: <T = unknown>(path: string) => apiRequest<T>("DELETE", path, { token }),
  };
}

export type OwnerSettings = { time_zone: string; theme: "light" | "dark" | "system" };

/** Puts the owner's settings into a known state, so a spec does not depend on file order. */
export async function setOwnerSettings(patch: Partial<OwnerSettings>): Promise<OwnerSettings> {
  const { status, body } = await apiClient(await ownerToken()).patch<OwnerSettings>("/auth/users/me/settings/", patch);
  if (status !== 200) throw new Error(`PATCH settings failed: ${status} ${JSON.stringify(body)}`);
  return body;
}
