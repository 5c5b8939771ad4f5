import multipart from "@fastify/multipart";
import {
  APP_IMPORT_MAX_BYTES,
  appImportResultSchema,
  dataImportSchema,
  IMPORT_SOURCE_KEYS,
  type ImportSource,
  importJobSchema,
  runsInBackground,
} from "@homebase/contracts";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { invalid } from "../../http/errors";
import { readMultipart } from "../../http/multipart";
import { absoluteUrl } from "../../http/urls";
import { ownerToday } from "../settings/settings.service";
import { tvmazeClientFor } from "../tv/tvmaze.client";
import * as imports from "./apps-import.service";
import * as jobs from "./import-jobs.service";

const tags = ["import"];
const importPath = (id: number) => `/api/import/${id}/`;
const jobPath = (id: number) => `/api/import/job/${id}/`;

type JobRow = Awaited<ReturnType<typeof jobs.findImportJob>>;

/** A job as the API shows it: a finished import's result gets its url, as the direct answer has. */
function jobView(request: FastifyRequest, row: JobRow) {
  const answer = row.answer === null ? null : (JSON.parse(row.answer) as { id?: number | null });
  const done = row.status === 200 || row.status === 201;
  return {
    id: row.id,
    url: absoluteUrl(request, jobPath(row.id)),
    source: row.source as ImportSource,
    dry_run: Boolean(row.dry_run),
    file_name: row.file_name,
    done: row.done,
    total: row.total,
    status: row.status,
    answer:
      answer && done
        ? ({
            ...answer,
            url: typeof answer.id === "number" ? absoluteUrl(request, importPath(answer.id)) : null,
          } as never)
        : (answer as never),
    created_at: row.created_at,
  };
}
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
        response: { 200: appImportResultSchema, 201: appImportResultSchema, 202: importJobSchema },
      },
    },
    async (request, reply) => {
      const { fields, file, fileName } = await readMultipart(request, APP_IMPORT_MAX_BYTES);
      if (!file || file.length === 0) throw invalid({ file: ["Choose the file exported from the app."] });
      const dryRun = (request.query.dry_run ?? fields.dry_run) === "true";
      const { source } = request.params;
      if (runsInBackground(source)) {
        const { dry_run: _, ...otherFields } = fields;
        const job = await jobs.startImportJob(app, request.owner.id, {
          source,
          fileName,
          dryRun,
          fields: otherFields,
          today: await ownerToday(request),
          file,
        });
        return reply.status(202).send(jobView(request, job));
      }
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

  app.get(
    "/api/import/job/:id/",
    { schema: { tags, params: z.object({ id: z.coerce.number().int() }), response: { 200: importJobSchema } } },
    async (request) => jobView(request, await jobs.findImportJob(app.db, request.owner.id, request.params.id)),
  );

  // This instance's imports stop at their next step and are released for the next instance.
  app.addHook("onClose", () => jobs.stopImportJobs(app.db));

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
