import { addDays, intlOffsetMinutes, todayIn } from "@homebase/contracts";

// When the daily backup is due: BACKUP_AT is a wall-clock time in the server's TZ, so the
// instant moves with daylight saving time.

/** How far the wall clock in `timeZone` is ahead of UTC at `instant` (ms). */
const zoneOffsetMs = (instant: number, timeZone: string) => intlOffsetMinutes(instant, timeZone) * 60_000;

/** The instant the clock in `timeZone` shows `time` (HH:MM) on `date` (yyyy-mm-dd). */
export function zonedInstant(date: string, time: string, timeZone: string): number {
  const [year, month, day] = date.split("-").map(Number) as [number, number, number];
  const [hour, minute] = time.split(":").map(Number) as [number, number];
  const wall = Date.UTC(year, month - 1, day, hour, minute);
  // Twice: the offset at the first guess may differ from the offset at the answer (DST edges).
  const guess = wall - zoneOffsetMs(wall, timeZone);
  return wall - zoneOffsetMs(guess, timeZone);
}

/** The latest scheduled time at or before `now`: today's BACKUP_AT if it has passed, else yesterday's. */
export function latestSlot(now: number, at: string, timeZone: string): number {
  const today = todayIn(timeZone, new Date(now));
  const slot = zonedInstant(today, at, timeZone);
  return slot <= now ? slot : zonedInstant(addDays(today, -1), at, timeZone);
}
