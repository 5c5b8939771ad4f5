import type { GridProps } from "@mui/material/Grid";
import type { ComponentType, LazyExoticComponent } from "react";
import type { RouteObject } from "react-router";
import { bibleModule } from "../features/bible/module";
import { billsModule } from "../features/bills/module";
import { connectionsModule } from "../features/connections/module";
import { fuelModule } from "../features/fuel/module";
import { moneyModule } from "../features/money/module";
import { packModule } from "../features/pack/module";
import { tasksModule } from "../features/tasks/module";
import { tvModule } from "../features/tv/module";
import { waterModule } from "../features/water/module";
import { wordleModule } from "../features/wordle/module";

/**
 * The menu order: spec §1's app-bar menu, then the modules it lists elsewhere. Modules are
 * sorted by it, so each module adds itself to `modules` below without caring where.
 */
export const MODULE_ORDER = [
  "bible", // Reading Plan
  "tasks", // Tasks
  "pack", // Upcoming Trips
  "tv", // TV Series
  "bills", // Recurring Bills
  "fuel", // Fuel Entries
  "money", // Money
  "water", // Water
  "wordle", // Wordle
  "connections", // Connections
] as const;

export type ModuleKey = (typeof MODULE_ORDER)[number];

/** Widgets and settings sections are lazy so Home and Settings stay small. */
type LazyComponent = ComponentType | LazyExoticComponent<ComponentType>;

export interface AppModule {
  key: ModuleKey;
  /** Menu label, e.g. "Recurring Bills". */
  label: string;
  /** Where the menu entry goes, e.g. "/bills/". */
  path: string;
  /** An @mdi/js path, e.g. mdiCashClock. */
  icon: string;
  /** Routes mounted inside the signed-in layout; use `lazy` so each module loads on demand. */
  routes: RouteObject[];
  /**
   * `size` is the widget's Grid size, e.g. { xs: 12, md: 6 } (default: 12 / 6 / 4 at xs / md / xl).
   * `minHeight` (px, or per breakpoint) is the height the widget has with the most it shows
   * (e.g. six bills): Home reserves it before the widget's code and data arrive, so nothing
   * below moves under the reader's thumb while the page loads. Later visits reserve the most
   * the widget needed the last time instead (features/home/widgetHeights.ts).
   */
  homeWidget?: { Component: LazyComponent; size?: GridProps["size"]; minHeight: number | Record<string, number> };
  settingsSection?: { title: string; Component: LazyComponent };
}

/** Orders modules as the menu shows them (MODULE_ORDER), whatever order they were added in. */
export function sortModules(list: readonly AppModule[]): AppModule[] {
  return [...list].sort((a, b) => MODULE_ORDER.indexOf(a.key) - MODULE_ORDER.indexOf(b.key));
}

// The one registry: a module that exists adds its entry here (defined in its feature folder).
// Only modules that exist are listed: there are deliberately no placeholder entries.
const registered: AppModule[] = [
  waterModule,
  fuelModule,
  tasksModule,
  wordleModule,
  connectionsModule,
  bibleModule,
  moneyModule,
  billsModule,
  packModule,
  tvModule,
];

export const modules: readonly AppModule[] = sortModules(registered);
