import type { FastifyRequest } from "fastify";
import { HttpError, invalid } from "./errors";

/**
 * Reads a multipart form (register @fastify/multipart in the route's plugin with the size
 * limit): its text fields and the one file named `file`. Too large answers 413 with a readable
 * message; anything but multipart answers 400.
 */
export async function readMultipart(
  request: FastifyRequest,
  maxBytes: number,
  tooLargeHint = "",
): Promise<{ fields: Record<string, string>; file: Buffer | undefined; fileName: string }> {
  if (!request.isMultipart()) throw invalid({ file: ["Send the form as multipart/form-data."] });
  const fields: Record<string, string> = {};
  let file: Buffer | undefined;
  let fileName = "";
  try {
    for await (const part of request.parts()) {
      if (part.type === "file") {
        const bytes = await part.toBuffer();
        if (part.fieldname === "file") {
          file = bytes;
          fileName = part.filename ?? "";
        }
      } else {
        fields[part.fieldname] = String(part.value);
      }
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === "FST_REQ_FILE_TOO_LARGE") {
      const message = `The file is larger than ${maxBytes / 1024 / 1024} MB.${tooLargeHint ? ` ${tooLargeHint}` : ""}`;
      throw new HttpError(413, "too_large", message, { file: [message] });
    }
    if (code === "FST_FILES_LIMIT_REACHED") throw invalid({ file: ["Upload one file at a time."] });
    throw error;
  }
  return { fields, file, fileName };
}
