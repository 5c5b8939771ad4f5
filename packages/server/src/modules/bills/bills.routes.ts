import {
  billCreateSchema,
  billPatchSchema,
  billSchema,
  FREQUENCIES,
  frequencySchema,
  lookupCreateSchema,
  lookupSchema,
  PAYMENT_STATUSES,
  statementPatchSchema,
  statementSchema,
  statusSchema,
} from "@homebase/contracts";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { idParams } from "../../http/params";
import type { TransactionBrief } from "../money/debits.service";
import * as money from "../money/money.service";
import { onStatementImported } from "../money/statement-imported";
import { ownerToday } from "../settings/settings.service";
import { billDto, statementDto } from "./bills.dto";
import * as bills from "./bills.service";
import { paymentsRoutes } from "./payments.routes";
import { matchPayments } from "./payments.service";

const tags = ["bills"];
const BASE = "/bills/api/v2";
const listQuery = z.object({
  is_active: z.enum(["true", "false"], { error: "Use is_active=true or is_active=false." }).default("true"),
});

const dto = (
  request: FastifyRequest,
  view: bills.BillView,
  found: { names: money.MoneyNames; paidBy: Map<number, TransactionBrief> },
  today: string,
) => billDto(request, view.bill, view.statements, found.names, today, found.paidBy);

async function billFor(request: FastifyRequest, id: number) {
  const today = await ownerToday(request);
  const view = await bills.getBill(request.server.db, request.owner.id, id, today);
  return dto(request, view, view, today);
}

export const billsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  // Issue 19: a statement import pays the bills it brought the payments of.
  onStatementImported(matchPayments);
  await app.register(paymentsRoutes);

  app.get(`${BASE}/status/`, { schema: { tags, response: { 200: z.array(statusSchema) } } }, async () =>
    PAYMENT_STATUSES.map(({ id, name }) => ({ id, name })),
  );
  app.get(`${BASE}/frequency/`, { schema: { tags, response: { 200: z.array(frequencySchema) } } }, async () =>
    FREQUENCIES.map(({ id, name, ordering }) => ({ id, name, ordering })),
  );

  // Lookups: the Money module's payees, categories and accounts (the same rows).
  for (const [kind, key] of [
    ["payee", "payees"],
    ["category", "categories"],
    ["account", "accounts"],
  ] as const) {
    app.get(`${BASE}/${kind}/`, { schema: { tags, response: { 200: z.array(lookupSchema) } } }, async (request) =>
      [...(await money.moneyNames(db, request.owner.id))[key].entries()]
        .map(([id, name]) => ({ id, name }))
        .sort((a, b) => a.name.localeCompare(b.name)),
    );
  }
  // The add-new dialogs: an existing name (any letter case) answers that row (200), else it is created (201).
  for (const [kind, findOrCreate] of [
    ["payee", money.findOrCreatePayee],
    ["account", money.findOrCreateAccount],
    ["category", money.findOrCreateCategory],
  ] as const) {
    app.post(
      `${BASE}/${kind}/`,
      { schema: { tags, body: lookupCreateSchema, response: { 200: lookupSchema, 201: lookupSchema } } },
      async (request, reply) => {
        const { id, name, created } = await findOrCreate(db, request.owner.id, request.body.name);
        return reply.status(created ? 201 : 200).send({ id, name });
      },
    );
  }

  app.get(
    `${BASE}/bill/`,
    { schema: { tags, querystring: listQuery, response: { 200: z.array(billSchema) } } },
    async (request) => {
      const today = await ownerToday(request);
      const found = await bills.listBills(db, request.owner.id, request.query.is_active === "true", today);
      return found.bills.map((view) => dto(request, view, found, today));
    },
  );

  app.post(
    `${BASE}/bill/`,
    { schema: { tags, body: billCreateSchema, response: { 201: billSchema } } },
    async (request, reply) => {
      const id = await bills.createBill(db, request.owner.id, request.body, await ownerToday(request));
      return reply.status(201).send(await billFor(request, id));
    },
  );

  const billPath = `${BASE}/bill/:id(^\\d+)/`;
  app.get(billPath, { schema: { tags, params: idParams, response: { 200: billSchema } } }, async (request) =>
    billFor(request, request.params.id),
  );

  app.patch(
    billPath,
    { schema: { tags, params: idParams, body: billPatchSchema, response: { 200: billSchema } } },
    async (request) => {
      await bills.updateBill(db, request.owner.id, request.params.id, request.body, await ownerToday(request));
      return billFor(request, request.params.id);
    },
  );

  app.delete(billPath, { schema: { tags, params: idParams, response: { 204: z.null() } } }, async (request, reply) => {
    await bills.deleteBill(db, request.owner.id, request.params.id);
    return reply.status(204).send(null);
  });

  app.patch(
    `${BASE}/statement/:id(^\\d+)/`,
    { schema: { tags, params: idParams, body: statementPatchSchema, response: { 200: statementSchema } } },
    async (request) => {
      const today = await ownerToday(request);
      const { statement, names, paidBy } = await bills.updateStatement(
        db,
        request.owner.id,
        request.params.id,
        request.body,
        today,
      );
      return statementDto(request, statement, names, paidBy);
    },
  );
};
