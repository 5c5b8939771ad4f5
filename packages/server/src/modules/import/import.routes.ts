import multipart from "@fastify/multipart";
import { importResultSchema } from "@homebase/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { invalid } from "../../http/errors";
import { readMultipart } from "../../http/multipart";
import { importOwnerData } from "./import.service";

/** An export of a large ledger is tens of MB; the import reads it in memory. */
export const IMPORT_MAX_BYTES = 200 * 1024 * 1024;

/** The owner's export ZIP into their empty account (issue 18 §5); dry_run=true previews it. */
export const importRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, { limits: { fileSize: IMPORT_MAX_BYTES, files: 1, fields: 2 } });
  app.post(
    "/api/import/homebase/",
    {
      schema: {
        tags: ["export"],
        querystring: z.object({ dry_run: z.enum(["true", "false"]).optional() }),
        response: { 200: importResultSchema, 201: importResultSchema },
      },
    },
    async (request, reply) => {
      const { fields, file } = await readMultipart(request, IMPORT_MAX_BYTES);
      if (!file || file.length === 0) throw invalid({ file: ["Choose the ZIP file of an export to import."] });
      const dryRun = (request.query.dry_run ?? fields.dry_run) === "true";
      const result = await importOwnerData(app.db, app.media, request.owner.id, file, dryRun);
      return reply.status(dryRun ? 200 : 201).send(result);
    },
  );
};
