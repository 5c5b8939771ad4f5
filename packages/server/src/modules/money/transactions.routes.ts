import {
  amountToCents,
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
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { nowIso } from "../../db/database";
import { invalid, orNotFound } from "../../http/errors";
import { pageWindow, paginationFor } from "../../http/pagination";
import { idParams } from "../../http/params";
import * as ledger from "./ledger.service";
import { transactionDto } from "./money.dto";
import * as repo from "./money.repo";
import { checkTransactionRefs } from "./money.service";
import { excludedCategories, facetList, filterQuerySchema, parseFilters } from "./transaction-filters";
import { scan, selectionFor, transactionIndex } from "./transaction-index";

const tags = ["money"];

export const transactionRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;

  /** Parses the filters and runs one pass over the owner's ledger for what the endpoint needs. */
  async function filtered(userId: number, query: z.infer<typeof filterQuerySchema>, wants: Parameters<typeof scan>[2]) {
    const found = await repo.lookups(db, userId);
    const selected = await parseFilters(db, userId, query, found);
    const index = await transactionIndex(db, userId);
    const result = scan(index, selectionFor(index, selected), {
      excludedCategories: excludedCategories(found),
      ...wants,
    });
    return { found, result };
  }

  app.get(
    "/money/api/transaction/",
    { schema: { tags, querystring: filterQuerySchema, response: { 200: transactionPageSchema } } },
    async (request) => {
      const userId = request.owner.id;
      const { page } = request.query;
      const offset = (page - 1) * TRANSACTION_PAGE_SIZE;
      const { found, result } = await filtered(userId, request.query, {
        window: { offset, limit: TRANSACTION_PAGE_SIZE },
      });
      pageWindow(page, result.count, TRANSACTION_PAGE_SIZE); // 404 past the last page
      const rows = await repo.transactionsByIds(db, userId, result.pageIds);
      return {
        pagination: paginationFor(request, result.count, page, TRANSACTION_PAGE_SIZE),
        results: rows.map((row) => transactionDto(request, row, found)),
      };
    },
  );

  app.get(
    "/money/api/transaction/summary/",
    { schema: { tags, querystring: filterQuerySchema, response: { 200: transactionSummarySchema } } },
    async (request) => {
      const { result } = await filtered(request.owner.id, request.query, {});
      return { record_count: result.count, total_amount: centsToAmount(result.total) };
    },
  );

  app.get(
    "/money/api/transaction/filters/",
    { schema: { tags, querystring: filterQuerySchema, response: { 200: z.array(transactionFilterSchema) } } },
    async (request) => {
      const { found, result } = await filtered(request.owner.id, request.query, { facets: true });
      return facetList(db, request.owner.id, request.query, result, found);
    },
  );

  app.get(
    "/money/api/transaction/monthly/",
    { schema: { tags, querystring: filterQuerySchema, response: { 200: z.array(transactionMonthSchema) } } },
    async (request) => {
      const { result } = await filtered(request.owner.id, request.query, { monthly: true });
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
      const userId = request.owner.id;
      const body = request.body;
      const found = await repo.lookups(db, userId);
      const payee = await checkTransactionRefs(db, userId, body, found);
      const id = await ledger.createTransaction(db, {
        user_id: userId,
        account_id: body.account_id,
        payee_id: body.payee_id ?? null,
        // A payee's default category applies when none is chosen.
        category_id: body.category_id !== undefined ? body.category_id : (payee?.default_category_id ?? null),
        transaction_date: body.transaction_date,
        posted_date: body.posted_date ?? null,
        amount: amountToCents(body.amount),
        notes: body.notes,
        created_at: nowIso(),
      });
      const created = orNotFound(await repo.findTransaction(db, userId, id));
      return reply.status(201).send(transactionDto(request, created, found));
    },
  );

  app.get(
    "/money/api/transaction/:id(^\\d+)/",
    { schema: { tags, params: idParams, response: { 200: transactionSchema } } },
    async (request) => {
      const userId = request.owner.id;
      const row = orNotFound(await repo.findTransaction(db, userId, request.params.id), "Transaction");
      return transactionDto(request, row, await repo.lookups(db, userId));
    },
  );

  app.patch(
    "/money/api/transaction/:id(^\\d+)/",
    { schema: { tags, params: idParams, body: transactionPatchSchema, response: { 200: transactionSchema } } },
    async (request) => {
      const userId = request.owner.id;
      const { id } = request.params;
      orNotFound(await repo.findTransaction(db, userId, id), "Transaction");
      const found = await repo.lookups(db, userId);
      const { amount, ...fields } = request.body;
      await checkTransactionRefs(db, userId, request.body, found);
      const changes = { ...fields, ...(amount !== undefined ? { amount: amountToCents(amount) } : {}) };
      if (Object.keys(changes).length > 0) {
        await ledger.updateTransaction(db, userId, id, changes);
      }
      return transactionDto(request, orNotFound(await repo.findTransaction(db, userId, id)), found);
    },
  );

  app.patch(
    "/money/api/transaction/:id(^\\d+)/patch-tags/",
    { schema: { tags, params: idParams, body: transactionTagsSchema, response: { 200: transactionSchema } } },
    async (request) => {
      const userId = request.owner.id;
      const { id } = request.params;
      orNotFound(await repo.findTransaction(db, userId, id), "Transaction");
      const ids = [...new Set(request.body.ids)];
      const owned = new Set((await repo.listTags(db, userId)).map((tag) => tag.id));
      if (ids.some((tagId) => !owned.has(tagId))) throw invalid({ ids: ["Choose tags from the list."] });
      await ledger.setTransactionTags(db, userId, id, ids);
      return transactionDto(
        request,
        orNotFound(await repo.findTransaction(db, userId, id)),
        await repo.lookups(db, userId),
      );
    },
  );

  app.delete(
    "/money/api/transaction/:id(^\\d+)/",
    { schema: { tags, params: idParams, response: { 204: z.null() } } },
    async (request, reply) => {
      const userId = request.owner.id;
      orNotFound(await repo.findTransaction(db, userId, request.params.id), "Transaction");
      await ledger.deleteTransaction(db, userId, request.params.id);
      return reply.status(204).send(null);
    },
  );
};
