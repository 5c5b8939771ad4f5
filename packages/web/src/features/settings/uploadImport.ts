import type { ImportResult } from "@homebase/contracts";
import { ApiError, NETWORK_ERROR_DETAIL } from "../../api/client";
import { getToken } from "../../api/token";

export const IMPORT_PATH = "/api/import/homebase/";

/**
 * Sends an export ZIP to the import (dry run: a preview). XMLHttpRequest rather than fetch,
 * because only it reports how much of a large file has been sent.
 */
export function uploadImport(
  file: File,
  dryRun: boolean,
  onProgress: (fraction: number) => void,
): Promise<ImportResult> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open("POST", `${IMPORT_PATH}${dryRun ? "?dry_run=true" : ""}`);
    const token = getToken();
    if (token) request.setRequestHeader("Authorization", `Bearer ${token}`);
    request.setRequestHeader("Accept", "application/json");
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    request.onerror = () => reject(new ApiError(0, { detail: NETWORK_ERROR_DETAIL, code: "network_error" }));
    request.onload = () => {
      let body: unknown;
      try {
        body = JSON.parse(request.responseText);
      } catch {
        body = undefined;
      }
      if (request.status >= 200 && request.status < 300) resolve(body as ImportResult);
      else {
        const error = body as { detail?: string; code?: string; fields?: Record<string, string[]> } | undefined;
        const detail = error?.fields?.file?.join(" ") || error?.detail || `The server answered ${request.status}.`;
        reject(new ApiError(request.status, { detail, code: error?.code ?? "http_error" }));
      }
    };
    const form = new FormData();
    form.append("file", file);
    request.send(form);
  });
}
