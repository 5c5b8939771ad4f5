import type { FastifyRequest } from "fastify";

/** Origin used in every resource's `url`: PUBLIC_URL when set, else what the client asked for. */
export function publicOrigin(request: FastifyRequest): string {
  return request.server.config.publicUrl ?? `${request.protocol}://${request.host}`;
}

export function absoluteUrl(request: FastifyRequest, path: string): string {
  return `${publicOrigin(request)}${path.startsWith("/") ? path : `/${path}`}`;
}
