import { mdiCog, mdiHome } from "@mdi/js";
import { type AppModule, modules } from "./modules";

export interface NavItem {
  label: string;
  path: string;
  icon: string;
  /** Active only on this exact path (Home would otherwise match every page). */
  end?: boolean;
}

/** The menu: Home, every module that exists (in menu order), Settings. */
export function navItems(list: readonly AppModule[] = modules): NavItem[] {
  const paths = list.map((module) => module.path);
  // An entry whose path starts another's (/wordle and /wordle/connections) is current only on its
  // own path, so one page never highlights two entries.
  const isPrefix = (path: string) =>
    paths.some((other) => other !== path && other.startsWith(`${path.replace(/\/$/, "")}/`));
  return [
    { label: "Home", path: "/", icon: mdiHome, end: true },
    ...list.map((module) => ({
      label: module.label,
      path: module.path,
      icon: module.icon,
      ...(isPrefix(module.path) ? { end: true } : {}),
    })),
    { label: "Settings", path: "/settings/", icon: mdiCog },
  ];
}
