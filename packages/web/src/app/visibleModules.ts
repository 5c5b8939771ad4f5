import { useMe } from "../features/auth/hooks";
import { type AppModule, modules } from "./modules";
import { useSettings } from "./settings";

/** The modules an owner has not hidden in Settings; all of them until the settings load. */
export function visibleModules(hidden: readonly string[], list: readonly AppModule[] = modules): AppModule[] {
  return list.filter((module) => !hidden.includes(module.key));
}

/** The menu and Home list these; a hidden module's pages still open when typed (its data stays). */
export function useVisibleModules(list: readonly AppModule[] = modules): AppModule[] {
  // The app bar also shows on the login page: nobody's settings to ask for there.
  const signedIn = Boolean(useMe().data);
  return visibleModules(useSettings({ enabled: signedIn }).data?.hidden_modules ?? [], list);
}
