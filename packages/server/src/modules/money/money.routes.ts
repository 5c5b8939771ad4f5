import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { accountRoutes } from "./accounts.routes";
import { categoryRoutes } from "./categories.routes";
import { payeeSimilarityRoutes } from "./payees/similarity.routes";
import { payeeRoutes } from "./payees.routes";
import { reportRoutes } from "./reports.routes";
import { ruleRoutes } from "./rules/rules.routes";
import { transactionRoutes } from "./transactions.routes";
import { transferRoutes } from "./transfers.routes";
import { uploadRoutes } from "./upload/upload.routes";

/** The Money module (spec §2 Money, §7 Money): accounts, categories, payees, tags, transactions. */
export const moneyRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(accountRoutes);
  await app.register(categoryRoutes);
  await app.register(payeeRoutes);
  await app.register(transactionRoutes);
  await app.register(uploadRoutes);
  await app.register(payeeSimilarityRoutes);
  await app.register(reportRoutes);
  await app.register(transferRoutes);
  await app.register(ruleRoutes);
};
