import {
  amountToCents,
  billCreateSchema,
  billPatchSchema,
  billSchema,
  categoryLabel,
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
import { type Db, nowIso } from "../../db/database";
import { conflict, type FieldErrors, invalid, orNotFound } from "../../http/errors";
import { idParams } from "../../http/params";
import { categoryRef } from "../money/money.dto";
import * as money from "../money/money.repo";
import { findOrCreateNamed } from "../money/money.service";
import { ownerToday } from "../settings/settings.service";
import { billDto, type Names, statementDto } from "./bills.dto";
import * as repo from "./bills.repo";
import { applyAutoPay, ensureNextStatement } from "./bills.service";

const tags = ["bills"];
const BASE = "/bills/api/v2";
const listQuery = z.object({
  is_active: z.enum(["true", "false"], { error: "Use is_active=true or is_active=false." }).default("true"),
});

async function names(db: Db, userId: number): Promise<Names> {
  const [payees, found] = await Promise.all([money.listPayees(db, userId), money.lookups(db, userId)]);
  const categories = new Map<number, string>();
  for (const id of found.categories.keys()) {
    const category = categoryRef(found.categories, id);
    if (category) categories.set(id, categoryLabel(category));
  }
  return {
    payees: new Map(payees.map((p) => [p.id, p.name])),
    categories,
    accounts: new Map([...found.accounts.values()].map((a) => [a.id, a.name])),
  };
}

/** Payee, category and bank account ids must be the owner's own (400 otherwise). */
function checkRefs(
  found: Names,
  body: { pay_to_id?: number | null; bill_category_id?: number | null; default_bank_account_id?: number | null },
) {
  const errors: FieldErrors = {};
  const pick = "Choose one from the list.";
  if (body.pay_to_id != null && !found.payees.has(body.pay_to_id)) errors.pay_to_id = [pick];
  if (body.bill_category_id != null && !found.categories.has(body.bill_category_id)) errors.bill_category_id = [pick];
  if (body.default_bank_account_id != null && !found.accounts.has(body.default_bank_account_id))
    errors.default_bank_account_id = [pick];
  if (Object.keys(errors).length > 0) throw invalid(errors);
}

/** Auto-pay runs on every bill read, so the owner sees paid statements as soon as they are due. */
async function billsFor(request: FastifyRequest, rows: repo.BillRow[]) {
  const { db } = request.server;
  const userId = request.owner.id;
  const today = await ownerToday(request);
  await applyAutoPay(db, userId, today);
  const statements = await repo.statementsOf(
    db,
    rows.map((b) => b.id),
  );
  const found = await names(db, userId);
  return rows.map((bill) =>
    billDto(
      request,
      bill,
      statements.filter((s) => s.bill_id === bill.id),
      found,
      today,
    ),
  );
}

async function billFor(request: FastifyRequest, id: number) {
  const row = orNotFound(await repo.findBill(request.server.db, request.owner.id, id), "Bill");
  return (await billsFor(request, [row]))[0]!;
}

export const billsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;

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
      [...(await names(db, request.owner.id))[key].entries()]
        .map(([id, name]) => ({ id, name }))
        .sort((a, b) => a.name.localeCompare(b.name)),
    );
  }
  app.post(
    `${BASE}/payee/`,
    { schema: { tags, body: lookupCreateSchema, response: { 200: lookupSchema, 201: lookupSchema } } },
    async (request, reply) => {
      const { id, created } = await findOrCreateNamed(db, "money_payees", request.owner.id, request.body.name);
      const name = (await money.findPayee(db, request.owner.id, id))?.name ?? request.body.name;
      return reply.status(created ? 201 : 200).send({ id, name });
    },
  );
  app.post(
    `${BASE}/account/`,
    { schema: { tags, body: lookupCreateSchema, response: { 200: lookupSchema, 201: lookupSchema } } },
    async (request, reply) => {
      const { id, created } = await findOrCreateNamed(db, "money_accounts", request.owner.id, request.body.name);
      const name = (await money.findAccount(db, request.owner.id, id))?.name ?? request.body.name;
      return reply.status(created ? 201 : 200).send({ id, name });
    },
  );
  app.post(
    `${BASE}/category/`,
    { schema: { tags, body: lookupCreateSchema, response: { 200: lookupSchema, 201: lookupSchema } } },
    async (request, reply) => {
      const userId = request.owner.id;
      const lower = request.body.name.toLowerCase();
      const existing = (await money.listCategories(db, userId)).find(
        (c) => c.parent_category_id === null && c.name.toLowerCase() === lower,
      );
      if (existing) return { id: existing.id, name: existing.name };
      const row = await db
        .insertInto("money_categories")
        .values({
          user_id: userId,
          name: request.body.name,
          is_parent: false,
          is_included: true,
          parent_category_id: null,
          created_at: nowIso(),
        })
        .returning(["id", "name"])
        .executeTakeFirstOrThrow();
      return reply.status(201).send(row);
    },
  );

  app.get(
    `${BASE}/bill/`,
    { schema: { tags, querystring: listQuery, response: { 200: z.array(billSchema) } } },
    async (request) => {
      const isActive = request.query.is_active === "true";
      return billsFor(request, await repo.listBills(db, request.owner.id, isActive));
    },
  );

  app.post(
    `${BASE}/bill/`,
    { schema: { tags, body: billCreateSchema, response: { 201: billSchema } } },
    async (request, reply) => {
      const userId = request.owner.id;
      const { due_date, due_amount, frequency_id, pay_to_id, bill_category_id, ...fields } = request.body;
      checkRefs(await names(db, userId), request.body);
      const id = await db.transaction().execute(async (trx) => {
        const bill = await trx
          .insertInto("bills")
          .values({
            ...fields,
            user_id: userId,
            payee_id: pay_to_id,
            category_id: bill_category_id,
            frequency: frequency_id,
            anchor_date: due_date,
            created_at: nowIso(),
          })
          .returning("id")
          .executeTakeFirstOrThrow();
        await trx
          .insertInto("bill_statements")
          .values({
            user_id: userId,
            bill_id: bill.id,
            sequence: 0,
            due_date,
            due_amount: amountToCents(due_amount),
            bank_account_id: fields.default_bank_account_id,
            payment_status: "F",
            created_at: nowIso(),
          })
          .execute();
        return bill.id;
      });
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
      const userId = request.owner.id;
      const row = orNotFound(await repo.findBill(db, userId, request.params.id), "Bill");
      checkRefs(await names(db, userId), request.body);
      const { pay_to_id, bill_category_id, frequency_id, ...fields } = request.body;
      const changes = {
        ...fields,
        ...(pay_to_id !== undefined ? { payee_id: pay_to_id } : {}),
        ...(bill_category_id !== undefined ? { category_id: bill_category_id } : {}),
        ...(frequency_id !== undefined ? { frequency: frequency_id } : {}),
      };
      if (Object.keys(changes).length > 0) {
        await db.updateTable("bills").set(changes).where("id", "=", row.id).execute();
      }
      // Reactivating a bill whose statements were all settled gives it a next one again.
      if (fields.is_active === true) await ensureNextStatement(db, orNotFound(await repo.findBill(db, userId, row.id)));
      return billFor(request, row.id);
    },
  );

  app.delete(billPath, { schema: { tags, params: idParams, response: { 204: z.null() } } }, async (request, reply) => {
    orNotFound(await repo.findBill(db, request.owner.id, request.params.id), "Bill");
    await db.deleteFrom("bills").where("id", "=", request.params.id).execute(); // statements go with it
    return reply.status(204).send(null);
  });

  app.patch(
    `${BASE}/statement/:id(^\\d+)/`,
    { schema: { tags, params: idParams, body: statementPatchSchema, response: { 200: statementSchema } } },
    async (request) => {
      const userId = request.owner.id;
      const statement = orNotFound(await repo.findStatement(db, userId, request.params.id), "Statement");
      const bill = orNotFound(await repo.findBill(db, userId, statement.bill_id), "Bill");
      const found = await names(db, userId);
      const { due_amount, payment_status_id, ...fields } = request.body;
      if (fields.bank_account_id != null && !found.accounts.has(fields.bank_account_id)) {
        throw invalid({ bank_account_id: ["Choose one from the list."] });
      }
      if (payment_status_id === "S" && statement.payment_status !== "S" && statement.payment_status !== "F") {
        throw conflict("Only an unpaid statement can be skipped.", {
          payment_status_id: ["Only an unpaid statement can be skipped."],
        });
      }
      const changes: Partial<repo.StatementRow> = { ...fields };
      if (due_amount !== undefined) changes.due_amount = amountToCents(due_amount);
      if (payment_status_id !== undefined) {
        changes.payment_status = payment_status_id;
        if (payment_status_id === "P") {
          changes.date_paid = fields.date_paid ?? statement.date_paid ?? (await ownerToday(request));
          changes.bank_account_id =
            fields.bank_account_id !== undefined
              ? fields.bank_account_id
              : (statement.bank_account_id ?? bill.default_bank_account_id);
        } else {
          changes.date_paid = null;
        }
      }
      if (Object.keys(changes).length > 0) {
        await db.updateTable("bill_statements").set(changes).where("id", "=", statement.id).execute();
      }
      // Settling a statement (paid, even early, or skipped) brings the next one due.
      if (payment_status_id === "P" || payment_status_id === "S") await ensureNextStatement(db, bill);
      return statementDto(request, orNotFound(await repo.findStatement(db, userId, statement.id)), found);
    },
  );
};
