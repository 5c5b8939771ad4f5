import type { FastifyInstance, InjectOptions } from "fastify";

// biome-ignore lint/suspicious/noExplicitAny: tests read arbitrary JSON bodies
export type ApiResponse = { status: number; body: any; headers: Record<string, unknown> };

type Method = "GET" | "POST" | "PATCH" | "PUT" | "DELETE";

/** A small HTTP client over `app.inject`, accepting paths or the absolute `url`s resources carry. */
export class ApiClient {
  constructor(
    private readonly app: FastifyInstance,
    private readonly headers: Record<string, string> = {},
    private readonly remoteAddress = "127.0.0.1",
  ) {}

  get(url: string, query?: InjectOptions["query"]) {
    return this.request("GET", url, undefined, query);
  }
  post(url: string, payload?: unknown) {
    return this.request("POST", url, payload);
  }
  patch(url: string, payload?: unknown) {
    return this.request("PATCH", url, payload);
  }
  put(url: string, payload?: unknown) {
    return this.request("PUT", url, payload);
  }
  delete(url: string) {
    return this.request("DELETE", url);
  }
  /** A multipart form as a browser's FormData would send it (file uploads). */
  async postForm(url: string, form: FormData) {
    const encoded = new Request("http://localhost/", { method: "POST", body: form });
    const payload = Buffer.from(await encoded.arrayBuffer());
    return this.request("POST", url, payload, undefined, {
      "content-type": encoded.headers.get("content-type") as string,
    });
  }

  /** The same client seen as coming from another address (rate limits are per IP). */
  from(remoteAddress: string): ApiClient {
    return new ApiClient(this.app, this.headers, remoteAddress);
  }

  async request(
    method: Method,
    url: string,
    payload?: unknown,
    query?: InjectOptions["query"],
    headers: Record<string, string> = {},
  ): Promise<ApiResponse> {
    const response = await this.app.inject({
      method,
      url: url.replace(/^https?:\/\/[^/]+/, ""),
      headers: { accept: "application/json", ...this.headers, ...headers },
      remoteAddress: this.remoteAddress,
      ...(query ? { query } : {}),
      ...(payload === undefined ? {} : { payload: payload as InjectOptions["payload"] }),
    });
    const isJson = String(response.headers["content-type"] ?? "").includes("json");
    return {
      status: response.statusCode,
      body: isJson && response.body ? response.json() : response.body,
      headers: response.headers,
    };
  }
}
