import { lazy, Suspense, useSyncExternalStore } from "react";
import { writeQueue } from "./queue";
import { useAppUpdate } from "./serviceWorker";
import { useOnline } from "./useOnline";

const OfflineStatus = lazy(() => import("./OfflineStatus"));

/** Shows the status area only while there is something to say: offline, queued writes, or an update. */
export function OfflineStatusGate() {
  const online = useOnline();
  const update = useAppUpdate();
  const queued = useSyncExternalStore(writeQueue.subscribe, writeQueue.snapshot).length > 0;
  if (online && !update.ready && !queued) return null;
  return (
    <Suspense fallback={null}>
      <OfflineStatus />
    </Suspense>
  );
}
