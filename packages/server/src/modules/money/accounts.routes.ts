import { accountCreateSchema, accountPatchSchema, accountSchema } from "@homebase/contracts";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { idParams } from "../../http/params";
import * as accounts from "./accounts.service";
import { accountDto } from "./money.dto";

const tags = ["money"];
const path = "/money/api/account/:id(^\\d+)/";

const dto = (request: FastifyRequest, view: accounts.AccountView) =>
  accountDto(request, view.account, view.transactionCount, view.balance);

export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;

  app.get("/money/api/account/", { schema: { tags, response: { 200: z.array(accountSchema) } } }, async (request) =>
    (await accounts.listAccounts(db, request.owner.id)).map((view) => dto(request, view)),
  );

  app.post(
    "/money/api/account/",
    { schema: { tags, body: accountCreateSchema, response: { 201: accountSchema } } },
    async (request, reply) => {
      const view = await accounts.createAccount(db, request.owner.id, request.body.name);
      return reply.status(201).send(dto(request, view));
    },
  );

  app.get(path, { schema: { tags, params: idParams, response: { 200: accountSchema } } }, async (request) =>
    dto(request, await accounts.getAccount(db, request.owner.id, request.params.id)),
  );

  app.patch(
    path,
    { schema: { tags, params: idParams, body: accountPatchSchema, response: { 200: accountSchema } } },
    async (request) =>
      dto(request, await accounts.updateAccount(db, request.owner.id, request.params.id, request.body)),
  );

  app.delete(path, { schema: { tags, params: idParams, response: { 204: z.null() } } }, async (request, reply) => {
    await accounts.deleteAccount(db, request.owner.id, request.params.id);
    return reply.status(204).send(null);
  });
};
