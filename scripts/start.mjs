// `npm start`: builds the app when a build is missing or older than its sources, then runs
// the server bundle, which migrates the database and listens. package.json starts this script
// with V8 flags that bound the server's heap under load (bench/server-process.ts says why).
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { unsupportedNodeMessage } from "./node-version.mjs";
import { restartWithServerMemoryEnv } from "./server-memory.mjs";

// Stop before building on a Node.js the app does not support, with one line saying what it needs.
const unsupported = unsupportedNodeMessage();
if (unsupported) {
  console.error(unsupported);
  process.exit(1);
}
restartWithServerMemoryEnv();

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const outputs = ["packages/web/dist/index.html", "packages/server/dist/main.js"];
const sources = ["packages/web/src", "packages/web/index.html", "packages/server/src", "packages/contracts/src"];

function newestMtime(target) {
  if (!fs.existsSync(target)) return 0;
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...fs.readdirSync(target).map((name) => newestMtime(path.join(target, name))));
}

const at = (file) => (fs.existsSync(path.join(root, file)) ? fs.statSync(path.join(root, file)).mtimeMs : 0);
const builtAt = Math.min(...outputs.map(at));
const sourcesAt = Math.max(...sources.map((source) => newestMtime(path.join(root, source))));
if (builtAt < sourcesAt) {
  console.log(builtAt ? "Sources changed since the last build: rebuilding…" : "Building the app (first start)…");
  const build = spawnSync("npm", ["run", "--silent", "build"], { cwd: root, stdio: "inherit" });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

await import(path.join(root, "packages/server/dist/main.js"));
