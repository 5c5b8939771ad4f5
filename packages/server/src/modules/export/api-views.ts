import type { FastifyRequest } from "fastify";
import { scheduleHistory } from "../bible/bible.export";
import { transactionHistory } from "../money/money.export";
import { completedTaskHistory } from "../tasks/tasks.export";
import { waterEntryHistory } from "../water/water.export";

// The readable half of an export (issue 18 §4): <module>.json holds the owner's data in the
// API's own shapes, the ones /api/docs documents, so a person or another tool can read it
// without knowing our tables. Most views are the app's own GET calls, answered in-process for
// the owner (so they cannot drift from the API); where a screen shows only a window of a
// history (today's water, 30 days of completed tasks, today's readings) the module gives the
// whole history in the same shape.

type Item = Record<string, unknown>;

export type ApiView = { name: string } & (
  | { path: string }
  /** A list too long to hold: written a page at a time, as one list. */
  | { pages: (request: FastifyRequest) => AsyncIterable<unknown[]> }
  | { history: (request: FastifyRequest) => Promise<unknown[]> }
  /** One call per item of earlier views of the module, keyed by the item's key. */
  | { each: { of: string[]; key: (item: Item) => string; path: (item: Item) => string } }
);

const byId = (item: Item) => String(item.id);

export const API_VIEWS: Record<string, ApiView[]> = {
  account: [
    { name: "user", path: "/auth/users/me/" },
    { name: "settings", path: "/auth/users/me/settings/" },
  ],
  bible: [
    { name: "plans", path: "/bible/api/plan/" },
    { name: "schedule", history: scheduleHistory },
    { name: "memory", path: "/bible/api/memory/" },
  ],
  bills: [
    { name: "bills", path: "/bills/api/v2/bill/" },
    { name: "payees", path: "/bills/api/v2/payee/" },
    { name: "accounts", path: "/bills/api/v2/account/" },
    { name: "categories", path: "/bills/api/v2/category/" },
  ],
  fuel: [{ name: "vehicles", path: "/fuel/api/vehicles/" }],
  money: [
    { name: "accounts", path: "/money/api/account/" },
    { name: "categories", path: "/money/api/category/" },
    { name: "payees", path: "/money/api/payee/" },
    { name: "tags", path: "/money/api/tag/" },
    { name: "similar_payees", path: "/money/api/similarity/" },
    { name: "transfers", path: "/money/api/transfer/" },
    { name: "transfer_rules", path: "/money/api/transfer-rule/" },
    { name: "transactions", pages: transactionHistory },
  ],
  // Channel tokens come masked, as the API answers them; the calendar feed's address is a secret
  // of this instance and stays out (a backup or export never holds a working one).
  notifications: [{ name: "settings", path: "/api/notifications/settings/" }],
  pack: [
    { name: "trips", path: "/pack/api/trip/" },
    { name: "trip_items", each: { of: ["trips"], key: byId, path: (trip) => `/pack/api/trip/${trip.id}/items/` } },
    {
      name: "trip_activities",
      each: { of: ["trips"], key: byId, path: (trip) => `/pack/api/trip/${trip.id}/activities/` },
    },
    { name: "inventories", path: "/pack/api/inventory/" },
    { name: "categories", path: "/pack/api/category/" },
    { name: "items", path: "/pack/api/item/" },
  ],
  tasks: [
    { name: "priorities", path: "/task/api/priority/" },
    { name: "projects", path: "/task/api/project/" },
    { name: "open", path: "/task/api/task/?status=open" },
    { name: "completed", history: completedTaskHistory },
    { name: "deleted", path: "/task/api/task/?status=deleted" },
    {
      name: "completions",
      each: {
        of: ["open", "completed", "deleted"],
        key: (task) => String(task.slug),
        path: (task) => (task.repeat ? `/task/api/task/${encodeURIComponent(String(task.slug))}/completions/` : ""),
      },
    },
  ],
  tv: [
    { name: "shows", path: "/tv/api/show/" },
    { name: "show_details", each: { of: ["shows"], key: byId, path: (show) => `/tv/api/show/${show.id}/details/` } },
  ],
  water: [
    { name: "daily_target", path: "/tracker/api/water/daily-target/" },
    { name: "entries", history: waterEntryHistory },
    { name: "days", path: "/tracker/api/water/summary/" },
  ],
};

/** The owner's credentials, and what the resources' urls are built from (ours, or a proxy's). */
const FORWARDED = ["authorization", "host", "x-forwarded-host", "x-forwarded-proto"] as const;

/** One GET of the app's API as the owner who asked for the export; answers the body's text. */
export async function apiGet(request: FastifyRequest, path: string): Promise<string> {
  const response = await request.server.inject({
    method: "GET",
    url: path,
    headers: Object.fromEntries(
      FORWARDED.flatMap((name) => (request.headers[name] ? [[name, request.headers[name]]] : [])),
    ),
  });
  if (response.statusCode !== 200) {
    throw new Error(`The export could not read ${path}: the API answered ${response.statusCode}.`);
  }
  return response.body;
}
