import { gettingStartedSchema } from "@homebase/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { gettingStarted } from "./getting-started.service";

export const gettingStartedRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/auth/users/me/getting-started/",
    { schema: { tags: ["settings"], response: { 200: gettingStartedSchema } } },
    async (request) => gettingStarted(app.db, request.owner.id),
  );
};
