import {
  type ApiErrorBody,
  type AppImportResult,
  type DataImport,
  type ImportJob,
  type ImportSource,
  runsInBackground,
} from "@homebase/contracts";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { ApiError, api } from "../../api/client";
import { uploadFile } from "../../api/upload";

// Imports from other apps (issue 23): POST /api/import/<source>/ (dry run first), the list of
// past imports, and Undo. Every query lives under ["imports"].
export const IMPORTS_PATH = "/api/import/";
export const importKeys = { all: ["imports"] as const };

export const importPath = (source: ImportSource, dryRun: boolean) =>
  `${IMPORTS_PATH}${source}/${dryRun ? "?dry_run=true" : ""}`;

/** Where an import stands: its file going out, then (background sources) the server's steps. */
export type ImportProgress = { percent: number; steps?: { done: number; total: number } };

/** How often a background import's job is asked how far it got. */
export const JOB_POLL_MS = 1000;

/**
 * Sends the file. A background source (TV: each show is looked up at TVmaze's pace) answers a
 * job at once: it is followed until it ends, with its steps reported, and then answers what a
 * direct import would have (its result, or its error thrown as an ApiError).
 */
export async function sendImport(
  source: ImportSource,
  file: File,
  dryRun: boolean,
  fields: Record<string, string>,
  onProgress: (progress: ImportProgress) => void,
): Promise<AppImportResult> {
  const url = importPath(source, dryRun);
  const report = (percent: number) => onProgress({ percent });
  if (!runsInBackground(source)) return uploadFile<AppImportResult>(url, file, report, fields);
  let job = await uploadFile<ImportJob>(url, file, report, fields);
  while (job.status === null) {
    onProgress({ percent: 100, steps: { done: job.done, total: job.total } });
    await new Promise((resolve) => setTimeout(resolve, JOB_POLL_MS));
    job = await api.get<ImportJob>(job.url);
  }
  if (job.status >= 400) throw new ApiError(job.status, job.answer as ApiErrorBody);
  return job.answer as AppImportResult;
}

/** Every line the server named for a failed import, else its one message. */
export function importErrorLines(error: unknown): string[] {
  if (error instanceof ApiError) {
    const lines = Object.values(error.fields ?? {}).flat();
    return lines.length > 0 ? lines : [error.detail];
  }
  return [error instanceof Error ? error.message : "The import failed."];
}

export function useImports() {
  return useQuery({
    queryKey: importKeys.all,
    queryFn: ({ signal }) => api.get<DataImport[]>(IMPORTS_PATH, signal),
    meta: { errorMessage: "Could not load the past imports" },
  });
}

/** An import or an undo may change any module's data: every screen refetches. */
function useRefetchAll() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries();
}

export function useUndoImport() {
  const refetch = useRefetchAll();
  return useMutation({
    mutationFn: (record: { url: string }) => api.delete(record.url),
    onSuccess: refetch,
    meta: { errorMessage: "Could not undo the import" },
  });
}

export { useRefetchAll };
