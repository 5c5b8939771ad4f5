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
    [{ OWNER_USERNAME: "anna" }, /^Invalid OWNER_PASSWORD: set OWNER_USERNAME and OWNER_PASSWORD together/],
  ])("stops on %j with one line naming the variable", (env, message) => {
    expect(() => loadConfig(env)).toThrowError(ConfigError);
    expect(() => loadConfig(env)).toThrowError(message);
  });
});
