import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { writeQueue } from "./queue";
import { startServiceWorker } from "./serviceWorker";
import { requestSync, setSyncSession } from "./sync";

/**
 * Mounted for a signed-in owner: registers the service worker, and sends the owner's queued
 * writes when the app opens and whenever the network comes back.
 */
export function OfflineSync({ owner }: { owner: string }) {
  const queryClient = useQueryClient();
  useEffect(() => {
    startServiceWorker();
    setSyncSession({ owner, queryClient });
    void writeQueue.load().then(() => requestSync());
    const onOnline = () => void requestSync();
    window.addEventListener("online", onOnline);
    return () => {
      window.removeEventListener("online", onOnline);
      setSyncSession(null);
    };
  }, [owner, queryClient]);
  return null;
}
