import type { QueryClient } from "@tanstack/react-query";
import { ApiError, apiRequest } from "../../api/client";
import { type JsonBody, newIdempotencyKey, type QueuedWrite, type WriteQueue, writeQueue } from "./queue";

// Issue 22: sending queued writes. In order, each with its Idempotency-Key, so a write whose
// answer was lost (the network dropped mid-request, the app was closed) is sent again and the
// server still runs it once.

export type Send = (write: QueuedWrite) => Promise<unknown>;

const sendWithKey: Send = (write) =>
  apiRequest(write.url, { method: write.method, body: write.body, idempotencyKey: write.key });

/**
 * Answers that say "not now" rather than "no": no network, signed out, the same key still
 * running, rate-limited, or a server failure. The write stays in line for the next attempt.
 */
function isTemporary(error: unknown): boolean {
  if (!(error instanceof ApiError)) return true;
  return (
    error.status === 0 ||
    error.status === 401 ||
    error.status === 408 ||
    error.status === 409 ||
    error.status === 429 ||
    error.status >= 500
  );
}

export type SyncOutcome = { sent: number; refused: number; stoppedBy?: string };

/**
 * Sends the owner's waiting writes in order. A refusal (400, 404, 422…) is kept with the
 * server's message and the next write goes on; a temporary failure stops the pass, so nothing
 * is sent out of order after it.
 */
export async function sendQueued(
  queue: WriteQueue,
  owner: string,
  options: { send?: Send; onSent?: (write: QueuedWrite) => void } = {},
): Promise<SyncOutcome> {
  const send = options.send ?? sendWithKey;
  await queue.load();
  const outcome: SyncOutcome = { sent: 0, refused: 0 };
  for (const write of queue.snapshot()) {
    if (write.owner !== owner || write.refusal) continue;
    try {
      await send(write);
    } catch (error) {
      if (isTemporary(error)) {
        outcome.stoppedBy = error instanceof ApiError ? error.detail : String(error);
        break;
      }
      const refused = error as ApiError;
      await queue.refuse(write.key, { status: refused.status, detail: refused.detail, fields: refused.fields });
      outcome.refused++;
      continue;
    }
    await queue.remove(write.key);
    outcome.sent++;
    options.onSent?.(write);
  }
  return outcome;
}

// The app's one sync loop: started by <OfflineSync> for the signed-in owner.
let session: { owner: string; queryClient: QueryClient } | null = null;
let running: Promise<SyncOutcome> | null = null;
let again = false;

export function setSyncSession(next: typeof session): void {
  session = next;
}

/** Sends what waits, once at a time; a request made while a pass runs starts one more after it. */
export function requestSync(): Promise<SyncOutcome | undefined> {
  // Offline, every send would fail: the "online" event starts the next pass.
  if (!session || !navigator.onLine) return Promise.resolve(undefined);
  if (running) {
    again = true;
    return running;
  }
  const { owner, queryClient } = session;
  running = sendQueued(writeQueue, owner, {
    onSent: (write) => {
      for (const queryKey of write.invalidates) void queryClient.invalidateQueries({ queryKey });
    },
  }).finally(() => {
    running = null;
    if (again) {
      again = false;
      void requestSync();
    }
  });
  return running;
}

/** Settles when no pass is running (a pass started meanwhile included). */
export async function syncSettled(): Promise<void> {
  while (running) await running.catch(() => undefined);
}

export type NewWrite = Pick<QueuedWrite, "kind" | "label" | "method" | "url" | "invalidates"> & { body: JsonBody };
export type SentOrQueued<T> = { sent: T; queued?: undefined } | { sent?: undefined; queued: QueuedWrite };

/**
 * The one way the queued kinds of write reach the server (water, tasks, fill-ups, readings).
 * Online, it is sent at once with an Idempotency-Key; with no network (or writes already
 * waiting, which must go first) it joins the queue and the caller shows it as waiting to sync.
 * A refusal from the server is thrown as usual, for the form to show.
 */
export async function sendOrQueue<T>(write: NewWrite): Promise<SentOrQueued<T>> {
  const key = newIdempotencyKey();
  const owner = session?.owner;
  const queue = async () => {
    if (!owner) throw new ApiError(0, { detail: "Sign in again to save this.", code: "not_authenticated" });
    let queued: QueuedWrite;
    try {
      queued = await writeQueue.add({ ...write, key, owner });
    } catch {
      throw new ApiError(0, {
        detail: "No network, and this browser cannot keep entries offline. Try again once online.",
        code: "offline_unavailable",
      });
    }
    void requestSync();
    return { queued };
  };
  await writeQueue.load();
  const waiting = writeQueue.snapshot().some((queued) => queued.owner === owner && !queued.refusal);
  if (!navigator.onLine || waiting) return queue();
  try {
    return { sent: await apiRequest<T>(write.url, { method: write.method, body: write.body, idempotencyKey: key }) };
  } catch (error) {
    if (error instanceof ApiError && error.status === 0) return queue();
    throw error;
  }
}
