import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { sql } from "kysely";
import { z } from "zod";

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/healthz",
    {
      config: { public: true },
      schema: { tags: ["health"], response: { 200: z.object({ status: z.literal("ok"), database: z.string() }) } },
    },
    async () => {
      // A real round trip, so a broken database answers 500 instead of a false "ok".
      await sql`select 1`.execute(app.db);
      return { status: "ok" as const, database: app.config.database.dialect };
    },
  );
};
