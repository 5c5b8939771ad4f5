import type { OwnerSettings, OwnerSettingsPatch } from "@homebase/contracts";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../api/client";

export const SETTINGS_PATH = "/auth/users/me/settings/";

export type Settings = OwnerSettings & { url: string };

export const settingsKey = ["settings"] as const;

/** `enabled: false` reads what is cached without asking the server (e.g. while signed out). */
export function useSettings({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: settingsKey,
    enabled,
    queryFn: ({ signal }) => api.get<Settings>(SETTINGS_PATH, signal),
    staleTime: 5 * 60_000,
    meta: { errorMessage: "Could not load settings" },
  });
}

export function useUpdateSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (patch: OwnerSettingsPatch) => {
      // PATCH the resource's own url (ARCHITECTURE §3) once we know it.
      const url = queryClient.getQueryData<Settings>(settingsKey)?.url ?? SETTINGS_PATH;
      return api.patch<Settings>(url, patch);
    },
    onSuccess: (settings) => queryClient.setQueryData(settingsKey, settings),
    meta: { errorMessage: "Could not save settings" },
  });
}

let browserZone: string | undefined;

/**
 * The browser's zone: the fallback until the owner's settings have loaded. Read once: building a
 * DateTimeFormat to ask is slow (70 ms of Home's first render at 4x CPU, called by every widget).
 */
export function browserTimeZone(): string {
  browserZone ??= Intl.DateTimeFormat().resolvedOptions().timeZone;
  return browserZone;
}

/** The owner's time zone: "today" everywhere is computed in it (issue 2, item 7). */
export function useOwnerTimeZone(): string {
  return useSettings().data?.time_zone ?? browserTimeZone();
}
