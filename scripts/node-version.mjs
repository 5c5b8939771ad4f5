// Which Node.js versions the app runs on, read from package.json's `engines.node`, so that
// range is the one place the requirement is written. It takes the two forms the project uses,
// `^X.Y.Z` and `>=X.Y.Z`, joined by `||`.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

export function supportedRange() {
  return JSON.parse(fs.readFileSync(path.join(root, "package.json"), "utf8")).engines.node;
}

const parse = (version) => version.replace(/^v/, "").split(".").map(Number);
const compare = (a, b) => a[0] - b[0] || a[1] - b[1] || a[2] - b[2];

function satisfies(version, range) {
  const v = parse(version);
  return range.split("||").some((part) => {
    const match = part.trim().match(/^(\^|>=)(\d+\.\d+\.\d+)$/);
    if (!match) throw new Error(`package.json engines.node: cannot read "${part.trim()}"`);
    const min = parse(match[2]);
    return compare(v, min) >= 0 && (match[1] === ">=" || v[0] === min[0]);
  });
}

/** The one line to print when this Node.js cannot run the app, or null when it can. */
export function unsupportedNodeMessage(version = process.version, range = supportedRange()) {
  if (satisfies(version, range)) return null;
  const wanted = range
    .split("||")
    .map((part) =>
      part
        .trim()
        .replace(/^\^((\d+)\.\S+)$/, "$1 or a later $2.x")
        .replace(/^>=(\S+)$/, "$1 or later"),
    )
    .join(", or ");
  return `Homebase needs Node.js ${wanted} (24 LTS recommended); this is Node.js ${version}. See "Requirements" in README.md.`;
}
