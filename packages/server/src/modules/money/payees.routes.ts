import {
  payeeCreateSchema,
  payeePatchSchema,
  payeeSchema,
  payeeTidyApplySchema,
  payeeTidyResultSchema,
  payeeTidySchema,
  TRANSACTION_PAGE_SIZE,
  tagCreateSchema,
  tagSchema,
  transactionPageSchema,
} from "@homebase/contracts";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { pageQuerySchema, paginationFor } from "../../http/pagination";
import { idParams } from "../../http/params";
import { payeeDto, tagDto, transactionDto } from "./money.dto";
import { applyTidy, tidyPlan } from "./payees/tidy.service";
import * as payees from "./payees.service";
import * as tagService from "./tags.service";

const tags = ["money"];
const payeePath = "/money/api/payee/:id(^\\d+)/";

const dto = (request: FastifyRequest, view: payees.PayeeView) => payeeDto(request, view.payee, view.categories);

export const payeeRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;

  app.get("/money/api/payee/", { schema: { tags, response: { 200: z.array(payeeSchema) } } }, async (request) => {
    const { payees: rows, categories } = await payees.listPayees(db, request.owner.id);
    return rows.map((payee) => payeeDto(request, payee, categories));
  });

  // An existing name answers that payee (200) rather than a duplicate.
  app.post(
    "/money/api/payee/",
    { schema: { tags, body: payeeCreateSchema, response: { 200: payeeSchema, 201: payeeSchema } } },
    async (request, reply) => {
      const view = await payees.createPayee(db, request.owner.id, request.body);
      return reply.status(view.created ? 201 : 200).send(dto(request, view));
    },
  );

  // Issue 19: payees named by an older cleaner, and their tidy names (renamed, or merged where two meet).
  app.get(
    "/money/api/payee/tidy/",
    { schema: { tags, response: { 200: z.array(payeeTidySchema) } } },
    async (request) => tidyPlan(db, request.owner.id),
  );

  app.post(
    "/money/api/payee/tidy/",
    { schema: { tags, body: payeeTidyApplySchema, response: { 200: payeeTidyResultSchema } } },
    async (request) => applyTidy(db, request.owner.id, request.body.payee_ids),
  );

  app.get(payeePath, { schema: { tags, params: idParams, response: { 200: payeeSchema } } }, async (request) =>
    dto(request, await payees.getPayee(db, request.owner.id, request.params.id)),
  );

  app.patch(
    payeePath,
    { schema: { tags, params: idParams, body: payeePatchSchema, response: { 200: payeeSchema } } },
    async (request) => dto(request, await payees.updatePayee(db, request.owner.id, request.params.id, request.body)),
  );

  app.get(
    `${payeePath}transactions/`,
    { schema: { tags, params: idParams, querystring: pageQuerySchema, response: { 200: transactionPageSchema } } },
    async (request) => {
      const { page } = request.query;
      const found = await payees.payeeTransactions(db, request.owner.id, request.params.id, page);
      return {
        pagination: paginationFor(request, found.count, page, TRANSACTION_PAGE_SIZE),
        results: found.transactions.map((row) => transactionDto(request, row, found.lookups)),
      };
    },
  );

  app.get("/money/api/tag/", { schema: { tags, response: { 200: z.array(tagSchema) } } }, async (request) =>
    (await tagService.listTags(db, request.owner.id)).map((row) => tagDto(request, row)),
  );

  // An existing name answers that tag (200) rather than a duplicate.
  app.post(
    "/money/api/tag/",
    { schema: { tags, body: tagCreateSchema, response: { 200: tagSchema, 201: tagSchema } } },
    async (request, reply) => {
      const { tag, created } = await tagService.createTag(db, request.owner.id, request.body.name);
      return reply.status(created ? 201 : 200).send(tagDto(request, tag));
    },
  );

  app.delete(
    "/money/api/tag/:id(^\\d+)/",
    { schema: { tags, params: idParams, response: { 204: z.null() } } },
    async (request, reply) => {
      await tagService.deleteTag(db, request.owner.id, request.params.id);
      return reply.status(204).send(null);
    },
  );
};
