import type { BackupStatus } from "@homebase/contracts";
import { useQuery } from "@tanstack/react-query";
import { api } from "../api/client";

export const BACKUP_STATUS_PATH = "/api/backups/status/";
export const backupStatusKey = ["backups", "status"] as const;

/** The scheduled backups' state (issue 18 §3): Settings shows it, Home warns while it fails. */
export function useBackupStatus() {
  return useQuery({
    queryKey: backupStatusKey,
    queryFn: ({ signal }) => api.get<BackupStatus>(BACKUP_STATUS_PATH, signal),
    staleTime: 5 * 60_000,
    // Each place that shows it says so itself when it cannot load.
    meta: { showsErrorInline: true },
  });
}

const sizeUnits = ["bytes", "KB", "MB", "GB"];

/** "18.8 MB" */
export function formatBytes(bytes: number): string {
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < sizeUnits.length - 1) {
    value /= 1024;
    unit++;
  }
  return unit === 0 ? `${value} bytes` : `${value.toFixed(1)} ${sizeUnits[unit]}`;
}

/** "Jan 16, 2026, 3:30 AM" in the owner's zone. */
export function formatInstant(iso: string, timeZone: string): string {
  return new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "short", timeZone }).format(new Date(iso));
}
