// Issue 28: the first API calls of the address being opened, started by a tiny script of their
// own while the app's code is still downloading (on a phone on slow 4G, about a second). The app
// then finds these answers waiting (src/api/earlyRequests.ts) instead of asking only once its
// code has run, then again for the page once it knows who is signed in. This file imports
// nothing, so the build keeps it a file of its own (vite.config.ts, routePreloadPlugin.ts).

/** Every signed-in page asks for the owner and their settings first. */
const EVERY_PAGE = ["/auth/users/me/", "/auth/users/me/settings/"];

/** The main screens' first calls, by address (the paths the pages' queries ask for). */
const BY_ADDRESS: Record<string, string[]> = {
  "/": [
    "/api/backups/status/",
    "/auth/users/me/getting-started/",
    "/task/api/task/",
    "/tv/api/show/",
    "/bills/api/v2/bill/",
    "/tracker/api/water/daily-target/",
    "/tracker/api/water/tracker/",
  ],
  "/tasks/": ["/task/api/priority/", "/task/api/project/", "/task/api/task/"],
  "/money/": [
    "/money/api/account/",
    "/money/api/transaction/",
    "/money/api/transaction/summary/",
    "/money/api/transaction/filters/",
  ],
  "/tv/": ["/tv/api/show/"],
  "/tracker/water/": [
    "/tracker/api/water/daily-target/",
    "/tracker/api/water/tracker/",
    "/tracker/api/water/summary/",
    "/tracker/api/water/streak/",
  ],
  "/bills/": ["/bills/api/v2/offer/", "/bills/api/v2/bill/", "/bills/api/v2/account/"],
  "/fuel/": ["/fuel/api/vehicles/"],
  "/pack/": ["/pack/api/trip/"],
  // The readings ahead too: asked once today's show, they were the last answer the page waited
  // on, a round trip after the app's code on slow 4G (Lighthouse's LCP 2.53 s against 2.36 s).
  "/bible/schedule/": ["/bible/api/schedule/", "/bible/api/plan/", "/bible/api/memory/", "/bible/api/schedule/ahead/"],
  // The puzzle helpers keep the game in the browser; their pages wait on the owner's calls only.
  "/wordle/": [],
  "/wordle/connections/": [],
};

/** What the app reads (src/api/earlyRequests.ts): the token they were asked with, and the answers. */
export interface EarlyRequests {
  token: string;
  responses: Map<string, Promise<Response>>;
  /**
   * Paths the app asked for before they were started here (it made those calls itself): not
   * started at all then, or their answer would wait for the app's next call of the same path,
   * which must see what the server has by then (after a write, say).
   */
  askedByApp: Set<string>;
}

declare global {
  interface Window {
    homebaseEarlyRequests?: EarlyRequests;
  }
}

/** The paths to ask for at `pathname` ("/tasks" and "/tasks/" alike). */
export function earlyPaths(pathname: string): string[] {
  const address = pathname.endsWith("/") ? pathname : `${pathname}/`;
  const own = BY_ADDRESS[address];
  return own ? [...EVERY_PAGE, ...own] : [];
}

function storedToken(): string | null {
  try {
    // The key of src/api/token.ts (a test checks the two agree).
    return localStorage.getItem("token");
  } catch {
    return null;
  }
}

/**
 * Lets the browser run what waits (input, painting, other scripts) before the next step. A
 * message, as React's scheduler uses: unlike a timer, a tab opened in the background does not slow
 * it to once a second. main.tsx has the same three lines: this file can neither import nor be
 * imported by the app's code, or the build merges it into the app's script (one download).
 */
function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}

/**
 * Waits for the page's first frame (its pre-drawn app bar and heading), then for the task after
 * it. A hidden tab draws no frames, so it goes on at once.
 */
function afterFirstPaint(): Promise<void> {
  if (document.visibilityState !== "visible") return nextTask();
  return new Promise((resolve) => requestAnimationFrame(() => void nextTask().then(resolve)));
}

/**
 * Starts the calls (signed in, on a main screen only) and leaves them for the app. One call per
 * task: starting a request costs the main thread 3-5 ms on this project's 2-core machine, so
 * Home's nine in one go were a 40 ms task, its longest on a phone (Lighthouse, issue 28). The
 * app makes any call not started yet itself (api/earlyRequests.ts), which only code served from
 * the service worker's cache makes likely, and the call is then not started here.
 */
export async function startEarlyRequests(): Promise<void> {
  const token = storedToken();
  const paths = earlyPaths(location.pathname);
  if (!token || paths.length === 0) return;
  const headers = { Accept: "application/json", Authorization: `Bearer ${token}` };
  const responses = new Map<string, Promise<Response>>();
  const askedByApp = new Set<string>();
  window.homebaseEarlyRequests = { token, responses, askedByApp };
  for (const [index, path] of paths.entries()) {
    if (index === EVERY_PAGE.length) await afterFirstPaint();
    else if (index > 0) await nextTask();
    if (askedByApp.has(path)) continue;
    const response = fetch(path, { headers });
    // A failed call is the app's to report when it asks again: nothing is unhandled here.
    response.catch(() => undefined);
    responses.set(path, response);
  }
}

void startEarlyRequests();
