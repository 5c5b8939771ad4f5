import { ruleCountSchema, ruleCreateSchema, rulePatchSchema, ruleSchema } from "@homebase/contracts";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { idParams } from "../../../http/params";
import { absoluteUrl } from "../../../http/urls";
import { categoryRef } from "../money.dto";
import * as apply from "./apply.service";
import type { RuleRow } from "./rules.repo";
import * as rules from "./rules.service";

const tags = ["money"];
const path = "/money/api/rule/:id(^\\d+)/";

type Names = Omit<rules.RuleView, "rule">;

const named = (names: Map<number, string>, id: number | null) =>
  id === null ? null : { id, name: names.get(id) ?? "" };

export const ruleDto = (request: FastifyRequest, rule: RuleRow, names: Names): z.infer<typeof ruleSchema> => ({
  id: rule.id,
  url: absoluteUrl(request, `/money/api/rule/${rule.id}/`),
  position: rule.position,
  payee: named(names.payees, rule.payee_id),
  description_contains: rule.description_contains,
  set_payee: named(names.payees, rule.set_payee_id),
  set_category: categoryRef(names.lookups.categories, rule.set_category_id),
  set_tags: rule.tag_ids.map((id) => ({ id, name: names.tags.get(id) ?? "" })),
});

/** Issue 19: /money/api/rule/ CRUD, and a rule's preview count and apply over existing transactions. */
export const ruleRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;

  app.get("/money/api/rule/", { schema: { tags, response: { 200: z.array(ruleSchema) } } }, async (request) => {
    const { rules: rows, ...names } = await rules.listRules(db, request.owner.id);
    return rows.map((row) => ruleDto(request, row, names));
  });

  app.post(
    "/money/api/rule/",
    { schema: { tags, body: ruleCreateSchema, response: { 201: ruleSchema } } },
    async (request, reply) => {
      const { rule, ...names } = await rules.createRule(db, request.owner.id, request.body);
      return reply.status(201).send(ruleDto(request, rule, names));
    },
  );

  app.get(path, { schema: { tags, params: idParams, response: { 200: ruleSchema } } }, async (request) => {
    const { rule, ...names } = await rules.getRule(db, request.owner.id, request.params.id);
    return ruleDto(request, rule, names);
  });

  app.patch(
    path,
    { schema: { tags, params: idParams, body: rulePatchSchema, response: { 200: ruleSchema } } },
    async (request) => {
      const { rule, ...names } = await rules.updateRule(db, request.owner.id, request.params.id, request.body);
      return ruleDto(request, rule, names);
    },
  );

  app.delete(path, { schema: { tags, params: idParams, response: { 204: z.null() } } }, async (request, reply) => {
    await rules.deleteRule(db, request.owner.id, request.params.id);
    return reply.status(204).send(null);
  });

  app.get(
    `${path}preview/`,
    { schema: { tags, params: idParams, response: { 200: ruleCountSchema } } },
    async (request) => ({ count: await apply.previewRule(db, request.owner.id, request.params.id) }),
  );

  app.post(
    `${path}apply/`,
    { schema: { tags, params: idParams, response: { 200: ruleCountSchema } } },
    async (request) => ({ count: await apply.applyRule(db, request.owner.id, request.params.id) }),
  );
};
