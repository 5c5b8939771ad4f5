import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { exportOwnerData } from "./export.service";

/** The signed-in owner's data as a ZIP download (issue 18 §4). */
export const exportRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get("/api/export/", { schema: { tags: ["export"] } }, async (request, reply) => {
    const day = new Date().toISOString().slice(0, 10);
    const name = `homebase-export-${request.owner.username.replace(/[^\w.-]+/g, "_")}-${day}.zip`;
    return reply
      .header("content-type", "application/zip")
      .header("content-disposition", `attachment; filename="${name}"`)
      .header("cache-control", "no-store")
      .send(exportOwnerData(app.db, app.media, request));
  });
};
