import type { VitePWAOptions } from "vite-plugin-pwa";
import { API_CACHE } from "./src/app/offline/apiCache.ts";

// Issue 22: the installable app. Workbox (through vite-plugin-pwa) writes the service worker:
// it precaches the app shell and every module's chunk, answers navigations with the cached
// index.html when offline, and keeps the last answer of each GET the screens make (network
// first, that answer when the network fails). Writes made offline are not the service
// worker's business: the app queues them in IndexedDB (src/app/offline/).

const BLUE = "#1867C0";
/** Spec §9 grey-lighten-3: what the splash screen shows before the app paints. */
const BACKGROUND = "#EEEEEE";

/** The server's API paths (packages/server/src/http/api-paths.ts): never answered with index.html. */
export const API_PATH = /^\/(?:auth|api|ws|healthz|media)(?:\/|$)|^\/[^/]+\/api(?:\/|$)/;

export const pwaOptions: Partial<VitePWAOptions> = {
  // The app registers the worker itself, after the first paint (src/app/offline/serviceWorker.ts),
  // so none of it weighs on the first load; and a new version waits for "Reload to update".
  injectRegister: false,
  registerType: "prompt",
  includeAssets: ["apple-touch-icon.png"],
  manifest: {
    id: "/",
    name: "Homebase",
    short_name: "Homebase",
    description: "Your self-hosted home for plans, tasks, bills and more.",
    start_url: "/",
    scope: "/",
    display: "standalone",
    theme_color: BLUE,
    background_color: BACKGROUND,
    icons: [
      { src: "/pwa-192x192.png", sizes: "192x192", type: "image/png", purpose: "any" },
      { src: "/pwa-512x512.png", sizes: "512x512", type: "image/png", purpose: "any" },
      { src: "/maskable-512x512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
    ],
    shortcuts: [
      {
        name: "Add water",
        short_name: "Water",
        url: "/tracker/water/",
        icons: [{ src: "/pwa-192x192.png", sizes: "192x192" }],
      },
      {
        name: "Add fill-up",
        short_name: "Fill-up",
        url: "/fuel/",
        icons: [{ src: "/pwa-192x192.png", sizes: "192x192" }],
      },
      { name: "Add task", short_name: "Task", url: "/tasks/", icons: [{ src: "/pwa-192x192.png", sizes: "192x192" }] },
    ],
  },
  workbox: {
    globPatterns: ["**/*.{js,css,html,svg,png,webmanifest}"],
    navigateFallback: "/index.html",
    navigateFallbackDenylist: [API_PATH],
    // The first visit's worker takes the open page at once, so its GETs are cached from the
    // start. A later version still waits (no skipWaiting) until the owner chooses to reload.
    clientsClaim: true,
    cleanupOutdatedCaches: true,
    runtimeCaching: [
      {
        // Workbox copies this function's source into sw.js, so it names nothing from this file:
        // the pattern is API_PATH's, less the OpenAPI pages under /api/.
        urlPattern: ({ url, request, sameOrigin }) =>
          sameOrigin &&
          request.method === "GET" &&
          /^\/(?:auth|ws|healthz|media)(?:\/|$)|^\/[^/]+\/api(?:\/|$)/.test(url.pathname),
        handler: "NetworkFirst",
        options: {
          cacheName: API_CACHE,
          // No network timeout: a slow server still answers fresh data; the cached answer is
          // only for when the network fails (a silent stale answer would mislead).
          cacheableResponse: { statuses: [200] },
          expiration: { maxEntries: 300, maxAgeSeconds: 30 * 24 * 3600 },
        },
      },
    ],
  },
};
