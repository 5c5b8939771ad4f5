/**
 * Issue 28: the h1 of the main screens that show their title as it, by address, and whether a
 * tabs row sits between the app bar and it (route handle `tabsRow`). The server writes both into
 * index.html's app shell for that address (packages/server/src/http/spa.ts), so a phone shows
 * the page's heading with the app bar, before any of the app's code has arrived.
 * routeHeadings.test.ts checks that each agrees with its route's handle (app/routeHandle.ts).
 */
export interface ShellPage {
  heading: string;
  tabsRow?: true;
}

export const ROUTE_HEADINGS: Record<string, ShellPage> = {
  "/tasks/": { heading: "Tasks" },
  "/bills/": { heading: "Recurring Bills" },
  "/money/": { heading: "Transactions", tabsRow: true },
  "/tracker/water/": { heading: "Water Tracker" },
  "/pack/": { heading: "Upcoming Trips", tabsRow: true },
  "/bible/plans/": { heading: "Reading Plans" },
  "/wordle/": { heading: "Wordle" },
  "/wordle/connections/": { heading: "Connections" },
};
