import { startTransition, useEffect, useState } from "react";

/**
 * Whether a page shows what it loaded, which happens in a transition. React Query hands new data
 * to a page through a store subscription, which React renders synchronously: a page's first
 * render with its data (25 bill cards' fields, 300 tasks) was one task that held a mid-range
 * phone's main thread for 300–450 ms (Lighthouse's total blocking time, issue 28). Here the
 * render in which `ready` turns true still shows the loading state, and the page then renders in
 * a transition, which React works through in short slices it interrupts for input.
 * Ready when the page mounts (data cached from an earlier visit): shown at once. Once shown,
 * every later change (an optimistic tick, a refetch) also shows at once.
 */
export function useReadyInTransition(ready: boolean): boolean {
  const [shown, setShown] = useState(ready);
  useEffect(() => {
    if (!shown && ready) startTransition(() => setShown(true));
  }, [shown, ready]);
  return shown && ready;
}

/** A query's data, its first arrival shown in a transition (useReadyInTransition). */
export function useDataInTransition<T>(data: T | undefined): T | undefined {
  return useReadyInTransition(data !== undefined) ? data : undefined;
}
