import { createHash, createHmac, randomBytes } from "node:crypto";
import { addDays, todayIn } from "@homebase/contracts";
import { zonedInstant } from "../../backup/schedule";
import type { Db } from "../../db/database";
import { notFound } from "../../http/errors";
import { ownerSettings } from "../notifications/notifications.service";
import { getSettings } from "../settings/settings.service";
import * as agenda from "./agenda.repo";
import * as repo from "./calendar.repo";
import { episodeEvent, readingEvents, statementEvent, taskEvent, tripEvent } from "./feed-events";
import { type IcsEvent, icsCalendar } from "./ics";

// The private calendar feed (issue 21 §1). Its address holds a secret derived as
// HMAC-SHA256(instance key, random nonce): the database keeps only the nonce and the secret's
// SHA-256, and the instance key (instance_secrets) is never in a backup or an export, so neither
// holds a working address, yet Settings can show the address again at any time.

const KEY_NAME = "calendar_feed_key";
const FEED_PATH = /^([A-Za-z0-9_-]{43})\.ics$/;
/** Episodes from a week back to two months ahead; reading days two months ahead. */
export const EPISODES_PAST_DAYS = 7;
export const AHEAD_DAYS = 60;

const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");

async function instanceKey(db: Db): Promise<string> {
  const existing = await repo.instanceSecret(db, KEY_NAME);
  if (existing) return existing;
  await repo.insertInstanceSecretIfMissing(db, KEY_NAME, randomBytes(32).toString("hex"));
  return (await repo.instanceSecret(db, KEY_NAME)) as string;
}

/** 256 bits, URL-safe: 43 characters. */
const secretFor = (key: string, nonce: string) => createHmac("sha256", key).update(nonce).digest("base64url");

const newNonce = () => randomBytes(16).toString("hex");

export const feedPath = (secret: string) => `/calendar/${secret}.ics`;

/** The owner's feed secret, made on first use. A feed restored into a new database gets a new one. */
export async function feedSecret(db: Db, userId: number): Promise<string> {
  const key = await instanceKey(db);
  let feed = await repo.findFeed(db, userId);
  if (!feed) {
    const nonce = newNonce();
    await repo.insertFeedIfMissing(db, userId, nonce, sha256(secretFor(key, nonce)));
    feed = (await repo.findFeed(db, userId)) as NonNullable<typeof feed>;
  }
  const secret = secretFor(key, feed.nonce);
  if (sha256(secret) === feed.secret_hash) return secret;
  // Made under another instance key (a restore): the stored hash matches nothing we can show.
  return rotateFeedSecret(db, userId);
}

/** A new secret: the old address answers 404 from now on. */
export async function rotateFeedSecret(db: Db, userId: number): Promise<string> {
  const key = await instanceKey(db);
  const nonce = newNonce();
  const secret = secretFor(key, nonce);
  await repo.insertFeedIfMissing(db, userId, nonce, sha256(secret));
  await repo.replaceFeedSecret(db, userId, nonce, sha256(secret));
  return secret;
}

/** The owner a feed file name (`<secret>.ics`) belongs to, or 404: looked up by the secret's hash. */
export async function feedOwner(db: Db, fileName: string): Promise<number> {
  const secret = FEED_PATH.exec(fileName)?.[1];
  const feed = secret ? await repo.findFeedBySecretHash(db, sha256(secret)) : undefined;
  if (!feed) throw notFound("Calendar");
  return feed.user_id;
}

/** The whole feed for one owner: one query per module switched on. */
export async function feedCalendar(
  db: Db,
  userId: number,
  options: { origin: string; defaultTimeZone: string; now: Date },
) {
  const { origin, now } = options;
  const [switches, { time_zone }] = await Promise.all([
    ownerSettings(db, userId),
    getSettings(db, userId, options.defaultTimeZone),
  ]);
  const today = todayIn(time_zone, now);
  const [statements, tasks, episodes, trips, readings] = await Promise.all([
    switches.show_bills ? agenda.unpaidStatements(db, userId) : [],
    switches.show_tasks ? agenda.openTasksDue(db, userId) : [],
    switches.show_episodes
      ? agenda.episodesAiring(
          db,
          userId,
          new Date(zonedInstant(addDays(today, -EPISODES_PAST_DAYS), "00:00", time_zone)).toISOString(),
          new Date(zonedInstant(addDays(today, AHEAD_DAYS + 1), "00:00", time_zone)).toISOString(),
        )
      : [],
    // Trips over for more than a month are history, not plans.
    switches.show_trips ? agenda.tripsFrom(db, userId, addDays(today, -30)) : [],
    switches.show_reading ? agenda.readingsBetween(db, userId, today, addDays(today, AHEAD_DAYS)) : [],
  ]);
  const events: IcsEvent[] = [
    ...statements.map((row) => statementEvent(row, origin)),
    ...tasks.map((row) => taskEvent(row, origin)),
    ...episodes.map((row) => episodeEvent(row, origin)),
    ...trips.map((row) => tripEvent(row, origin)),
    ...readingEvents(readings, origin),
  ];
  return icsCalendar(events, { name: "Homebase", stamp: now });
}
