// `npm test`: every check, in order, stopping at the first failure: type check, lint,
// build, then one vitest run over all projects (unit, API on SQLite and PostgreSQL, e2e).
import { spawnSync } from "node:child_process";
import { startPostgres } from "./postgres.mjs";

function step(title, command, args, env = process.env) {
  console.log(`\n▶ ${title}`);
  const result = spawnSync(command, args, { stdio: "inherit", env });
  if (result.status !== 0) {
    console.error(`✖ ${title} failed`);
    return false;
  }
  return true;
}

const npm = process.platform === "win32" ? "npm.cmd" : "npm";
const extraArgs = process.argv.slice(2);

let ok =
  step("Type check", npm, ["run", "--silent", "typecheck"]) &&
  step("Lint", npm, ["run", "--silent", "lint"]) &&
  step("Build (web app + server bundle)", npm, ["run", "--silent", "build"]);

if (ok) {
  let postgres;
  const env = { ...process.env };
  if (env.TEST_DATABASE_URL) {
    console.log(`\nPostgreSQL: using TEST_DATABASE_URL`);
  } else {
    postgres = await startPostgres();
    if (postgres.url) {
      env.TEST_DATABASE_URL = postgres.url;
      console.log(`\nPostgreSQL: throwaway cluster at ${postgres.url}`);
    } else {
      console.log(
        `\nPostgreSQL: ${postgres.reason}; API tests run on SQLite only (install the postgresql package to run both).`,
      );
    }
  }
  try {
    ok = step("Tests (vitest)", "npx", ["vitest", "run", ...extraArgs], env);
  } finally {
    postgres?.stop?.();
  }
}
process.exit(ok ? 0 : 1);
