import fs from "node:fs";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import type { Db } from "../../../db/database";
import type { ApiResponse } from "../../../test-support/api-client";
import { issueToken } from "../../auth/auth.service";

// Test helpers for POST /money/api/upload/ (multipart, which the JSON ApiClient does not send).

/** The statement fixtures, copied into the repository from ../shared/fixtures (CI has only the clone). */
export const FIXTURES = path.resolve(import.meta.dirname, "../../../../../..", "fixtures/statements");
export const fixture = (name: string) => fs.readFileSync(path.join(FIXTURES, name));

export type UploadParts = {
  account_id?: string | number;
  file?: Uint8Array | string;
  filename?: string;
  /** Other form fields: encoding, qif_account, the preview's mapping. */
  fields?: Record<string, string>;
};

/** A multipart body as a browser's FormData would send it. */
export async function multipartBody(parts: UploadParts): Promise<{ payload: Buffer; contentType: string }> {
  const form = new FormData();
  if (parts.account_id !== undefined) form.append("account_id", String(parts.account_id));
  for (const [name, value] of Object.entries(parts.fields ?? {})) form.append(name, value);
  if (parts.file !== undefined) {
    const bytes = typeof parts.file === "string" ? new TextEncoder().encode(parts.file) : parts.file;
    form.append("file", new Blob([bytes]), parts.filename ?? "statement.csv");
  }
  const request = new Request("http://localhost/", { method: "POST", body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    contentType: request.headers.get("content-type") as string,
  };
}

/** Uploads (or previews, with the preview's url) as the given user, or anonymously with userId null. */
export async function uploader(app: FastifyInstance, db: Db, userId: number | null, url = "/money/api/upload/") {
  const token = userId === null ? null : await issueToken(db, userId);
  return async (parts: UploadParts): Promise<ApiResponse> => {
    const { payload, contentType } = await multipartBody(parts);
    const response = await app.inject({
      method: "POST",
      url,
      headers: { "content-type": contentType, ...(token ? { authorization: `Bearer ${token}` } : {}) },
      payload,
    });
    return { status: response.statusCode, body: response.json(), headers: response.headers };
  };
}
