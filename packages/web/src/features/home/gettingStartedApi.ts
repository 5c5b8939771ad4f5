import type { GettingStarted } from "@homebase/contracts";
import { useQuery } from "@tanstack/react-query";
import { api } from "../../api/client";

export const GETTING_STARTED_PATH = "/auth/users/me/getting-started/";
export const gettingStartedKey = ["getting-started"] as const;

/**
 * Which first steps the owner has taken, from their data. Fetched each time Home opens
 * (staleTime 0), so a bill added a moment ago already ticks its step off.
 */
export function useGettingStarted(enabled: boolean) {
  return useQuery({
    queryKey: gettingStartedKey,
    queryFn: ({ signal }) => api.get<GettingStarted>(GETTING_STARTED_PATH, signal),
    enabled,
    staleTime: 0,
    meta: { errorMessage: "Could not load the getting-started list" },
  });
}
