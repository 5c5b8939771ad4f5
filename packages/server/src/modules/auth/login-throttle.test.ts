import { LOGIN_FAILURE_LIMIT } from "@homebase/contracts";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { ApiClient } from "../../test-support/api-client";
import { createUser } from "../../test-support/factories";
import { createTestContext } from "../../test-support/test-app";
import { createTestDatabase, type TestDatabase } from "../../test-support/test-database";
import { createTwoInstances } from "../../test-support/two-instances";
import { LoginThrottle } from "./login-throttle";

// The throttle keeps failures in the database (issue 17 §4), so its rules are tested on a real one.

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.drop());
beforeEach(async () => {
  await database.db.deleteFrom("login_failures").execute();
});

const clock = () => {
  let now = Date.parse("2026-11-24T12:00:00.000Z");
  return { now: () => now, advance: (ms: number) => (now += ms) };
};
const rows = async () => (await database.db.selectFrom("login_failures").select("throttle_key").execute()).length;

describe("LoginThrottle", () => {
  it("blocks a key at the limit and frees it when the oldest failure leaves the window", async () => {
    const time = clock();
    const throttle = new LoginThrottle(database.db, 3, 60_000, time.now);
    await throttle.recordFailure(["user:a"]);
    time.advance(10_000);
    await throttle.recordFailure(["user:a"]);
    await throttle.recordFailure(["user:a"]);
    expect(await throttle.retryAfterMs(["user:a"])).toBe(50_000);
    time.advance(49_999);
    expect(await throttle.retryAfterMs(["user:a"])).toBe(1);
    time.advance(1);
    expect(await throttle.retryAfterMs(["user:a"])).toBe(0);
  });

  it("keeps keys apart and reports the longest wait of several", async () => {
    const time = clock();
    const throttle = new LoginThrottle(database.db, 2, 60_000, time.now);
    await throttle.recordFailure(["user:a", "ip:1"]);
    time.advance(5_000);
    await throttle.recordFailure(["user:b", "ip:1"]);
    expect(await throttle.retryAfterMs(["user:a"])).toBe(0);
    expect(await throttle.retryAfterMs(["user:c", "ip:1"])).toBe(55_000);
  });

  it("forgets a key on clear", async () => {
    const throttle = new LoginThrottle(database.db, 1, 60_000);
    await throttle.recordFailure(["user:a"]);
    expect(await throttle.retryAfterMs(["user:a"])).toBeGreaterThan(0);
    await throttle.clear("user:a");
    expect(await throttle.retryAfterMs(["user:a"])).toBe(0);
  });

  it("deletes failures that left the window when new ones come in", async () => {
    const time = clock();
    const throttle = new LoginThrottle(database.db, 3, 60_000, time.now);
    await throttle.recordFailure(["user:a", "ip:1"]);
    expect(await rows()).toBe(2);
    time.advance(60_000);
    await throttle.recordFailure(["user:b"]);
    expect(await rows()).toBe(1);
  });
});

describe("the login limit across two instances on one database", () => {
  let two: Awaited<ReturnType<typeof createTwoInstances>>;
  beforeAll(async () => {
    two = await createTwoInstances();
  });
  afterAll(() => two.close());

  it(`answers 429 after ${LOGIN_FAILURE_LIMIT} failures split over both instances`, async () => {
    const user = await createUser(two.db);
    const clients = [new ApiClient(two.a.app), new ApiClient(two.b.app)];
    for (let i = 0; i < LOGIN_FAILURE_LIMIT; i++) {
      const response = await clients[i % 2]!.post("/auth/token/login/", {
        username: user.username,
        password: "wrong-password",
      });
      expect(response.status).toBe(400);
    }
    for (const client of clients) {
      const blocked = await client.post("/auth/token/login/", { username: user.username, password: user.password });
      expect(blocked.status).toBe(429);
      expect(Number(blocked.headers["retry-after"])).toBeGreaterThan(0);
    }
  });
});

describe("the client address behind a reverse proxy", () => {
  const attempts = async (client: ApiClient, username: string) => {
    for (let i = 0; i < LOGIN_FAILURE_LIMIT; i++) {
      await client.post("/auth/token/login/", { username: `${username}${i}`, password: "wrong-password" });
    }
  };

  it("with TRUST_PROXY, counts per X-Forwarded-For address, so one client does not lock out the rest", async () => {
    const ctx = await createTestContext({ TRUST_PROXY: "127.0.0.1" });
    try {
      const user = await createUser(ctx.db);
      const from = (ip: string) => new ApiClient(ctx.app, { "x-forwarded-for": ip });
      await attempts(from("203.0.113.5"), "guess");
      const login = { username: user.username, password: user.password };
      expect((await from("203.0.113.5").post("/auth/token/login/", login)).status).toBe(429);
      expect((await from("203.0.113.6").post("/auth/token/login/", login)).status).toBe(200);
    } finally {
      await ctx.close();
    }
  });

  it("without it, ignores X-Forwarded-For (a client could otherwise pick a fresh address each try)", async () => {
    const ctx = await createTestContext();
    try {
      const user = await createUser(ctx.db);
      for (let i = 0; i < LOGIN_FAILURE_LIMIT; i++) {
        await new ApiClient(ctx.app, { "x-forwarded-for": `198.51.100.${i}` }).post("/auth/token/login/", {
          username: `other${i}`,
          password: "wrong-password",
        });
      }
      const fresh = new ApiClient(ctx.app, { "x-forwarded-for": "198.51.100.200" });
      expect(
        (await fresh.post("/auth/token/login/", { username: user.username, password: user.password })).status,
      ).toBe(429);
    } finally {
      await ctx.close();
    }
  });
});
