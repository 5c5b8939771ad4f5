import { categoryCreateSchema, categoryPatchSchema, categorySchema } from "@homebase/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { nowIso } from "../../db/database";
import { conflict, type FieldErrors, invalid, orNotFound } from "../../http/errors";
import { idParams } from "../../http/params";
import * as ledger from "./ledger.service";
import { categoryDto } from "./money.dto";
import * as repo from "./money.repo";
import { countBy, transactionIndex } from "./transaction-index";

const tags = ["money"];
const path = "/money/api/category/:id(^\\d+)/";

/** Spec order: parents and their children together (parent name, then child name). */
function treeOrder(categories: repo.CategoryRow[]): repo.CategoryRow[] {
  const byId = new Map(categories.map((row) => [row.id, row]));
  const groupName = (row: repo.CategoryRow) =>
    (row.parent_category_id === null ? row.name : (byId.get(row.parent_category_id)?.name ?? "")).toLowerCase();
  return [...categories].sort(
    (a, b) =>
      groupName(a).localeCompare(groupName(b)) ||
      Number(a.parent_category_id !== null) - Number(b.parent_category_id !== null) ||
      a.name.toLowerCase().localeCompare(b.name.toLowerCase()),
  );
}

export const categoryRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;

  /** A child's parent must be one of the owner's parent categories; names are unique within a parent. */
  function checkTree(
    found: repo.Lookups,
    fields: { name?: string; is_parent: boolean; parent_category_id: number | null },
    self?: number,
  ) {
    const errors: FieldErrors = {};
    if (fields.parent_category_id !== null) {
      if (fields.is_parent) errors.parent_category_id = ["A parent category cannot have a parent."];
      else if (found.categories.get(fields.parent_category_id)?.is_parent !== true)
        errors.parent_category_id = ["Choose one from the list."];
    }
    if (fields.name !== undefined) {
      const name = fields.name.toLowerCase();
      const clash = [...found.categories.values()].some(
        (row) =>
          row.id !== self && row.parent_category_id === fields.parent_category_id && row.name.toLowerCase() === name,
      );
      if (clash) errors.name = ["A category with this name already exists here."];
    }
    if (Object.keys(errors).length > 0) throw invalid(errors);
  }

  const dto = async (request: Parameters<typeof categoryDto>[0], id: number) => {
    const found = await repo.lookups(db, request.owner.id);
    const counts = countBy(await transactionIndex(db, request.owner.id), "category");
    return categoryDto(request, orNotFound(found.categories.get(id)), found.categories, counts.get(id) ?? 0);
  };

  app.get("/money/api/category/", { schema: { tags, response: { 200: z.array(categorySchema) } } }, async (request) => {
    const found = await repo.lookups(db, request.owner.id);
    const counts = countBy(await transactionIndex(db, request.owner.id), "category");
    return treeOrder([...found.categories.values()]).map((row) =>
      categoryDto(request, row, found.categories, counts.get(row.id) ?? 0),
    );
  });

  app.post(
    "/money/api/category/",
    { schema: { tags, body: categoryCreateSchema, response: { 201: categorySchema } } },
    async (request, reply) => {
      const { name, is_parent, is_included } = request.body;
      const parent_category_id = request.body.parent_category_id ?? null;
      checkTree(await repo.lookups(db, request.owner.id), { name, is_parent, parent_category_id });
      const row = await db
        .insertInto("money_categories")
        .values({ user_id: request.owner.id, name, is_parent, is_included, parent_category_id, created_at: nowIso() })
        .returning("id")
        .executeTakeFirstOrThrow();
      return reply.status(201).send(await dto(request, row.id));
    },
  );

  app.patch(
    path,
    { schema: { tags, params: idParams, body: categoryPatchSchema, response: { 200: categorySchema } } },
    async (request) => {
      const { id } = request.params;
      const found = await repo.lookups(db, request.owner.id);
      const current = orNotFound(found.categories.get(id), "Category");
      const parent_category_id =
        request.body.parent_category_id !== undefined ? request.body.parent_category_id : current.parent_category_id;
      checkTree(
        found,
        { name: request.body.name ?? current.name, is_parent: current.is_parent, parent_category_id },
        id,
      );
      if (Object.keys(request.body).length > 0) {
        await ledger.updateCategory(db, request.owner.id, current, request.body);
      }
      return dto(request, id);
    },
  );

  app.delete(path, { schema: { tags, params: idParams, response: { 204: z.null() } } }, async (request, reply) => {
    const { id } = request.params;
    const found = await repo.lookups(db, request.owner.id);
    orNotFound(found.categories.get(id), "Category");
    const children = [...found.categories.values()].filter((row) => row.parent_category_id === id).length;
    if (children > 0) {
      throw conflict(
        `This category has ${children} categor${children === 1 ? "y" : "ies"} under it; delete or move them first.`,
      );
    }
    const used = await repo.transactionsUsing(db, "category_id", id);
    if (used > 0) {
      throw conflict(`${used} transaction${used === 1 ? " uses" : "s use"} this category; recategorise them first.`);
    }
    await db.deleteFrom("money_categories").where("id", "=", id).execute(); // payees' default category is cleared
    return reply.status(204).send(null);
  });
};
