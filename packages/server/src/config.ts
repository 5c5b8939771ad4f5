import { isIP } from "node:net";
import path from "node:path";
import { isValidTimeZone } from "@homebase/contracts";
import { z } from "zod";

// The only reader of process.env. Every setting is parsed here so a bad value stops
// start-up with one line that names the variable, instead of failing later.

const LOG_LEVELS = ["fatal", "error", "warn", "info", "debug", "trace", "silent"] as const;

const envSchema = z.object({
  PORT: z.coerce
    .number({ error: "must be a port number from 0 to 65535" })
    .int("must be a port number from 0 to 65535")
    .min(0, "must be a port number from 0 to 65535")
    .max(65535, "must be a port number from 0 to 65535")
    .default(8000),
  HOST: z.string().min(1).default("0.0.0.0"),
  DATA_DIR: z.string().min(1).default("./data"),
  DATABASE_URL: z
    .string()
    .optional()
    .refine((url) => !url || /^postgres(ql)?:\/\//.test(url), "must be a postgres:// URL (or unset for SQLite)"),
  PUBLIC_URL: z
    .string()
    .optional()
    .refine((url) => !url || /^https?:\/\/[^/]+/.test(url), "must be an absolute http(s) URL")
    .transform((url) => url?.replace(/\/+$/, "") || undefined),
  TZ: z
    .string()
    .optional()
    .refine((zone) => !zone || isValidTimeZone(zone), "must be an IANA time zone such as America/Chicago"),
  /** Reverse proxies whose X-Forwarded-For is believed: addresses or CIDR ranges, comma-separated. */
  TRUST_PROXY: z
    .string()
    .optional()
    .transform((list) =>
      (list ?? "")
        .split(",")
        .map((entry) => entry.trim())
        .filter(Boolean),
    )
    .refine(
      (entries) => entries.every((entry) => isIP(entry.replace(/\/\d{1,3}$/, "")) !== 0),
      "must be proxy addresses or CIDR ranges, comma-separated (e.g. 127.0.0.1,10.0.0.0/8)",
    ),
  LOG_LEVEL: z.enum(LOG_LEVELS, { error: `must be one of ${LOG_LEVELS.join(", ")}` }).default("info"),
  OWNER_USERNAME: z.string().optional(),
  OWNER_PASSWORD: z.string().optional(),
  /** Used only by the CLI, so a password never has to appear in a command line. */
  NEW_PASSWORD: z.string().optional(),
  /** Where the built web app lives; set by tests, normally the workspace's dist folder. */
  WEB_DIST_DIR: z.string().optional(),
  /** TVmaze's API (tests point it at a local fixture server). */
  TVMAZE_URL: z
    .string()
    .refine((url) => /^https?:\/\/[^/]+/.test(url), "must be an absolute http(s) URL")
    .transform((url) => url.replace(/\/+$/, ""))
    .default("https://api.tvmaze.com"),
  /** Gap between TVmaze calls: 500 ms keeps under their 20 calls per 10 s. */
  TVMAZE_SPACING_MS: z.coerce.number({ error: "must be a number of milliseconds" }).int().min(0).default(500),
  TVMAZE_TIMEOUT_MS: z.coerce.number({ error: "must be a number of milliseconds" }).int().min(1).default(10_000),
  /** The daily backup's time of day in TZ, or "off". */
  BACKUP_AT: z
    .string()
    .trim()
    .default("03:30")
    .refine(
      (at) => at === "off" || /^([01]\d|2[0-3]):[0-5]\d$/.test(at),
      "must be a time of day as HH:MM (24-hour) or off",
    ),
  BACKUP_DIR: z.string().optional(),
  BACKUP_KEEP: z.coerce
    .number({ error: "must be a whole number of backups, 1 or more" })
    .int("must be a whole number of backups, 1 or more")
    .min(1, "must be a whole number of backups, 1 or more")
    .default(14),
  /** Server-wide SMTP for e-mail notifications, e.g. smtp://user:pass@mail.example.com:587 (issue 21). */
  SMTP_URL: z
    .string()
    .optional()
    .refine((url) => !url || /^smtps?:\/\/[^/]+/.test(url), "must be an smtp:// or smtps:// URL"),
  MAIL_FROM: z
    .string()
    .optional()
    .refine(
      (from) => !from || /^[^\s@<>]+@[^\s@<>]+$|<[^\s@<>]+@[^\s@<>]+>$/.test(from.trim()),
      "must be an e-mail address",
    ),
  /** How long one outgoing notification may take (ntfy, Gotify, webhook, SMTP). */
  NOTIFY_TIMEOUT_MS: z.coerce.number({ error: "must be a number of milliseconds" }).int().min(1).default(10_000),
  /** Memory for what is kept per owner between requests (cache/memory-cache.ts); 0 keeps nothing. */
  CACHE_MB: z.coerce
    .number({ error: "must be a whole number of megabytes" })
    .int("must be a whole number of megabytes")
    .min(0, "must be a whole number of megabytes")
    .default(128),
});

export type Config = {
  port: number;
  host: string;
  dataDir: string;
  database: { dialect: "sqlite"; file: string } | { dialect: "postgres"; url: string };
  publicUrl: string | undefined;
  /** Proxies trusted for the client address (login limits per address); empty: none. */
  trustProxy: string[];
  timeZone: string;
  logLevel: (typeof LOG_LEVELS)[number];
  owner: { username: string; password: string } | undefined;
  newPassword: string | undefined;
  webDistDir: string;
  tvmaze: { url: string; spacingMs: number; timeoutMs: number };
  /** Scheduled backups: `at` is "HH:MM" in timeZone, undefined when BACKUP_AT=off. */
  backup: { at: string | undefined; dir: string; keep: number };
  /** The per-owner cache's budget (CACHE_MB). */
  cacheBytes: number;
  /** Outgoing notifications: SMTP (both or neither) and the per-request timeout. */
  notify: { smtpUrl: string | undefined; mailFrom: string | undefined; timeoutMs: number };
};

export class ConfigError extends Error {}

const defaultWebDist = path.resolve(import.meta.dirname, "../../web/dist");

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const name = String(issue?.path[0] ?? "environment");
    throw new ConfigError(`Invalid ${name}=${JSON.stringify(env[name] ?? "")}: ${issue?.message}`);
  }
  const e = parsed.data;
  if (Boolean(e.OWNER_USERNAME) !== Boolean(e.OWNER_PASSWORD)) {
    const missing = e.OWNER_USERNAME ? "OWNER_PASSWORD" : "OWNER_USERNAME";
    throw new ConfigError(`Invalid ${missing}: set OWNER_USERNAME and OWNER_PASSWORD together`);
  }
  if (Boolean(e.SMTP_URL) !== Boolean(e.MAIL_FROM)) {
    const missing = e.SMTP_URL ? "MAIL_FROM" : "SMTP_URL";
    throw new ConfigError(`Invalid ${missing}: set SMTP_URL and MAIL_FROM together`);
  }
  const dataDir = path.resolve(e.DATA_DIR);
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir,
    database: e.DATABASE_URL
      ? { dialect: "postgres", url: e.DATABASE_URL }
      : { dialect: "sqlite", file: path.join(dataDir, "homebase.sqlite") },
    publicUrl: e.PUBLIC_URL,
    trustProxy: e.TRUST_PROXY,
    timeZone: e.TZ || Intl.DateTimeFormat().resolvedOptions().timeZone,
    logLevel: e.LOG_LEVEL,
    owner:
      e.OWNER_USERNAME && e.OWNER_PASSWORD ? { username: e.OWNER_USERNAME, password: e.OWNER_PASSWORD } : undefined,
    newPassword: e.NEW_PASSWORD,
    webDistDir: e.WEB_DIST_DIR ? path.resolve(e.WEB_DIST_DIR) : defaultWebDist,
    tvmaze: { url: e.TVMAZE_URL, spacingMs: e.TVMAZE_SPACING_MS, timeoutMs: e.TVMAZE_TIMEOUT_MS },
    backup: {
      at: e.BACKUP_AT === "off" ? undefined : e.BACKUP_AT,
      dir: e.BACKUP_DIR ? path.resolve(e.BACKUP_DIR) : path.join(dataDir, "backups"),
      keep: e.BACKUP_KEEP,
    },
    cacheBytes: e.CACHE_MB * 1024 * 1024,
    notify: { smtpUrl: e.SMTP_URL, mailFrom: e.MAIL_FROM?.trim(), timeoutMs: e.NOTIFY_TIMEOUT_MS },
  };
}
