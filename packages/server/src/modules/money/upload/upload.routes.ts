import multipart from "@fastify/multipart";
import { MAX_UPLOAD_BYTES, uploadPreviewSchema, uploadResultSchema } from "@homebase/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { invalid } from "../../../http/errors";
import { readMultipart } from "../../../http/multipart";
import { importIntoAccount, previewForAccount } from "./import.service";
import { StatementError } from "./statement-row";
import { readUploadForm } from "./upload-form";

const tags = ["money"];
const TOO_LARGE_HINT = "Upload a shorter statement (for example one month).";

/** A file that cannot be read answers 400 with the reason under `file`. */
async function orFileError<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof StatementError) throw invalid({ file: [error.message] }, error.message);
    throw error;
  }
}

/**
 * POST /money/api/upload/ (spec §7): multipart account_id + file → {imported, duplicates, skipped, errors};
 * POST /money/api/upload/preview/ (issue 19): the same form → what the file holds, writing nothing.
 */
export const uploadRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  // Scoped to this plugin: no other route accepts multipart bodies. Fields: account_id, encoding,
  // qif_account and the preview's eleven mapping fields.
  await app.register(multipart, {
    limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 20, fieldSize: 1000 },
  });

  app.post(
    "/money/api/upload/",
    { schema: { tags, consumes: ["multipart/form-data"], response: { 200: uploadResultSchema } } },
    async (request) => {
      const form = readUploadForm(await readMultipart(request, MAX_UPLOAD_BYTES, TOO_LARGE_HINT), false);
      return orFileError(() =>
        importIntoAccount(
          db,
          request.owner.id,
          form.accountId,
          form.file,
          (error) =>
            request.log.error({ err: error }, "work after a statement import failed (its transactions are saved)"),
          form.options,
        ),
      );
    },
  );

  app.post(
    "/money/api/upload/preview/",
    { schema: { tags, consumes: ["multipart/form-data"], response: { 200: uploadPreviewSchema } } },
    async (request) => {
      const form = readUploadForm(await readMultipart(request, MAX_UPLOAD_BYTES, TOO_LARGE_HINT), true);
      return orFileError(() => previewForAccount(db, request.owner.id, form.accountId, form.file, form.options));
    },
  );
};
