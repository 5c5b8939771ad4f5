// Runs one command with TEST_DATABASE_URL pointing at a throwaway PostgreSQL cluster, e.g.
//   node scripts/with-postgres.mjs npx vitest run --project api-postgres packages/server/src/modules/tasks
import { spawnSync } from "node:child_process";
import { startPostgres } from "./postgres.mjs";

const [command, ...args] = process.argv.slice(2);
if (!command) {
  console.error("usage: node scripts/with-postgres.mjs <command> [args...]");
  process.exit(2);
}
const postgres = await startPostgres();
if (!postgres.url) {
  console.error(`PostgreSQL: ${postgres.reason}`);
  process.exit(1);
}
let status = 1;
try {
  status =
    spawnSync(command, args, { stdio: "inherit", env: { ...process.env, TEST_DATABASE_URL: postgres.url } }).status ??
    1;
} finally {
  postgres.stop();
}
process.exit(status);
