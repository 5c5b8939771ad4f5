import { vi } from "vitest";

/** Pins "now" (only Date is faked, so I/O timers keep working): `afterEach(restoreClock)`. */
export function freezeDateAt(instant: string): void {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(new Date(instant));
}

export function restoreClock(): void {
  vi.useRealTimers();
}
