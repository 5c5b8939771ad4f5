import type { FastifyInstance, FastifyRequest } from "fastify";
import { type AuthUser, userForToken } from "../modules/auth/auth.service";
import { tokenFromHeader } from "../modules/auth/tokens";
import { unauthorized } from "./errors";

declare module "fastify" {
  interface FastifyRequest {
    /** The signed-in owner. Set on every route that is not `config: { public: true }`. */
    owner: AuthUser;
  }
  interface FastifyContextConfig {
    /** Route needs no token (login, health). */
    public?: boolean;
  }
}

/** Requires a valid token on every route of `app` unless the route is marked public. */
export function requireAuthentication(app: FastifyInstance): void {
  app.decorateRequest("owner", null as unknown as AuthUser);
  app.addHook("onRequest", async (request: FastifyRequest) => {
    if (request.routeOptions.config.public) return;
    const token = tokenFromHeader(request.headers.authorization);
    const user = token ? await userForToken(request.server.db, token) : undefined;
    if (!user) throw unauthorized();
    request.owner = user;
  });
}
