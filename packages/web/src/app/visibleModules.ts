import { type AppModule, modules } from "./modules";
import { useSettings } from "./settings";

/** The modules an owner has not hidden in Settings; all of them until the settings load. */
export function visibleModules(hidden: readonly string[], list: readonly AppModule[] = modules): AppModule[] {
  return list.filter((module) => !hidden.includes(module.key));
}

/** The menu and Home list these; a hidden module's pages still open when typed (its data stays). */
export function useVisibleModules(list: readonly AppModule[] = modules): AppModule[] {
  return visibleModules(useSettings().data?.hidden_modules ?? [], list);
}
