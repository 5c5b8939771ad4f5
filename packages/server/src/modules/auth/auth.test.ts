import { INVALID_CREDENTIALS_MESSAGE, LOGIN_FAILURE_LIMIT } from "@homebase/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ApiClient } from "../../test-support/api-client";
import { createUser, unique } from "../../test-support/factories";
import { rowCount } from "../../test-support/row-count";
import { createTestContext, type TestContext } from "../../test-support/test-app";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const tokenCount = () => rowCount(ctx.db, "auth_tokens");

async function login(username: string, password: string, ip = "127.0.0.1") {
  return ctx.anonymous.from(ip).post("/auth/token/login/", { username, password });
}

describe("POST /auth/token/login/", () => {
  it("returns a token that signs the user in", async () => {
    const user = await createUser(ctx.db);
    const response = await login(user.username, user.password);
    expect(response.status).toBe(200);
    expect(response.body.auth_token).toMatch(/^[0-9a-f]{64}$/);

    const me = await new ApiClient(ctx.app, { authorization: `Bearer ${response.body.auth_token}` }).get(
      "/auth/users/me/",
    );
    expect(me.body).toEqual({ id: user.id, username: user.username });
  });

  it("stores only a SHA-256 hash of the token", async () => {
    const user = await createUser(ctx.db);
    const { body } = await login(user.username, user.password);
    const stored = await ctx.db.selectFrom("auth_tokens").select("token_hash").where("user_id", "=", user.id).execute();
    expect(stored).toHaveLength(1);
    expect(stored[0]?.token_hash).not.toBe(body.auth_token);
    expect(stored[0]?.token_hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it("rejects a wrong password without saying which part was wrong, and issues no token", async () => {
    const user = await createUser(ctx.db);
    const before = await tokenCount();
    const response = await login(user.username, "not-the-password");
    expect(response.status).toBe(400);
    expect(response.body).toEqual({
      detail: INVALID_CREDENTIALS_MESSAGE,
      code: "invalid_credentials",
      fields: { non_field_errors: [INVALID_CREDENTIALS_MESSAGE] },
    });
    expect(await tokenCount()).toBe(before);
  });

  it("answers an unknown user exactly like a wrong password", async () => {
    const user = await createUser(ctx.db);
    const wrongPassword = await login(user.username, "nope-nope-nope");
    const unknownUser = await login(unique("ghost"), "nope-nope-nope");
    expect(unknownUser.status).toBe(400);
    expect(unknownUser.body).toEqual(wrongPassword.body);
  });

  it("reports missing fields as field errors and writes nothing", async () => {
    const before = await tokenCount();
    const response = await ctx.anonymous.post("/auth/token/login/", { username: "  " });
    expect(response.status).toBe(400);
    expect(response.body.code).toBe("invalid");
    expect(response.body.fields).toEqual({
      username: ["This field may not be blank."],
      password: ["This field is required."],
    });
    expect(await tokenCount()).toBe(before);
  });

  it(`blocks a username after ${LOGIN_FAILURE_LIMIT} failures, from any address, even with the right password`, async () => {
    const user = await createUser(ctx.db);
    for (let i = 0; i < LOGIN_FAILURE_LIMIT; i++) {
      expect((await login(user.username, "wrong-password", `10.0.0.${i}`)).status).toBe(400);
    }
    const blocked = await login(user.username, user.password, "10.0.1.1");
    expect(blocked.status).toBe(429);
    expect(blocked.body.code).toBe("throttled");
    expect(blocked.body.detail).toMatch(/Try again in \d+ minutes?\./);
    expect(Number(blocked.headers["retry-after"])).toBeGreaterThan(0);
  });

  it(`blocks a client address after ${LOGIN_FAILURE_LIMIT} failures across usernames`, async () => {
    const ip = "10.9.9.9";
    for (let i = 0; i < LOGIN_FAILURE_LIMIT; i++) {
      expect((await login(unique("guess"), "wrong-password", ip)).status).toBe(400);
    }
    const other = await createUser(ctx.db);
    expect((await login(other.username, other.password, ip)).status).toBe(429);
    // Another address is unaffected.
    expect((await login(other.username, other.password, "10.9.9.10")).status).toBe(200);
  });
});

describe("GET /auth/users/me", () => {
  it("answers with and without the trailing slash", async () => {
    const { user, client } = await ctx.signedIn();
    for (const path of ["/auth/users/me", "/auth/users/me/"]) {
      const response = await client.get(path);
      expect(response.status).toBe(200);
      expect(response.body).toEqual({ id: user.id, username: user.username });
    }
  });

  it("accepts both the Bearer and the Token scheme", async () => {
    const user = await createUser(ctx.db);
    const { body } = await login(user.username, user.password);
    for (const scheme of ["Bearer", "Token"]) {
      const client = new ApiClient(ctx.app, { authorization: `${scheme} ${body.auth_token}` });
      expect((await client.get("/auth/users/me/")).status).toBe(200);
    }
  });

  it.each([
    ["no header", undefined],
    ["an unknown token", "Bearer 0000000000000000000000000000000000000000000000000000000000000000"],
    ["a malformed header", "Basic dXNlcjpwYXNz"],
  ])("answers 401 with %s", async (_label, authorization) => {
    const client = new ApiClient(ctx.app, authorization ? { authorization } : {});
    const response = await client.get("/auth/users/me/");
    expect(response.status).toBe(401);
    expect(response.body.code).toBe("not_authenticated");
  });
});

describe("POST /auth/token/logout/", () => {
  it("revokes the token it was called with, and only that one", async () => {
    const user = await createUser(ctx.db);
    const first = (await login(user.username, user.password)).body.auth_token;
    const second = (await login(user.username, user.password)).body.auth_token;
    const firstClient = new ApiClient(ctx.app, { authorization: `Bearer ${first}` });

    expect((await firstClient.post("/auth/token/logout/")).status).toBe(204);
    expect((await firstClient.get("/auth/users/me/")).status).toBe(401);
    const secondClient = new ApiClient(ctx.app, { authorization: `Token ${second}` });
    expect((await secondClient.get("/auth/users/me/")).status).toBe(200);
  });

  it("answers 401 without a token", async () => {
    expect((await ctx.anonymous.post("/auth/token/logout/")).status).toBe(401);
  });
});
