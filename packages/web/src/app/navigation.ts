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
  return [
    { label: "Home", path: "/", icon: mdiHome, end: true },
    ...list.map((module) => ({ label: module.label, path: module.path, icon: module.icon })),
    { label: "Settings", path: "/settings/", icon: mdiCog },
  ];
}
