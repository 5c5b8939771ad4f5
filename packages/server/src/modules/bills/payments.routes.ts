import {
  billPaymentQuerySchema,
  billPaymentSchema,
  centsToAmount,
  paymentOfferSchema,
  statementSchema,
} from "@homebase/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { idParams } from "../../http/params";
import { absoluteUrl } from "../../http/urls";
import { ownerToday } from "../settings/settings.service";
import { paymentTransactionDto, statementDto } from "./bills.dto";
import * as bills from "./bills.service";
import * as payments from "./payments.service";

const tags = ["bills"];
const BASE = "/bills/api/v2";

/** Issue 19: offers of payments that were not clear-cut, and the bills transactions paid. */
export const paymentsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  const offerUrl = (request: Parameters<typeof absoluteUrl>[0], id: number) =>
    absoluteUrl(request, `${BASE}/offer/${id}/`);

  app.get(`${BASE}/offer/`, { schema: { tags, response: { 200: z.array(paymentOfferSchema) } } }, async (request) =>
    (await payments.listOffers(db, request.owner.id)).map((offer) => ({
      id: offer.id,
      url: offerUrl(request, offer.id),
      accept_url: `${offerUrl(request, offer.id)}accept/`,
      bill: { id: offer.bill_id, name: offer.bill_name },
      statement: {
        id: offer.statement_id,
        due_date: offer.due_date,
        due_amount: centsToAmount(offer.due_amount),
        payment_status: offer.payment_status,
      },
      transaction: paymentTransactionDto(offer.transaction),
    })),
  );

  // Accepting pays (or links) the statement and answers it as it is now.
  app.post(
    `${BASE}/offer/:id(^\\d+)/accept/`,
    { schema: { tags, params: idParams, response: { 200: statementSchema } } },
    async (request) => {
      const statementId = await payments.acceptOffer(db, request.owner.id, request.params.id);
      const { statement, names, paidBy } = await bills.getStatement(
        db,
        request.owner.id,
        statementId,
        await ownerToday(request),
      );
      return statementDto(request, statement, names, paidBy);
    },
  );

  // Dismissing keeps the pair from being offered again.
  app.delete(
    `${BASE}/offer/:id(^\\d+)/`,
    { schema: { tags, params: idParams, response: { 204: z.null() } } },
    async (request, reply) => {
      await payments.dismissOffer(db, request.owner.id, request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.get(
    `${BASE}/payment/`,
    { schema: { tags, querystring: billPaymentQuerySchema, response: { 200: z.array(billPaymentSchema) } } },
    async (request) =>
      (await payments.paymentsOf(db, request.owner.id, request.query.transaction_id)).map((row) => ({
        transaction_id: row.transaction_id as number,
        statement_id: row.id,
        due_date: row.due_date,
        bill: { id: row.bill_id, name: row.bill_name },
      })),
  );
};
