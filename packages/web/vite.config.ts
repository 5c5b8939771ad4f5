import react from "@vitejs/plugin-react";
import { VitePWA } from "vite-plugin-pwa";
import { defineConfig } from "vitest/config";
import { inlineMdiIcons } from "./mdiInline.ts";
import { pwaOptions } from "./pwa.config.ts";
import { routePreloadPlugin } from "./routePreloadPlugin.ts";

// `npm run dev` runs the API server on 8000; Vite proxies the same paths the server treats as
// API (packages/server/src/http/api-paths.ts) so the app stays same-origin in development.
// "/src/…" is excluded from the module-prefix rule: Vite serves our own src/api/ folder there.
const API_SERVER = "http://localhost:8000";

export default defineConfig({
  plugins: [inlineMdiIcons(), react(), routePreloadPlugin(), VitePWA(pwaOptions)],
  server: {
    proxy: {
      "^/(auth|api|ws|healthz)(/|$)": { target: API_SERVER, ws: true },
      "^/(?!src/)[^/]+/api(/|$)": { target: API_SERVER },
    },
  },
  build: { outDir: "dist", emptyOutDir: true },
  test: {
    name: "web",
    environment: "jsdom",
    include: ["src/**/*.test.{ts,tsx}"],
    setupFiles: ["./src/test/setup.ts"],
    testTimeout: 15_000,
  },
});
