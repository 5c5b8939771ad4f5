import { currentUserSchema, loginRequestSchema, loginResponseSchema } from "@homebase/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { login, logout } from "./auth.service";
import { LoginThrottle } from "./login-throttle";
import { tokenFromHeader } from "./tokens";

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const throttle = new LoginThrottle(app.db);

  app.post(
    "/auth/token/login/",
    {
      config: { public: true },
      schema: { tags: ["auth"], body: loginRequestSchema, response: { 200: loginResponseSchema } },
    },
    async (request) => ({
      auth_token: await login(app.db, throttle, { ...request.body, clientIp: request.ip }),
    }),
  );

  for (const path of ["/auth/users/me", "/auth/users/me/"]) {
    app.get(path, { schema: { tags: ["auth"], response: { 200: currentUserSchema } } }, async (request) => ({
      id: request.owner.id,
      username: request.owner.username,
    }));
  }

  app.post(
    "/auth/token/logout/",
    { schema: { tags: ["auth"], response: { 204: z.null() } } },
    async (request, reply) => {
      // The hook already proved the header holds a valid token.
      await logout(app.db, tokenFromHeader(request.headers.authorization) as string);
      return reply.status(204).send(null);
    },
  );
};
