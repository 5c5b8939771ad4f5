import { z } from "zod";
import { IMPORT_SOURCE_KEYS, type ImportSource } from "./import-sources";
import { numberText } from "./number-text";

// Imports from the apps people leave (issue 23): one flow, POST /api/import/<source>/, for
// every source; a dry run previews, a real run is recorded and can be undone.

export const importProblemSchema = z.object({
  /** The file's line (1 = the header), or null for a problem of the whole file. */
  line: z.number().nullable(),
  message: z.string(),
});
export type ImportProblem = z.infer<typeof importProblemSchema>;

export const appImportResultSchema = z.object({
  /** The recorded import (undo with DELETE on url); null for a dry run or when nothing was new. */
  id: z.number().nullable(),
  url: z.string().nullable(),
  source: z.enum(IMPORT_SOURCE_KEYS as [ImportSource, ...ImportSource[]]),
  dry_run: z.boolean(),
  /** What was (or would be) added, and what was already there and skipped, e.g. {fill_ups: 10, fill_ups_skipped: 2}. */
  counts: z.record(z.string(), z.number()),
  /** What the file's rows were matched to (a vehicle, a show…). */
  matched: z.array(z.string()),
  /** What could not be matched and is left out, without failing the import. */
  unmatched: z.array(z.string()),
  problems: z.array(importProblemSchema),
});
export type AppImportResult = z.infer<typeof appImportResultSchema>;

/**
 * An import that runs apart from its request: sources marked `background` (each show is looked
 * up at TVmaze, at its pace) answer 202 with this job; GET its url until `status` is set, then
 * `answer` is what the import answered with that status (a result, or an error body).
 */
export const importJobSchema = z.object({
  id: z.number(),
  url: z.string(),
  source: z.enum(IMPORT_SOURCE_KEYS as [ImportSource, ...ImportSource[]]),
  dry_run: z.boolean(),
  file_name: z.string(),
  /** Steps done of total (TV: shows looked up); total is 0 until the file has been read. */
  done: z.number(),
  total: z.number(),
  /** The import's HTTP status (200, 201, 400, 503…); null while it runs. */
  status: z.number().nullable(),
  answer: z.union([appImportResultSchema, z.looseObject({ detail: z.string(), code: z.string() })]).nullable(),
  created_at: z.string(),
});
export type ImportJob = z.infer<typeof importJobSchema>;

export const dataImportSchema = z.object({
  id: z.number(),
  url: z.string(),
  source: z.string(),
  file_name: z.string(),
  counts: z.record(z.string(), z.number()),
  created_at: z.string(),
});
export type DataImport = z.infer<typeof dataImportSchema>;

/** How a count reads on screen: ("fill_ups_skipped", 1) → "1 fill-up already there". */
export function importCountText(key: string, n: number): string {
  const skipped = key.endsWith("_skipped");
  const plural = (skipped ? key.slice(0, -"_skipped".length) : key).replaceAll("_", "-");
  const noun = n === 1 && plural.endsWith("s") ? plural.slice(0, -1) : plural;
  return `${numberText(n)} ${noun}${skipped ? " already there" : ""}`;
}
