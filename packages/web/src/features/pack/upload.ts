import { PACK_PHOTO_MAX_BYTES } from "@homebase/contracts";
import { uploadFile } from "../../api/upload";

export { uploadErrorMessage } from "../../api/upload";

export const PHOTO_MAX_MB = PACK_PHOTO_MAX_BYTES / 1024 / 1024;

/** Refused before uploading: the server would answer 413 after the whole upload anyway. */
export function photoTooLarge(file: File): string | null {
  return file.size > PACK_PHOTO_MAX_BYTES
    ? `${file.name} is larger than ${PHOTO_MAX_MB} MB. Use a smaller photo.`
    : null;
}

/** POSTs the photo as multipart field `file` (api/upload.ts); `onProgress` gets 0–100. */
export function uploadPhoto<T>(url: string, file: File, onProgress: (percent: number) => void): Promise<T> {
  return uploadFile<T>(url, file, onProgress);
}
