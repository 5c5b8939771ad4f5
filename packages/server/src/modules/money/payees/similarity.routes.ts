import {
  type MoneyPayeeSimilarity,
  payeeMergeSchema,
  payeeSchema,
  payeeSimilaritySchema,
  SIMILARITY_PAGE_SIZE,
  similarityPatchSchema,
} from "@homebase/contracts";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { pageQuerySchema, paginationFor } from "../../../http/pagination";
import { idParams } from "../../../http/params";
import { absoluteUrl } from "../../../http/urls";
import { payeeDto } from "../money.dto";
import { mergeIntoPayee } from "./merge.service";
import type { SuggestionRow } from "./similarity.repo";
import * as suggestions from "./suggestions.service";

const tags = ["money"];
const payeePath = "/money/api/payee/:id(^\\d+)/";
const similarityPath = "/money/api/similarity/:id(^\\d+)/";

const similarityPageSchema = z.object({
  pagination: z.object({
    count: z.number(),
    page: z.number(),
    previous: z.string().nullable(),
    next: z.string().nullable(),
    num_pages: z.number(),
  }),
  results: z.array(payeeSimilaritySchema),
});

/** `from` is the payee whose list this is: it is shown as `payee` and the other as `secondary`. */
function similarityDto(request: FastifyRequest, row: SuggestionRow, from?: number): MoneyPayeeSimilarity {
  const first = { id: row.payee_id, name: row.payee_name };
  const second = { id: row.secondary_id, name: row.secondary_name };
  const [payee, secondary] = from === row.secondary_id ? [second, first] : [first, second];
  const link = (p: { id: number; name: string }) => ({ ...p, url: absoluteUrl(request, `/money/api/payee/${p.id}/`) });
  return {
    id: row.id,
    url: absoluteUrl(request, `/money/api/similarity/${row.id}/`),
    similarity: Math.round(row.similarity * 1000) / 1000,
    payee: link(payee),
    secondary: link(secondary),
    is_active: row.is_active,
  };
}

/** Payee similarity suggestions (spec §2 Payee, Payee similarity list) and payee merge (§4). */
export const payeeSimilarityRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;

  app.get(
    `${payeePath}similar/`,
    { schema: { tags, params: idParams, response: { 200: z.array(payeeSimilaritySchema) } } },
    async (request) => {
      const { id } = request.params;
      const rows = await suggestions.suggestionsFor(db, request.owner.id, id);
      return rows.map((row) => similarityDto(request, row, id));
    },
  );

  app.post(
    `${payeePath}merge/`,
    { schema: { tags, params: idParams, body: payeeMergeSchema, response: { 200: payeeSchema } } },
    async (request) => {
      const kept = await mergeIntoPayee(db, request.owner.id, request.params.id, request.body.payee_ids);
      return payeeDto(request, kept.payee, kept.categories);
    },
  );

  app.get(
    "/money/api/similarity/",
    { schema: { tags, querystring: pageQuerySchema, response: { 200: similarityPageSchema } } },
    async (request) => {
      const { page } = request.query;
      const found = await suggestions.suggestionPage(db, request.owner.id, page);
      return {
        pagination: paginationFor(request, found.count, page, SIMILARITY_PAGE_SIZE),
        results: found.suggestions.map((row) => similarityDto(request, row)),
      };
    },
  );

  app.get(
    similarityPath,
    { schema: { tags, params: idParams, response: { 200: payeeSimilaritySchema } } },
    async (request) => similarityDto(request, await suggestions.getSuggestion(db, request.owner.id, request.params.id)),
  );

  // Deleting a suggestion keeps the row (is_active false) so re-scoring never suggests the pair again.
  app.patch(
    similarityPath,
    { schema: { tags, params: idParams, body: similarityPatchSchema, response: { 200: payeeSimilaritySchema } } },
    async (request) =>
      similarityDto(request, await suggestions.dismissSuggestion(db, request.owner.id, request.params.id)),
  );
};
