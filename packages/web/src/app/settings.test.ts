import { afterEach, describe, expect, it, vi } from "vitest";

const originalZone = process.env.TZ;

// settings.ts fresh, in a process whose clock is in `zone` (Node follows TZ as it changes).
async function settingsIn(zone: string) {
  process.env.TZ = zone;
  vi.resetModules();
  return { settings: await import("./settings"), contracts: await import("@homebase/contracts") };
}

describe("browserTimeZone", () => {
  afterEach(() => {
    process.env.TZ = originalZone;
    vi.resetModules();
  });

  it.each([
    ["America/Chicago", /^Etc\/GMT\+[56]$/],
    ["Asia/Tokyo", /^Etc\/GMT-9$/],
    ["UTC", /^Etc\/GMT$/],
  ])("names a browser in %s by the Etc zone of its offset, whose clock is read without Intl", async (zone, named) => {
    const { settings, contracts } = await settingsIn(zone);
    const fallback = settings.browserTimeZone();
    expect(fallback).toMatch(named);
    const now = new Date();
    expect(contracts.todayIn(fallback, now)).toBe(contracts.localDateToIso(now));
    const local = now.getHours() * 60 + now.getMinutes();
    expect(contracts.wallClockIn(now, fallback).minuteOfDay).toBe(local);
    // Intl, which the server and other zones use, agrees on what that Etc zone is.
    const intlDate = new Intl.DateTimeFormat("en-CA", { timeZone: fallback }).format(now);
    expect(intlDate).toBe(contracts.localDateToIso(now));
  });

  it("asks Intl to name a zone off the whole hour", async () => {
    const { settings } = await settingsIn("Asia/Kolkata");
    expect(settings.browserTimeZone()).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
    expect(settings.browserTimeZone()).toMatch(/^Asia\/(Kolkata|Calcutta)$/);
  });
});
