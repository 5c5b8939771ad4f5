import { backupStatusSchema } from "@homebase/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { backupStatus } from "./backups.service";

/** The scheduled backups' state, for Settings and for Home's warning when the last one failed. */
export const backupsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get("/api/backups/status/", { schema: { tags: ["backups"], response: { 200: backupStatusSchema } } }, () =>
    backupStatus(app.db, app.config),
  );
};
