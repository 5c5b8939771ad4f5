import type { FastifyInstance, FastifyRequest } from "fastify";
import type { AuthUser } from "../modules/auth/auth.service";
import { authenticate } from "../modules/auth/sessions.service";
import { tokenFromHeader } from "../modules/auth/tokens";
import { unauthorized } from "./errors";

declare module "fastify" {
  interface FastifyRequest {
    /** The signed-in owner. Set on every route that is not `config: { public: true }`. */
    owner: AuthUser;
    /** The id of the signed-in session (its auth_tokens row), for "this device" in the sessions list. */
    sessionId: number;
    /** The owner's time zone setting as it was when the request came in (null: none set). */
    ownerTimeZone: string | null;
  }
  interface FastifyContextConfig {
    /** Route needs no token (login, health). */
    public?: boolean;
  }
}

/** Requires a valid token on every route of `app` unless the route is marked public. */
export function requireAuthentication(app: FastifyInstance): void {
  app.decorateRequest("owner", null as unknown as AuthUser);
  app.decorateRequest("sessionId", 0);
  app.decorateRequest("ownerTimeZone", null);
  app.addHook("onRequest", async (request: FastifyRequest) => {
    if (request.routeOptions.config.public) return;
    const token = tokenFromHeader(request.headers.authorization);
    const session = token ? await authenticate(request.server.db, token, request.headers["user-agent"]) : undefined;
    if (!session) throw unauthorized();
    request.owner = session.user;
    request.sessionId = session.sessionId;
    request.ownerTimeZone = session.timeZone;
  });
}
