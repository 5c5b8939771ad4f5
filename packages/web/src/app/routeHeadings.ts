/**
 * Issue 28: the h1 of the main screens that show their title as it, by address. The server
 * writes it into index.html's app shell for that address (packages/server/src/http/spa.ts), so a
 * phone shows the page's heading with the app bar, before any of the app's code has arrived.
 * Only screens without a tabs row above their heading; routeHeadings.test.ts checks that each
 * agrees with its route's title and heading (app/routeHandle.ts).
 */
export const ROUTE_HEADINGS: Record<string, string> = {
  "/tasks/": "Tasks",
  "/bills/": "Recurring Bills",
  "/tracker/water/": "Water Tracker",
  "/bible/plans/": "Reading Plans",
  "/wordle/": "Wordle",
  "/wordle/connections/": "Connections",
};
