import multipart from "@fastify/multipart";
import {
  APP_IMPORT_MAX_BYTES,
  appImportResultSchema,
  dataImportSchema,
  IMPORT_SOURCE_KEYS,
  type ImportSource,
} from "@homebase/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { invalid } from "../../http/errors";
import { readMultipart } from "../../http/multipart";
import { absoluteUrl } from "../../http/urls";
import { ownerToday } from "../settings/settings.service";
import { tvmazeClientFor } from "../tv/tvmaze.client";
import * as imports from "./apps-import.service";

const tags = ["import"];
const importPath = (id: number) => `/api/import/${id}/`;
const sources = IMPORT_SOURCE_KEYS as [ImportSource, ...ImportSource[]];

/** Imports from other apps (issue 23): preview with dry_run=true, import, list, undo. */
export const appsImportRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, { limits: { fileSize: APP_IMPORT_MAX_BYTES, files: 1, fields: 4 } });

  app.post(
    "/api/import/:source/",
    {
      schema: {
        tags,
        params: z.object({ source: z.enum(sources, { error: `Choose one of: ${sources.join(", ")}.` }) }),
        querystring: z.object({ dry_run: z.enum(["true", "false"]).optional() }),
        response: { 200: appImportResultSchema, 201: appImportResultSchema },
      },
    },
    async (request, reply) => {
      const { fields, file, fileName } = await readMultipart(request, APP_IMPORT_MAX_BYTES);
      if (!file || file.length === 0) throw invalid({ file: ["Choose the file exported from the app."] });
      const dryRun = (request.query.dry_run ?? fields.dry_run) === "true";
      const result = await imports.runImport(app.db, request.owner.id, request.params.source, {
        bytes: file,
        fields,
        fileName,
        dryRun,
        today: await ownerToday(request),
        deps: { tvmaze: tvmazeClientFor(app.config.tvmaze), media: app.media },
      });
      const url = result.id === null ? null : absoluteUrl(request, importPath(result.id));
      return reply.status(result.id === null ? 200 : 201).send({ ...result, url });
    },
  );

  app.get("/api/import/", { schema: { tags, response: { 200: z.array(dataImportSchema) } } }, async (request) => {
    const rows = await imports.listImports(app.db, request.owner.id);
    return rows.map((row) => ({
      id: row.id,
      url: absoluteUrl(request, importPath(row.id)),
      source: row.source,
      file_name: row.file_name,
      counts: JSON.parse(row.counts) as Record<string, number>,
      created_at: row.created_at,
    }));
  });

  app.delete(
    "/api/import/:id/",
    { schema: { tags, params: z.object({ id: z.coerce.number().int() }), response: { 204: z.null() } } },
    async (request, reply) => {
      await imports.undoImport(app.db, request.owner.id, request.params.id);
      return reply.status(204).send(null);
    },
  );
};
