import {
  balancePointSchema,
  forecastQuerySchema,
  forecastSchema,
  incomeSpendingReportSchema,
  netWorthReportSchema,
  reportQuerySchema,
  spendingByCategoryReportSchema,
  topPayeesReportSchema,
} from "@homebase/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { idParams } from "../../http/params";
import { ownerToday } from "../settings/settings.service";
import { ownAccount } from "./accounts.service";
import { forecast } from "./forecast.service";
import * as reports from "./reports.service";

const tags = ["money"];
const base = "/money/api/reports";

/** Issue 24: reports over the last `months` months (default 12) and an account's balance history. */
export const reportRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  const querystring = reportQuerySchema;

  app.get(
    `${base}/spending-by-category/`,
    { schema: { tags, querystring, response: { 200: spendingByCategoryReportSchema } } },
    async (request) =>
      reports.spendingByCategory(db, request.owner.id, request.query.months, await ownerToday(request)),
  );

  app.get(
    `${base}/income-spending/`,
    { schema: { tags, querystring, response: { 200: incomeSpendingReportSchema } } },
    async (request) => reports.incomeSpending(db, request.owner.id, request.query.months, await ownerToday(request)),
  );

  app.get(
    `${base}/net-worth/`,
    { schema: { tags, querystring, response: { 200: netWorthReportSchema } } },
    async (request) => reports.netWorth(db, request.owner.id, request.query.months, await ownerToday(request)),
  );

  app.get(
    `${base}/top-payees/`,
    { schema: { tags, querystring, response: { 200: topPayeesReportSchema } } },
    async (request) => reports.topPayees(db, request.owner.id, request.query.months, await ownerToday(request)),
  );

  app.get(
    `${base}/forecast/`,
    { schema: { tags, querystring: forecastQuerySchema, response: { 200: forecastSchema } } },
    async (request) => forecast(db, request.owner.id, request.query.account, await ownerToday(request)),
  );

  app.get(
    "/money/api/account/:id(^\\d+)/balance-history/",
    { schema: { tags, params: idParams, response: { 200: z.array(balancePointSchema) } } },
    async (request) => {
      const account = await ownAccount(db, request.owner.id, request.params.id);
      return reports.accountBalanceHistory(db, account, await ownerToday(request));
    },
  );
};
