import { defineConfig } from "vitest/config";

// End-to-end specs drive one real server (started once by the global setup) from Chromium.
// Files run one after another: they share that server and its single owner, and two
// browsers at once on a 2-core machine only make timings flaky.
export default defineConfig({
  test: {
    name: "e2e",
    include: ["src/**/*.e2e.test.ts"],
    environment: "node",
    globalSetup: ["src/global-setup.ts"],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    fileParallelism: false,
    // After the unit and API projects, so the browser does not compete with them for the CPU.
    sequence: { groupOrder: 1 },
  },
});
