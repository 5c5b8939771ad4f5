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
import type { Db } from "../../../db/database";
import { orNotFound } from "../../../http/errors";
import { pageQuerySchema, pageWindow, paginationFor } from "../../../http/pagination";
import { idParams } from "../../../http/params";
import { absoluteUrl } from "../../../http/urls";
import { payeeDto } from "../money.dto";
import * as repo from "../money.repo";
import { mergePayees } from "./merge.service";
import { settledScoring } from "./similarity.service";

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

function similarityRows(db: Db, userId: number) {
  return db
    .selectFrom("money_payee_similarities as s")
    .innerJoin("money_payees as p", "p.id", "s.payee_id")
    .innerJoin("money_payees as q", "q.id", "s.secondary_id")
    .select([
      "s.id",
      "s.similarity",
      "s.is_active",
      "s.payee_id",
      "p.name as payee_name",
      "s.secondary_id",
      "q.name as secondary_name",
    ])
    .where("s.user_id", "=", userId);
}
type SimilarityRow = Awaited<ReturnType<ReturnType<typeof similarityRows>["execute"]>>[number];

/** `from` is the payee whose list this is: it is shown as `payee` and the other as `secondary`. */
function similarityDto(request: FastifyRequest, row: SimilarityRow, from?: number): MoneyPayeeSimilarity {
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
      const userId = request.owner.id;
      const { id } = request.params;
      orNotFound(await repo.findPayee(db, userId, id), "Payee");
      await settledScoring(db, userId);
      const rows = await similarityRows(db, userId)
        .where("s.is_active", "=", true)
        .where((eb) => eb.or([eb("s.payee_id", "=", id), eb("s.secondary_id", "=", id)]))
        .orderBy("s.similarity", "desc")
        .orderBy("s.id")
        .execute();
      return rows.map((row) => similarityDto(request, row, id));
    },
  );

  app.post(
    `${payeePath}merge/`,
    { schema: { tags, params: idParams, body: payeeMergeSchema, response: { 200: payeeSchema } } },
    async (request) => {
      const userId = request.owner.id;
      const { id } = request.params;
      orNotFound(await repo.findPayee(db, userId, id), "Payee");
      await settledScoring(db, userId);
      await mergePayees(db, userId, id, request.body.payee_ids);
      const found = await repo.lookups(db, userId);
      return payeeDto(request, orNotFound(await repo.findPayee(db, userId, id), "Payee"), found.categories);
    },
  );

  app.get(
    "/money/api/similarity/",
    { schema: { tags, querystring: pageQuerySchema, response: { 200: similarityPageSchema } } },
    async (request) => {
      const userId = request.owner.id;
      const { page } = request.query;
      await settledScoring(db, userId);
      const { count } = await db
        .selectFrom("money_payee_similarities")
        .select((eb) => eb.fn.countAll<number>().as("count"))
        .where("user_id", "=", userId)
        .where("is_active", "=", true)
        .executeTakeFirstOrThrow();
      const window = pageWindow(page, Number(count), SIMILARITY_PAGE_SIZE);
      const rows = await similarityRows(db, userId)
        .where("s.is_active", "=", true)
        .orderBy("s.similarity", "desc")
        .orderBy("s.id")
        .offset(window.offset)
        .limit(window.limit)
        .execute();
      return {
        pagination: paginationFor(request, Number(count), page, SIMILARITY_PAGE_SIZE),
        results: rows.map((row) => similarityDto(request, row)),
      };
    },
  );

  app.get(
    similarityPath,
    { schema: { tags, params: idParams, response: { 200: payeeSimilaritySchema } } },
    async (request) => {
      await settledScoring(db, request.owner.id);
      const row = await similarityRows(db, request.owner.id).where("s.id", "=", request.params.id).executeTakeFirst();
      return similarityDto(request, orNotFound(row, "Similarity"));
    },
  );

  // Deleting a suggestion keeps the row (is_active false) so re-scoring never suggests the pair again.
  app.patch(
    similarityPath,
    { schema: { tags, params: idParams, body: similarityPatchSchema, response: { 200: payeeSimilaritySchema } } },
    async (request) => {
      const userId = request.owner.id;
      const { id } = request.params;
      await settledScoring(db, userId);
      orNotFound(await similarityRows(db, userId).where("s.id", "=", id).executeTakeFirst(), "Similarity");
      await db
        .updateTable("money_payee_similarities")
        .set({ is_active: false })
        .where("user_id", "=", userId)
        .where("id", "=", id)
        .execute();
      return similarityDto(
        request,
        orNotFound(await similarityRows(db, userId).where("s.id", "=", id).executeTakeFirst()),
      );
    },
  );
};
