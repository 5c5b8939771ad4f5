import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { pingDatabase } from "./health.repo";

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/healthz",
    {
      config: { public: true },
      schema: { tags: ["health"], response: { 200: z.object({ status: z.literal("ok"), database: z.string() }) } },
    },
    async () => {
      await pingDatabase(app.db);
      return { status: "ok" as const, database: app.config.database.dialect };
    },
  );
};
