import type { AppImportResult, DataImport, ImportSource } from "@homebase/contracts";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { ApiError, api } from "../../api/client";
import { uploadFile } from "../../api/upload";

// Imports from other apps (issue 23): POST /api/import/<source>/ (dry run first), the list of
// past imports, and Undo. Every query lives under ["imports"].
export const IMPORTS_PATH = "/api/import/";
export const importKeys = { all: ["imports"] as const };

export const importPath = (source: ImportSource, dryRun: boolean) =>
  `${IMPORTS_PATH}${source}/${dryRun ? "?dry_run=true" : ""}`;

export function sendImport(
  source: ImportSource,
  file: File,
  dryRun: boolean,
  fields: Record<string, string>,
  onProgress: (percent: number) => void,
): Promise<AppImportResult> {
  return uploadFile<AppImportResult>(importPath(source, dryRun), file, onProgress, fields);
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
