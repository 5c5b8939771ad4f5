import { MutationCache, QueryCache, QueryClient, timeoutManager } from "@tanstack/react-query";
import { ApiError, errorDetail } from "../api/client";
import { shallowTimeoutProvider } from "../api/shallowStack";
import type { Notifier } from "../components/notifications";
import type { AppMeta } from "./queryMeta";

interface QueryClientDeps {
  notifier: Notifier;
  /** A call answered 401: the token is gone or revoked. */
  onUnauthorized: () => void;
}

/** 4xx answers will not change on retry; network errors and 5xx get two more tries. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < 2;
}

/**
 * The spec only logs failed calls to the console; here every failure becomes a visible,
 * dismissible message naming what failed (ARCHITECTURE §4).
 */
export function createQueryClient({ notifier, onUnauthorized }: QueryClientDeps): QueryClient {
  const report = (error: unknown, meta: AppMeta | undefined) => {
    if (error instanceof ApiError && error.status === 401) {
      onUnauthorized();
      return;
    }
    if (meta?.showsErrorInline) return;
    notifier.notify(`${meta?.errorMessage ?? "Something went wrong"}: ${errorDetail(error)}`, "error");
  };

  // Query sets and clears a timer for every query a page mounts, from inside React's effects.
  timeoutManager.setTimeoutProvider(shallowTimeoutProvider);
  return new QueryClient({
    queryCache: new QueryCache({ onError: (error, query) => report(error, query.meta) }),
    mutationCache: new MutationCache({ onError: (error, _vars, _result, mutation) => report(error, mutation.meta) }),
    // "offlineFirst" (issue 22): with no network a request is still made, because the service
    // worker answers GETs with what was last loaded and the offline queue takes the writes it
    // knows; any other write fails with a visible message instead of waiting silently.
    defaultOptions: {
      queries: { retry: shouldRetry, staleTime: 30_000, networkMode: "offlineFirst" },
      mutations: { retry: false, networkMode: "offlineFirst" },
    },
  });
}
