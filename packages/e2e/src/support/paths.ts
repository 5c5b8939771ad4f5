import path from "node:path";
import { fileURLToPath } from "node:url";

const here = fileURLToPath(new URL(".", import.meta.url));

export const repoRoot = path.resolve(here, "../../../..");

/** Screenshots for a person to review (git-ignored); emptied at the start of every run. */
export const artifactsDir = path.resolve(here, "../../artifacts");

// WEB_DIST_DIR is the server's own setting; honouring it keeps the check and the server in agreement.
export const webDist = process.env.WEB_DIST_DIR
  ? path.resolve(process.env.WEB_DIST_DIR)
  : path.join(repoRoot, "packages/web/dist");

/** The server bundle `npm start` runs (built by `npm run build`). */
export const serverBundle = path.join(repoRoot, "packages/server/dist/main.js");
