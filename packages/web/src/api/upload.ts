import { ApiError, NETWORK_ERROR_DETAIL, toSameOriginPath } from "./client";
import { getToken } from "./token";

// File uploads go through XMLHttpRequest because fetch cannot report upload progress, and a
// large photo or statement over a slow connection needs a progress bar (ARCHITECTURE §4).

/**
 * POSTs `file` as multipart field `file`, after any plain `fields` (e.g. account_id).
 * `onProgress` gets 0–100 while the bytes go out. Errors are ApiErrors, like api/client's.
 */
export function uploadFile<T>(
  url: string,
  file: File,
  onProgress: (percent: number) => void,
  fields: Record<string, string> = {},
): Promise<T> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open("POST", toSameOriginPath(url));
    request.setRequestHeader("Accept", "application/json");
    const token = getToken();
    if (token) request.setRequestHeader("Authorization", `Bearer ${token}`);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    request.onerror = () => reject(new ApiError(0, { detail: NETWORK_ERROR_DETAIL, code: "network_error" }));
    request.onload = () => {
      let body: unknown;
      try {
        body = request.responseText ? JSON.parse(request.responseText) : undefined;
      } catch {
        body = undefined;
      }
      if (request.status >= 200 && request.status < 300) {
        resolve(body as T);
        return;
      }
      const detail = (body as { detail?: unknown } | undefined)?.detail;
      reject(
        new ApiError(
          request.status,
          typeof detail === "string"
            ? (body as ConstructorParameters<typeof ApiError>[1])
            : { detail: `The server answered ${request.status}.`, code: "http_error" },
        ),
      );
    };
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    form.append("file", file, file.name);
    request.send(form);
  });
}

/** The message to show for a failed upload: the server's reason about the file, if it gave one. */
export function uploadErrorMessage(error: unknown): string {
  if (error instanceof ApiError) return error.fieldError("file") ?? error.detail;
  return error instanceof Error ? error.message : "The upload failed.";
}
