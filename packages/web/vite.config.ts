import { fileURLToPath } from "node:url";
import react from "@vitejs/plugin-react";
import { VitePWA } from "vite-plugin-pwa";
import { defineConfig } from "vitest/config";
import { cjsFacades } from "./cjsFacades.ts";
import { compileHintPlugin } from "./compileHints.ts";
import { inlineMdiIcons } from "./mdiInline.ts";
import { pwaOptions } from "./pwa.config.ts";
import { EARLY_ENTRY, routePreloadPlugin, SHELL_CHUNK } from "./routePreloadPlugin.ts";

// `npm run dev` runs the API server on 8000; Vite proxies the same paths the server treats as
// API (packages/server/src/http/api-paths.ts) so the app stays same-origin in development.
// "/src/…" is excluded from the module-prefix rule: Vite serves our own src/api/ folder there.
const API_SERVER = "http://localhost:8000";

export default defineConfig({
  plugins: [cjsFacades(), inlineMdiIcons(), react(), routePreloadPlugin(), compileHintPlugin(), VitePWA(pwaOptions)],
  resolve: {
    // Emotion compiles a page's style rules while React renders it (src/app/emotionInsertion.ts).
    alias: {
      "@emotion/use-insertion-effect-with-fallbacks": fileURLToPath(
        new URL("./src/app/emotionInsertion.ts", import.meta.url),
      ),
    },
  },
  server: {
    proxy: {
      "^/(auth|api|ws|healthz)(/|$)": { target: API_SERVER, ws: true },
      "^/(?!src/)[^/]+/api(/|$)": { target: API_SERVER },
    },
  },
  build: {
    outDir: "dist",
    emptyOutDir: true,
    rolldownOptions: {
      // Issue 28: few, whole files per screen. On a phone each script is a round trip (slow 4G:
      // 150 ms) and a browser fetches six at a time from one HTTP/1.1 server, so the 85 small
      // shared chunks Home loaded cost more than their bytes. What the entry imports is two chunks
      // (its start and the app's shell, below); a small chunk shared by lazy pages is copied into each page that imports it (one
      // shared registry keeps one instance of each module). Pages still load only their own code.
      preserveEntrySignatures: false,
      // The first API calls' starter: a file of its own that index.html loads (routePreloadPlugin.ts).
      input: { index: "index.html", [EARLY_ENTRY]: "src/early.ts" },
      output: {
        codeSplitting: {
          groups: [
            { name: "start", tags: ["$initial"], test: (id) => !id.endsWith(`${EARLY_ENTRY}.ts`) },
            // The app's code that main.tsx imports in steps, with all it imports: one file, which
            // index.html preloads (routePreloadPlugin.ts) and whose modules run only when imported.
            { name: SHELL_CHUNK, test: (id) => /\/src\/app\/(App|theme)\.tsx?$/.test(id) },
            // Home and the widgets only it shows, as one file. Each widget's own lazy chunk carried
            // a copy of the parts they share (Skeleton, List, Chip, the date helpers): Login + Home
            // loaded 248.7 KB gzip of the 250 allowed, 233.2 in one file. What they import stays
            // where it was (not dependencies recursively), so no other page loads this file; Water's
            // card stays apart, as Water's page shows it too.
            {
              name: "HomeWidgets",
              test: (id) => /\/src\/features\/[^/]+\/(HomePage|TodayWidget|BillsWidget|TvCatchUp)\.tsx$/.test(id),
              includeDependenciesRecursively: false,
            },
          ],
          experimentalInlineCommonChunks: { maxSize: 40_000 },
        },
      },
    },
  },
  test: {
    name: "web",
    environment: "jsdom",
    include: ["src/**/*.test.{ts,tsx}"],
    setupFiles: ["./src/test/setup.ts"],
    testTimeout: 15_000,
    // Through Vite, so that the alias above applies to it (src/app/emotionInsertion.test.tsx).
    server: { deps: { inline: [/emotion-styled-base\.browser\.esm\.js$/] } },
  },
});
