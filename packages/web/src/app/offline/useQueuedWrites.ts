import { useMemo, useSyncExternalStore } from "react";
import { useMe } from "../../features/auth/hooks";
import { type QueuedWrite, writeQueue } from "./queue";

/** The signed-in owner's queued writes (of one kind, if given), in the order they were made. */
export function useQueuedWrites(kind?: string): QueuedWrite[] {
  const owner = useMe().data?.username;
  const all = useSyncExternalStore(writeQueue.subscribe, writeQueue.snapshot);
  return useMemo(
    () => all.filter((write) => write.owner === owner && (kind === undefined || write.kind === kind)),
    [all, owner, kind],
  );
}

/** Shown beside an entry the server has not got yet. */
export const WAITING_TO_SYNC = "waiting to sync";
/** The `url` of a list item that stands for a queued write: it has no server URL yet. */
export const queuedUrl = (write: QueuedWrite) => `queued:${write.key}`;
export const isQueuedUrl = (url: string) => url.startsWith("queued:");
