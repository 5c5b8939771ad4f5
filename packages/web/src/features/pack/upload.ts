import { PACK_PHOTO_MAX_BYTES } from "@homebase/contracts";
import { ApiError, NETWORK_ERROR_DETAIL, toSameOriginPath } from "../../api/client";
import { getToken } from "../../api/token";

// Photo uploads go through XMLHttpRequest because fetch cannot report upload progress, and a
// 10 MB phone photo over a slow connection needs a progress bar (ARCHITECTURE §4).

export const PHOTO_MAX_MB = PACK_PHOTO_MAX_BYTES / 1024 / 1024;

/** Refused before uploading: the server would answer 413 after the whole upload anyway. */
export function photoTooLarge(file: File): string | null {
  return file.size > PACK_PHOTO_MAX_BYTES
    ? `${file.name} is larger than ${PHOTO_MAX_MB} MB. Use a smaller photo.`
    : null;
}

/** POSTs `file` as multipart field `file`; `onProgress` gets 0–100. Errors are ApiErrors. */
export function uploadPhoto<T>(url: string, file: File, onProgress: (percent: number) => void): Promise<T> {
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
    form.append("file", file, file.name);
    request.send(form);
  });
}

/** The message to show for a failed upload: the server's reason about the file, if it gave one. */
export function uploadErrorMessage(error: unknown): string {
  if (error instanceof ApiError) return error.fieldError("file") ?? error.detail;
  return error instanceof Error ? error.message : "The upload failed.";
}
