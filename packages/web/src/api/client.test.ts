import { describe, expect, it } from "vitest";
import { fakeApi } from "../test/fakeApi";
import { ApiError, api, apiRequest, errorDetail, NETWORK_ERROR_DETAIL, toSameOriginPath } from "./client";

describe("api client", () => {
  it("sends JSON with Accept and, when signed in, the Bearer token", async () => {
    localStorage.setItem("token", "abc");
    const { requests } = fakeApi({ "POST /things/": { status: 201, body: { id: 1 } } });
    await expect(api.post("/things/", { name: "x" })).resolves.toEqual({ id: 1 });
    const [request] = requests;
    expect(request?.headers.get("Accept")).toBe("application/json");
    expect(request?.headers.get("Authorization")).toBe("Bearer abc");
    expect(request?.headers.get("Content-Type")).toBe("application/json");
    expect(request?.body).toEqual({ name: "x" });
  });

  it("sends no Authorization header without a token", async () => {
    const { requests } = fakeApi({ "GET /healthz": { status: 200, body: {} } });
    await api.get("/healthz");
    expect(requests[0]?.headers.has("Authorization")).toBe(false);
  });

  it("turns an error answer into an ApiError with status, detail, code and fields", async () => {
    fakeApi({
      "PATCH /x/": {
        status: 400,
        body: { detail: "Invalid input.", code: "invalid", fields: { name: ["Too long."] } },
      },
    });
    const error = await api.patch("/x/", {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, detail: "Invalid input.", code: "invalid" });
    expect((error as ApiError).fieldError("name")).toBe("Too long.");
  });

  it("describes an error answer that is not JSON", async () => {
    fakeApi({ "GET /x/": () => ({ status: 502 }) });
    const error = (await api.get("/x/").catch((e: unknown) => e)) as ApiError;
    expect(error.status).toBe(502);
    expect(error.detail).toMatch(/^The server answered 502/);
  });

  it("turns a network failure into a readable ApiError, but lets cancellation through", async () => {
    fakeApi({
      "GET /down/": () => Promise.reject(new TypeError("Failed to fetch")),
      "GET /cancelled/": () => Promise.reject(new DOMException("Aborted", "AbortError")),
    });
    await expect(api.get("/down/")).rejects.toMatchObject({
      status: 0,
      code: "network_error",
      detail: NETWORK_ERROR_DETAIL,
    });
    await expect(api.get("/cancelled/")).rejects.toMatchObject({ name: "AbortError" });
  });

  it("answers undefined for 204 No Content", async () => {
    fakeApi({ "DELETE /x/1/": { status: 204 } });
    await expect(api.delete("/x/1/")).resolves.toBeUndefined();
  });

  it("sends FormData as multipart, without forcing a JSON content type", async () => {
    const { requests } = fakeApi({ "POST /money/api/upload/": { status: 200, body: {} } });
    const form = new FormData();
    form.set("account_id", "1");
    await apiRequest("/money/api/upload/", { method: "POST", body: form });
    expect(requests[0]?.headers.has("Content-Type")).toBe(false);
    expect(requests[0]?.body).toBeInstanceOf(FormData);
  });

  it.each([
    ["http://other.example:8000/auth/users/me/settings/?a=1", "/auth/users/me/settings/?a=1"],
    ["bible/api/schedule/", "/bible/api/schedule/"],
    ["/tv/api/show/", "/tv/api/show/"],
  ])("requests %s on our own origin as %s", (url, path) => {
    expect(toSameOriginPath(url)).toBe(path);
  });

  it("gives a readable reason for anything thrown", () => {
    expect(errorDetail(new ApiError(400, { detail: "Nope.", code: "x" }))).toBe("Nope.");
    expect(errorDetail(new Error("Broken"))).toBe("Broken");
    expect(errorDetail("?")).toBe("Unknown error.");
  });
});
