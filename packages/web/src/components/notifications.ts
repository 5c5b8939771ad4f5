import { createContext, useContext } from "react";

export type NoticeSeverity = "success" | "info" | "warning" | "error";

export interface Notice {
  id: number;
  message: string;
  severity: NoticeSeverity;
}

type Listener = (notice: Notice) => void;

/**
 * A tiny message bus between code that knows something happened (the QueryClient's cache
 * handlers, created outside React) and the provider that shows snackbars.
 */
export interface Notifier {
  notify(message: string, severity?: NoticeSeverity): void;
  subscribe(listener: Listener): () => void;
}

export function createNotifier(): Notifier {
  const listeners = new Set<Listener>();
  // Messages sent before the provider mounts (a query failing during the first load) wait here.
  let backlog: Notice[] = [];
  let nextId = 1;
  return {
    notify(message, severity = "info") {
      const notice = { id: nextId++, message, severity };
      if (listeners.size === 0) backlog.push(notice);
      for (const listener of listeners) listener(notice);
    },
    subscribe(listener) {
      listeners.add(listener);
      const waiting = backlog;
      backlog = [];
      for (const notice of waiting) listener(notice);
      return () => listeners.delete(listener);
    },
  };
}

export const NotifierContext = createContext<Notifier | null>(null);

/** `notify(message, severity)`: shows a dismissible snackbar. */
export function useNotify(): Notifier["notify"] {
  const notifier = useContext(NotifierContext);
  if (!notifier) throw new Error("useNotify must be used inside <NotificationProvider>.");
  return notifier.notify;
}
