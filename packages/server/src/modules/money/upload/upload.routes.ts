import multipart from "@fastify/multipart";
import { MAX_UPLOAD_BYTES, uploadResultSchema } from "@homebase/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { invalid } from "../../../http/errors";
import { readMultipart } from "../../../http/multipart";
import { importIntoAccount } from "./import.service";
import { StatementError } from "./statement-row";

const tags = ["money"];
const TOO_LARGE_HINT = "Upload a shorter statement (for example one month).";

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
      const { fields: form, file } = await readMultipart(request, MAX_UPLOAD_BYTES, TOO_LARGE_HINT);
      const accountId = form.account_id;
      const fields: Record<string, string[]> = {};
      const id = Number(accountId);
      if (accountId === undefined || !/^\d+$/.test(accountId.trim()) || !Number.isSafeInteger(id) || id <= 0) {
        fields.account_id = ["Choose one from the list."];
      }
      if (!file) fields.file = ["Choose a file to upload."];
      else if (file.length === 0) fields.file = ["The file is empty."];
      if (Object.keys(fields).length > 0) throw invalid(fields);
      try {
        return await importIntoAccount(db, userId, id, file as Buffer, (error) =>
          request.log.error({ err: error }, "payee similarity scoring failed"),
        );
      } catch (error) {
        if (error instanceof StatementError) throw invalid({ file: [error.message] }, error.message);
        throw error;
      }
    },
  );
};
