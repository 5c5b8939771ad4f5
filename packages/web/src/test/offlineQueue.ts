import { vi } from "vitest";
import { type QueuedWrite, writeQueue } from "../app/offline/queue";
import { OWNER } from "./fakeApi";

/**
 * A write the signed-in owner made offline, still in the queue. The browser stays offline (until
 * `emptyOfflineQueue`), so the app does not send it as it opens.
 */
export async function queueOfflineWrite(write: Omit<QueuedWrite, "seq" | "createdAt" | "owner">): Promise<void> {
  vi.spyOn(navigator, "onLine", "get").mockReturnValue(false);
  await writeQueue.add({ ...write, owner: OWNER.username });
}

/** For afterEach: back online, nothing queued. */
export async function emptyOfflineQueue(): Promise<void> {
  vi.restoreAllMocks();
  for (const queued of writeQueue.snapshot()) await writeQueue.remove(queued.key);
}
