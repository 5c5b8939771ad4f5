import { categoryCreateSchema, categoryPatchSchema, categorySchema } from "@homebase/contracts";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { idParams } from "../../http/params";
import * as categories from "./categories.service";
import { categoryDto } from "./money.dto";

const tags = ["money"];
const path = "/money/api/category/:id(^\\d+)/";

const dto = (request: FastifyRequest, view: categories.CategoryView) =>
  categoryDto(request, view.category, view.categories, view.transactionCount);

export const categoryRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;

  app.get("/money/api/category/", { schema: { tags, response: { 200: z.array(categorySchema) } } }, async (request) =>
    (await categories.listCategories(db, request.owner.id)).map((view) => dto(request, view)),
  );

  app.post(
    "/money/api/category/",
    { schema: { tags, body: categoryCreateSchema, response: { 201: categorySchema } } },
    async (request, reply) => {
      const view = await categories.createCategory(db, request.owner.id, request.body);
      return reply.status(201).send(dto(request, view));
    },
  );

  app.patch(
    path,
    { schema: { tags, params: idParams, body: categoryPatchSchema, response: { 200: categorySchema } } },
    async (request) =>
      dto(request, await categories.updateCategory(db, request.owner.id, request.params.id, request.body)),
  );

  app.delete(path, { schema: { tags, params: idParams, response: { 204: z.null() } } }, async (request, reply) => {
    await categories.deleteCategory(db, request.owner.id, request.params.id);
    return reply.status(204).send(null);
  });
};
