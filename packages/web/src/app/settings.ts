import { type OwnerSettings, type OwnerSettingsPatch, rememberZoneOffsets } from "@homebase/contracts";
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
    queryFn: async ({ signal }) => withZoneOffsetsKept(await api.get<Settings>(SETTINGS_PATH, signal)),
    staleTime: 5 * 60_000,
    meta: { errorMessage: "Could not load settings" },
  });
}

/**
 * Settings as they arrive, their zone's UTC offsets kept for contracts' clock (zone-clock.ts), so
 * "today" and times of day are read without Intl. A response cached offline by an older version
 * has none: Intl answers then.
 */
function withZoneOffsetsKept(settings: Settings): Settings {
  if (settings.time_zone_offsets) rememberZoneOffsets(settings.time_zone, settings.time_zone_offsets);
  return settings;
}

export function useUpdateSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (patch: OwnerSettingsPatch) => {
      // PATCH the resource's own url (ARCHITECTURE §3) once we know it.
      const url = queryClient.getQueryData<Settings>(settingsKey)?.url ?? SETTINGS_PATH;
      return api.patch<Settings>(url, patch);
    },
    onSuccess: (settings) => queryClient.setQueryData(settingsKey, withZoneOffsetsKept(settings)),
    meta: { errorMessage: "Could not save settings" },
  });
}

let browserZone: string | undefined;

/**
 * The browser's zone: the fallback until the owner's settings have loaded. Where the browser's
 * clock is a whole number of hours from UTC (most places) it is the Etc zone of that offset,
 * whose clock contracts reads without Intl (zone-clock.ts): naming the browser's own zone takes a
 * DateTimeFormat, and the first one a page makes loads the locale data (35-80 ms of Home's first
 * render here, before its settings had arrived; issue 28). That zone has no daylight-saving
 * changes, so for the moment before the settings arrive an instant on the other side of one
 * reads an hour off. Elsewhere (India's +5:30), Intl names the zone, once.
 */
export function browserTimeZone(): string {
  browserZone ??= wholeHourZone() ?? Intl.DateTimeFormat().resolvedOptions().timeZone;
  return browserZone;
}

function wholeHourZone(): string | undefined {
  const minutesEast = -new Date().getTimezoneOffset();
  if (minutesEast % 60 !== 0) return undefined;
  // Etc zones count the other way round: Etc/GMT+6 is six hours behind UTC.
  const hours = minutesEast / 60;
  const zone = hours === 0 ? "Etc/GMT" : `Etc/GMT${hours > 0 ? "-" : "+"}${Math.abs(hours)}`;
  rememberZoneOffsets(zone, [{ from: new Date(-8.64e15).toISOString(), until: null, minutes: minutesEast }]);
  return zone;
}
