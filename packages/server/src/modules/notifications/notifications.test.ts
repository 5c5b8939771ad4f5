import { SECRET_MASK } from "@homebase/contracts";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { seedAgenda } from "../../test-support/agenda-seed";
import { freezeDateAt, restoreClock } from "../../test-support/clock";
import { closedPortUrl, startHttpStandIn, startSmtpStandIn } from "../../test-support/notify-standins";
import { createTestContext, type TestContext } from "../../test-support/test-app";

const SETTINGS = "/api/notifications/settings/";
const TEST = "/api/notifications/test/";
const PREVIEW = "/api/notifications/digest/preview/";

let ctx: TestContext;
let noMail: TestContext;
let web: Awaited<ReturnType<typeof startHttpStandIn>>;
let smtp: Awaited<ReturnType<typeof startSmtpStandIn>>;
beforeAll(async () => {
  [web, smtp] = await Promise.all([startHttpStandIn(), startSmtpStandIn()]);
  ctx = await createTestContext(
    { SMTP_URL: smtp.url, MAIL_FROM: "Homebase <home@example.com>", NOTIFY_TIMEOUT_MS: "1500" },
    { jobs: false },
  );
  noMail = await createTestContext({}, { jobs: false });
});
afterAll(async () => {
  await Promise.all([ctx.close(), noMail.close()]);
  await Promise.all([web.close(), smtp.close()]);
});
afterEach(restoreClock);

const storedChannels = (userId: number) =>
  ctx.db.selectFrom("notification_channels").selectAll().where("user_id", "=", userId).orderBy("kind").execute();

const everyChannel = () => [
  { kind: "ntfy", url: `${web.url}/ntfy/homebase-anna`, token: "tk_ntfy" },
  { kind: "gotify", url: `${web.url}/gotify/`, token: "gotify-app-token" },
  { kind: "webhook", url: `${web.url}/hook` },
  { kind: "email", address: "anna@example.com" },
];

describe("GET and PUT /api/notifications/settings/", () => {
  it("starts with no channel, no digest and reminders 3 days ahead", async () => {
    const { client } = await ctx.signedIn();
    const response = await client.get(SETTINGS);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ channels: [], digest_time: null, bill_reminder_days: 3, email_available: true });
  });

  it("saves every kind of channel and answers secrets masked", async () => {
    const { user, client } = await ctx.signedIn();
    const response = await client.put(SETTINGS, {
      channels: everyChannel(),
      digest_time: "06:45",
      bill_reminder_days: 2,
    });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      channels: [
        { kind: "ntfy", url: `${web.url}/ntfy/homebase-anna`, token: SECRET_MASK, address: null },
        { kind: "gotify", url: `${web.url}/gotify/`, token: SECRET_MASK, address: null },
        { kind: "webhook", url: `${web.url}/hook`, token: null, address: null },
        { kind: "email", url: null, token: null, address: "anna@example.com" },
      ],
      digest_time: "06:45",
      bill_reminder_days: 2,
      email_available: true,
    });
    expect((await client.get(SETTINGS)).body).toEqual(response.body);
    expect(JSON.stringify(response.body)).not.toContain("tk_ntfy");
    expect((await storedChannels(user.id)).find((row) => row.kind === "ntfy")?.token).toBe("tk_ntfy");
  });

  it("keeps a stored token when the mask comes back, replaces it when a new one does, drops removed channels", async () => {
    const { user, client } = await ctx.signedIn();
    await client.put(SETTINGS, { channels: everyChannel(), digest_time: null, bill_reminder_days: null });
    const masked = (await client.get(SETTINGS)).body;
    const again = await client.put(SETTINGS, {
      channels: masked.channels.filter((c: { kind: string }) => c.kind !== "email"),
      digest_time: "07:00",
      bill_reminder_days: null,
    });
    expect(again.status).toBe(200);
    const rows = await storedChannels(user.id);
    expect(rows.map((row) => [row.kind, row.token])).toEqual([
      ["gotify", "gotify-app-token"],
      ["ntfy", "tk_ntfy"],
      ["webhook", null],
    ]);
    await client.put(SETTINGS, {
      channels: [{ kind: "ntfy", url: `${web.url}/ntfy/t`, token: "new-token" }],
      digest_time: null,
      bill_reminder_days: 0,
    });
    expect((await storedChannels(user.id)).map((row) => [row.kind, row.token])).toEqual([["ntfy", "new-token"]]);
  });

  it.each([
    [{ channels: [{ kind: "pigeon", url: "http://x" }] }, "channels.0.kind", "Choose ntfy, gotify, webhook or email."],
    [{ channels: [{ kind: "ntfy" }] }, "channels.0.url", "Enter the server's address."],
    [
      { channels: [{ kind: "webhook", url: "ftp://example.com/x" }] },
      "channels.0.url",
      "Use an http:// or https:// address.",
    ],
    [
      { channels: [{ kind: "gotify", url: "https://gotify.example.com" }] },
      "channels.0.token",
      "Enter the Gotify application token.",
    ],
    [
      { channels: [{ kind: "email", address: "not-an-address" }] },
      "channels.0.address",
      "Enter a valid e-mail address.",
    ],
    [
      {
        channels: [
          { kind: "webhook", url: "https://a.example.com" },
          { kind: "webhook", url: "https://b.example.com" },
        ],
      },
      "channels.1.kind",
      "Only one webhook channel.",
    ],
    [{ digest_time: "7am" }, "digest_time", "Enter a time as HH:MM (24-hour)."],
    [{ digest_time: "24:00" }, "digest_time", "Enter a time as HH:MM (24-hour)."],
    [{ bill_reminder_days: -1 }, "bill_reminder_days", "Use 0 or more."],
    [{ bill_reminder_days: 31 }, "bill_reminder_days", "Use at most 30 days."],
    [{ bill_reminder_days: 1.5 }, "bill_reminder_days", "Use a whole number of days."],
  ])("rejects %j with a field error and changes nothing", async (change, field, message) => {
    const { user, client } = await ctx.signedIn();
    const valid = {
      channels: [{ kind: "webhook", url: `${web.url}/hook` }],
      digest_time: "07:00",
      bill_reminder_days: 3,
    };
    await client.put(SETTINGS, valid);
    const before = await client.get(SETTINGS);
    const response = await client.put(SETTINGS, { ...valid, ...change });
    expect(response.status).toBe(400);
    expect(response.body.fields[field]).toEqual([message]);
    expect((await client.get(SETTINGS)).body).toEqual(before.body);
    expect(await storedChannels(user.id)).toHaveLength(1);
  });

  it("refuses an e-mail channel when the server has no SMTP, and says so", async () => {
    const { client } = await noMail.signedIn();
    expect((await client.get(SETTINGS)).body.email_available).toBe(false);
    const response = await client.put(SETTINGS, {
      channels: [{ kind: "email", address: "anna@example.com" }],
      digest_time: null,
      bill_reminder_days: 3,
    });
    expect(response.status).toBe(400);
    expect(response.body.fields).toEqual({
      "channels.0.kind": ["E-mail needs SMTP_URL and MAIL_FROM set on the server."],
    });
    expect((await client.get(SETTINGS)).body.channels).toEqual([]);
  });

  it("answers 401 without a token", async () => {
    expect((await ctx.anonymous.get(SETTINGS)).status).toBe(401);
    expect((await ctx.anonymous.put(SETTINGS, { channels: [], digest_time: null, bill_reminder_days: 3 })).status).toBe(
      401,
    );
    expect((await ctx.anonymous.post(TEST, { kind: "ntfy" })).status).toBe(401);
    expect((await ctx.anonymous.get(PREVIEW)).status).toBe(401);
  });
});

describe("POST /api/notifications/test/", () => {
  const signedInWith = async (channels: object[]) => {
    const owner = await ctx.signedIn();
    const saved = await owner.client.put(SETTINGS, { channels, digest_time: null, bill_reminder_days: 3 });
    expect(saved.status).toBe(200);
    return owner;
  };

  it("sends through ntfy (JSON to the server's root, the token as a bearer)", async () => {
    const { client } = await signedInWith([{ kind: "ntfy", url: `${web.url}/ntfy/homebase-test1`, token: "tk_1" }]);
    const response = await client.post(TEST, { kind: "ntfy" });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ detail: "Sent a test through ntfy." });
    const [sent] = web.at("/ntfy/");
    expect(sent?.headers.authorization).toBe("Bearer tk_1");
    expect(sent?.json).toEqual({
      topic: "homebase-test1",
      title: "Homebase test",
      message: "Notifications from Homebase reach you here.",
      click: "http://localhost:80/settings/",
    });
  });

  it("sends through Gotify with the application token", async () => {
    const { client } = await signedInWith([{ kind: "gotify", url: `${web.url}/gotify2`, token: "app-2" }]);
    expect((await client.post(TEST, { kind: "gotify" })).status).toBe(200);
    const [sent] = web.at("/gotify2/message");
    expect(sent?.headers["x-gotify-key"]).toBe("app-2");
    expect(sent?.json).toMatchObject({ title: "Homebase test", priority: 5 });
  });

  it("posts {title, body, url, kind} to a webhook", async () => {
    const { client } = await signedInWith([{ kind: "webhook", url: `${web.url}/hook3` }]);
    expect((await client.post(TEST, { kind: "webhook" })).status).toBe(200);
    expect(web.at("/hook3").map((r) => r.json)).toEqual([
      {
        title: "Homebase test",
        body: "Notifications from Homebase reach you here.",
        url: "http://localhost:80/settings/",
        kind: "test",
      },
    ]);
  });

  it("sends an e-mail through the server's SMTP", async () => {
    const { client } = await signedInWith([{ kind: "email", address: "test4@example.com" }]);
    expect((await client.post(TEST, { kind: "email" })).status).toBe(200);
    const mail = smtp.mails.find((m) => m.to.includes("test4@example.com"));
    expect(mail?.from).toBe("home@example.com");
    expect(mail?.data).toContain("Subject: Homebase test");
    expect(mail?.data).toContain("Notifications from Homebase reach you here.");
  });

  it.each([
    [
      "a channel that answers 500",
      { kind: "webhook", url: "/fail/hook" },
      "webhook",
      "The webhook answered 500: topic on fire",
    ],
    ["a channel that hangs", { kind: "ntfy", url: "/hang/topic" }, "ntfy", "ntfy did not answer within 1.5 s."],
    [
      "a server that is not there",
      { kind: "gotify", url: "closed", token: "x" },
      "gotify",
      /^Could not reach Gotify: ECONNREFUSED/,
    ],
    [
      "a mail server that refuses",
      { kind: "email", address: "bounce@example.com" },
      "email",
      /^The mail server refused: 550 5\.1\.1 Mailbox unavailable/,
    ],
  ])("answers 502 with what %s said", async (_name, channel, kind, detail) => {
    const given = (channel as { url?: string }).url;
    const url = given === "closed" ? await closedPortUrl() : given?.startsWith("/") ? `${web.url}${given}` : given;
    const { client } = await signedInWith([{ ...channel, ...(url ? { url } : {}) }]);
    const response = await client.post(TEST, { kind });
    expect(response.status).toBe(502);
    expect(response.body.code).toBe("channel_failed");
    expect(response.body.detail).toEqual(typeof detail === "string" ? detail : expect.stringMatching(detail));
  });

  it("answers 404 for a kind the owner has not set up, even when another owner has", async () => {
    await signedInWith([{ kind: "webhook", url: `${web.url}/hook5` }]);
    const { client } = await ctx.signedIn();
    const response = await client.post(TEST, { kind: "webhook" });
    expect(response.status).toBe(404);
    expect(web.at("/hook5")).toEqual([]);
  });

  it("rejects an unknown kind with a field error", async () => {
    const { client } = await ctx.signedIn();
    const response = await client.post(TEST, { kind: "fax" });
    expect(response.status).toBe(400);
    expect(response.body.fields).toEqual({ kind: ["Choose ntfy, gotify, webhook or email."] });
  });
});

describe("GET /api/notifications/digest/preview/", () => {
  it("answers the digest as it would be sent now", async () => {
    freezeDateAt("2026-11-24T16:00:00Z"); // 10:00 in Chicago
    const { user, client } = await ctx.signedIn();
    await seedAgenda(ctx.db, user.id, "2026-11-24", "preview");
    const response = await client.get(PREVIEW);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      title: "Homebase: Tue, Nov 24, 2026",
      body: [
        "Overdue tasks: Renew passport preview",
        "Tasks today: Call plumber, preview",
        "Bill: Electric preview $80.00 due Nov 26, 2026",
        "On TV at 12:00 PM: Severance preview S02E03: Episode 3",
        "Reading: Genesis 1–3 (Plan preview)",
      ].join("\n"),
    });
  });

  it("says nothing would be sent when there is nothing to say", async () => {
    const { client } = await ctx.signedIn();
    expect((await client.get(PREVIEW)).body).toEqual({
      title: "Nothing to send",
      body: "No tasks, bills, episodes or reading for today: no digest would be sent now.",
    });
  });
});

describe("/api/notifications/bill-reminders/{bill_id}/", () => {
  const path = (billId: number) => `/api/notifications/bill-reminders/${billId}/`;
  const rules = (userId: number) =>
    ctx.db.selectFrom("notification_bill_rules").selectAll().where("user_id", "=", userId).execute();

  it("follows the owner's default until the bill gets its own days or is switched off, and goes back", async () => {
    const { user, client } = await ctx.signedIn();
    const { billId } = await seedAgenda(ctx.db, user.id, "2026-11-24", "rule");
    expect((await client.get(path(billId))).body).toEqual({ bill_id: billId, reminder_days: 3, is_default: true });

    const own = await client.put(path(billId), { reminder_days: 7 });
    expect(own.status).toBe(200);
    expect(own.body).toEqual({ bill_id: billId, reminder_days: 7, is_default: false });
    const off = await client.put(path(billId), { reminder_days: null });
    expect(off.body).toEqual({ bill_id: billId, reminder_days: null, is_default: false });
    expect(await rules(user.id)).toHaveLength(1);

    await client.put(SETTINGS, { channels: [], digest_time: null, bill_reminder_days: 5 });
    const reset = await client.delete(path(billId));
    expect(reset.status).toBe(200);
    expect(reset.body).toEqual({ bill_id: billId, reminder_days: 5, is_default: true });
    expect(await rules(user.id)).toEqual([]);
  });

  it.each([
    [{ reminder_days: -2 }, "reminder_days", "Use 0 or more."],
    [{ reminder_days: 2.5 }, "reminder_days", "Use a whole number of days."],
    [{ reminder_days: "soon" }, "reminder_days", "Enter a number of days, or null for no reminders."],
    [{}, "reminder_days", "Enter a number of days, or null for no reminders."],
  ])("rejects %j with a field error and writes nothing", async (payload, field, message) => {
    const { user, client } = await ctx.signedIn();
    const { billId } = await seedAgenda(ctx.db, user.id, "2026-11-24", "bad");
    const response = await client.put(path(billId), payload);
    expect(response.status).toBe(400);
    expect(response.body.fields).toEqual({ [field]: [message] });
    expect(await rules(user.id)).toEqual([]);
  });

  it("answers 404 for another owner's bill and changes nothing", async () => {
    const owner = await ctx.signedIn();
    const { billId } = await seedAgenda(ctx.db, owner.user.id, "2026-11-24", "theirs");
    const stranger = await ctx.signedIn();
    expect((await stranger.client.get(path(billId))).status).toBe(404);
    expect((await stranger.client.put(path(billId), { reminder_days: 1 })).status).toBe(404);
    expect((await stranger.client.delete(path(billId))).status).toBe(404);
    expect(await rules(owner.user.id)).toEqual([]);
    expect(await rules(stranger.user.id)).toEqual([]);
  });

  it("answers 401 without a token", async () => {
    expect((await ctx.anonymous.get(path(1))).status).toBe(401);
    expect((await ctx.anonymous.put(path(1), { reminder_days: 1 })).status).toBe(401);
    expect((await ctx.anonymous.delete(path(1))).status).toBe(401);
  });
});
