import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import { testConfig } from "../test-support/test-app";
import { HttpError } from "./errors";
import { pageWindow, paginationFor } from "./pagination";

describe("pagination", () => {
  it("computes offsets and rejects pages past the end", () => {
    expect(pageWindow(1, 0, 50)).toEqual({ page: 1, offset: 0, limit: 50 });
    expect(pageWindow(3, 120, 50)).toEqual({ page: 3, offset: 100, limit: 50 });
    expect(() => pageWindow(4, 120, 50)).toThrowError(HttpError);
  });

  it("links previous and next pages keeping the other query parameters", async () => {
    const app = Fastify();
    app.decorate("config", testConfig({ PUBLIC_URL: "https://life.example.com" }));
    app.get("/money/api/transaction/", async (request) => paginationFor(request, 120, 2, 50));
    const response = await app.inject("/money/api/transaction/?account=1&account=2&page=2");
    expect(response.json()).toEqual({
      count: 120,
      page: 2,
      previous: "https://life.example.com/money/api/transaction/?account=1&account=2&page=1",
      next: "https://life.example.com/money/api/transaction/?account=1&account=2&page=3",
      num_pages: 3,
    });
    await app.close();
  });
});
