import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { zipSync } from "fflate";
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
  if (file !== null)
    form.append(
      "file",
      new Blob([typeof file === "string" ? file : new Uint8Array(file)]),
      options.name ?? `${source}.csv`,
    );
  for (const [key, value] of Object.entries(options.fields ?? {})) form.append(key, value);
  const query = options.dryRun ? "?dry_run=true" : "";
  return client.postForm(`/api/import/${source}/${query}`, form);
}

/** A fixture folder's files as one ZIP, under `prefix` when the app puts them in a folder. */
function zipFolder(folder: string, prefix = ""): Buffer {
  const dir = path.join(FIXTURES, folder);
  const files = Object.fromEntries(
    fs.readdirSync(dir).map((name) => [`${prefix}${name}`, new Uint8Array(fs.readFileSync(path.join(dir, name)))]),
  );
  return Buffer.from(zipSync(files));
}

/** The TV Time fixture files as the ZIP TV Time sends (in a folder, as theirs is), token files included. */
export const tvTimeZip = () => zipFolder("tvtime", "tvtime-gdpr-data/");

/** The Todoist fixture projects as the backup ZIP Todoist makes. */
export const todoistZip = () => zipFolder("todoist");

/** The Trakt fixture files as the ZIP of Trakt's export. */
export const traktZip = () => zipFolder("trakt");
