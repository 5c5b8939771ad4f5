import {
  bulkResultSchema,
  bulkSetSchema,
  centsToAmount,
  TRANSACTION_PAGE_SIZE,
  transactionCreateSchema,
  transactionFilterSchema,
  transactionMonthSchema,
  transactionPageSchema,
  transactionPatchSchema,
  transactionSchema,
  transactionSummarySchema,
  transactionTagsSchema,
} from "@homebase/contracts";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { paginationFor } from "../../http/pagination";
import { idParams } from "../../http/params";
import { transactionDto } from "./money.dto";
import { filterQuerySchema } from "./transaction-filters";
import * as transactions from "./transactions.service";
import { bulkUpdate } from "./transactions-bulk.service";

const tags = ["money"];
const path = "/money/api/transaction/:id(^\\d+)/";

/** Issue 19: `ids` or `filters` (the list's query, as an object), and what to `set`. */
const bulkSchema = z
  .object({
    ids: z
      .array(
        z.number({ error: "Choose transactions from the list." }).int().positive("Choose transactions from the list."),
        {
          error: "Send a list of transaction ids.",
        },
      )
      .min(1, "Choose at least one transaction.")
      .optional(),
    filters: filterQuerySchema.omit({ page: true }).optional(),
    set: bulkSetSchema,
  })
  .strict()
  .superRefine((body, context) => {
    if ((body.ids === undefined) === (body.filters === undefined)) {
      context.addIssue({ code: "custom", path: ["ids"], message: "Send either ids or filters." });
    }
  });

const dto = (request: FastifyRequest, view: transactions.TransactionView) =>
  transactionDto(request, view.transaction, view.lookups, { transfer: view.transfer });

export const transactionRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;

  app.get(
    "/money/api/transaction/",
    { schema: { tags, querystring: filterQuerySchema, response: { 200: transactionPageSchema } } },
    async (request) => {
      const found = await transactions.transactionPage(db, request.owner.id, request.query);
      return {
        pagination: paginationFor(request, found.count, request.query.page, TRANSACTION_PAGE_SIZE),
        results: found.transactions.map((row) =>
          transactionDto(request, row, found.lookups, {
            runningBalance: found.runningBalance?.get(row.id),
            transfer: found.transfers.get(row.id),
          }),
        ),
      };
    },
  );

  app.get(
    "/money/api/transaction/summary/",
    { schema: { tags, querystring: filterQuerySchema, response: { 200: transactionSummarySchema } } },
    async (request) => {
      const { result } = await transactions.scanTransactions(db, request.owner.id, request.query, {});
      return { record_count: result.count, total_amount: centsToAmount(result.total) };
    },
  );

  app.get(
    "/money/api/transaction/filters/",
    { schema: { tags, querystring: filterQuerySchema, response: { 200: z.array(transactionFilterSchema) } } },
    async (request) => transactions.transactionFacets(db, request.owner.id, request.query),
  );

  app.get(
    "/money/api/transaction/monthly/",
    { schema: { tags, querystring: filterQuerySchema, response: { 200: z.array(transactionMonthSchema) } } },
    async (request) => {
      const { result } = await transactions.scanTransactions(db, request.owner.id, request.query, { monthly: true });
      return [...result.months.entries()]
        .sort(([a], [b]) => a - b)
        .map(([key, [income, spending]]) => ({
          month: `${Math.floor(key / 12)}-${String((key % 12) + 1).padStart(2, "0")}`,
          income: centsToAmount(income),
          spending: centsToAmount(spending),
        }));
    },
  );

  app.post(
    "/money/api/transaction/",
    { schema: { tags, body: transactionCreateSchema, response: { 201: transactionSchema } } },
    async (request, reply) => {
      const view = await transactions.createTransaction(db, request.owner.id, request.body);
      return reply.status(201).send(dto(request, view));
    },
  );

  app.patch(
    "/money/api/transaction/bulk/",
    { schema: { tags, body: bulkSchema, response: { 200: bulkResultSchema } } },
    async (request) => {
      const { ids, filters, set } = request.body;
      const query = filters ? { ...filters, page: 1 } : undefined;
      return { updated: await bulkUpdate(db, request.owner.id, { ids, filters: query, set }) };
    },
  );

  app.get(path, { schema: { tags, params: idParams, response: { 200: transactionSchema } } }, async (request) =>
    dto(request, await transactions.getTransaction(db, request.owner.id, request.params.id)),
  );

  app.patch(
    path,
    { schema: { tags, params: idParams, body: transactionPatchSchema, response: { 200: transactionSchema } } },
    async (request) =>
      dto(request, await transactions.updateTransaction(db, request.owner.id, request.params.id, request.body)),
  );

  app.patch(
    `${path}patch-tags/`,
    { schema: { tags, params: idParams, body: transactionTagsSchema, response: { 200: transactionSchema } } },
    async (request) =>
      dto(request, await transactions.setTransactionTags(db, request.owner.id, request.params.id, request.body.ids)),
  );

  app.delete(path, { schema: { tags, params: idParams, response: { 204: z.null() } } }, async (request, reply) => {
    await transactions.deleteTransaction(db, request.owner.id, request.params.id);
    return reply.status(204).send(null);
  });
};
