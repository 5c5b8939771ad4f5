import {
  addDays,
  centsToAmount,
  DEFAULT_DIGEST_TIME,
  formatCurrency,
  formatShortDay,
  todayIn,
} from "@homebase/contracts";
import type { FastifyBaseLogger } from "fastify";
import { zonedInstant } from "../../backup/schedule";
import type { Config } from "../../config";
import type { Db } from "../../db/database";
import { statementsDueBy } from "../calendar/agenda.service";
import { getSettings } from "../settings/settings.service";
import { reminderDaysByBill } from "./bill-reminders";
import { ChannelError, type Message, sendThrough } from "./channels";
import { composeDigest } from "./digest";
import * as repo from "./notifications.repo";
import { ownerSettings } from "./notifications.service";

// The notifications pass (issue 21 §3), run by the jobs layer apart from any request: for each
// owner with a channel, today's digest once its time has come, and a reminder for each unpaid
// statement due within the owner's reminder days. Every (notification, channel) pair is claimed
// in notification_deliveries before it is sent, so it goes out once even with two instances; a
// failed one is tried again with a growing back-off while what it is about still stands (a paid
// bill's reminder is not retried, a digest only on its own day).

const OWNERS_PAGE = 200;
export const MAX_ATTEMPTS = 5;
/** Back-off after the n-th failed attempt: 5, 10, 20, 40 minutes. */
export const retryDelayMs = (attempts: number) => 5 * 60_000 * 2 ** (attempts - 1);
/** Longer than any send can take (timeouts are seconds): a delivery "sending" this long was cut off. */
export const STALE_SENDING_MS = 30 * 60_000;

type PassContext = { db: Db; config: Config; log: FastifyBaseLogger; now: Date };

export async function runNotificationPass(db: Db, config: Config, log: FastifyBaseLogger, now = new Date()) {
  const context = { db, config, log, now };
  let after = 0;
  for (;;) {
    const owners = await repo.ownersWithChannels(db, after, OWNERS_PAGE);
    for (const userId of owners) {
      try {
        await notifyOwner(context, userId);
      } catch (error) {
        log.error({ err: error, userId }, "notification pass failed for one owner; the others go on");
      }
    }
    if (owners.length < OWNERS_PAGE) return;
    after = owners.at(-1) as number;
  }
}

const appUrl = (config: Config, path: string) => (config.publicUrl ? `${config.publicUrl}${path}` : null);

async function notifyOwner(context: PassContext, userId: number) {
  const { db, config, now } = context;
  const [settings, { time_zone }, channels] = await Promise.all([
    ownerSettings(db, userId),
    getSettings(db, userId, config.timeZone),
    repo.listChannels(db, userId),
  ]);
  const today = todayIn(time_zone, now);
  // Reminders wait for the digest's time (07:00 when there is no digest): no pings at midnight.
  const sendFrom = zonedInstant(today, settings.digest_time ?? DEFAULT_DIGEST_TIME, time_zone);
  if (now.getTime() < sendFrom) return;

  if (settings.digest_time) {
    let digest: Promise<Message | null> | undefined;
    const compose = () => {
      digest ??= composeDigest(db, userId, { today, timeZone: time_zone, appUrl: appUrl(config, "/") });
      return digest;
    };
    for (const channel of channels) {
      await deliver(
        context,
        { user_id: userId, kind: "digest", item_key: today, channel: channel.kind },
        channel,
        compose,
      );
    }
  }

  // Each bill by its own rule, else the owner's default; one query for the furthest horizon.
  const { daysFor, horizon } = await reminderDaysByBill(db, userId, settings.bill_reminder_days);
  if (horizon < 0) return;
  const statements = await statementsDueBy(db, userId, addDays(today, horizon));
  for (const statement of statements) {
    const days = daysFor(statement.bill_id);
    if (days === null || statement.due_date < today || statement.due_date > addDays(today, days)) continue;
    const when = statement.due_date === today ? "today" : formatShortDay(statement.due_date);
    const message: Message = {
      kind: "bill_reminder",
      title: `${statement.name} is due ${when}`,
      body: `${statement.name}: ${formatCurrency(centsToAmount(statement.due_amount))} due ${when}.`,
      url: appUrl(config, `/bills/bill/${statement.bill_id}/`),
    };
    const item_key = `statement-${statement.id}-${statement.due_date}`;
    for (const channel of channels) {
      await deliver(
        context,
        { user_id: userId, kind: "bill_reminder", item_key, channel: channel.kind },
        channel,
        async () => message,
      );
    }
  }
}

/** Claims and sends one notification through one channel, recording the outcome. */
async function deliver(
  { db, config, log, now }: PassContext,
  key: repo.DeliveryKey,
  channel: repo.ChannelRow,
  message: () => Promise<Message | null>,
) {
  const at = now.toISOString();
  const existing = await repo.findDelivery(db, key);
  let id: number | undefined;
  let attempts = 1;
  if (!existing) {
    const content = await message();
    if (!content) {
      await repo.claimFirstAttempt(db, key, "skipped", at);
      return;
    }
    id = await repo.claimFirstAttempt(db, key, "sending", at);
  } else if ((existing.status === "failed" || existing.status === "sending") && existing.attempts < MAX_ATTEMPTS) {
    const staleBefore = new Date(now.getTime() - STALE_SENDING_MS).toISOString();
    if (await repo.claimRetry(db, existing, at, staleBefore)) {
      id = existing.id;
      attempts = existing.attempts + 1;
    }
  }
  if (id === undefined) return;
  const content = await message();
  if (!content) {
    await repo.finishDelivery(db, id, { status: "skipped", error: null, next_attempt_at: null }, at);
    return;
  }
  try {
    await sendThrough(channel, content, config);
    await repo.finishDelivery(db, id, { status: "sent", error: null, next_attempt_at: null }, at);
  } catch (error) {
    const detail = error instanceof ChannelError ? error.message : String(error);
    log.warn({ userId: key.user_id, channel: key.channel, kind: key.kind, attempts }, `notification failed: ${detail}`);
    const next_attempt_at = new Date(now.getTime() + retryDelayMs(attempts)).toISOString();
    await repo.finishDelivery(db, id, { status: "failed", error: detail, next_attempt_at }, at);
  }
}
