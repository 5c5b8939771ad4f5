import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedAgenda } from "../../test-support/agenda-seed";
import { startHttpStandIn, startSmtpStandIn } from "../../test-support/notify-standins";
import { createTestContext, type TestContext } from "../../test-support/test-app";
import { createTwoInstances } from "../../test-support/two-instances";
import { MAX_ATTEMPTS, retryDelayMs, runNotificationPass, STALE_SENDING_MS } from "./notify-pass";

// The notifications pass with an injected clock: the owners' zone is America/Chicago (UTC-6 in
// November), so 13:00Z is 07:00 there.

const SETTINGS = "/api/notifications/settings/";
const TODAY = "2026-11-24";
const at = (instant: string) => new Date(instant);
const BEFORE_SEVEN = at("2026-11-24T12:59:00Z");
const AFTER_SEVEN = at("2026-11-24T13:02:00Z");

let ctx: TestContext;
let web: Awaited<ReturnType<typeof startHttpStandIn>>;
let smtp: Awaited<ReturnType<typeof startSmtpStandIn>>;
beforeAll(async () => {
  [web, smtp] = await Promise.all([startHttpStandIn(), startSmtpStandIn()]);
  ctx = await createTestContext(
    {
      SMTP_URL: smtp.url,
      MAIL_FROM: "home@example.com",
      NOTIFY_TIMEOUT_MS: "1500",
      PUBLIC_URL: "https://home.example.com",
    },
    { jobs: false },
  );
});
afterAll(async () => {
  await ctx.close();
  await Promise.all([web.close(), smtp.close()]);
});

const pass = (now: Date) => runNotificationPass(ctx.db, ctx.config, ctx.app.log, now);

/** An owner with the seeded agenda and a webhook at `path` (and e-mail to `email`, if given). */
async function owner(
  path: string,
  settings: { digest_time?: string | null; bill_reminder_days?: number | null; email?: string } = {},
) {
  const signedIn = await ctx.signedIn();
  const seeded = await seedAgenda(ctx.db, signedIn.user.id, TODAY, path.replace(/\W/g, ""));
  const channels: object[] = [{ kind: "webhook", url: `${web.url}${path}` }];
  if (settings.email) channels.push({ kind: "email", address: settings.email });
  const saved = await signedIn.client.put(SETTINGS, {
    channels,
    digest_time: settings.digest_time === undefined ? "07:00" : settings.digest_time,
    bill_reminder_days: settings.bill_reminder_days === undefined ? 3 : settings.bill_reminder_days,
  });
  expect(saved.status).toBe(200);
  return { ...signedIn, seeded };
}

const deliveries = (userId: number) =>
  ctx.db
    .selectFrom("notification_deliveries")
    .select(["kind", "item_key", "channel", "status", "attempts", "error"])
    .where("user_id", "=", userId)
    .orderBy("kind")
    .orderBy("channel")
    .execute();

describe("the daily digest and bill reminders", () => {
  it("waits for the digest time, then sends the digest and each reminder once per channel", async () => {
    const { user, seeded } = await owner("/digest-a", { email: "digest-a@example.com" });
    await pass(BEFORE_SEVEN);
    expect(web.at("/digest-a")).toEqual([]);

    await pass(AFTER_SEVEN);
    await pass(at("2026-11-24T15:00:00Z"));
    const sent = web.at("/digest-a").map((r) => r.json);
    expect(sent).toEqual([
      {
        kind: "digest",
        title: "Homebase: Tue, Nov 24, 2026",
        body: expect.stringContaining("Tasks today: Call plumber, digesta"),
        url: "https://home.example.com/",
      },
      {
        kind: "bill_reminder",
        title: "Electric digesta is due Nov 26, 2026",
        body: "Electric digesta: $80.00 due Nov 26, 2026.",
        url: `https://home.example.com/bills/bill/${seeded.billId}/`,
      },
    ]);
    expect(smtp.mails.filter((m) => m.to.includes("digest-a@example.com"))).toHaveLength(2);
    expect(await deliveries(user.id)).toEqual([
      {
        kind: "bill_reminder",
        item_key: `statement-${seeded.statementId}-2026-11-26`,
        channel: "email",
        status: "sent",
        attempts: 1,
        error: null,
      },
      {
        kind: "bill_reminder",
        item_key: `statement-${seeded.statementId}-2026-11-26`,
        channel: "webhook",
        status: "sent",
        attempts: 1,
        error: null,
      },
      { kind: "digest", item_key: TODAY, channel: "email", status: "sent", attempts: 1, error: null },
      { kind: "digest", item_key: TODAY, channel: "webhook", status: "sent", attempts: 1, error: null },
    ]);

    // The next day brings the next digest; the reminder stays sent.
    await pass(at("2026-11-25T13:30:00Z"));
    expect(web.at("/digest-a").map((r) => r.json.kind)).toEqual(["digest", "bill_reminder", "digest"]);
  });

  it("follows the owner's own zone and digest time", async () => {
    const { client } = await owner("/digest-tokyo", { digest_time: "21:30", bill_reminder_days: null });
    await client.patch("/auth/users/me/settings/", { time_zone: "Asia/Tokyo" });
    await pass(at("2026-11-24T12:29:00Z")); // 21:29 in Tokyo
    expect(web.at("/digest-tokyo")).toEqual([]);
    await pass(at("2026-11-24T12:31:00Z"));
    expect(web.at("/digest-tokyo").map((r) => r.json.kind)).toEqual(["digest"]);
  });

  it("sends no digest when it is off, and reminders only N days ahead", async () => {
    const { user } = await owner("/reminders-only", { digest_time: null, bill_reminder_days: 1 });
    await pass(AFTER_SEVEN);
    expect(web.at("/reminders-only")).toEqual([]); // due in 2 days, reminded 1 day ahead
    await pass(at("2026-11-25T13:02:00Z"));
    expect(web.at("/reminders-only").map((r) => r.json.title)).toEqual(["Electric remindersonly is due Nov 26, 2026"]);
    expect((await deliveries(user.id)).map((d) => d.kind)).toEqual(["bill_reminder"]);
  });

  it("reminds of each bill by its own rule: off, or its own days before the owner's default", async () => {
    const { user, client, seeded } = await owner("/per-bill", { digest_time: null, bill_reminder_days: null });
    const rule = `/api/notifications/bill-reminders/${seeded.billId}/`;
    expect((await client.put(rule, { reminder_days: 2 })).status).toBe(200);
    await pass(AFTER_SEVEN); // due in 2 days: the bill's own 2 days apply though the default is off
    expect(web.at("/per-bill").map((r) => r.json.kind)).toEqual(["bill_reminder"]);

    const other = await owner("/per-bill-off", { digest_time: null, bill_reminder_days: 3 });
    await other.client.put(`/api/notifications/bill-reminders/${other.seeded.billId}/`, { reminder_days: null });
    await pass(AFTER_SEVEN);
    expect(web.at("/per-bill-off")).toEqual([]);
    expect((await deliveries(user.id)).map((d) => d.kind)).toEqual(["bill_reminder"]);
  });

  it("sends nothing when there is nothing to say, and does not look again that day", async () => {
    const { user, client } = await ctx.signedIn();
    await client.put(SETTINGS, {
      channels: [{ kind: "webhook", url: `${web.url}/quiet` }],
      digest_time: "07:00",
      bill_reminder_days: 3,
    });
    await pass(AFTER_SEVEN);
    expect(web.at("/quiet")).toEqual([]);
    expect(await deliveries(user.id)).toEqual([
      { kind: "digest", item_key: TODAY, channel: "webhook", status: "skipped", attempts: 0, error: null },
    ]);
  });

  it("tries a failed one again after a back-off, and not once what it was about is dealt with", async () => {
    const { user, seeded } = await owner("/fail/retry");
    await pass(AFTER_SEVEN);
    expect(web.at("/fail/retry")).toHaveLength(2);
    const failed = await deliveries(user.id);
    expect(failed.map((d) => [d.kind, d.status, d.attempts, d.error])).toEqual([
      ["bill_reminder", "failed", 1, "The webhook answered 500: topic on fire"],
      ["digest", "failed", 1, "The webhook answered 500: topic on fire"],
    ]);

    // Within the back-off: nothing is sent.
    await pass(new Date(AFTER_SEVEN.getTime() + retryDelayMs(1) - 1000));
    expect(web.at("/fail/retry")).toHaveLength(2);

    // The bill is paid meanwhile: its reminder is not tried again; the digest is.
    await ctx.db
      .updateTable("bill_statements")
      .set({ payment_status: "P" })
      .where("id", "=", seeded.statementId)
      .execute();
    await pass(new Date(AFTER_SEVEN.getTime() + retryDelayMs(1)));
    expect(web.at("/fail/retry").map((r) => r.json.kind)).toEqual(["digest", "bill_reminder", "digest"]);
    expect((await deliveries(user.id)).map((d) => [d.kind, d.attempts])).toEqual([
      ["bill_reminder", 1],
      ["digest", 2],
    ]);
  });

  it("takes over a delivery an instance left half-sent, once it is stale", async () => {
    const { user } = await owner("/cut-off", { bill_reminder_days: null });
    // An instance claimed the digest and stopped before recording the outcome.
    await ctx.db
      .insertInto("notification_deliveries")
      .values({
        user_id: user.id,
        kind: "digest",
        item_key: TODAY,
        channel: "webhook",
        status: "sending",
        attempts: 1,
        next_attempt_at: null,
        error: null,
        updated_at: AFTER_SEVEN.toISOString(),
      })
      .execute();
    await pass(new Date(AFTER_SEVEN.getTime() + STALE_SENDING_MS - 60_000));
    expect(web.at("/cut-off")).toEqual([]);
    await pass(new Date(AFTER_SEVEN.getTime() + STALE_SENDING_MS + 60_000));
    expect(web.at("/cut-off").map((r) => r.json.kind)).toEqual(["digest"]);
    expect((await deliveries(user.id)).map((d) => [d.status, d.attempts])).toEqual([["sent", 2]]);
  });

  it("gives up after the last attempt", async () => {
    const { user } = await owner("/fail/give-up", { bill_reminder_days: null });
    let now = AFTER_SEVEN.getTime();
    for (let attempt = 1; attempt <= MAX_ATTEMPTS + 2; attempt++) {
      await pass(new Date(now));
      now += retryDelayMs(attempt);
    }
    expect(web.at("/fail/give-up")).toHaveLength(MAX_ATTEMPTS);
    expect((await deliveries(user.id)).map((d) => [d.status, d.attempts])).toEqual([["failed", MAX_ATTEMPTS]]);
  });

  it("leaves a digest that failed all day behind at midnight: the next day's is its own", async () => {
    const { user } = await owner("/fail/next-day", { bill_reminder_days: null });
    await pass(AFTER_SEVEN);
    await pass(at("2026-11-25T13:30:00Z"));
    expect((await deliveries(user.id)).map((d) => [d.item_key, d.attempts])).toEqual([
      ["2026-11-24", 1],
      ["2026-11-25", 1],
    ]);
  });

  it("is not held up by a channel that hangs: it times out and records the failure", async () => {
    const { user } = await owner("/hang/digest", { bill_reminder_days: null, email: "hang-too@example.com" });
    const started = Date.now();
    await pass(AFTER_SEVEN);
    expect(Date.now() - started).toBeLessThan(10_000);
    expect((await deliveries(user.id)).map((d) => [d.channel, d.status, d.error])).toEqual([
      ["email", "sent", null],
      ["webhook", "failed", "The webhook did not answer within 1.5 s."],
    ]);
  });

  it("leaves out a task done meanwhile: the digest says what stands when it is sent", async () => {
    const { client, seeded } = await owner("/done-first", { bill_reminder_days: null });
    const call = seeded.tasks.call as { slug: string };
    expect(
      (await client.patch(`/task/api/task/${encodeURIComponent(call.slug)}/`, { is_completed: true })).status,
    ).toBe(200);
    await pass(AFTER_SEVEN);
    const [digest] = web.at("/done-first");
    expect(digest?.json.body).not.toContain("Call plumber");
    expect(digest?.json.body).toContain("Overdue tasks: Renew passport donefirst");
  });
});

describe("two instances", () => {
  it("send each notification once when both run the pass at the same moment", async () => {
    const two = await createTwoInstances();
    try {
      const { user, a } = await two.owner();
      await seedAgenda(two.db, user.id, TODAY, "twice");
      await a.put(SETTINGS, {
        channels: [{ kind: "webhook", url: `${web.url}/twice` }],
        digest_time: "07:00",
        bill_reminder_days: 3,
      });
      await Promise.all([
        runNotificationPass(two.a.db, two.a.config, two.a.app.log, AFTER_SEVEN),
        runNotificationPass(two.b.db, two.b.config, two.b.app.log, AFTER_SEVEN),
        runNotificationPass(two.a.db, two.a.config, two.a.app.log, AFTER_SEVEN),
      ]);
      expect(
        web
          .at("/twice")
          .map((r) => r.json.kind)
          .sort(),
      ).toEqual(["bill_reminder", "digest"]);
    } finally {
      await two.close();
    }
  });
});
