import { LOGIN_FAILURE_LIMIT, SESSION_TOUCH_INTERVAL_MS, WRONG_CURRENT_PASSWORD_MESSAGE } from "@homebase/contracts";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { ApiClient } from "../../test-support/api-client";
import { freezeDateAt, restoreClock } from "../../test-support/clock";
import { createUser, type TestUser } from "../../test-support/factories";
import { createTestContext, type TestContext } from "../../test-support/test-app";

const ANDROID_CHROME =
  "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36";
const WINDOWS_FIREFOX = "Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());
afterEach(restoreClock);

/** Signs in as a browser would, and returns a client that sends the new token. */
async function signIn(user: TestUser, userAgent = WINDOWS_FIREFOX): Promise<ApiClient> {
  const response = await ctx.anonymous.request(
    "POST",
    "/auth/token/login/",
    { username: user.username, password: user.password },
    undefined,
    { "user-agent": userAgent },
  );
  expect(response.status).toBe(200);
  return new ApiClient(ctx.app, { authorization: `Bearer ${response.body.auth_token}`, "user-agent": userAgent });
}

const sessionRows = (userId: number) =>
  ctx.db.selectFrom("auth_tokens").selectAll().where("user_id", "=", userId).orderBy("id").execute();

const passwordHash = async (userId: number) =>
  (await ctx.db.selectFrom("users").select("password_hash").where("id", "=", userId).executeTakeFirstOrThrow())
    .password_hash;

describe("GET /auth/sessions/", () => {
  it("lists the owner's sessions with created, last used, a browser label and the current one marked", async () => {
    freezeDateAt("2026-03-01T10:00:00.000Z");
    const user = await createUser(ctx.db);
    const phone = await signIn(user, ANDROID_CHROME);
    freezeDateAt("2026-03-01T11:00:00.000Z");
    const laptop = await signIn(user, WINDOWS_FIREFOX);

    const response = await laptop.get("/auth/sessions/");
    expect(response.status).toBe(200);
    const [laptopRow, phoneRow] = await sessionRows(user.id).then((rows) => rows.reverse());
    expect(response.body).toEqual([
      {
        id: laptopRow?.id,
        url: `http://localhost:80/auth/sessions/${laptopRow?.id}/`,
        created_at: "2026-03-01T11:00:00.000Z",
        last_used_at: "2026-03-01T11:00:00.000Z",
        browser: "Firefox on Windows",
        is_current: true,
      },
      {
        id: phoneRow?.id,
        url: `http://localhost:80/auth/sessions/${phoneRow?.id}/`,
        created_at: "2026-03-01T10:00:00.000Z",
        last_used_at: "2026-03-01T10:00:00.000Z",
        browser: "Chrome on Android",
        is_current: false,
      },
    ]);
    expect((await phone.get("/auth/sessions/")).body.map((s: { is_current: boolean }) => s.is_current)).toEqual([
      false,
      true,
    ]);
  });

  it(`writes "last used" at most once per ${SESSION_TOUCH_INTERVAL_MS / 60_000} minutes`, async () => {
    freezeDateAt("2026-03-02T08:00:00.000Z");
    const user = await createUser(ctx.db);
    const client = await signIn(user);
    const lastUsed = async () => (await sessionRows(user.id))[0]?.last_used_at;

    freezeDateAt(new Date(Date.parse("2026-03-02T08:00:00.000Z") + SESSION_TOUCH_INTERVAL_MS - 1).toISOString());
    await client.get("/auth/users/me/");
    expect(await lastUsed()).toBe("2026-03-02T08:00:00.000Z");

    const later = new Date(Date.parse("2026-03-02T08:00:00.000Z") + SESSION_TOUCH_INTERVAL_MS).toISOString();
    freezeDateAt(later);
    await client.get("/auth/users/me/");
    expect(await lastUsed()).toBe(later);
  });

  it("shows only the owner's own sessions", async () => {
    const owner = await ctx.signedIn();
    await ctx.signedIn();
    const response = await owner.client.get("/auth/sessions/");
    expect(response.body).toHaveLength(1);
    expect(response.body[0]).toMatchObject({ is_current: true, browser: "Unknown browser" });
  });

  it("answers 401 without a token", async () => {
    expect((await ctx.anonymous.get("/auth/sessions/")).status).toBe(401);
  });
});

describe("DELETE /auth/sessions/{id}/", () => {
  it("signs that session out and leaves the others", async () => {
    const user = await createUser(ctx.db);
    const phone = await signIn(user, ANDROID_CHROME);
    const laptop = await signIn(user);
    const phoneSession = (await laptop.get("/auth/sessions/")).body.find((s: { is_current: boolean }) => !s.is_current);

    expect((await laptop.delete(phoneSession.url)).status).toBe(204);
    expect((await phone.get("/auth/users/me/")).status).toBe(401);
    expect((await laptop.get("/auth/sessions/")).body).toHaveLength(1);
  });

  it("signing out the current session signs this client out", async () => {
    const { client } = await ctx.signedIn();
    const [current] = (await client.get("/auth/sessions/")).body;
    expect((await client.delete(current.url)).status).toBe(204);
    expect((await client.get("/auth/users/me/")).status).toBe(401);
  });

  it("answers 404 for another owner's session and leaves it signed in", async () => {
    const owner = await ctx.signedIn();
    const stranger = await ctx.signedIn();
    const [ownerSession] = (await owner.client.get("/auth/sessions/")).body;
    expect((await stranger.client.delete(ownerSession.url)).status).toBe(404);
    expect((await owner.client.get("/auth/users/me/")).status).toBe(200);
  });

  it("answers 404 for a session that does not exist", async () => {
    const { client } = await ctx.signedIn();
    expect((await client.delete("/auth/sessions/999999/")).status).toBe(404);
    expect((await client.delete("/auth/sessions/abc/")).status).toBe(404);
  });

  it("answers 401 without a token", async () => {
    expect((await ctx.anonymous.delete("/auth/sessions/1/")).status).toBe(401);
  });
});

describe("POST /auth/sessions/sign-out-others/", () => {
  it("signs out every other device of the owner, keeps this one and leaves other owners alone", async () => {
    const user = await createUser(ctx.db);
    const phone = await signIn(user, ANDROID_CHROME);
    const tablet = await signIn(user, ANDROID_CHROME);
    const laptop = await signIn(user);
    const stranger = await ctx.signedIn();

    const response = await laptop.post("/auth/sessions/sign-out-others/", {});
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ signed_out: 2 });
    expect((await phone.get("/auth/users/me/")).status).toBe(401);
    expect((await tablet.get("/auth/users/me/")).status).toBe(401);
    expect((await laptop.get("/auth/users/me/")).status).toBe(200);
    expect(await sessionRows(user.id)).toHaveLength(1);
    expect((await stranger.client.get("/auth/users/me/")).status).toBe(200);

    // Nothing left to sign out: nothing happens.
    expect((await laptop.post("/auth/sessions/sign-out-others/", {})).body).toEqual({ signed_out: 0 });
  });

  it("answers 401 without a token and signs nobody out", async () => {
    const { user, client } = await ctx.signedIn();
    expect((await ctx.anonymous.post("/auth/sessions/sign-out-others/", {})).status).toBe(401);
    expect((await client.get("/auth/users/me/")).status).toBe(200);
    expect(await sessionRows(user.id)).toHaveLength(1);
  });
});

describe("POST /auth/users/set_password/", () => {
  it("re-hashes with argon2id, keeps this session and signs out every other", async () => {
    const user = await createUser(ctx.db);
    const phone = await signIn(user, ANDROID_CHROME);
    const laptop = await signIn(user);
    const newPassword = "a brand new passphrase";

    const response = await laptop.post("/auth/users/set_password/", {
      current_password: user.password,
      new_password: newPassword,
    });
    expect(response.status).toBe(204);
    expect(await passwordHash(user.id)).toMatch(/^\$argon2id\$/);
    expect((await laptop.get("/auth/users/me/")).status).toBe(200);
    expect((await phone.get("/auth/users/me/")).status).toBe(401);
    expect(await sessionRows(user.id)).toHaveLength(1);

    const oldLogin = await ctx.anonymous.post("/auth/token/login/", {
      username: user.username,
      password: user.password,
    });
    expect(oldLogin.status).toBe(400);
    const newLogin = await ctx.anonymous.post("/auth/token/login/", { username: user.username, password: newPassword });
    expect(newLogin.status).toBe(200);
  });

  it("refuses a wrong current password with a field error and changes nothing", async () => {
    const user = await createUser(ctx.db);
    const phone = await signIn(user, ANDROID_CHROME);
    const laptop = await signIn(user);
    const hashBefore = await passwordHash(user.id);

    const response = await laptop.post("/auth/users/set_password/", {
      current_password: "not-my-password",
      new_password: "another passphrase",
    });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({
      detail: WRONG_CURRENT_PASSWORD_MESSAGE,
      code: "invalid",
      fields: { current_password: [WRONG_CURRENT_PASSWORD_MESSAGE] },
    });
    expect(await passwordHash(user.id)).toBe(hashBefore);
    expect((await phone.get("/auth/users/me/")).status).toBe(200);
    expect(await sessionRows(user.id)).toHaveLength(2);
  });

  it.each([
    [{ current_password: "x", new_password: "short" }, { new_password: ["Use at least 8 characters."] }],
    [
      { current_password: "", new_password: "" },
      {
        current_password: ["This field may not be blank."],
        new_password: ["This field may not be blank."],
      },
    ],
    [{}, { current_password: ["This field is required."], new_password: ["This field is required."] }],
    [{ current_password: 5, new_password: "long enough" }, { current_password: ["Enter text."] }],
  ])("rejects %j with field errors and writes nothing", async (payload, fields) => {
    const user = await createUser(ctx.db);
    const client = await signIn(user);
    const other = await signIn(user, ANDROID_CHROME);
    const hashBefore = await passwordHash(user.id);

    const response = await client.post("/auth/users/set_password/", payload);
    expect(response.status).toBe(400);
    expect(response.body.fields).toEqual(fields);
    expect(await passwordHash(user.id)).toBe(hashBefore);
    expect((await other.get("/auth/users/me/")).status).toBe(200);
  });

  it(`stops taking guesses after ${LOGIN_FAILURE_LIMIT} wrong current passwords (a stolen token cannot guess)`, async () => {
    const user = await createUser(ctx.db);
    const client = await signIn(user);
    const hashBefore = await passwordHash(user.id);
    for (let i = 0; i < LOGIN_FAILURE_LIMIT; i++) {
      const wrong = await client.post("/auth/users/set_password/", {
        current_password: `guess-${i}`,
        new_password: "x".repeat(12),
      });
      expect(wrong.status).toBe(400);
    }
    const blocked = await client.post("/auth/users/set_password/", {
      current_password: user.password,
      new_password: "y".repeat(12),
    });
    expect(blocked.status).toBe(429);
    expect(blocked.body.code).toBe("throttled");
    expect(await passwordHash(user.id)).toBe(hashBefore);
  });

  it("answers 401 without a token", async () => {
    const response = await ctx.anonymous.post("/auth/users/set_password/", {
      current_password: "whatever1",
      new_password: "whatever2",
    });
    expect(response.status).toBe(401);
  });
});
