import { useSyncExternalStore } from "react";
import { whenPageIdle } from "./whenPageIdle";

// Issue 22: the service worker (written by Workbox at build time, see pwa.config.ts). It is
// registered once the page has loaded and the browser is idle, so it never competes with the
// first page's own requests. A new version waits until the owner presses "Reload to update":
// never swapped under a form being filled in.

type UpdateState = { ready: boolean; apply: () => Promise<void> };
let state: UpdateState = { ready: false, apply: async () => {} };
const listeners = new Set<() => void>();
let started = false;

function setState(next: UpdateState) {
  state = next;
  for (const listener of listeners) listener();
}

/** A new version is installed and waiting: the status area offers "Reload to update", which calls `apply`. */
export function announceUpdate(apply: () => Promise<void>): void {
  setState({ ready: true, apply });
}

/**
 * Offers the waiting worker; "Reload to update" tells it to take over (Workbox's worker answers
 * SKIP_WAITING), and the page reloads once it controls the page.
 */
function offerUpdate(waiting: ServiceWorker) {
  announceUpdate(async () => {
    navigator.serviceWorker.addEventListener("controllerchange", () => window.location.reload(), { once: true });
    waiting.postMessage({ type: "SKIP_WAITING" });
  });
}

/** Registers the worker once the page has loaded. No-op where service workers are unavailable. */
export function startServiceWorker(): void {
  if (started || !("serviceWorker" in navigator) || !import.meta.env.PROD) return;
  started = true;
  const register = async () => {
    try {
      const registration = await navigator.serviceWorker.register(`${import.meta.env.BASE_URL}sw.js`, {
        scope: import.meta.env.BASE_URL,
      });
      // Only a worker arriving while another controls the page is an update: the first one
      // takes the page at once (clientsClaim) and needs no reload.
      if (registration.waiting && navigator.serviceWorker.controller) offerUpdate(registration.waiting);
      registration.addEventListener("updatefound", () => {
        const installing = registration.installing;
        installing?.addEventListener("statechange", () => {
          if (installing.state === "installed" && navigator.serviceWorker.controller) offerUpdate(installing);
        });
      });
    } catch (error) {
      console.error("Could not register the service worker", error);
    }
  };
  // The worker then precaches every module (about 1.7 MB), which must not compete with the
  // first page's own requests on a phone.
  whenPageIdle(() => void register());
}

/** Whether a new version waits, and how to switch to it (it reloads the page). */
export function useAppUpdate(): UpdateState {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => state,
  );
}
