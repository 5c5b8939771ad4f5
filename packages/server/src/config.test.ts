import path from "node:path";
import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./config";

describe("loadConfig", () => {
  it("has the documented defaults", () => {
    const config = loadConfig({});
    expect(config.port).toBe(8000);
    expect(config.host).toBe("0.0.0.0");
    expect(config.dataDir).toBe(path.resolve("./data"));
    expect(config.database).toEqual({ dialect: "sqlite", file: path.resolve("./data/homebase.sqlite") });
    expect(config.logLevel).toBe("info");
    expect(config.owner).toBeUndefined();
    expect(config.publicUrl).toBeUndefined();
    expect(config.trustProxy).toEqual([]);
    expect(config.cacheBytes).toBe(128 * 1024 * 1024);
    expect(config.backup).toEqual({ at: "03:30", dir: path.resolve("./data/backups"), keep: 14 });
  });

  it("reads the backup schedule, folder and count; BACKUP_AT=off turns it off", () => {
    const config = loadConfig({
      DATA_DIR: "/srv/hb",
      BACKUP_AT: "23:05",
      BACKUP_DIR: "/mnt/nas/hb",
      BACKUP_KEEP: "30",
    });
    expect(config.backup).toEqual({ at: "23:05", dir: path.resolve("/mnt/nas/hb"), keep: 30 });
    expect(loadConfig({ DATA_DIR: "/srv/hb" }).backup.dir).toBe(path.resolve("/srv/hb/backups"));
    expect(loadConfig({ BACKUP_AT: "off" }).backup.at).toBeUndefined();
  });

  it("reads the trusted proxies as addresses and CIDR ranges", () => {
    expect(loadConfig({ TRUST_PROXY: "127.0.0.1, 10.0.0.0/8,::1" }).trustProxy).toEqual([
      "127.0.0.1",
      "10.0.0.0/8",
      "::1",
    ]);
  });

  it("switches to PostgreSQL for a postgres:// DATABASE_URL", () => {
    const config = loadConfig({ DATABASE_URL: "postgres://u:p@db:5432/life" });
    expect(config.database).toEqual({ dialect: "postgres", url: "postgres://u:p@db:5432/life" });
  });

  it("reads the other settings", () => {
    const config = loadConfig({
      PORT: "9000",
      PUBLIC_URL: "https://life.example.com/",
      TZ: "Europe/Paris",
      OWNER_USERNAME: "anna",
      OWNER_PASSWORD: "a-long-password",
    });
    expect(config.port).toBe(9000);
    expect(config.publicUrl).toBe("https://life.example.com");
    expect(config.timeZone).toBe("Europe/Paris");
    expect(config.owner).toEqual({ username: "anna", password: "a-long-password" });
    expect(loadConfig({ CACHE_MB: "512" }).cacheBytes).toBe(512 * 1024 * 1024);
    expect(loadConfig({ CACHE_MB: "0" }).cacheBytes).toBe(0);
  });

  it("reads the notification settings: SMTP for e-mail (both or neither) and the timeout", () => {
    expect(loadConfig({}).notify).toEqual({ smtpUrl: undefined, mailFrom: undefined, timeoutMs: 10_000 });
    const config = loadConfig({
      SMTP_URL: "smtps://me:secret@mail.example.com",
      MAIL_FROM: " Homebase <home@example.com> ",
      NOTIFY_TIMEOUT_MS: "2500",
    });
    expect(config.notify).toEqual({
      smtpUrl: "smtps://me:secret@mail.example.com",
      mailFrom: "Homebase <home@example.com>",
      timeoutMs: 2500,
    });
  });

  it.each([
    [{ PORT: "eighty" }, /^Invalid PORT="eighty": must be a port number from 0 to 65535$/],
    [{ TRUST_PROXY: "proxy.local" }, /^Invalid TRUST_PROXY="proxy.local": must be proxy addresses or CIDR ranges/],
    [{ PORT: "70000" }, /^Invalid PORT="70000": must be a port number from 0 to 65535$/],
    [{ DATABASE_URL: "mysql://x" }, /^Invalid DATABASE_URL="mysql:\/\/x": must be a postgres:\/\/ URL/],
    [{ PUBLIC_URL: "life.local" }, /^Invalid PUBLIC_URL="life.local": must be an absolute http\(s\) URL/],
    [{ CACHE_MB: "lots" }, /^Invalid CACHE_MB="lots": must be a whole number of megabytes$/],
    [{ CACHE_MB: "-1" }, /^Invalid CACHE_MB="-1": must be a whole number of megabytes$/],
    [{ TZ: "Moon/Base" }, /^Invalid TZ="Moon\/Base": must be an IANA time zone/],
    [
      { LOG_LEVEL: "loud" },
      /^Invalid LOG_LEVEL="loud": must be one of fatal, error, warn, info, debug, trace, silent$/,
    ],
    [{ BACKUP_AT: "3:30am" }, /^Invalid BACKUP_AT="3:30am": must be a time of day as HH:MM \(24-hour\) or off$/],
    [{ BACKUP_AT: "24:00" }, /^Invalid BACKUP_AT="24:00": must be a time of day/],
    [{ BACKUP_KEEP: "0" }, /^Invalid BACKUP_KEEP="0": must be a whole number of backups, 1 or more$/],
    [{ BACKUP_KEEP: "many" }, /^Invalid BACKUP_KEEP="many": must be a whole number of backups, 1 or more$/],
    [{ OWNER_USERNAME: "anna" }, /^Invalid OWNER_PASSWORD: set OWNER_USERNAME and OWNER_PASSWORD together/],
    [{ SMTP_URL: "mail.example.com" }, /^Invalid SMTP_URL="mail.example.com": must be an smtp:\/\/ or smtps:\/\/ URL$/],
    [{ SMTP_URL: "smtp://mail.example.com" }, /^Invalid MAIL_FROM: set SMTP_URL and MAIL_FROM together/],
    [
      { SMTP_URL: "smtp://m.example.com", MAIL_FROM: "homebase" },
      /^Invalid MAIL_FROM="homebase": must be an e-mail address$/,
    ],
    [{ NOTIFY_TIMEOUT_MS: "soon" }, /^Invalid NOTIFY_TIMEOUT_MS="soon": must be a number of milliseconds$/],
  ])("stops on %j with one line naming the variable", (env, message) => {
    expect(() => loadConfig(env)).toThrowError(ConfigError);
    expect(() => loadConfig(env)).toThrowError(message);
  });
});
