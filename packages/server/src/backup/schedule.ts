import { addDays, todayIn } from "@homebase/contracts";

// When the daily backup is due: BACKUP_AT is a wall-clock time in the server's TZ, so the
// instant moves with daylight saving time.

/** How far the wall clock in `timeZone` is ahead of UTC at `instant` (ms). */
function zoneOffsetMs(instant: number, timeZone: string): number {
  const parts = new Intl.DateTimeFormat("en-US", {
    timeZone,
    hourCycle: "h23",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    second: "2-digit",
  }).formatToParts(instant);
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  const wall = Date.UTC(part("year"), part("month") - 1, part("day"), part("hour"), part("minute"), part("second"));
  return wall - Math.floor(instant / 1000) * 1000;
}

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
