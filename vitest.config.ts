import { defineConfig } from "vitest/config";

// One runner for every test. API tests run once per database dialect: SQLite always,
// PostgreSQL when TEST_DATABASE_URL is set (`npm test` starts a throwaway cluster for it).
const apiProject = (dialect: "sqlite" | "postgres") => ({
  test: {
    name: `api-${dialect}`,
    root: "packages/server",
    include: ["src/**/*.test.ts"],
    environment: "node",
    env: { TEST_DIALECT: dialect },
    testTimeout: 20_000,
    hookTimeout: 30_000,
  },
});

export default defineConfig({
  test: {
    projects: [
      { test: { name: "contracts", root: "packages/contracts", include: ["src/**/*.test.ts"], environment: "node" } },
      { test: { name: "scripts", root: "scripts", include: ["*.test.mjs"], environment: "node" } },
      apiProject("sqlite"),
      ...(process.env.TEST_DATABASE_URL ? [apiProject("postgres")] : []),
      "packages/web",
      "packages/e2e",
    ],
  },
});
