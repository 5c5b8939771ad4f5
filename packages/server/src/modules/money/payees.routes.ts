import {
  payeeCreateSchema,
  payeePatchSchema,
  payeeSchema,
  TRANSACTION_PAGE_SIZE,
  tagCreateSchema,
  tagSchema,
  transactionPageSchema,
} from "@homebase/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { nowIso } from "../../db/database";
import { invalid, orNotFound } from "../../http/errors";
import { pageQuerySchema, pageWindow, paginationFor } from "../../http/pagination";
import { idParams } from "../../http/params";
import * as ledger from "./ledger.service";
import { payeeDto, tagDto, transactionDto } from "./money.dto";
import * as repo from "./money.repo";
import { rescorePayees } from "./payees/similarity.service";
import { scan, selectionFor, transactionIndex } from "./transaction-index";

const tags = ["money"];
const payeePath = "/money/api/payee/:id(^\\d+)/";

function checkCategory(found: repo.Lookups, id: number | null | undefined) {
  if (id != null && !found.categories.has(id)) throw invalid({ default_category_id: ["Choose one from the list."] });
}

export const payeeRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;

  app.get("/money/api/payee/", { schema: { tags, response: { 200: z.array(payeeSchema) } } }, async (request) => {
    const found = await repo.lookups(db, request.owner.id);
    return (await repo.listPayees(db, request.owner.id)).map((row) => payeeDto(request, row, found.categories));
  });

  // Typing a payee that exists (any letter case) answers that payee rather than a duplicate.
  app.post(
    "/money/api/payee/",
    { schema: { tags, body: payeeCreateSchema, response: { 200: payeeSchema, 201: payeeSchema } } },
    async (request, reply) => {
      const userId = request.owner.id;
      const found = await repo.lookups(db, userId);
      checkCategory(found, request.body.default_category_id);
      const existing = await repo.findByName(db, "money_payees", userId, request.body.name);
      if (existing)
        return payeeDto(request, orNotFound(await repo.findPayee(db, userId, existing.id)), found.categories);
      const row = await db
        .insertInto("money_payees")
        .values({
          user_id: userId,
          name: request.body.name,
          default_category_id: request.body.default_category_id ?? null,
          created_at: nowIso(),
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      await rescorePayees(db, userId, [row.id]);
      return reply.status(201).send(payeeDto(request, row, found.categories));
    },
  );

  app.get(payeePath, { schema: { tags, params: idParams, response: { 200: payeeSchema } } }, async (request) => {
    const row = orNotFound(await repo.findPayee(db, request.owner.id, request.params.id), "Payee");
    return payeeDto(request, row, (await repo.lookups(db, request.owner.id)).categories);
  });

  app.patch(
    payeePath,
    { schema: { tags, params: idParams, body: payeePatchSchema, response: { 200: payeeSchema } } },
    async (request) => {
      const userId = request.owner.id;
      const { id } = request.params;
      orNotFound(await repo.findPayee(db, userId, id), "Payee");
      const found = await repo.lookups(db, userId);
      checkCategory(found, request.body.default_category_id);
      if (request.body.name !== undefined) {
        const existing = await repo.findByName(db, "money_payees", userId, request.body.name);
        if (existing && existing.id !== id)
          throw invalid({ name: ["Another payee has this name; merge them instead."] });
      }
      if (Object.keys(request.body).length > 0) {
        await db.updateTable("money_payees").set(request.body).where("id", "=", id).execute();
        if (request.body.name !== undefined) await rescorePayees(db, userId, [id]);
      }
      return payeeDto(request, orNotFound(await repo.findPayee(db, userId, id)), found.categories);
    },
  );

  app.get(
    `${payeePath}transactions/`,
    { schema: { tags, params: idParams, querystring: pageQuerySchema, response: { 200: transactionPageSchema } } },
    async (request) => {
      const userId = request.owner.id;
      orNotFound(await repo.findPayee(db, userId, request.params.id), "Payee");
      const { page } = request.query;
      const index = await transactionIndex(db, userId);
      const result = scan(index, selectionFor(index, { payee: [request.params.id] }), {
        window: { offset: (page - 1) * TRANSACTION_PAGE_SIZE, limit: TRANSACTION_PAGE_SIZE },
      });
      pageWindow(page, result.count, TRANSACTION_PAGE_SIZE);
      const found = await repo.lookups(db, userId);
      const rows = await repo.transactionsByIds(db, userId, result.pageIds);
      return {
        pagination: paginationFor(request, result.count, page, TRANSACTION_PAGE_SIZE),
        results: rows.map((row) => transactionDto(request, row, found)),
      };
    },
  );

  app.get("/money/api/tag/", { schema: { tags, response: { 200: z.array(tagSchema) } } }, async (request) =>
    (await repo.listTags(db, request.owner.id)).map((row) => tagDto(request, row)),
  );

  // Spec §5: tag names typed in the tag box are created if not already known.
  app.post(
    "/money/api/tag/",
    { schema: { tags, body: tagCreateSchema, response: { 200: tagSchema, 201: tagSchema } } },
    async (request, reply) => {
      const userId = request.owner.id;
      const existing = await repo.findByName(db, "money_tags", userId, request.body.name);
      if (existing) {
        const row = (await repo.listTags(db, userId)).find((tag) => tag.id === existing.id);
        return tagDto(request, orNotFound(row));
      }
      const row = await db
        .insertInto("money_tags")
        .values({ user_id: userId, name: request.body.name })
        .returningAll()
        .executeTakeFirstOrThrow();
      return reply.status(201).send(tagDto(request, row));
    },
  );

  app.delete(
    "/money/api/tag/:id(^\\d+)/",
    { schema: { tags, params: idParams, response: { 204: z.null() } } },
    async (request, reply) => {
      const userId = request.owner.id;
      orNotFound(
        (await repo.listTags(db, userId)).find((tag) => tag.id === request.params.id),
        "Tag",
      );
      await ledger.deleteTag(db, userId, request.params.id); // untags its transactions
      return reply.status(204).send(null);
    },
  );
};
