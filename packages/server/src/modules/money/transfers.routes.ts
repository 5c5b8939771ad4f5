import {
  transferPairBodySchema,
  transferRuleCreateSchema,
  transferRuleSchema,
  transferSchema,
  transferSuggestionSchema,
} from "@homebase/contracts";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { idParams } from "../../http/params";
import { absoluteUrl } from "../../http/urls";
import { transactionDto } from "./money.dto";
import type { Lookups, TransactionRow } from "./money.repo";
import type { TransferRuleRow } from "./transfers.repo";
import * as transfers from "./transfers.service";

const tags = ["money"];

type Pair = { debit: TransactionRow; credit: TransactionRow };
const pairDto = (request: FastifyRequest, pair: Pair, lookups: Lookups) => ({
  debit: transactionDto(request, pair.debit, lookups),
  credit: transactionDto(request, pair.credit, lookups),
});
const transferDto = (request: FastifyRequest, pair: Pair & { id: number }, lookups: Lookups) => ({
  id: pair.id,
  url: absoluteUrl(request, `/money/api/transfer/${pair.id}/`),
  ...pairDto(request, pair, lookups),
});
const ruleDto = (request: FastifyRequest, rule: TransferRuleRow, lookups: Lookups, confirmed?: number) => {
  const name = (id: number) => ({ id, name: lookups.accounts.get(id)?.name ?? "" });
  return {
    id: rule.id,
    url: absoluteUrl(request, `/money/api/transfer-rule/${rule.id}/`),
    from_account: name(rule.from_account_id),
    to_account: name(rule.to_account_id),
    ...(confirmed !== undefined ? { confirmed_count: confirmed } : {}),
  };
};

/** Issue 24: transfer pairs between the owner's accounts, their suggestions and rules. */
export const transferRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;

  app.get("/money/api/transfer/", { schema: { tags, response: { 200: z.array(transferSchema) } } }, async (request) => {
    const { views, lookups } = await transfers.confirmedTransfers(db, request.owner.id);
    return views.map((view) => transferDto(request, view, lookups));
  });

  app.get(
    "/money/api/transfer/suggestions/",
    { schema: { tags, response: { 200: z.array(transferSuggestionSchema) } } },
    async (request) => {
      const { views, lookups } = await transfers.suggestions(db, request.owner.id);
      return views.map((view) => pairDto(request, view, lookups));
    },
  );

  app.post(
    "/money/api/transfer/",
    { schema: { tags, body: transferPairBodySchema, response: { 201: transferSchema } } },
    async (request, reply) => {
      const { view, lookups } = await transfers.confirmTransfer(db, request.owner.id, request.body);
      return reply.status(201).send(transferDto(request, view, lookups));
    },
  );

  app.post(
    "/money/api/transfer/dismiss/",
    { schema: { tags, body: transferPairBodySchema, response: { 204: z.null() } } },
    async (request, reply) => {
      await transfers.dismissSuggestion(db, request.owner.id, request.body);
      return reply.status(204).send(null);
    },
  );

  app.delete(
    "/money/api/transfer/:id(^\\d+)/",
    { schema: { tags, params: idParams, response: { 204: z.null() } } },
    async (request, reply) => {
      await transfers.deleteTransfer(db, request.owner.id, request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.get(
    "/money/api/transfer-rule/",
    { schema: { tags, response: { 200: z.array(transferRuleSchema) } } },
    async (request) => {
      const { rules, lookups } = await transfers.listRules(db, request.owner.id);
      return rules.map((rule) => ruleDto(request, rule, lookups));
    },
  );

  app.post(
    "/money/api/transfer-rule/",
    { schema: { tags, body: transferRuleCreateSchema, response: { 201: transferRuleSchema } } },
    async (request, reply) => {
      const { from_account_id: from, to_account_id: to } = request.body;
      const { rule, confirmed, lookups } = await transfers.createRule(db, request.owner.id, from, to);
      return reply.status(201).send(ruleDto(request, rule, lookups, confirmed));
    },
  );

  app.delete(
    "/money/api/transfer-rule/:id(^\\d+)/",
    { schema: { tags, params: idParams, response: { 204: z.null() } } },
    async (request, reply) => {
      await transfers.deleteRule(db, request.owner.id, request.params.id);
      return reply.status(204).send(null);
    },
  );
};
