import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { ApiClient } from "../../test-support/api-client";

// Helpers of the imports-from-other-apps tests: the sample files and the form a browser sends.

const FIXTURES = path.join(path.dirname(fileURLToPath(import.meta.url)), "fixtures");

export const fixture = (name: string): Buffer => fs.readFileSync(path.join(FIXTURES, name));

/** POSTs a file to /api/import/<source>/ as the import screen does. */
export function postImport(
  client: ApiClient,
  source: string,
  file: Buffer | string | null,
  options: { dryRun?: boolean; fields?: Record<string, string>; name?: string } = {},
) {
  const form = new FormData();
  if (file !== null) form.append("file", new Blob([file]), options.name ?? `${source}.csv`);
  for (const [key, value] of Object.entries(options.fields ?? {})) form.append(key, value);
  const query = options.dryRun ? "?dry_run=true" : "";
  return client.postForm(`/api/import/${source}/${query}`, form);
}
