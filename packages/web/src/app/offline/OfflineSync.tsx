import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { writeQueue } from "./queue";
import { startServiceWorker } from "./serviceWorker";
import { requestSync, setSyncSession } from "./sync";
import { whenPageIdle } from "./whenPageIdle";

/**
 * Mounted for a signed-in owner: registers the service worker, and sends the owner's queued
 * writes once the app has opened and whenever the network comes back.
 */
export function OfflineSync({ owner }: { owner: string }) {
  const queryClient = useQueryClient();
  useEffect(() => {
    startServiceWorker();
    setSyncSession({ owner, queryClient });
    // Opening IndexedDB and reading the queue is main-thread work the page's first content does
    // not wait for.
    whenPageIdle(() => void writeQueue.load().then(() => requestSync()));
    const onOnline = () => void requestSync();
    window.addEventListener("online", onOnline);
    return () => {
      window.removeEventListener("online", onOnline);
      setSyncSession(null);
    };
  }, [owner, queryClient]);
  return null;
}
