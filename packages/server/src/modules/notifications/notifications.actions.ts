import type { ChannelKind, DigestPreview } from "@homebase/contracts";
import type { Config } from "../../config";
import type { Db } from "../../db/database";
import { getSettings } from "../settings/settings.service";
import { ChannelError, sendThrough } from "./channels";
import { composeDigest } from "./digest";
import { ownChannel } from "./notifications.service";

/** Sends a test through the owner's channel of `kind` (404 without one); answers the failure, if any. */
export async function sendTest(db: Db, config: Config, userId: number, kind: ChannelKind, settingsUrl: string) {
  const channel = await ownChannel(db, userId, kind);
  try {
    await sendThrough(
      channel,
      { kind: "test", title: "Homebase test", body: "Notifications from Homebase reach you here.", url: settingsUrl },
      config,
    );
    return null;
  } catch (error) {
    if (error instanceof ChannelError) return error.message;
    throw error;
  }
}

export async function previewDigest(db: Db, config: Config, userId: number, today: string, appUrl: string) {
  const { time_zone } = await getSettings(db, userId, config.timeZone);
  const digest = await composeDigest(db, userId, { today, timeZone: time_zone, appUrl });
  const preview: DigestPreview = digest
    ? { title: digest.title, body: digest.body }
    : {
        title: "Nothing to send",
        body: "No tasks, bills, episodes or reading for today: no digest would be sent now.",
      };
  return preview;
}
