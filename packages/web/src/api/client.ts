import type { ApiErrorBody } from "@homebase/contracts";
import { takeEarlyResponse } from "./earlyRequests";
import { fetchFromShallowStack } from "./shallowStack";
import { getToken } from "./token";

/** A failed API call, carrying the server's error body (ARCHITECTURE §3). Status 0 = no answer. */
export class ApiError extends Error {
  readonly status: number;
  readonly detail: string;
  readonly code: string;
  readonly fields: Record<string, string[]> | undefined;

  constructor(status: number, body: ApiErrorBody) {
    super(body.detail);
    this.name = "ApiError";
    this.status = status;
    this.detail = body.detail;
    this.code = body.code;
    this.fields = body.fields;
  }

  /** The first message for one field, for showing under that field. */
  fieldError(name: string): string | undefined {
    return this.fields?.[name]?.[0];
  }
}

export const NETWORK_ERROR_DETAIL = "Could not reach the server. Check your connection and try again.";

export type HttpMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

export interface RequestOptions {
  method?: HttpMethod;
  /** JSON-serialisable value, or FormData for uploads (sent as multipart). */
  body?: unknown;
  signal?: AbortSignal;
  /** Sent as `Idempotency-Key`: the server runs a write once per key (issue 22's offline queue). */
  idempotencyKey?: string;
}

/**
 * Resources carry absolute `url`s built by the server. We request their path on our own
 * origin, so a PUBLIC_URL or proxy mismatch can neither send the token to another host nor
 * trigger mixed-content blocking. Spec-style relative paths ("bible/api/…") get a leading "/".
 */
export function toSameOriginPath(url: string): string {
  if (/^https?:\/\//i.test(url)) {
    const parsed = new URL(url);
    return parsed.pathname + parsed.search;
  }
  return url.startsWith("/") ? url : `/${url}`;
}

function isErrorBody(value: unknown): value is ApiErrorBody {
  return typeof value === "object" && value !== null && typeof (value as { detail?: unknown }).detail === "string";
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function isAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === "AbortError";
}

export async function apiRequest<T>(url: string, options: RequestOptions = {}): Promise<T> {
  const headers = new Headers({ Accept: "application/json" });
  const token = getToken();
  if (token) headers.set("Authorization", `Bearer ${token}`);
  if (options.idempotencyKey) headers.set("Idempotency-Key", options.idempotencyKey);

  let body: BodyInit | undefined;
  if (options.body instanceof FormData) {
    body = options.body;
  } else if (options.body !== undefined) {
    headers.set("Content-Type", "application/json");
    body = JSON.stringify(options.body);
  }

  const path = toSameOriginPath(url);
  const method = options.method ?? "GET";
  let response: Response;
  try {
    // A page's queries start from inside React's effects (shallowStack.ts).
    response = await ((method === "GET" && takeEarlyResponse(path, token)) ||
      fetchFromShallowStack(path, { method, headers, body, signal: options.signal }));
  } catch (error) {
    // Cancellation is not a failure: TanStack Query expects the AbortError itself.
    if (isAbort(error)) throw error;
    throw new ApiError(0, { detail: NETWORK_ERROR_DETAIL, code: "network_error" });
  }

  const data = await readJson(response);
  if (!response.ok) {
    if (isErrorBody(data)) throw new ApiError(response.status, data);
    const reason = `${response.status} ${response.statusText}`.trim();
    throw new ApiError(response.status, { detail: `The server answered ${reason}.`, code: "http_error" });
  }
  return data as T;
}

export const api = {
  get: <T>(url: string, signal?: AbortSignal) => apiRequest<T>(url, { signal }),
  post: <T>(url: string, body?: unknown) => apiRequest<T>(url, { method: "POST", body }),
  patch: <T>(url: string, body: unknown) => apiRequest<T>(url, { method: "PATCH", body }),
  put: <T>(url: string, body: unknown) => apiRequest<T>(url, { method: "PUT", body }),
  delete: (url: string) => apiRequest<void>(url, { method: "DELETE" }),
};

/** A readable reason for any thrown value, for messages shown to the owner. */
export function errorDetail(error: unknown): string {
  if (error instanceof ApiError) return error.detail;
  if (error instanceof Error && error.message) return error.message;
  return "Unknown error.";
}
