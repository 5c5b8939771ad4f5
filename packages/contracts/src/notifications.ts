import { z } from "zod";

// Issue 21: the calendar feed's switches and the notification channels, digest and reminders.

export const CHANNEL_KINDS = ["ntfy", "gotify", "webhook", "email"] as const;
export type ChannelKind = (typeof CHANNEL_KINDS)[number];

/** What a stored secret (a channel's token) reads as: secrets are write-only. Sending it back keeps the stored one. */
export const SECRET_MASK = "••••••••";

export const DEFAULT_DIGEST_TIME = "07:00";
export const DEFAULT_BILL_REMINDER_DAYS = 3;
export const MAX_BILL_REMINDER_DAYS = 30;

const TIME_OF_DAY = /^([01]\d|2[0-3]):[0-5]\d$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const isHttpUrl = (value: string) => {
  try {
    const url = new URL(value);
    return url.protocol === "http:" || url.protocol === "https:";
  } catch {
    return false;
  }
};

const optionalText = (max: number) =>
  z
    .string({ error: "Enter text." })
    .trim()
    .max(max, `Use at most ${max} characters.`)
    .nullish()
    .transform((value) => value || null);

export const channelWriteSchema = z
  .object({
    kind: z.enum(CHANNEL_KINDS, { error: "Choose ntfy, gotify, webhook or email." }),
    url: optionalText(2000),
    token: optionalText(500),
    address: optionalText(320),
  })
  .strict()
  .superRefine((channel, ctx) => {
    const needsUrl = channel.kind !== "email";
    if (needsUrl && !channel.url)
      ctx.addIssue({ code: "custom", path: ["url"], message: "Enter the server's address." });
    else if (needsUrl && channel.url && !isHttpUrl(channel.url)) {
      ctx.addIssue({ code: "custom", path: ["url"], message: "Use an http:// or https:// address." });
    }
    if (channel.kind === "gotify" && !channel.token) {
      ctx.addIssue({ code: "custom", path: ["token"], message: "Enter the Gotify application token." });
    }
    if (channel.kind === "email" && !channel.address) {
      ctx.addIssue({ code: "custom", path: ["address"], message: "Enter an e-mail address." });
    } else if (channel.kind === "email" && channel.address && !EMAIL.test(channel.address)) {
      ctx.addIssue({ code: "custom", path: ["address"], message: "Enter a valid e-mail address." });
    }
  });
export type ChannelWrite = z.output<typeof channelWriteSchema>;

export const channelSchema = z.object({
  kind: z.enum(CHANNEL_KINDS),
  url: z.string().nullable(),
  /** SECRET_MASK when a token is stored, else null. */
  token: z.string().nullable(),
  address: z.string().nullable(),
});
export type Channel = z.infer<typeof channelSchema>;

export const notificationSettingsWriteSchema = z
  .object({
    channels: z
      .array(channelWriteSchema, { error: "Send a list of channels." })
      .max(CHANNEL_KINDS.length, "Use at most one channel of each kind.")
      .superRefine((channels, ctx) => {
        channels.forEach((channel, index) => {
          if (channels.findIndex((other) => other.kind === channel.kind) !== index) {
            ctx.addIssue({ code: "custom", path: [index, "kind"], message: `Only one ${channel.kind} channel.` });
          }
        });
      }),
    digest_time: z
      .string({ error: "Enter a time as HH:MM." })
      .regex(TIME_OF_DAY, "Enter a time as HH:MM (24-hour).")
      .nullable(),
    bill_reminder_days: z
      .number({ error: "Enter a number of days." })
      .int("Use a whole number of days.")
      .min(0, "Use 0 or more.")
      .max(MAX_BILL_REMINDER_DAYS, `Use at most ${MAX_BILL_REMINDER_DAYS} days.`)
      .nullable(),
  })
  .strict();
export type NotificationSettingsWrite = z.output<typeof notificationSettingsWriteSchema>;

export const notificationSettingsSchema = z.object({
  channels: z.array(channelSchema),
  digest_time: z.string().nullable(),
  bill_reminder_days: z.number().nullable(),
  /** Whether the server has SMTP_URL and MAIL_FROM, so an e-mail channel can be used. */
  email_available: z.boolean(),
});
export type NotificationSettings = z.infer<typeof notificationSettingsSchema>;

export const notificationTestSchema = z
  .object({ kind: z.enum(CHANNEL_KINDS, { error: "Choose ntfy, gotify, webhook or email." }) })
  .strict();

export const notificationTestResultSchema = z.object({ detail: z.string() });

export const digestPreviewSchema = z.object({ title: z.string(), body: z.string() });
export type DigestPreview = z.infer<typeof digestPreviewSchema>;

export const CALENDAR_FEED_MODULES = ["bills", "tasks", "episodes", "trips", "reading"] as const;
export type CalendarFeedModule = (typeof CALENDAR_FEED_MODULES)[number];

const switches = {
  show_bills: z.boolean({ error: "Use true or false." }),
  show_tasks: z.boolean({ error: "Use true or false." }),
  show_episodes: z.boolean({ error: "Use true or false." }),
  show_trips: z.boolean({ error: "Use true or false." }),
  show_reading: z.boolean({ error: "Use true or false." }),
};
export const calendarFeedSchema = z.object({ url: z.string(), ...switches });
export type CalendarFeed = z.infer<typeof calendarFeedSchema>;
export const calendarFeedPatchSchema = z.object(switches).partial().strict();
export type CalendarFeedPatch = z.infer<typeof calendarFeedPatchSchema>;

/** One bill's reminder: its own days before the due date, or off (null), or the owner's default. */
export const billReminderSchema = z.object({
  bill_id: z.number(),
  reminder_days: z.number().nullable(),
  /** True when the bill follows the owner's bill_reminder_days (reminder_days is then that value). */
  is_default: z.boolean(),
});
export type BillReminder = z.infer<typeof billReminderSchema>;

export const billReminderWriteSchema = z
  .object({
    reminder_days: z
      .number({ error: "Enter a number of days, or null for no reminders." })
      .int("Use a whole number of days.")
      .min(0, "Use 0 or more.")
      .max(MAX_BILL_REMINDER_DAYS, `Use at most ${MAX_BILL_REMINDER_DAYS} days.`)
      .nullable(),
  })
  .strict();
