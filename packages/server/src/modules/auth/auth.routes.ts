import {
  currentUserSchema,
  loginRequestSchema,
  loginResponseSchema,
  sessionSchema,
  setPasswordRequestSchema,
  signOutOthersResponseSchema,
} from "@homebase/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { idParams } from "../../http/params";
import { absoluteUrl } from "../../http/urls";
import { login, logout } from "./auth.service";
import { LoginThrottle } from "./login-throttle";
import { listSessions, setPassword, signOutOtherSessions, signOutSession } from "./sessions.service";
import { tokenFromHeader } from "./tokens";

const SESSIONS = "/auth/sessions/";

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const throttle = new LoginThrottle(app.db);

  app.post(
    "/auth/token/login/",
    {
      config: { public: true },
      schema: { tags: ["auth"], body: loginRequestSchema, response: { 200: loginResponseSchema } },
    },
    async (request) => ({
      auth_token: await login(app.db, throttle, {
        ...request.body,
        clientIp: request.ip,
        userAgent: request.headers["user-agent"],
      }),
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

  app.post(
    "/auth/users/set_password/",
    { schema: { tags: ["auth"], body: setPasswordRequestSchema, response: { 204: z.null() } } },
    async (request, reply) => {
      await setPassword(app.db, throttle, { user: request.owner, sessionId: request.sessionId }, request.body);
      return reply.status(204).send(null);
    },
  );

  app.get(SESSIONS, { schema: { tags: ["auth"], response: { 200: z.array(sessionSchema) } } }, async (request) => {
    const sessions = await listSessions(app.db, request.owner.id, request.sessionId);
    return sessions.map((session) => ({ ...session, url: absoluteUrl(request, `${SESSIONS}${session.id}/`) }));
  });

  app.post(
    `${SESSIONS}sign-out-others/`,
    { schema: { tags: ["auth"], response: { 200: signOutOthersResponseSchema } } },
    async (request) => ({
      signed_out: await signOutOtherSessions(app.db, { user: request.owner, sessionId: request.sessionId }),
    }),
  );

  app.delete(
    `${SESSIONS}:id(^\\d+)/`,
    { schema: { tags: ["auth"], params: idParams, response: { 204: z.null() } } },
    async (request, reply) => {
      await signOutSession(app.db, request.owner.id, request.params.id);
      return reply.status(204).send(null);
    },
  );
};
