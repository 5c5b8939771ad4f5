import multipart from "@fastify/multipart";
import { MAX_UPLOAD_BYTES, uploadResultSchema } from "@homebase/contracts";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { HttpError, invalid, orNotFound } from "../../../http/errors";
import { importStatement } from "./import.service";
import { StatementError } from "./statement-row";

const tags = ["money"];
const TOO_LARGE = `The file is larger than ${MAX_UPLOAD_BYTES / 1024 / 1024} MB. Upload a shorter statement (for example one month).`;

/** The multipart body: the account_id field and one file, in either order. */
async function readUpload(request: FastifyRequest): Promise<{ accountId: string | undefined; file?: Buffer }> {
  if (!request.isMultipart()) throw invalid({ file: ["Send account_id and the file as multipart/form-data."] });
  let accountId: string | undefined;
  let file: Buffer | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type === "file") {
        const bytes = await part.toBuffer();
        if (part.fieldname === "file") file = bytes;
      } else if (part.fieldname === "account_id") {
        accountId = String(part.value);
      }
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === "FST_REQ_FILE_TOO_LARGE") throw new HttpError(413, "too_large", TOO_LARGE, { file: [TOO_LARGE] });
    if (code === "FST_FILES_LIMIT_REACHED") throw invalid({ file: ["Upload one file at a time."] });
    throw error;
  }
  return { accountId, file };
}

/** POST /money/api/upload/ (spec §7): multipart account_id + file → {imported, duplicates, skipped, errors}. */
export const uploadRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  // Scoped to this plugin: no other route accepts multipart bodies.
  await app.register(multipart, {
    limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 5, fieldSize: 1000 },
  });

  app.post(
    "/money/api/upload/",
    { schema: { tags, consumes: ["multipart/form-data"], response: { 200: uploadResultSchema } } },
    async (request) => {
      const userId = request.owner.id;
      const { accountId, file } = await readUpload(request);
      const fields: Record<string, string[]> = {};
      const id = Number(accountId);
      if (accountId === undefined || !/^\d+$/.test(accountId.trim()) || !Number.isSafeInteger(id) || id <= 0) {
        fields.account_id = ["Choose one from the list."];
      }
      if (!file) fields.file = ["Choose a file to upload."];
      else if (file.length === 0) fields.file = ["The file is empty."];
      if (Object.keys(fields).length > 0) throw invalid(fields);
      const account = orNotFound(
        await db
          .selectFrom("money_accounts")
          .selectAll()
          .where("user_id", "=", userId)
          .where("id", "=", id)
          .executeTakeFirst(),
        "Account",
      );
      try {
        return await importStatement(db, userId, account, file as Buffer, (error) =>
          request.log.error({ err: error }, "payee similarity scoring failed"),
        );
      } catch (error) {
        if (error instanceof StatementError) throw invalid({ file: [error.message] }, error.message);
        throw error;
      }
    },
  );
};
