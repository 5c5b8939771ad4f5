import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { zipSync } from "fflate";
import type { ApiClient, ApiResponse } from "../../test-support/api-client";

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

type Answer = Pick<ApiResponse, "status" | "body">;

/**
 * A background import (TV sources answer 202 with a job) followed until it finishes: the job's
 * recorded status and answer, as the import would have answered them directly. Other answers
 * (401, a 400 of the form) come back as they are.
 */
export async function untilFinished(
  client: ApiClient,
  started: Answer,
): Promise<Answer & { job?: ApiResponse["body"] }> {
  if (started.status !== 202) return started;
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    const job = (await client.get(started.body.url)).body;
    if (job.status !== null) return { status: job.status, body: job.answer, job };
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`The import job ${started.body.url} did not finish within 20 s.`);
}

/** POSTs a file to a background source and waits for the job's end (see untilFinished). */
export const importInBackground = async (...args: Parameters<typeof postImport>) =>
  untilFinished(args[0], await postImport(...args));

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
