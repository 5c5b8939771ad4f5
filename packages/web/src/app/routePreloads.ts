/**
 * Issue 28: the code each main screen needs first, by the address a person opens. The server
 * names these files' chunks in index.html as `<link rel="modulepreload">`, so they download
 * alongside the app's entry instead of after it has run (the build writes the chunk list, see
 * routePreloadPlugin.ts). Paths are relative to packages/web; routePreloads.test.tsx checks
 * that each address's routes load their components from the files listed here.
 * Home lists its widgets too: they render as soon as the page does. A list may name more files
 * than the address's own routes load (Fuel's vehicle page, where /fuel/ goes at once).
 */
export const ROUTE_PRELOADS: Record<string, readonly string[]> = {
  "/": [
    "src/features/home/HomePage.tsx",
    "src/features/tasks/TodayWidget.tsx",
    "src/features/bills/BillsWidget.tsx",
    "src/features/tv/TvCatchUp.tsx",
    "src/features/water/WaterCard.tsx",
  ],
  "/login/": ["src/features/auth/LoginPage.tsx"],
  "/settings/": ["src/features/settings/SettingsPage.tsx"],
  "/tasks/": ["src/features/tasks/TaskHome.tsx"],
  "/bills/": ["src/features/bills/BillsFooter.tsx", "src/features/bills/BillsHome.tsx"],
  "/money/": ["src/features/money/MoneyTabs.tsx", "src/features/money/TransactionsPage.tsx"],
  // /fuel/ opens the default vehicle's page at once (spec §2 start-up rule): its code too.
  "/fuel/": ["src/features/fuel/FuelFooter.tsx", "src/features/fuel/FuelHome.tsx", "src/features/fuel/VehiclePage.tsx"],
  "/tv/": ["src/features/tv/TvTabs.tsx", "src/features/tv/TvFooter.tsx", "src/features/tv/TvViews.tsx"],
  "/tracker/water/": ["src/features/water/WaterHome.tsx"],
  "/pack/": ["src/features/pack/PackTabs.tsx", "src/features/pack/PackTrips.tsx"],
  "/bible/schedule/": ["src/features/bible/BibleReading.tsx"],
  "/wordle/": ["src/features/wordle/WordleHome.tsx"],
  "/wordle/connections/": ["src/features/connections/ConnectionsHome.tsx"],
};
