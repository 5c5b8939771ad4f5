// Part of `npm run lint`: the server's layering (ARCHITECTURE §2, issue 17), which Biome cannot
// see. In packages/server/src/modules:
// - a `*.routes.ts` file holds no SQL (selectFrom, insertInto, updateTable, deleteFrom, sql``):
//   a module's SQL lives in its repo;
// - a `*.routes.ts` file never calls orNotFound: the service loads the owned row or answers 404;
// - a module never imports another module's `*.repo` file: it goes through that module's service.
// `node scripts/check-layering.mjs [modulesDir]` prints one line per breach and exits 1 if any.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

const ROUTE_RULES = [
  {
    pattern: /\b(selectFrom|insertInto|updateTable|deleteFrom)\b|\bsql`/,
    says: "SQL in a routes file: move it to the module's repo",
  },
  { pattern: /\borNotFound\b/, says: "orNotFound in a routes file: the service loads the owned row or answers 404" },
];
const IMPORT = /\bfrom\s+["']([^"']+)["']/g;

function sourceFiles(dir) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return entry.name.endsWith(".ts") && !entry.name.endsWith(".test.ts") ? [full] : [];
  });
}

/** Every breach in the modules folder, as "file:line: message" relative to the repository. */
export function layeringBreaches(modulesDir = path.join(root, "packages/server/src/modules")) {
  const breaches = [];
  const moduleOf = (file) => path.relative(modulesDir, file).split(path.sep)[0];
  for (const file of sourceFiles(modulesDir)) {
    const where = (line) => `${path.relative(root, file)}:${line}`;
    const lines = fs.readFileSync(file, "utf8").split("\n");
    lines.forEach((text, i) => {
      if (file.endsWith(".routes.ts")) {
        for (const rule of ROUTE_RULES) if (rule.pattern.test(text)) breaches.push(`${where(i + 1)}: ${rule.says}`);
      }
      for (const [, specifier] of text.matchAll(IMPORT)) {
        if (!specifier.startsWith(".") || !/\.repo$/.test(specifier)) continue;
        const target = path.resolve(path.dirname(file), specifier);
        const other = moduleOf(target);
        if (target.startsWith(modulesDir) && other !== moduleOf(file)) {
          breaches.push(`${where(i + 1)}: imports the ${other} module's repo: go through its service`);
        }
      }
    });
  }
  return breaches;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const breaches = layeringBreaches(process.argv[2] ? path.resolve(process.argv[2]) : undefined);
  for (const breach of breaches) console.error(breach);
  if (breaches.length > 0) {
    console.error(
      `Layering: ${breaches.length} breach${breaches.length === 1 ? "" : "es"} (see scripts/check-layering.mjs)`,
    );
    process.exit(1);
  }
}
