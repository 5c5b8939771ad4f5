import { accountCreateSchema, accountPatchSchema, accountSchema } from "@homebase/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { nowIso } from "../../db/database";
import { conflict, invalid, orNotFound } from "../../http/errors";
import { idParams } from "../../http/params";
import { accountDto } from "./money.dto";
import * as repo from "./money.repo";
import { countBy, transactionIndex } from "./transaction-index";

const tags = ["money"];
const path = "/money/api/account/:id(^\\d+)/";

export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  const counts = async (userId: number) => countBy(await transactionIndex(db, userId), "account");
  const duplicate = async (userId: number, name: string, except?: number) => {
    const existing = await repo.findByName(db, "money_accounts", userId, name);
    if (existing && existing.id !== except) throw invalid({ name: ["You already have an account with this name."] });
  };

  app.get("/money/api/account/", { schema: { tags, response: { 200: z.array(accountSchema) } } }, async (request) => {
    const perAccount = await counts(request.owner.id);
    return (await repo.listAccounts(db, request.owner.id)).map((row) =>
      accountDto(request, row, perAccount.get(row.id) ?? 0),
    );
  });

  app.post(
    "/money/api/account/",
    { schema: { tags, body: accountCreateSchema, response: { 201: accountSchema } } },
    async (request, reply) => {
      await duplicate(request.owner.id, request.body.name);
      const row = await db
        .insertInto("money_accounts")
        .values({ user_id: request.owner.id, name: request.body.name, created_at: nowIso() })
        .returningAll()
        .executeTakeFirstOrThrow();
      return reply.status(201).send(accountDto(request, row, 0));
    },
  );

  app.get(path, { schema: { tags, params: idParams, response: { 200: accountSchema } } }, async (request) => {
    const row = orNotFound(await repo.findAccount(db, request.owner.id, request.params.id), "Account");
    return accountDto(request, row, (await counts(request.owner.id)).get(row.id) ?? 0);
  });

  app.patch(
    path,
    { schema: { tags, params: idParams, body: accountPatchSchema, response: { 200: accountSchema } } },
    async (request) => {
      const { id } = request.params;
      orNotFound(await repo.findAccount(db, request.owner.id, id), "Account");
      if (request.body.name !== undefined) await duplicate(request.owner.id, request.body.name, id);
      if (Object.keys(request.body).length > 0) {
        await db.updateTable("money_accounts").set(request.body).where("id", "=", id).execute();
      }
      const row = orNotFound(await repo.findAccount(db, request.owner.id, id));
      return accountDto(request, row, (await counts(request.owner.id)).get(id) ?? 0);
    },
  );

  app.delete(path, { schema: { tags, params: idParams, response: { 204: z.null() } } }, async (request, reply) => {
    const { id } = request.params;
    orNotFound(await repo.findAccount(db, request.owner.id, id), "Account");
    const used = await repo.transactionsUsing(db, "account_id", id);
    if (used > 0) {
      throw conflict(
        `This account has ${used} transaction${used === 1 ? "" : "s"}; delete or move them first, or mark the account inactive.`,
      );
    }
    await db.deleteFrom("money_accounts").where("id", "=", id).execute();
    return reply.status(204).send(null);
  });
};
