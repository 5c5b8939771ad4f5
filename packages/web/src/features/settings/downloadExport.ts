import { getToken } from "../../api/token";

export const EXPORT_PATH = "/api/export/";

/**
 * Downloads the owner's export ZIP, reporting the bytes received so far (the server streams
 * it, so the total is not known ahead), then hands it to the browser as a file to save.
 */
export async function downloadExport(onBytes: (received: number) => void): Promise<string> {
  const token = getToken();
  const response = await fetch(EXPORT_PATH, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
  if (!response.ok || !response.body) {
    const body = (await response.json().catch(() => null)) as { detail?: string } | null;
    throw new Error(body?.detail ?? `The server answered ${response.status}.`);
  }
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let received = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    received += value.length;
    onBytes(received);
  }
  const name =
    /filename="([^"]+)"/.exec(response.headers.get("content-disposition") ?? "")?.[1] ?? "homebase-export.zip";
  const url = URL.createObjectURL(new Blob(chunks as BlobPart[], { type: "application/zip" }));
  const link = document.createElement("a");
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // The click has handed the blob to the browser's download; the URL is not needed after.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
  return name;
}
