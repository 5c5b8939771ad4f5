import {
  type CalendarFeedPatch,
  type Channel,
  type ChannelKind,
  DEFAULT_BILL_REMINDER_DAYS,
  type NotificationSettings,
  type NotificationSettingsWrite,
  SECRET_MASK,
} from "@homebase/contracts";
import type { Config } from "../../config";
import type { Db } from "../../db/database";
import { invalid, notFound } from "../../http/errors";
import * as repo from "./notifications.repo";

// An owner's notification settings: channels (tokens write-only), digest time, bill reminders,
// and the calendar feed's switches, which share the settings row.

/** Without a row: no digest until a channel is set, reminders 3 days ahead, every module in the feed but reading. */
const DEFAULTS: OwnerNotificationSettings = {
  digest_time: null,
  bill_reminder_days: DEFAULT_BILL_REMINDER_DAYS,
  show_bills: true,
  show_tasks: true,
  show_episodes: true,
  show_trips: true,
  show_reading: false,
};

export type OwnerNotificationSettings = {
  digest_time: string | null;
  bill_reminder_days: number | null;
  show_bills: boolean;
  show_tasks: boolean;
  show_episodes: boolean;
  show_trips: boolean;
  show_reading: boolean;
};

export async function ownerSettings(db: Db, userId: number): Promise<OwnerNotificationSettings> {
  const row = await repo.findSettings(db, userId);
  if (!row) return { ...DEFAULTS };
  return {
    digest_time: row.digest_time,
    bill_reminder_days: row.bill_reminder_days,
    show_bills: row.show_bills,
    show_tasks: row.show_tasks,
    show_episodes: row.show_episodes,
    show_trips: row.show_trips,
    show_reading: row.show_reading,
  };
}

export async function setFeedSwitches(db: Db, userId: number, patch: CalendarFeedPatch) {
  if (Object.keys(patch).length > 0) await repo.upsertSettings(db, userId, patch, DEFAULTS);
  return ownerSettings(db, userId);
}

export const emailAvailable = (config: Config) => Boolean(config.notify.smtpUrl && config.notify.mailFrom);

const maskedChannel = (row: repo.ChannelRow): Channel => ({
  kind: row.kind as ChannelKind,
  url: row.url,
  token: row.token ? SECRET_MASK : null,
  address: row.address,
});

export async function notificationSettings(db: Db, config: Config, userId: number): Promise<NotificationSettings> {
  const [settings, channels] = await Promise.all([ownerSettings(db, userId), repo.listChannels(db, userId)]);
  return {
    channels: channels.map(maskedChannel),
    digest_time: settings.digest_time,
    bill_reminder_days: settings.bill_reminder_days,
    email_available: emailAvailable(config),
  };
}

/** Replaces the channels and times; a token sent back as the mask keeps the stored one. */
export async function saveNotificationSettings(
  db: Db,
  config: Config,
  userId: number,
  input: NotificationSettingsWrite,
) {
  const emailIndex = input.channels.findIndex((channel) => channel.kind === "email");
  if (emailIndex >= 0 && !emailAvailable(config)) {
    throw invalid({
      [`channels.${emailIndex}.kind`]: ["E-mail needs SMTP_URL and MAIL_FROM set on the server."],
    });
  }
  const stored = new Map((await repo.listChannels(db, userId)).map((row) => [row.kind, row]));
  const channels = input.channels.map((channel) => ({
    kind: channel.kind,
    url: channel.kind === "email" ? null : channel.url,
    token: channel.token === SECRET_MASK ? (stored.get(channel.kind)?.token ?? null) : channel.token,
    address: channel.kind === "email" ? channel.address : null,
  }));
  const missingToken = channels.findIndex((channel) => channel.kind === "gotify" && !channel.token);
  if (missingToken >= 0) throw invalid({ [`channels.${missingToken}.token`]: ["Enter the Gotify application token."] });
  await db.transaction().execute(async (trx) => {
    await repo.replaceChannels(trx, userId, channels);
    await repo.upsertSettings(
      trx,
      userId,
      { digest_time: input.digest_time, bill_reminder_days: input.bill_reminder_days },
      DEFAULTS,
    );
  });
  return notificationSettings(db, config, userId);
}

/** The owner's channel of this kind, with its secret, or 404. */
export async function ownChannel(db: Db, userId: number, kind: ChannelKind): Promise<repo.ChannelRow> {
  const channel = (await repo.listChannels(db, userId)).find((row) => row.kind === kind);
  if (!channel) throw notFound(`A ${kind} channel`);
  return channel;
}
