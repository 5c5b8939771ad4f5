import { createContext, type ReactNode, useContext } from "react";
import { browserTimeZone, useSettings } from "./settings";

/** The owner's zone from their settings, or null until they have loaded (or signed out). */
const OwnerTimeZoneContext = createContext<string | null>(null);

/**
 * One reader of the owner's zone for the whole app. Every row that shows a date or time asks
 * for it (a task, a bill, a reading, an episode), and each asking through its own query observer
 * cost a mid-range phone milliseconds of timers when a list of them mounted (Lighthouse's trace,
 * issue 28). It only reads the cache: the signed-in app's layout is what fetches the settings
 * (visibleModules.ts), so nothing is asked for while signed out.
 */
export function OwnerTimeZoneProvider({ children }: { children: ReactNode }) {
  const zone = useSettings({ enabled: false }).data?.time_zone ?? null;
  return <OwnerTimeZoneContext value={zone}>{children}</OwnerTimeZoneContext>;
}

/** The owner's time zone: "today" everywhere is computed in it (issue 2, item 7). */
export function useOwnerTimeZone(): string {
  return useContext(OwnerTimeZoneContext) ?? browserTimeZone();
}
